import PenumbraView

/// Colours and their locations, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// A colour at a location, 0…1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    /// The stops, in order.
    public var stops: [Stop]

    /// Stops at the given locations.
    public init(stops: [Stop]) { self.stops = stops }
    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    /// The view stage's gradient between two unit points.
    func lowered(_ context: LoweringContext, from start: UnitPoint, to end: UnitPoint) throws(UIError) -> PenumbraView.GradientSpec {
        try lowered(context, geometry: .linear(start: start, end: end))
    }

    /// The view stage's gradient with a geometry.
    func lowered(_ context: LoweringContext, geometry: PenumbraView.GradientSpec.Geometry) throws(UIError) -> PenumbraView.GradientSpec {
        var out: [PenumbraView.GradientSpec.Stop] = []
        for stop in stops {
            out.append(.init(color: try stop.color.reference(context), location: Double(stop.location)))
        }
        return PenumbraView.GradientSpec(stops: out, geometry: geometry)
    }
}

extension Gradient: PaintStyle {
    /// A gradient used as a style runs top to bottom, as SwiftUI draws it.
    func paint(_ context: LoweringContext) throws(UIError) -> Paint {
        .gradient(try lowered(context, from: .top, to: .bottom))
    }
}

/// A linear gradient, as SwiftUI's `LinearGradient`: a view filling its frame and a shape style.
nonisolated public struct LinearGradient: View, ShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint` in the filled frame.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Colours spread evenly.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Colours at locations.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of one colour's shades, as SwiftUI's `Color.gradient`, is not drawn yet.
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension LinearGradient: PrimitiveView, PaintStyle {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(.gradient(.rectangle, try gradient.lowered(context, from: startPoint, to: endPoint)))
    }
    func paint(_ context: LoweringContext) throws(UIError) -> Paint {
        .gradient(try gradient.lowered(context, from: startPoint, to: endPoint))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient (`.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)`).
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
