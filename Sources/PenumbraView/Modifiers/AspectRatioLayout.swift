import PenumbraCore

/// Constrains the content to a width/height ratio (SwiftUI's `aspectRatio`), fitting in or
/// filling the proposal; a nil ratio is the content's ideal size's.
struct AspectRatioLayout: LayoutModifier {
    /// Width over height; nil takes the content's ideal size's.
    let ratio: Double?
    /// Fit inside the proposal or fill it.
    let mode: ContentMode

    var role: String { "aspectRatio" }

    func size(of content: ResolvedBox, proposal: ProposedSize, engine: LayoutEngine) -> Size {
        engine.size(content, Self.proposal(ratio, mode, content, proposal, engine))
    }

    func placement(of content: ResolvedBox, proposal: ProposedSize, size: Size, engine: LayoutEngine) -> Placement {
        let p = Self.proposal(ratio, mode, content, proposal, engine)
        return Placement(box: content, proposal: p, size: engine.size(content, p), offset: .zero)
    }

    /// Guides set inside are not carried out (kept as the reference snapshots were made).
    func guide(_ guide: AlignmentGuide.Guide, of content: ResolvedBox, size: Size) -> Double? { nil }

    /// No baseline is carried out (kept as the reference snapshots were made).
    func baseline(of content: ResolvedBox, proposal: ProposedSize, size: Size, last: Bool,
                  engine: LayoutEngine, depth: Int) -> Double? { nil }

    /// What `aspectRatio` proposes to its content: the size of the ratio that fits in (or fills)
    /// the proposal, as SwiftUI's. With one axis unspecified (or infinite) the other sets the
    /// size; with neither, the content's ideal size stands in for the proposal.
    private static func proposal(_ ratio: Double?, _ mode: ContentMode, _ child: ResolvedBox, _ p: ProposedSize,
                                 _ engine: LayoutEngine) -> ProposedSize {
        var r = ratio ?? 1
        var ideal: Size?
        if ratio == nil {
            let s = engine.size(child, ProposedSize(width: nil, height: nil))
            ideal = s
            if s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite { r = s.width / s.height }
        }
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }, h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            // The proposal is wider than the ratio: fit is bound by the height, fill by the width.
            let wider = w > h * r
            return (wider == (mode == .fit)) ? ProposedSize(width: h * r, height: h) : ProposedSize(width: w, height: w / r)
        case let (w?, nil): return ProposedSize(width: w, height: w / r)
        case let (nil, h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil):
            let s = ideal ?? engine.size(child, ProposedSize(width: nil, height: nil))
            guard s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite else { return p }
            return proposal(r, mode, child, ProposedSize(width: s.width, height: s.height), engine)
        }
    }
}
