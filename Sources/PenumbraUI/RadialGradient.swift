import PenumbraView

/// A gradient that is both a view filling its frame and a shape style: the shared lowering of
/// `RadialGradient`, `EllipticalGradient` and `AngularGradient`.
protocol GeometricGradient: PrimitiveView, PaintStyle {
    var gradient: Gradient { get }
    var geometry: GradientSpec.Geometry { get }
}

extension GeometricGradient {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(.gradient(.rectangle, try gradient.lowered(context, geometry: geometry)))
    }
    func paint(_ context: LoweringContext) throws(UIError) -> Paint {
        .gradient(try gradient.lowered(context, geometry: geometry))
    }
}

/// A radial gradient, as SwiftUI's `RadialGradient`: colours on circles around a centre, from
/// `startRadius` to `endRadius` points.
nonisolated public struct RadialGradient: View, ShapeStyle, GeometricGradient {
    let gradient: Gradient
    let geometry: GradientSpec.Geometry

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        geometry = .radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// An elliptical gradient, as SwiftUI's `EllipticalGradient`: colours on ellipses around a
/// centre whose radii are fractions of the frame's width and height.
nonisolated public struct EllipticalGradient: View, ShapeStyle, GeometricGradient {
    let gradient: Gradient
    let geometry: GradientSpec.Geometry

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        geometry = .elliptical(center: center, startFraction: Double(startRadiusFraction), endFraction: Double(endRadiusFraction))
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// An angular (conic) gradient, as SwiftUI's `AngularGradient`: colours around a centre from
/// `startAngle` to `endAngle`, clockwise on screen.
nonisolated public struct AngularGradient: View, ShapeStyle, GeometricGradient {
    let gradient: Gradient
    let geometry: GradientSpec.Geometry

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        // Equal angles (the default) draw one full turn.
        let start = startAngle.wholeDegrees, end = endAngle.wholeDegrees
        geometry = .angular(center: center, startDegrees: start, endDegrees: end > start ? end : start + 360)
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
