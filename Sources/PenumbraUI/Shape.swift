import PenumbraCore
import PenumbraRaster
import PenumbraView

/// A 2D shape that fills its frame, as SwiftUI's `Shape`: a view (filled with the foreground
/// style) with `.fill`, `.stroke`, `.strokeBorder` and `.trim`.
///
/// The built-in shapes draw through the rasterizer's exact geometry; a custom shape draws the
/// outline its `path(in:)` returns for the frame layout gives it.
///
/// As in SwiftUI, the shape's requirements are `nonisolated` (a shape is `Sendable` and its
/// outline is asked for during layout), while its `body` is the main actor's, as every view's.
public protocol Shape: View, Sendable {
    /// The outline in `rect`.
    nonisolated func path(in rect: CGRect) -> Path
}

/// A shape that can be inset for a border drawn inside it, as SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape the view stage draws itself; as a view, filled with the foreground style.
protocol BuiltInShape: PrimitiveView {
    var kind: ShapeKind { get }
    /// How far the shape is inset in its frame, in points.
    var insetAmount: Double { get }
    /// A custom shape this one is built on (an inset custom shape), which cannot be drawn yet.
    var customBase: (any Shape)? { get }
}

extension BuiltInShape {
    var insetAmount: Double { 0 }
    var customBase: (any Shape)? { nil }
}

nonisolated extension BuiltInShape where Self: Shape {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try ShapeLowering(shape: self).lower(into: &nodes, context)
    }
}

extension LoweringContext {
    /// The view stage's shape of `shape` and how far it is inset in its frame. A built-in shape
    /// is drawn by its exact geometry; any other shape (a custom `Shape`, a `Path`, an inset
    /// custom shape) by its `path(in:)`, evaluated for the frame layout gives it, in the
    /// environment of this place. `evenOdd` is the fill rule a custom outline is filled with.
    func shapeKind(_ shape: any Shape, evenOdd: Bool = false) throws(UIError) -> (kind: ShapeKind, inset: Double) {
        if let trimmed = shape as? any TrimmedShape {
            let (base, inset) = try shapeKind(trimmed.baseShape, evenOdd: evenOdd)
            let outline = ShapePath(evenOdd: evenOdd) { size in
                base.outline(in: Rect(x: inset, y: inset, width: max(0, size.width - 2 * inset),
                                      height: max(0, size.height - 2 * inset)))
            }
            return (.path(outline.trimmed(from: trimmed.range.lowerBound, to: trimmed.range.upperBound)), 0)
        }
        if let builtIn = shape as? any BuiltInShape, builtIn.customBase == nil {
            return (builtIn.kind, builtIn.insetAmount)
        }
        let env = self.env
        return (.path(ShapePath(evenOdd: evenOdd) { size in
            var path = Path()
            EnvironmentValues.withCurrent(env) {
                path = shape.path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
            }
            return path.vectorPath
        }), 0)
    }

    /// A shape filled with a paint.
    func filled(_ shape: (kind: ShapeKind, inset: Double), _ paint: Paint) -> ViewNode {
        let node: ViewNode
        switch paint {
        case .color(let c): node = .shape(shape.kind, fill: c, stroke: nil)
        case .gradient(let g): node = .gradient(shape.kind, g)
        }
        return Self.inset(node, by: shape.inset)
    }

    /// `node` inset in its frame by `amount` points (negative: outset).
    static func inset(_ node: ViewNode, by amount: Double) -> ViewNode {
        amount == 0 ? node : .modified(node, .padding(EdgeInsets(all: amount)))
    }
}

nonisolated extension Shape {
    /// A shape used as a view is filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// A shape filled with the foreground style: a `Shape`'s default body.
nonisolated public struct _ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try ShapeLowering(shape: shape).lower(into: &nodes, context)
    }
}

/// A built-in shape used as a view: filled with the foreground style.
struct ShapeLowering<S: Shape>: PrimitiveView {
    let shape: S
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        let kind = try context.shapeKind(shape)
        // With no foreground style set, the shape takes the tree's foreground (as text does).
        guard context.env.foreground != nil else {
            nodes.append(LoweringContext.inset(.shape(kind.kind, fill: nil, stroke: nil), by: kind.inset))
            return
        }
        nodes.append(context.filled(kind, try ForegroundStyle().paint(context)))
    }
}

nonisolated extension Shape {
    /// The shape filled with `content` (default: the foreground style); `style.isEOFilled`
    /// fills a custom outline by the even-odd rule.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> some View {
        ModifiedView(content: self) { shape, nodes, context throws(UIError) in
            nodes.append(context.filled(try context.shapeKind(shape, evenOdd: style.isEOFilled), try context.paint(content)))
        }
    }

    /// A line of `lineWidth` points centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// A line centred on the outline, in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View { stroke(ForegroundStyle(), lineWidth: lineWidth) }

    /// A line centred on the outline in the foreground style, with the style's caps, joins and
    /// dashes (`Circle().trim(…).stroke(style: …).foregroundColor(…)`).
    public func stroke(style: StrokeStyle) -> some View { stroke(ForegroundStyle(), style: style) }

    /// A line centred on the outline, with the style's caps, joins, miter limit and dashes.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ModifiedView(content: self) { shape, nodes, context throws(UIError) in
            let (kind, inset) = try context.shapeKind(shape)
            let color = try context.paint(content).color
            let width = Double(style.lineWidth)
            switch kind {
            case .rectangle where style.isPlainLine, .roundedRectangle where style.isPlainLine,
                 .capsule where style.isPlainLine:
                // A solid line around a rectangle is the inside line of the rectangle grown by half
                // the width: the layer-border fast path, with the same pixels as the stroker's.
                let stroke = StrokeSpec(color: color, lineWidth: width)
                nodes.append(LoweringContext.inset(.shape(kind.grown(by: width / 2), fill: .clear, stroke: stroke),
                                                   by: inset - width / 2))
            default:
                nodes.append(LoweringContext.inset(.shape(kind, fill: .clear, stroke: style.spec(color, placement: .centered)), by: inset))
            }
        }
    }

    /// The part of the outline between two fractions of its length (0...1), as an open line:
    /// a progress ring is `Circle().trim(from: 0, to: 0.7).stroke(…)`. The outline starts where
    /// CoreGraphics starts it (a circle at its rightmost point, a rectangle at its top-left
    /// corner) and runs clockwise on screen.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, range: Double(startFraction)...max(Double(startFraction), Double(endFraction)))
    }
}

/// A shape cut to part of its outline (`trim(from:to:)`).
protocol TrimmedShape {
    var baseShape: any Shape { get }
    var range: ClosedRange<Double> { get }
}

/// A shape cut to part of its outline, as SwiftUI's `trim(from:to:)` returns.
nonisolated public struct _TrimmedShape<Base: Shape>: Shape, TrimmedShape, PrimitiveView {
    let base: Base
    let range: ClosedRange<Double>
    var baseShape: any Shape { base }
    public func path(in rect: CGRect) -> Path {
        Path(PathTrimmer.trim(base.path(in: rect).vectorPath, from: range.lowerBound, to: range.upperBound))
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try ShapeLowering(shape: self).lower(into: &nodes, context)
    }
}

nonisolated extension InsettableShape {
    /// A line of `lineWidth` points inside the outline.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// A line inside the outline, with the style's caps, joins, miter limit and dashes.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> some View {
        ModifiedView(content: self) { shape, nodes, context throws(UIError) in
            let stroke = style.spec(try context.paint(content).color, placement: .inside)
            let (kind, inset) = try context.shapeKind(shape)
            nodes.append(LoweringContext.inset(.shape(kind, fill: .clear, stroke: stroke), by: inset))
        }
    }
}

/// How a path is filled, as SwiftUI's `FillStyle`; the built-in shapes fill the same either way.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a line is drawn, as SwiftUI's `StrokeStyle`: width, caps, joins, miter limit, dashes
/// and dash phase.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle {
    /// Whether the line is solid with butt ends and miter joins (what a layer border draws).
    var isPlainLine: Bool { lineCap == .butt && lineJoin == .miter && dash.isEmpty && dashPhase == 0 }

    /// The view stage's stroke of this style in `color`.
    func spec(_ color: ColorReference, placement: StrokePlacement) -> StrokeSpec {
        let cap: LineStroke.Cap = switch lineCap { case .butt: .butt; case .round: .round; case .square: .square }
        let join: LineStroke.Join = switch lineJoin { case .miter: .miter; case .round: .round; case .bevel: .bevel }
        return StrokeSpec(color: color, lineWidth: Double(lineWidth), dash: dash.map(Double.init), cap: cap, join: join,
                          miterLimit: Double(miterLimit), dashPhase: Double(dashPhase), placement: placement)
    }
}

/// Line ends, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
/// Line joins, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

// MARK: Built-in shapes

/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape, BuiltInShape {
    public init() {}
    var kind: ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> InsetShape<Rectangle> { InsetShape(base: self, amount: Double(amount)) }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// A rectangle with rounded corners, circular or continuous (Apple's squircle).
nonisolated public struct RoundedRectangle: InsettableShape, BuiltInShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    var kind: ShapeKind { .roundedRectangle(cornerRadius: max(0, Double(min(cornerSize.width, cornerSize.height))), style: style) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> InsetShape<RoundedRectangle> { InsetShape(base: self, amount: Double(amount)) }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// A rectangle whose corners are half its shorter side.
nonisolated public struct Capsule: InsettableShape, BuiltInShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    var kind: ShapeKind { .capsule(style: style) }
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: style)
    }
    public func inset(by amount: CGFloat) -> InsetShape<Capsule> { InsetShape(base: self, amount: Double(amount)) }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// The largest circle centred in the frame.
nonisolated public struct Circle: InsettableShape, BuiltInShape {
    public init() {}
    var kind: ShapeKind { .circle }
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func inset(by amount: CGFloat) -> InsetShape<Circle> { InsetShape(base: self, amount: Double(amount)) }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// The ellipse inscribed in the frame.
nonisolated public struct Ellipse: InsettableShape, BuiltInShape {
    public init() {}
    var kind: ShapeKind { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> InsetShape<Ellipse> { InsetShape(base: self, amount: Double(amount)) }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}


/// A built-in shape inset in its frame (`Circle().inset(by: 4)`): the outline moves in by the
/// amount on every side and a rounded rectangle's corners shrink with it.
nonisolated public struct InsetShape<Base: InsettableShape>: InsettableShape, BuiltInShape {
    let base: Base
    let amount: Double
    var kind: ShapeKind {
        let inner = (base as? any BuiltInShape)?.kind ?? .rectangle
        return inner.grown(by: -amount)
    }
    var insetAmount: Double { ((base as? any BuiltInShape)?.insetAmount ?? 0) + amount }
    var customBase: (any Shape)? { base is any BuiltInShape ? (base as? any BuiltInShape)?.customBase : base }
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: CGFloat(amount), dy: CGFloat(amount)))
    }
    public func inset(by amount: CGFloat) -> InsetShape<Base> { InsetShape(base: base, amount: self.amount + Double(amount)) }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}


extension ShapeKind {
    /// The shape with its corner radius grown (or shrunk) with its outline.
    func grown(by amount: Double) -> ShapeKind {
        if case let .roundedRectangle(r, style) = self { return .roundedRectangle(cornerRadius: max(0, r + amount), style: style) }
        return self
    }
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii` (leading and
/// trailing follow the layout direction).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

/// A rectangle with a radius per corner, as SwiftUI's `UnevenRoundedRectangle`. Radii that do
/// not fit are scaled down together, and leading corners are on the right in a right-to-left
/// layout.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        let c = cornerRadii, inset = Double(insetAmount)
        let rtl = EnvironmentValues.current.layoutDirection == .rightToLeft
        let leading = (top: Double(c.topLeading), bottom: Double(c.bottomLeading))
        let trailing = (top: Double(c.topTrailing), bottom: Double(c.bottomTrailing))
        let left = rtl ? trailing : leading, right = rtl ? leading : trailing
        let radii = CornerRadii(topLeft: left.top - inset, topRight: right.top - inset, bottomRight: right.bottom - inset,
                                bottomLeft: left.bottom - inset)
        let shape = RoundedRect(rect: Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)),
                                radii: radii, style: style)
        return Path(shape.path)
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// The shape of the container a view sits in, as SwiftUI's `ContainerRelativeShape`: a widget's
/// rounded frame on iOS. Outside such a container (every snapshot Penumbra draws) it is the
/// frame itself.
nonisolated public struct ContainerRelativeShape: InsettableShape, BuiltInShape {
    public init() {}
    var kind: ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> InsetShape<ContainerRelativeShape> { InsetShape(base: self, amount: Double(amount)) }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}
