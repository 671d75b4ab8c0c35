import PenumbraRaster
import PenumbraView

/// A 2D shape that fills its frame, as SwiftUI's `Shape`: a view (filled with the foreground
/// style) with `.fill`, `.stroke` and `.strokeBorder`.
///
/// The built-in shapes draw through the rasterizer's exact geometry. A custom shape's
/// `path(in:)` compiles; rendering one reports it as not supported yet.
public protocol Shape: View, Sendable {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset for a border drawn inside it, as SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side.
    func inset(by amount: CGFloat) -> InsetShape
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

extension BuiltInShape where Self: Shape {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        try ShapeLowering(shape: self).lower(into: &nodes, context)
    }
}

extension LoweringContext {
    /// The view stage's shape of `shape`, or an error for a custom one.
    func shapeKind(_ shape: any Shape) throws(UIError) -> (kind: ShapeKind, inset: Double) {
        guard let builtIn = shape as? any BuiltInShape, builtIn.customBase == nil else {
            let custom = (shape as? any BuiltInShape)?.customBase ?? shape
            let name = Self.typeName(type(of: custom))
            throw .unsupported(path: path.hasSuffix("/\(name)") ? path : "\(path)/\(name)", api: "a custom Shape's path(in:)")
        }
        return (builtIn.kind, builtIn.insetAmount)
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

extension Shape {
    /// A shape used as a view is filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// A shape filled with the foreground style: a `Shape`'s default body.
public struct _ShapeView<S: Shape>: View, PrimitiveView {
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

extension Shape {
    /// The shape filled with `content` (default: the foreground style).
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> some View {
        ModifiedView(content: self) { shape, nodes, context throws(UIError) in
            nodes.append(context.filled(try context.shapeKind(shape), try context.paint(content)))
        }
    }

    /// A line of `lineWidth` points centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// A line centred on the outline, in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View { stroke(ForegroundStyle(), lineWidth: lineWidth) }

    /// A line centred on the outline with a dash pattern.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ModifiedView(content: self) { shape, nodes, context throws(UIError) in
            let width = Double(style.lineWidth)
            // A centred line is the inside line of the shape grown by half the width.
            let (kind, inset) = try context.shapeKind(shape)
            let stroke = StrokeSpec(color: try context.paint(content).color, lineWidth: width, dash: style.dash.map(Double.init))
            nodes.append(LoweringContext.inset(.shape(kind.grown(by: width / 2), fill: .clear, stroke: stroke),
                                               by: inset - width / 2))
        }
    }
}

extension InsettableShape {
    /// A line of `lineWidth` points inside the outline.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// A line inside the outline with a dash pattern.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> some View {
        ModifiedView(content: self) { shape, nodes, context throws(UIError) in
            let stroke = StrokeSpec(color: try context.paint(content).color, lineWidth: Double(style.lineWidth),
                                    dash: style.dash.map(Double.init))
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

/// How a line is drawn, as SwiftUI's `StrokeStyle`: width and dashes are drawn; caps, joins
/// and miter limits follow the view stage's (butt caps, miter joins).
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

/// Line ends, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
/// Line joins, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

// MARK: Built-in shapes

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape, BuiltInShape {
    public init() {}
    var kind: ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> InsetShape<Rectangle> { InsetShape(base: self, amount: Double(amount)) }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// A rectangle with rounded corners, circular or continuous (Apple's squircle).
public struct RoundedRectangle: InsettableShape, BuiltInShape {
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
public struct Capsule: InsettableShape, BuiltInShape {
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
public struct Circle: InsettableShape, BuiltInShape {
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
public struct Ellipse: InsettableShape, BuiltInShape {
    public init() {}
    var kind: ShapeKind { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> InsetShape<Ellipse> { InsetShape(base: self, amount: Double(amount)) }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}


/// A built-in shape inset in its frame (`Circle().inset(by: 4)`): the outline moves in by the
/// amount on every side and a rounded rectangle's corners shrink with it.
public struct InsetShape<Base: InsettableShape>: InsettableShape, BuiltInShape {
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
