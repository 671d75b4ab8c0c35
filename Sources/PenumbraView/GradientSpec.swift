import PenumbraCore

/// A gradient as the view tree holds it (what `PenumbraUI`'s `LinearGradient`,
/// `RadialGradient`, `EllipticalGradient`, `AngularGradient` and fixtures' gradients become):
/// colours (palette names or literals, resolved per trait collection like any colour) at
/// locations along the gradient's ``Geometry``. Before the start and past the end the first and
/// last stops' colours continue. Colours are interpolated premultiplied, by the rasterizer's
/// integer ramp.
public struct GradientSpec: Hashable, Sendable {
    /// A colour at a location along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour, resolved per trait collection.
        public var color: ColorReference
        /// Position along the gradient, 0…1.
        public var location: Double

        /// A stop; `location` is clamped to 0…1 (NaN becomes 0).
        public init(color: ColorReference, location: Double) {
            self.color = color
            self.location = location.isNaN ? 0 : min(1, max(0, location))
        }
    }

    /// Where the locations lie in the frame the gradient fills.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` (location 0) to `end` (location 1), unit points of the frame.
        case linear(start: UnitPoint, end: UnitPoint)
        /// On circles around `center`: location 0 at `startRadius`, 1 at `endRadius` (points).
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// On ellipses around `center` whose radii are fractions of the frame's width and height.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// Around `center`, from `startDegrees` (location 0) to `endDegrees` (location 1),
        /// clockwise on screen from the positive x axis.
        case angular(center: UnitPoint, startDegrees: Double, endDegrees: Double)

        /// The geometry mirrored left to right, for a right-to-left layout.
        var mirrored: Geometry {
            switch self {
            case let .linear(start, end): .linear(start: start.mirrored, end: end.mirrored)
            case let .radial(center, r0, r1): .radial(center: center.mirrored, startRadius: r0, endRadius: r1)
            case let .elliptical(center, f0, f1): .elliptical(center: center.mirrored, startFraction: f0, endFraction: f1)
            // With the stops reversed (see ResolvedGradient.mirrored).
            case let .angular(center, a0, a1): .angular(center: center.mirrored, startDegrees: 180 - a1, endDegrees: 180 - a0)
            }
        }
    }

    /// The stops, sorted by location (stable for equal locations); never empty.
    public let stops: [Stop]
    /// Where the stops lie.
    public let geometry: Geometry

    /// Where location 0 of a linear gradient lies, in unit coordinates of the frame (the centre
    /// of any other).
    public var startPoint: UnitPoint {
        switch geometry {
        case .linear(let start, _): start
        case .radial(let c, _, _), .elliptical(let c, _, _), .angular(let c, _, _): c
        }
    }
    /// Where location 1 of a linear gradient lies (the centre of any other).
    public var endPoint: UnitPoint {
        if case .linear(_, let end) = geometry { return end }
        return startPoint
    }

    /// A gradient through `stops` (sorted by location here). No stops at all gives one clear
    /// stop, which draws nothing.
    public init(stops: [Stop], geometry: Geometry) {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        self.stops = sorted.isEmpty ? [Stop(color: .clear, location: 0)] : sorted.map(\.element)
        self.geometry = geometry
    }

    /// A linear gradient through `stops` from `startPoint` to `endPoint`.
    public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(stops: stops, geometry: .linear(start: startPoint, end: endPoint))
    }

    /// A gradient with `colors` spread evenly from 0 to 1 (one colour: a solid fill).
    public init(colors: [ColorReference], startPoint: UnitPoint, endPoint: UnitPoint) {
        let n = colors.count
        let stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0) }
        self.init(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A linear gradient with its stop colours resolved for one trait collection: what the display
/// list exposes, each stop with its colour's name and whether it is dynamic.
public struct ResolvedGradient: Hashable, Sendable {
    /// A resolved stop.
    public struct Stop: Hashable, Sendable {
        /// The colour, with its name and whether it changes with traits.
        public var color: ResolvedColor
        /// Position along the gradient, 0…1.
        public var location: Double
    }

    /// The stops, sorted by location; never empty.
    public var stops: [Stop]
    /// Where the stops lie in the item's frame. In the display list this is physical: `x` counts
    /// from the left edge (mirrored already in a right-to-left layout).
    public var geometry: GradientSpec.Geometry

    /// Where location 0 of a linear gradient lies (the centre of any other).
    public var startPoint: UnitPoint { GradientSpec(stops: [], geometry: geometry).startPoint }
    /// Where location 1 of a linear gradient lies (the centre of any other).
    public var endPoint: UnitPoint { GradientSpec(stops: [], geometry: geometry).endPoint }

    /// The stop colours.
    public var colors: [ResolvedColor] { stops.map(\.color) }

    /// Whether any stop is visible.
    var isVisible: Bool { stops.contains { $0.color.rgba.a > 0 } }

    /// The gradient mirrored for a right-to-left layout.
    var mirrored: ResolvedGradient {
        var g = self
        g.geometry = geometry.mirrored
        // An angular gradient mirrored runs the other way round: its stops reverse.
        if case .angular = geometry {
            g.stops = stops.reversed().map { Stop(color: $0.color, location: 1 - $0.location) }
        }
        return g
    }
}
