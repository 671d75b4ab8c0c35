import PenumbraCore

/// SwiftUI-like layout: a parent proposes a size, the child chooses its own, the parent places
/// it. Sizes are in points; text sizes are rounded up to the device-pixel grid, as UIKit's
/// `sizeThatFits` of a label is, so that text never loses a pixel column to rounding.
struct LayoutEngine {
    /// Pixels per point.
    let scale: Double
    let text: any TextMeasurer

    /// A box's size for a proposal (cached per box and proposal).
    func size(_ box: ResolvedBox, _ p: ProposedSize) -> Size {
        if let cached = box.cache[p] { return cached }
        let result = computeSize(box, p)
        box.cache[p] = result
        return result
    }

    private func computeSize(_ box: ResolvedBox, _ p: ProposedSize) -> Size {
        switch box.kind {
        case .empty:
            return .zero
        case .shape, .gradient:
            // Shapes take what they are offered; asked for their ideal size they are 10x10, as SwiftUI's.
            return Size(p.width ?? 10, p.height ?? 10)
        case .text(let run):
            let maxWidth = p.width.flatMap { $0.isFinite ? $0 : nil }
            let measured = text.measure(run, maxWidth: maxWidth)
            return Size(ceilToPixel(measured.width), ceilToPixel(measured.height))
        case let .image(_, intrinsic, resizable):
            guard resizable else { return intrinsic }
            return Size(p.width ?? intrinsic.width, p.height ?? intrinsic.height)
        case let .spacer(minLength, axis):
            switch axis {
            case .vertical: return Size(0, max(minLength, p.height ?? minLength))
            case .horizontal: return Size(max(minLength, p.width ?? minLength), 0)
            case nil: return Size(max(0, p.width ?? 0), max(0, p.height ?? 0))
            }
        case let .divider(_, axis):
            let hairline = 1 / scale
            return axis == .vertical ? Size(p.width ?? 0, hairline) : Size(hairline, p.height ?? 0)
        case .stack:
            return arrangeStack(box, p).size
        case .geometry:
            // All of the size offered; an unspecified axis is 10 points, as SwiftUI's.
            return Size(p.width ?? 10, p.height ?? 10)
        case .custom(let resolution):
            return resolution.size(p, self)
        case let .firstFitting(horizontal, vertical, children):
            guard let chosen = firstFitting(children, horizontal: horizontal, vertical: vertical, p) else { return .zero }
            return size(chosen, p)
        case let .zstack(alignment, children):
            var w = 0.0, h = 0.0
            var sizes: [Size] = []
            for child in children {
                let s = size(child, p)
                sizes.append(s)
                w = max(w, s.width); h = max(h, s.height)
            }
            return zstackGuides(alignment, children, sizes, p)?.size ?? Size(w, h)
        case let .modified(modifier, content):
            return modifier.size(of: content, proposal: p, engine: self)
        }
    }

    /// Rounds a length in points up to the device-pixel grid (tolerating 1e-9 of float noise).
    func ceilToPixel(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }

    // MARK: Stacks

    /// The stack's size and each child's proposal, size and leading-based offset.
    func arrangeStack(_ box: ResolvedBox, _ p: ProposedSize) -> (size: Size, children: [Placement]) {
        guard case let .stack(axis, alignment, gaps, children) = box.kind, !children.isEmpty else {
            return (.zero, [])
        }
        let vertical = axis == .vertical
        let along: Double? = vertical ? p.height : p.width
        let across: Double? = vertical ? p.width : p.height
        func proposal(_ length: Double?) -> ProposedSize {
            vertical ? ProposedSize(width: across, height: length) : ProposedSize(width: length, height: across)
        }
        func main(_ s: Size) -> Double { vertical ? s.height : s.width }
        func cross(_ s: Size) -> Double { vertical ? s.width : s.height }

        let totalSpacing = gaps.reduce(0, +)
        var proposals = [ProposedSize](repeating: proposal(nil), count: children.count)
        var sizes = [Size](repeating: .zero, count: children.count)
        if let along {
            // SwiftUI's division: priority groups from the highest, each offered what is left
            // after the minimum lengths of the lower groups; within a group the least flexible
            // child first, each offered an equal share of what is left, so that fixed children
            // get their size and flexible ones the rest.
            let minimum = children.map { main(size($0, proposal(0))) }
            let flexibility = children.indices.map { main(size(children[$0], proposal(.infinity))) - minimum[$0] }
            let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
            var remaining = along - totalSpacing
            for priority in priorities {
                let group = children.indices.filter { children[$0].layoutPriority == priority }
                let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minimum[$1] }
                var available = remaining - reserved
                // Spacers come last, as in SwiftUI: the other children share what is left after
                // the spacers' minimum lengths, so a long text beside a spacer wraps 8 points
                // (the spacer's default minimum) before the edge rather than at half the width.
                let isSpacer = { (i: Int) -> Bool in
                    if case .spacer = children[i].kind { return true }
                    return false
                }
                let byFlexibility = { (a: Int, b: Int) -> Bool in
                    flexibility[a] < flexibility[b] || (flexibility[a] == flexibility[b] && a < b)
                }
                let others = group.filter { !isSpacer($0) }.sorted(by: byFlexibility)
                let spacers = group.filter(isSpacer).sorted(by: byFlexibility)
                var spacerMinimum = spacers.reduce(0) { $0 + minimum[$1] }
                for batch in [others, spacers] {
                    var left = Double(batch.count)
                    for i in batch {
                        if isSpacer(i) { spacerMinimum -= minimum[i] }
                        let share = max(0, available - spacerMinimum) / left
                        proposals[i] = proposal(share)
                        sizes[i] = size(children[i], proposals[i])
                        available -= main(sizes[i])
                        remaining -= main(sizes[i])
                        left -= 1
                    }
                }
            }
        } else {
            for i in children.indices { sizes[i] = size(children[i], proposals[i]) }
        }
        let mainTotal = sizes.reduce(0) { $0 + main($1) } + totalSpacing
        let crossMax = sizes.reduce(0) { max($0, cross($1)) }
        // Custom alignment guides: each child is placed so that its guide lines up with the
        // others'; the stack grows to hold them all. Without any, the standard alignment.
        let guide: AlignmentGuide.Guide = vertical ? .horizontal(alignment.horizontal) : .vertical(alignment.vertical)
        var custom = children.indices.map { children[$0].customGuide(guide, size: sizes[$0]) }
        // Text baselines: each child's first or last baseline (its bottom when it has no text).
        let byBaseline = alignment.vertical.baseline
        if !vertical, byBaseline.isBaseline {
            for i in children.indices where custom[i] == nil {
                custom[i] = baseline(children[i], proposals[i], sizes[i], last: byBaseline.last)
            }
        }
        var guideOffsets: [Double]? = nil
        var crossSize = crossMax
        if custom.contains(where: { $0 != nil }) {
            let values = children.indices.map { i in
                custom[i] ?? (vertical ? alignment.horizontal.offset(child: 0, parent: sizes[i].width)
                                       : alignment.vertical.offset(child: 0, parent: sizes[i].height))
            }
            let maxGuide = values.max() ?? 0
            guideOffsets = values.map { maxGuide - $0 }
            crossSize = children.indices.reduce(0) { max($0, guideOffsets![$1] + cross(sizes[$1])) }
        }
        let stackSize = vertical ? Size(crossSize, mainTotal) : Size(mainTotal, crossSize)
        var placements: [Placement] = []
        var position = 0.0
        for i in children.indices {
            let s = sizes[i]
            let across = guideOffsets?[i]
            let offset: Point = vertical
                ? Point(across ?? alignment.horizontal.offset(child: s.width, parent: crossMax), position)
                : Point(position, across ?? alignment.vertical.offset(child: s.height, parent: crossMax))
            placements.append(Placement(box: children[i], proposal: proposals[i], size: s, offset: offset))
            position += main(s) + (i < gaps.count ? gaps[i] : 0)
        }
        return (stackSize, placements)
    }

    /// A ZStack's size and its children's offsets when any child moved one of the alignment's
    /// guides; nil when none did (the standard alignment applies).
    func zstackGuides(_ alignment: Alignment, _ children: [ResolvedBox], _ sizes: [Size], _ proposal: ProposedSize) -> (size: Size, offsets: [Point])? {
        let h = children.indices.map { children[$0].customGuide(.horizontal(alignment.horizontal), size: sizes[$0]) }
        var v = children.indices.map { children[$0].customGuide(.vertical(alignment.vertical), size: sizes[$0]) }
        let byBaseline = alignment.vertical.baseline
        if byBaseline.isBaseline {
            for i in children.indices where v[i] == nil {
                v[i] = baseline(children[i], proposal, sizes[i], last: byBaseline.last)
            }
        }
        guard h.contains(where: { $0 != nil }) || v.contains(where: { $0 != nil }) else { return nil }
        let hv = children.indices.map { h[$0] ?? alignment.horizontal.offset(child: 0, parent: sizes[$0].width) }
        let vv = children.indices.map { v[$0] ?? alignment.vertical.offset(child: 0, parent: sizes[$0].height) }
        let maxH = hv.max() ?? 0, maxV = vv.max() ?? 0
        let offsets = children.indices.map { Point(maxH - hv[$0], maxV - vv[$0]) }
        var w = 0.0, hgt = 0.0
        for i in children.indices {
            w = max(w, offsets[i].x + sizes[i].width)
            hgt = max(hgt, offsets[i].y + sizes[i].height)
        }
        return (Size(w, hgt), offsets)
    }

    /// Where `box`'s first (or last) text baseline lies, in points from its top, laid out for
    /// `proposal` at `size`: its text's, through stacks (the first or last child with text),
    /// frames, padding and decorations; a view without text has its baseline at its bottom.
    func baseline(_ box: ResolvedBox, _ proposal: ProposedSize, _ size: Size, last: Bool, depth: Int = 0) -> Double {
        textBaseline(box, proposal, size, last: last, depth: depth) ?? size.height
    }

    /// The baseline of the text in a placed child, in its parent's coordinates, or nil when it
    /// holds none.
    func textBaseline(_ placement: Placement, last: Bool, depth: Int) -> Double? {
        textBaseline(placement.box, placement.proposal, placement.size, last: last, depth: depth + 1).map { $0 + placement.offset.y }
    }

    /// The baseline of the text in `box`, or nil when it holds none.
    private func textBaseline(_ box: ResolvedBox, _ proposal: ProposedSize, _ size: Size, last: Bool, depth: Int) -> Double? {
        guard depth < 64 else { return nil }
        switch box.kind {
        case .text(let run):
            let b = text.baselines(run, maxWidth: size.width)
            return last ? b.last : b.first
        case .stack:
            let placements = arrangeStack(box, proposal).children
            for placement in last ? placements.reversed() : placements {
                if let b = textBaseline(placement, last: last, depth: depth) { return b }
            }
            return nil
        case let .zstack(_, children):
            for child in last ? children.reversed() : children {
                let s = self.size(child, proposal)
                if let b = textBaseline(child, proposal, s, last: last, depth: depth + 1) { return b }
            }
            return nil
        case let .modified(modifier, content):
            return modifier.baseline(of: content, proposal: proposal, size: size, last: last, engine: self, depth: depth)
        case .empty, .shape, .gradient, .image, .spacer, .divider, .geometry, .firstFitting, .custom:
            return nil
        }
    }

    /// The first child whose ideal size on the constrained axes fits the proposal, else the
    /// last child, as SwiftUI's `ViewThatFits` chooses.
    func firstFitting(_ children: [ResolvedBox], horizontal: Bool, vertical: Bool, _ p: ProposedSize) -> ResolvedBox? {
        let probe = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        for child in children {
            let ideal = size(child, probe)
            let fitsWidth = !horizontal || p.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || p.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return children.last
    }
}

/// Where a child goes in its parent: the proposal it was given, the size it chose and its offset
/// from the parent's leading top corner, in points.
struct Placement {
    let box: ResolvedBox
    let proposal: ProposedSize
    let size: Size
    let offset: Point
    /// The child's own writing direction (right-to-left when true); nil keeps the parent's.
    var rtl: Bool? = nil
}
