import PenumbraCore

/// A linear gradient as the view tree holds it (what `PenumbraUI`'s `LinearGradient` and
/// fixtures' gradients become): colours (palette names or literals, resolved per trait
/// collection like any colour) at locations along the line from `startPoint` to `endPoint`,
/// unit points of the frame it fills. Before the start and past the end the first and last
/// stops' colours continue. Colours are interpolated premultiplied, by the rasterizer's
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

    /// The stops, sorted by location (stable for equal locations); never empty.
    public let stops: [Stop]
    /// Where location 0 lies, in unit coordinates of the frame.
    public let startPoint: UnitPoint
    /// Where location 1 lies, in unit coordinates of the frame.
    public let endPoint: UnitPoint

    /// A gradient through `stops` (sorted by location here). No stops at all gives one clear
    /// stop, which draws nothing.
    public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        self.stops = sorted.isEmpty ? [Stop(color: .clear, location: 0)] : sorted.map(\.element)
        self.startPoint = startPoint
        self.endPoint = endPoint
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
    /// Where location 0 lies, in unit coordinates of the item's frame. In the display list this
    /// is physical: `x` counts from the left edge (mirrored already in a right-to-left layout).
    public var startPoint: UnitPoint
    /// Where location 1 lies, as `startPoint`.
    public var endPoint: UnitPoint

    /// The stop colours.
    public var colors: [ResolvedColor] { stops.map(\.color) }

    /// Whether any stop is visible.
    var isVisible: Bool { stops.contains { $0.color.rgba.a > 0 } }

    /// The gradient mirrored for a right-to-left layout.
    var mirrored: ResolvedGradient {
        var g = self
        g.startPoint = startPoint.mirrored
        g.endPoint = endPoint.mirrored
        return g
    }
}
