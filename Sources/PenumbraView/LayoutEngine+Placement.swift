import PenumbraCore

/// Placement: positions every box in the root's coordinates, mirrors right-to-left layouts,
/// rounds frames to the pixel grid and emits the display list.
extension LayoutEngine {
    /// Collects nodes and items while placing.
    struct Output {
        var nodes: [DisplayList.Node] = []
        var items: [DisplayItem] = []
    }

    /// A rectangle with its edges rounded to the nearest device pixel (halves towards +∞), as
    /// UIKit aligns view frames: each edge is rounded, so neighbours that touch still touch.
    func snap(_ r: Rect) -> Rect {
        func edge(_ v: Double) -> Double { (v * scale + 0.5).rounded(.down) / scale }
        let x0 = edge(r.minX), y0 = edge(r.minY), x1 = edge(r.maxX), y1 = edge(r.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Places `box` (which chose `size` for `proposal`) with its top-left at `origin` (root
    /// coordinates, unrounded).
    func place(_ box: ResolvedBox, proposal: ProposedSize, size: Size, origin: Point, rtl: Bool,
               into out: inout Output) {
        let exact = Rect(origin: origin, size: size)
        let frame = snap(exact)
        out.nodes.append(DisplayList.Node(path: box.path, role: box.role, frame: frame))

        func child(_ placement: Placement) {
            let x = rtl ? size.width - placement.offset.x - placement.size.width : placement.offset.x
            place(placement.box, proposal: placement.proposal, size: placement.size,
                  origin: Point(origin.x + x, origin.y + placement.offset.y), rtl: placement.rtl ?? rtl, into: &out)
        }
        func emit(_ op: DisplayItem.Operation) { out.items.append(DisplayItem(path: box.path, frame: frame, operation: op)) }

        switch box.kind {
        case .empty, .spacer:
            break
        case let .shape(kind, fill, stroke):
            if let fill, fill.rgba.a > 0 { emit(.fill(kind, fill)) }
            if let stroke, stroke.color.rgba.a > 0 { emit(.strokeBorder(kind, stroke)) }
        case let .gradient(kind, gradient):
            if gradient.isVisible { emit(.fillGradient(kind, rtl ? gradient.mirrored : gradient)) }
        case .text(var run):
            if rtl { run.alignment = Self.mirrored(run.alignment) }
            emit(.text(run))
        case let .image(image, _, _):
            emit(.image(image))
        case let .divider(color, _):
            if color.rgba.a > 0 { emit(.fill(.rectangle, color)) }
        case .stack:
            for placement in arrangeStack(box, proposal).children { child(placement) }
        case let .firstFitting(horizontal, vertical, children):
            if let chosen = firstFitting(children, horizontal: horizontal, vertical: vertical, proposal) {
                child(Placement(box: chosen, proposal: proposal, size: self.size(chosen, proposal), offset: .zero))
            }
        case .custom(let resolution):
            for placement in resolution.placements(proposal, size: size, self) { child(placement) }
        case .geometry(let resolution):
            let content = resolution.box(for: size)
            let p = ProposedSize(width: size.width, height: size.height)
            child(Placement(box: content, proposal: p, size: self.size(content, p), offset: .zero))
        case let .zstack(alignment, children):
            let sizes = children.map { self.size($0, proposal) }
            let guided = zstackGuides(alignment, children, sizes, proposal)?.offsets
            for (i, c) in children.enumerated() {
                let offset = guided?[i] ?? alignment.offset(child: sizes[i], parent: size)
                child(Placement(box: c, proposal: proposal, size: sizes[i], offset: offset))
            }
        case let .modified(modifier, content):
            let placement = modifier.placement(of: content, proposal: proposal, size: size, engine: self)
            modifier.paint(placement, size: size, engine: self, emit: emit, child: child)
        }
    }

    static func mirrored(_ a: HorizontalAlignment) -> HorizontalAlignment {
        switch a {
        case .leading: .trailing
        case .center: .center
        case .trailing: .leading
        }
    }
}
