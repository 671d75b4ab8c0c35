import PenumbraCore

/// A layout written in code, as SwiftUI's `Layout` protocol: its two answers are closures over
/// proxies of its children, called during layout. `sizeThatFits` chooses the container's size
/// for a proposal; `placeSubviews` places each child in the container's bounds.
public struct CustomLayout: Hashable, @unchecked Sendable {
    private final class Token {}
    private let token = Token()
    /// The layout's name (its type), for paths and errors.
    public let name: String
    let measure: (LayoutProposal, [LayoutChild]) -> Size
    let place: (Rect, LayoutProposal, [LayoutChild]) -> [LayoutChildPlacement?]

    /// A layout answering with `sizeThatFits` and `placeSubviews`; `placeSubviews` returns one
    /// placement per child, nil for a child it did not place (placed at the centre of the bounds
    /// at its ideal size, as SwiftUI places an unplaced subview).
    public init(name: String, sizeThatFits: @escaping (LayoutProposal, [LayoutChild]) -> Size,
                placeSubviews: @escaping (Rect, LayoutProposal, [LayoutChild]) -> [LayoutChildPlacement?]) {
        self.name = name
        measure = sizeThatFits
        place = placeSubviews
    }

    public static func == (a: CustomLayout, b: CustomLayout) -> Bool { a.token === b.token }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}

/// A size proposed to a view: nil on an axis asks for the view's ideal size, infinity for its
/// largest (SwiftUI's `ProposedViewSize`).
public struct LayoutProposal: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }

    /// Whether both axes are nil or a length that is not NaN and not negative.
    var isValid: Bool {
        func ok(_ v: Double?) -> Bool { v.map { !$0.isNaN && $0 >= 0 } ?? true }
        return ok(width) && ok(height)
    }
}

/// One child of a custom layout: measured on demand, with its layout priority and the values
/// its `layoutValue` modifiers set.
public struct LayoutChild: @unchecked Sendable {
    let box: ResolvedBox
    let engine: LayoutEngine
    let sink: LayoutErrorSink
    let container: String
    /// The child's place among its siblings.
    public let index: Int
    /// The values set with `layoutValue(key:value:)` on the child, by key.
    public let values: [ObjectIdentifier: Any]

    /// The child's size for `proposal`. A proposal with NaN or a negative length is recorded
    /// as an error of the layout and measured as zero.
    public func size(for proposal: LayoutProposal) -> Size {
        guard proposal.isValid else {
            sink.record(.invalidLayout(path: container, reason: "proposed \(Self.describe(proposal)) to child \(index); a proposal is nil, zero, positive or infinite"))
            return .zero
        }
        return engine.size(box, ProposedSize(width: proposal.width, height: proposal.height))
    }

    /// The child's layout priority (`layoutPriority`), 0 unless set.
    public var priority: Double { box.layoutPriority }

    static func describe(_ p: LayoutProposal) -> String {
        func d(_ v: Double?) -> String { v.map { "\($0)" } ?? "nil" }
        return "\(d(p.width)) × \(d(p.height))"
    }
}

/// Where a custom layout put a child: the point of the child's `anchor` (unit coordinates of the
/// child's frame) in the container's coordinates, and the size proposed to it.
public struct LayoutChildPlacement: Sendable {
    public var position: Point
    public var anchor: UnitPoint
    public var proposal: LayoutProposal
    public init(position: Point, anchor: UnitPoint, proposal: LayoutProposal) {
        self.position = position; self.anchor = anchor; self.proposal = proposal
    }
}

/// A value set on a view for the custom layout containing it (`layoutValue(key:value:)`), by the
/// key's type. Two entries are equal only when they are the same value.
public struct LayoutValueEntry: Hashable, @unchecked Sendable {
    private final class Token {}
    private let token = Token()
    /// The key (the identity of the key's type).
    public let key: ObjectIdentifier
    /// The value.
    public let value: Any
    /// Whether the value is only metadata about the view (a preview's layout or name) that no
    /// fixture records, rather than a value a custom layout reads.
    public let isMetadata: Bool

    public init(key: ObjectIdentifier, value: Any, isMetadata: Bool = false) {
        self.key = key
        self.value = value
        self.isMetadata = isMetadata
    }
    public static func == (a: LayoutValueEntry, b: LayoutValueEntry) -> Bool { a.token === b.token }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}

/// A custom layout being laid out: its children resolved, its answers checked.
final class CustomLayoutResolution: @unchecked Sendable {
    let layout: CustomLayout
    let children: [ResolvedBox]
    let values: [[ObjectIdentifier: Any]]
    let sink: LayoutErrorSink
    let path: String

    init(_ layout: CustomLayout, children: [ResolvedBox], values: [[ObjectIdentifier: Any]], sink: LayoutErrorSink, path: String) {
        self.layout = layout
        self.children = children
        self.values = values
        self.sink = sink
        self.path = path
    }

    func proxies(_ engine: LayoutEngine) -> [LayoutChild] {
        children.indices.map { LayoutChild(box: children[$0], engine: engine, sink: sink, container: path, index: $0, values: values[$0]) }
    }

    /// The container's size for `p`: zero, with the error kept, when the layout answers NaN or a
    /// negative length.
    func size(_ p: ProposedSize, _ engine: LayoutEngine) -> Size {
        let s = layout.measure(LayoutProposal(width: p.width, height: p.height), proxies(engine))
        guard !s.width.isNaN, !s.height.isNaN, s.width >= 0, s.height >= 0 else {
            sink.record(.invalidLayout(path: path, reason: "\(layout.name).sizeThatFits answered \(s.width) × \(s.height); a size is zero or positive"))
            return .zero
        }
        return s
    }

    /// Each child's proposal, size and offset in a container of `size`.
    func placements(_ p: ProposedSize, size: Size, _ engine: LayoutEngine) -> [Placement] {
        let proxies = proxies(engine)
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let placed = layout.place(bounds, LayoutProposal(width: p.width, height: p.height), proxies)
        var out: [Placement] = []
        for (i, child) in children.enumerated() {
            let placement = i < placed.count ? placed[i] : nil
            let proposal = placement?.proposal ?? LayoutProposal(width: nil, height: nil)
            guard proposal.isValid else {
                sink.record(.invalidLayout(path: path, reason: "\(layout.name).placeSubviews proposed \(LayoutChild.describe(proposal)) to child \(i)"))
                continue
            }
            let childProposal = ProposedSize(width: proposal.width, height: proposal.height)
            let childSize = engine.size(child, childProposal)
            let anchor = placement?.anchor ?? UnitPoint(x: 0.5, y: 0.5)
            let position = placement?.position ?? Point(size.width / 2, size.height / 2)
            guard position.x.isFinite, position.y.isFinite else {
                sink.record(.invalidLayout(path: path, reason: "\(layout.name).placeSubviews placed child \(i) at \(position.x), \(position.y)"))
                continue
            }
            let offset = Point(position.x - anchor.x * childSize.width, position.y - anchor.y * childSize.height)
            out.append(Placement(box: child, proposal: childProposal, size: childSize, offset: offset))
        }
        return out
    }
}

/// The built-in stacks' answers for children of a layout written in code (SwiftUI's
/// `HStackLayout`, `VStackLayout` and `ZStackLayout` asked directly): the same arithmetic as the
/// stacks themselves.
public enum StackArrangement {
    /// The stack's size for `proposal`: children along `axis` (`vertical` true for a column)
    /// `spacing` points apart (nil: 8), or on top of each other when `axis` is nil.
    public static func size(vertical: Bool?, alignment: Alignment, spacing: Double?, children: [LayoutChild],
                            proposal: LayoutProposal) -> Size {
        guard let engine = children.first?.engine else { return .zero }
        return engine.size(box(vertical, alignment, spacing, children), ProposedSize(width: proposal.width, height: proposal.height))
    }

    /// Each child's offset from the stack's top-left corner and the size proposed to it, in a
    /// stack of `size` (the order of `children`).
    public static func placements(vertical: Bool?, alignment: Alignment, spacing: Double?, children: [LayoutChild],
                                  proposal: LayoutProposal, size: Size) -> [(offset: Point, proposal: LayoutProposal)] {
        guard let engine = children.first?.engine else { return [] }
        let container = box(vertical, alignment, spacing, children)
        let p = ProposedSize(width: proposal.width, height: proposal.height)
        if vertical != nil {
            return engine.arrangeStack(container, p).children.map { ($0.offset, LayoutProposal(width: $0.proposal.width, height: $0.proposal.height)) }
        }
        return children.map { child in
            let s = engine.size(child.box, p)
            return (alignment.offset(child: s, parent: size), proposal)
        }
    }

    private static func box(_ vertical: Bool?, _ alignment: Alignment, _ spacing: Double?, _ children: [LayoutChild]) -> ResolvedBox {
        let boxes = children.map(\.box)
        let path = children.first?.container ?? "layout"
        guard let vertical else { return ResolvedBox(path: path, kind: .zstack(alignment, children: boxes)) }
        let axis: Axis = vertical ? .vertical : .horizontal
        return ResolvedBox(path: path, kind: .stack(axis, alignment: alignment,
                                                    gaps: StackSpacing.gaps(spacing, axis: axis, children: boxes), children: boxes))
    }
}
