import PenumbraCore
import PenumbraView

/// A container that sizes and places its subviews in code, as SwiftUI's `Layout` protocol:
/// `sizeThatFits` chooses the container's size for a proposal and `placeSubviews` places each
/// subview with `subviews[i].place(at:anchor:proposal:)`. Both run during layout, with a cache
/// made fresh for each pass (`makeCache`).
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// The layout's properties (the axis a stack lays out along).
    static var layoutProperties: LayoutProperties { get }
    /// Values computed once per layout pass and shared by the two answers.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change: a snapshot makes a new cache instead.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the container prefers around it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview in `bounds` (the container's frame, in its parent's coordinates).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Where the container's horizontal `guide` lies, if the layout sets it.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Where the container's vertical `guide` lies, if the layout sets it.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// `content`'s views laid out by this layout.
    ///
    /// Disfavoured, so that where a view that is also a layout has an initializer taking the
    /// content (SwiftUI-Flow's `HFlow<EmptyView>`), `self.init(…) { EmptyView() }` calls that
    /// initializer rather than the content-less one followed by this, which recurses forever.
    @_disfavoredOverload
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout's properties, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout lays out along, nil for none.
    public var stackOrientation: Axis?
    public init() {}
}

/// A size proposed to a view, as SwiftUI's `ProposedViewSize`: nil on an axis asks for the
/// view's ideal size, zero for its smallest, infinity for its largest.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// The ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The smallest size on both axes.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The largest size on both axes.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil axes replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ p: LayoutProposal) { self.init(width: p.width.map { CGFloat($0) }, height: p.height.map { CGFloat($0) }) }
    var proposal: LayoutProposal { LayoutProposal(width: width.map(Double.init), height: height.map(Double.init)) }
}

/// The spacing a view prefers next to others, as SwiftUI's `ViewSpacing`: the standard 8 points
/// on every side (Penumbra does not keep per-kind spacing preferences).
public struct ViewSpacing: Sendable {
    public init() {}
    /// No spacing.
    public static let zero = ViewSpacing(standard: false)
    private var standard = true
    private init(standard: Bool) { self.standard = standard }

    /// The distance to `next` along `axis`: 8 points, 0 when either side is `.zero`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { standard && next.standard ? 8 : 0 }
    /// Takes the larger preference of the two.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { standard = standard || other.standard }
    /// The larger preference of the two.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}

/// A key for a value a view passes to the layout containing it (`layoutValue(key:value:)`), as
/// SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A layout's subviews, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    let elements: [LayoutSubview]
    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    public subscript(bounds: Range<Int>) -> ArraySlice<LayoutSubview> { elements[bounds] }
    /// The layout direction the subviews are placed in.
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// One subview of a layout, as SwiftUI's `LayoutSubview`: measured on demand and placed once.
public struct LayoutSubview: Sendable {
    let child: LayoutChild
    let recorder: PlacementRecorder?
    let origin: CGPoint

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = child.size(for: proposal.proposal)
        return CGSize(width: s.width, height: s.height)
    }

    /// The subview's dimensions for `proposal` (its size; its guides at their default places).
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let s = sizeThatFits(proposal)
        return ViewDimensions(width: s.width, height: s.height)
    }

    /// The subview's layout priority.
    public var priority: Double { child.priority }
    /// The spacing the subview prefers.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the subview set for `key`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (child.values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// Places the subview with its `anchor` at `position` (in the coordinates of the bounds
    /// given to `placeSubviews`), proposing `proposal`. Only `placeSubviews` may place.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        recorder?.record(child.index, LayoutChildPlacement(
            position: Point(Double(position.x - origin.x), Double(position.y - origin.y)), anchor: anchor, proposal: proposal.proposal))
    }
}

/// Where `placeSubviews` put each subview.
final class PlacementRecorder: @unchecked Sendable {
    private(set) var placements: [LayoutChildPlacement?]
    init(count: Int) { placements = Array(repeating: nil, count: count) }
    func record(_ index: Int, _ placement: LayoutChildPlacement) { placements[index] = placement }
}

/// Views laid out by a layout written in code (`MyLayout { … }`).
nonisolated struct LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }
}

extension LayoutContainer: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(try LayoutLowering.node(layout, children: context.nodes(content)))
    }
}

/// A layout as the view stage's node: the built-in stacks as stacks, anything else as a
/// ``CustomLayout`` calling the layout's code.
enum LayoutLowering {
    static func node(_ layout: any Layout, children: [ViewNode]) -> ViewNode {
        if let native = layout as? any NativeStackLayout { return native.node(children: children) }
        return custom(layout, children: children)
    }

    private static func custom<L: Layout>(_ layout: L, children: [ViewNode]) -> ViewNode {
        func subviews(_ kids: [LayoutChild], _ recorder: PlacementRecorder?, origin: CGPoint = .zero) -> LayoutSubviews {
            LayoutSubviews(elements: kids.map { LayoutSubview(child: $0, recorder: recorder, origin: origin) })
        }
        let custom = CustomLayout(name: "\(L.self)", sizeThatFits: { proposal, kids in
            let views = subviews(kids, nil)
            var cache = layout.makeCache(subviews: views)
            let s = layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: views, cache: &cache)
            return Size(Double(s.width), Double(s.height))
        }, placeSubviews: { bounds, proposal, kids in
            // Bounds are given at the origin: a layout places relative to `bounds.minX/minY`.
            let recorder = PlacementRecorder(count: kids.count)
            let views = subviews(kids, recorder)
            var cache = layout.makeCache(subviews: views)
            layout.placeSubviews(in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height),
                                 proposal: ProposedViewSize(proposal), subviews: views, cache: &cache)
            return recorder.placements
        })
        return .layout(custom, children: children)
    }
}

/// A built-in stack layout, lowered to the stack itself.
protocol NativeStackLayout {
    func node(children: [ViewNode]) -> ViewNode
}

nonisolated extension View {
    /// Sets `value` for `key` on this view, for the layout containing it to read
    /// (`subviews[i][key]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        node(.layoutValue(LayoutValueEntry(key: ObjectIdentifier(key), value: value)))
    }
}
