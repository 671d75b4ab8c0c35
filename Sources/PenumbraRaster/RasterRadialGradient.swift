// Radial gradients in SVG's and PDF's two-circle form: the colour at a point is the largest t
// for which the point lies on the circle interpolated between the focal circle (t = 0) and the
// end circle (t = 1). Each pixel centre is mapped back into gradient space through the inverse
// of the gradient's transform (so a scaled gradient is elliptical) and t is solved with IEEE
// arithmetic and one square root; the colour is the linear gradient's 256-entry ramp.
import PenumbraCore

/// What a gradient paints past its ends.
public enum GradientSpread: Sendable, Hashable {
    /// The end colours continue.
    case pad
    /// The gradient runs back and forth.
    case reflect
    /// The gradient starts over.
    case `repeat`
}

/// A radial gradient between a focal circle and an end circle, in gradient coordinates mapped
/// to device pixels by `transform`.
public struct RasterRadialGradient: Sendable, Hashable {
    public let stops: [GradientStop]
    public let center: Point
    public let radius: Double
    public let focal: Point
    public let focalRadius: Double
    public let transform: AffineTransform
    public let spread: GradientSpread

    /// A gradient; `nil` with fewer than two stops, a radius that is not positive, a value that
    /// is not finite, or a transform that cannot be inverted.
    public init?(stops: [GradientStop], center: Point, radius: Double, focal: Point? = nil, focalRadius: Double = 0,
                 transform: AffineTransform = .identity, spread: GradientSpread = .pad) {
        let f = focal ?? center
        let det = transform.a * transform.d - transform.b * transform.c
        guard stops.count >= 2, radius > 0, radius.isFinite, focalRadius >= 0, focalRadius.isFinite,
              [center.x, center.y, f.x, f.y, transform.tx, transform.ty].allSatisfy(\.isFinite), det != 0, det.isFinite else { return nil }
        self.stops = stops; self.center = center; self.radius = radius
        self.focal = f; self.focalRadius = focalRadius; self.transform = transform; self.spread = spread
    }

    /// The gradient position of gradient-space point `p`, or nil where no circle passes.
    func position(_ p: Point) -> Double? {
        let cdx = center.x - focal.x, cdy = center.y - focal.y, dr = radius - focalRadius
        let pdx = p.x - focal.x, pdy = p.y - focal.y
        let a = cdx * cdx + cdy * cdy - dr * dr
        let b = pdx * cdx + pdy * cdy + focalRadius * dr
        let c = pdx * pdx + pdy * pdy - focalRadius * focalRadius
        if abs(a) < 1e-12 {
            guard b != 0 else { return nil }
            let t = c / (2 * b)
            return focalRadius + t * dr >= 0 ? t : nil
        }
        let disc = b * b - a * c
        guard disc >= 0 else { return nil }
        let root = disc.squareRoot()
        let t1 = (b + root) / a, t2 = (b - root) / a
        let big = max(t1, t2), small = min(t1, t2)
        if focalRadius + big * dr >= 0 { return big }
        if focalRadius + small * dr >= 0 { return small }
        return nil
    }

    /// The ramp index (0…255) of position `t` after the spread.
    func index(_ t: Double) -> Int {
        var u = t
        switch spread {
        case .pad: u = min(1, max(0, t))
        case .repeat: u = t - t.rounded(.down)
        case .reflect:
            let m = t - (t / 2).rounded(.down) * 2
            u = m > 1 ? 2 - m : m
        }
        return max(0, min(255, Int(u * 256)))
    }
}

/// Per-pixel colours of a radial gradient.
struct RadialShader: RowShader {
    let table: [UInt32]
    let gradient: RasterRadialGradient
    /// Device to gradient space.
    let inverse: AffineTransform

    init(_ g: RasterRadialGradient) {
        table = RasterGradient(stops: g.stops, start: .zero, end: Point(1, 0))?.ramp() ?? [UInt32](repeating: 0, count: 256)
        gradient = g
        let m = g.transform, det = m.a * m.d - m.b * m.c
        inverse = AffineTransform(a: m.d / det, b: -m.b / det, c: -m.c / det, d: m.a / det,
                                  tx: (m.c * m.ty - m.d * m.tx) / det, ty: (m.b * m.tx - m.a * m.ty) / det)
    }

    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        table.withUnsafeBufferPointer { lut in
            for i in 0..<count {
                let p = inverse.apply(Point(Double(x0 + i) + 0.5, Double(y) + 0.5))
                out[i] = gradient.position(p).map { lut[gradient.index($0)] } ?? 0
            }
        }
    }
}

extension RasterCanvas {
    /// Fills `path` (device pixels) with a radial gradient, at draw-level `opacity` (0...1).
    public mutating func fill(_ path: VectorPath, radialGradient: RasterRadialGradient, opacity: Double = 1, fillRule: FillRule = .nonZero) {
        fill(path, paint: .shader(RadialShader(radialGradient)), fillRule: fillRule, opacity: FixedPoint.opacity8(opacity))
    }
}
