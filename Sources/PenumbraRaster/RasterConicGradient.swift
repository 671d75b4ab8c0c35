// Angular (conic) gradients: the colour depends on the angle of the pixel centre around a centre
// point, as SwiftUI's `AngularGradient` and CSS's `conic-gradient` draw. The angle comes from
// Penumbra's deterministic arc tangent (IEEE basic operations only), so every machine gives the
// same pixels; the colour is the linear gradient's 256-entry premultiplied ramp.
import PenumbraCore

/// A gradient around a centre point, from `startAngle` to `endAngle` (radians, from the positive
/// x axis, clockwise on screen since y points down).
///
/// When the angles span less than a full turn, the rest of the circle takes the last stop's
/// colour for its first half and the first stop's for its second half, as SwiftUI fills it; when
/// they span more, only the last full turn is drawn.
public struct RasterConicGradient: Sendable, Hashable {
    public let stops: [GradientStop]
    /// The centre, device pixels.
    public let center: Point
    public let startAngle: Double
    public let endAngle: Double

    /// A gradient; `nil` with fewer than two stops, a centre that is not finite, or angles that
    /// are not finite or do not increase.
    public init?(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double) {
        guard stops.count >= 2, center.x.isFinite, center.y.isFinite, startAngle.isFinite, endAngle.isFinite,
              endAngle > startAngle else { return nil }
        self.stops = stops
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// The ramp position (0…255) of a point at `angle` radians.
    func index(atAngle angle: Double) -> Int {
        let turn = 2 * Double.pi
        func wrap(_ a: Double) -> Double { a - (a / turn).rounded(.down) * turn }
        let span = endAngle - startAngle
        let t: Double
        if span >= turn {
            // The last full turn ends at endAngle.
            let d = wrap(angle - (endAngle - turn))
            t = (span - turn + d) / span
        } else {
            let d = wrap(angle - startAngle)
            if d <= span {
                t = d / span
            } else {
                t = (d - span) / (turn - span) < 0.5 ? 1 : 0
            }
        }
        return max(0, min(255, Int(t * 256)))
    }
}

/// Per-pixel colours of a conic gradient.
struct ConicShader: RowShader {
    let table: [UInt32]
    let gradient: RasterConicGradient

    init(_ g: RasterConicGradient) {
        table = RasterGradient(stops: g.stops, start: .zero, end: Point(1, 0))?.ramp() ?? [UInt32](repeating: 0, count: 256)
        gradient = g
    }

    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let dy = Double(y) + 0.5 - gradient.center.y
        table.withUnsafeBufferPointer { lut in
            for i in 0..<count {
                let dx = Double(x0 + i) + 0.5 - gradient.center.x
                out[i] = lut[gradient.index(atAngle: Trigonometry.atan2(dy, dx))]
            }
        }
    }
}

extension RasterCanvas {
    /// Fills `path` (device pixels) with a conic gradient, at draw-level `opacity` (0...1).
    public mutating func fill(_ path: VectorPath, conicGradient: RasterConicGradient, opacity: Double = 1, fillRule: FillRule = .nonZero) {
        fill(path, paint: .shader(ConicShader(conicGradient)), fillRule: fillRule, opacity: FixedPoint.opacity8(opacity))
    }
}
