import PenumbraCore

/// A fixed or flexible frame (SwiftUI's `frame(width:height:alignment:)` and
/// `frame(minWidth:idealWidth:maxWidth:…)`): fixed lengths replace the proposal, flexible bounds
/// clamp it, and the content sits in the frame by the spec's alignment.
struct FrameLayout: LayoutModifier {
    /// The lengths, bounds and alignment.
    let spec: FrameSpec

    var role: String { "frame" }

    /// The frame's size and its content's placement.
    func arrange(_ content: ResolvedBox, _ p: ProposedSize, _ engine: LayoutEngine) -> (size: Size, child: Placement) {
        let width = Self.axis(fixed: spec.width, min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth,
                              proposed: p.width, flexible: spec.isFlexible)
        let height = Self.axis(fixed: spec.height, min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight,
                               proposed: p.height, flexible: spec.isFlexible)
        let childProposal = ProposedSize(width: width.childProposal, height: height.childProposal)
        let childSize = engine.size(content, childProposal)
        let result = Size(width.result(childSize.width), height.result(childSize.height))
        let offset = spec.alignment.offset(child: childSize, parent: result)
        return (result, Placement(box: content, proposal: childProposal, size: childSize, offset: offset))
    }

    func size(of content: ResolvedBox, proposal: ProposedSize, engine: LayoutEngine) -> Size {
        arrange(content, proposal, engine).size
    }

    func placement(of content: ResolvedBox, proposal: ProposedSize, size: Size, engine: LayoutEngine) -> Placement {
        arrange(content, proposal, engine).child
    }

    /// Guides set inside a frame are not carried out of it (SwiftUI carries them, offset by the
    /// content's position; kept as the reference snapshots were made).
    func guide(_ guide: AlignmentGuide.Guide, of content: ResolvedBox, size: Size) -> Double? { nil }

    /// One axis of a frame: what the content is offered and how the frame's length follows from
    /// the content's answer.
    private static func axis(fixed: Double?, min lower: Double?, ideal: Double?, max upper: Double?,
                             proposed: Double?, flexible: Bool) -> (childProposal: Double?, result: (Double) -> Double) {
        if let fixed { return (fixed, { _ in fixed }) }
        guard flexible, lower != nil || upper != nil || ideal != nil else { return (proposed, { $0 }) }
        // SwiftUI's flexible frame: an unspecified proposal becomes the ideal size; the content is
        // offered the proposal clamped to the bounds; the frame then takes the content's length
        // pulled towards the proposal, within the bounds.
        let offered: Double? = proposed ?? ideal
        var childProposal = offered
        if let value = childProposal {
            var v = value
            if let upper { v = Swift.min(v, upper) }
            if let lower { v = Swift.max(v, lower) }
            childProposal = v
        }
        return (childProposal, { content in
            var length = content
            if let lower { length = Swift.max(lower, Swift.min(length, offered ?? length)) }
            if let upper { length = Swift.min(upper, Swift.max(length, offered ?? length)) }
            return length
        })
    }
}
