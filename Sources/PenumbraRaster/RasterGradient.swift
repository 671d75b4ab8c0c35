// Linear gradients. The colour ramp is a 256-entry table of premultiplied colours built with
// integer interpolation (weights out of 255, div255); the position along the gradient is a
// 32.32 fixed-point value advanced by integer steps per pixel, so no floating point is used per
// pixel. Colours are interpolated premultiplied (a fade to transparent does not darken).
// Positions before the start or past the end take the first or last stop's colour.
import PenumbraCore

/// A colour at a position along a gradient.
public struct GradientStop: Sendable, Hashable {
    /// Position in 0...1 along the gradient.
    public let location: Double
    /// Premultiplied colour.
    public let color: PremultipliedRGBA8

    /// A stop; `location` is clamped to 0...1 (NaN becomes 0).
    public init(location: Double, color: PremultipliedRGBA8) {
        self.location = location.isNaN ? 0 : min(1, max(0, location))
        self.color = color
    }
}

/// A linear gradient between two points (device pixels when drawn), at any angle.
public struct RasterGradient: Sendable, Hashable {
    /// The stops, sorted by location (stable for equal locations).
    public let stops: [GradientStop]
    /// Where location 0 lies.
    public let start: Point
    /// Where location 1 lies.
    public let end: Point

    /// A gradient; `nil` with fewer than two stops, non-finite points, or `start == end`.
    public init?(stops: [GradientStop], start: Point, end: Point) {
        guard stops.count >= 2, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite,
              start != end else { return nil }
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        self.start = start; self.end = end
    }

    /// The 256 premultiplied colours of the ramp, as ``Blitter/word(_:)`` words.
    func ramp() -> [UInt32] {
        let locs = stops.map { Int(($0.location * 65_535).rounded()) }
        var out = [UInt32](repeating: 0, count: 256)
        for i in 0..<256 {
            let t = i * 257 // 0...65535
            var k = 0
            while k < stops.count - 1 && locs[k + 1] < t { k += 1 }
            let c: PremultipliedRGBA8
            if t <= locs[0] {
                c = stops[0].color
            } else if k >= stops.count - 1 {
                c = stops[stops.count - 1].color
            } else {
                let span = locs[k + 1] - locs[k]
                let w = span == 0 ? 255 : UInt32(min(255, max(0, ((t - locs[k]) * 255 + span / 2) / span)))
                let a = stops[k].color, b = stops[k + 1].color
                func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
                    UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(x) * (255 - w) + UInt32(y) * w))
                }
                c = PremultipliedRGBA8(unchecked: mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b), mix(a.a, b.a))
            }
            out[i] = Blitter.word(c)
        }
        return out
    }
}

/// Per-pixel colours of a linear gradient.
struct GradientShader: RowShader {
    let table: [UInt32]
    /// Position at pixel centre (x, y) = stepX·x + stepY·y + offset, in 1/2^32 of the gradient.
    let stepX: Int, stepY: Int, offset: Int

    init(_ g: RasterGradient) {
        table = g.ramp()
        let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
        let len2 = dx * dx + dy * dy
        let a = dx / len2, b = dy / len2
        let c = -(g.start.x * dx + g.start.y * dy) / len2 + a / 2 + b / 2
        let scale = 4_294_967_296.0
        func fix(_ v: Double) -> Int {
            let f = v * scale
            return f.isFinite ? Int(max(-9e15, min(9e15, f.rounded()))) : 0
        }
        stepX = fix(a); stepY = fix(b); offset = fix(c)
    }

    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        var t = stepX &* x0 &+ stepY &* y &+ offset
        table.withUnsafeBufferPointer { lut in
            for i in 0..<count {
                let idx = t <= 0 ? 0 : (t >= 4_294_967_295 ? 255 : t >> 24)
                out[i] = lut[idx]
                t &+= stepX
            }
        }
    }
}

extension RasterCanvas {
    /// Fills `path` (device pixels) with a linear gradient, at draw-level `opacity` (0...1).
    public mutating func fill(_ path: VectorPath, gradient: RasterGradient, opacity: Double = 1, fillRule: FillRule = .nonZero) {
        fill(path, paint: .shader(GradientShader(gradient)), fillRule: fillRule, opacity: FixedPoint.opacity8(opacity))
    }
}
