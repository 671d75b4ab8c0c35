import PenumbraView

/// A colour or gradient to fill, stroke or tint with, as SwiftUI's `ShapeStyle`: ``Color``,
/// ``LinearGradient``, the hierarchical styles (`.primary` … `.quaternary`), `.foreground`
/// and `.tint`.
public protocol ShapeStyle: Sendable {}

/// What a shape style paints with, in the view stage's terms.
enum Paint: Hashable, Sendable {
    case color(ColorReference)
    case gradient(PenumbraView.GradientSpec)

    /// The colour of the paint (a gradient's first stop for text and template images, which
    /// take one colour).
    var color: ColorReference {
        switch self {
        case .color(let c): c
        case .gradient(let g): g.stops.first?.color ?? .clear
        }
    }
}

/// A shape style Penumbra knows how to paint.
protocol PaintStyle {
    func paint(_ context: LoweringContext) throws(UIError) -> Paint
}

extension LoweringContext {
    /// The paint of any shape style, or an error naming a style Penumbra does not draw.
    func paint(_ style: any ShapeStyle) throws(UIError) -> Paint {
        guard let known = style as? any PaintStyle else {
            throw .unsupported(path: path, api: "the shape style \(type(of: style))")
        }
        return try known.paint(self)
    }
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// `style`, erased.
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
}

extension AnyShapeStyle: PaintStyle {
    func paint(_ context: LoweringContext) throws(UIError) -> Paint { try context.paint(base) }
}

/// The levels of the foreground, as SwiftUI's `HierarchicalShapeStyle`: with the default
/// foreground they are the label colours (`label`, `secondaryLabel` …); with a foreground colour
/// set, that colour at the label colours' light-mode opacities (100%, 60%, 30%, 18%, 10%).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension HierarchicalShapeStyle: PaintStyle {
    private static let labelNames = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "quaternaryLabel"]
    private static let opacities = [1, 0.6, 0.3, 0.18, 0.1]

    func paint(_ context: LoweringContext) throws(UIError) -> Paint {
        guard let foreground = context.env.foreground else {
            return .color(.color(context.systemColor(Self.labelNames[level])))
        }
        if level == 0 { return try context.paint(foreground) }
        switch try context.paint(foreground) {
        case .color(let c): return .color(try context.applying(opacity: Self.opacities[level], to: c))
        case .gradient(let g):
            var stops: [PenumbraView.GradientSpec.Stop] = []
            for s in g.stops {
                stops.append(.init(color: try context.applying(opacity: Self.opacities[level], to: s.color), location: s.location))
            }
            return .gradient(PenumbraView.GradientSpec(stops: stops, geometry: g.geometry))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The environment's foreground style, as SwiftUI's `ForegroundStyle` (`.foreground`).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ForegroundStyle: PaintStyle {
    func paint(_ context: LoweringContext) throws(UIError) -> Paint {
        try HierarchicalShapeStyle.primary.paint(context)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The environment's tint, as SwiftUI's `TintShapeStyle` (`.tint`): the accent colour unless
/// `.tint(_:)` set another.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension TintShapeStyle: PaintStyle {
    func paint(_ context: LoweringContext) throws(UIError) -> Paint {
        if let tint = context.env.tintStyle { return try context.paint(tint) }
        return .color(context.accentReference)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The environment's background style, as SwiftUI's `BackgroundStyle` (`.background`): the
/// style `.backgroundStyle(_:)` set, else the system background colour (white in light, black
/// in dark, its elevated and high-contrast values as the traits say).
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

extension BackgroundStyle: PaintStyle {
    func paint(_ context: LoweringContext) throws(UIError) -> Paint {
        if let style = context.env.backgroundShapeStyle { return try context.paint(style) }
        return .color(.color(context.systemColor("systemBackground")))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style set as a foreground: levels such as `.secondary` are of the foreground enclosing the
/// place it was set, not of itself.
struct ForegroundRelativeStyle: ShapeStyle, PaintStyle {
    let style: any ShapeStyle
    let enclosing: AnyShapeStyle?

    func paint(_ context: LoweringContext) throws(UIError) -> Paint {
        var outer = context
        outer.env.foreground = enclosing
        return try outer.paint(style)
    }
}

/// A shape style with its opacity multiplied, as SwiftUI's `ShapeStyle.opacity(_:)` makes it.
public struct OpacityShapeStyle: ShapeStyle, PaintStyle {
    let base: any ShapeStyle
    let opacity: Double

    func paint(_ context: LoweringContext) throws(UIError) -> Paint {
        let amount = opacity.isNaN ? 0 : min(1, max(0, opacity))
        switch try context.paint(base) {
        case .color(let color):
            return .color(try context.applying(opacity: amount, to: color))
        case .gradient(let gradient):
            var stops: [GradientSpec.Stop] = []
            for stop in gradient.stops {
                stops.append(GradientSpec.Stop(color: try context.applying(opacity: amount, to: stop.color), location: stop.location))
            }
            return .gradient(GradientSpec(stops: stops, geometry: gradient.geometry))
        }
    }
}

extension ShapeStyle {
    /// The style with its alpha multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> OpacityShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }
}
