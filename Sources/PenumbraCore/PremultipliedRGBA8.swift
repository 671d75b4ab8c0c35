/// An 8-bit colour whose colour channels are already multiplied by its alpha: the pixel format of
/// ``Bitmap`` and of all compositing.
///
/// ## Guarantees
/// - `r ≤ a`, `g ≤ a` and `b ≤ a`: the public initialiser returns `nil` otherwise, and the
///   unchecked one is for this package's compositing code alone.
public struct PremultipliedRGBA8: Hashable, Sendable {
    /// Premultiplied red, green, blue, and alpha; each colour channel is at most `a`.
    public let r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// Creates a premultiplied colour; `nil` when a colour channel exceeds alpha.
    public init?(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        guard r <= a, g <= a, b <= a else { return nil }
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Creates a premultiplied colour without checking; the caller guarantees `r, g, b <= a`.
    @inlinable
    package init(unchecked r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Transparent black, the only premultiplied colour with zero alpha.
    public static let clear = PremultipliedRGBA8(unchecked: 0, 0, 0, 0)

    /// The straight colour: each channel becomes `round(c × 255 / a)` (halves up), and
    /// transparent pixels become `(0, 0, 0, 0)`.
    ///
    /// Premultiplying the result gives back this value exactly: for every `a`, the rounding of
    /// `round(c × 255 / a) × a / 255` returns `c` (the tests check all 32,896 valid pairs).
    @inlinable
    public var unpremultiplied: RGBA8 {
        if a == 255 { return RGBA8(r, g, b, 255) }
        if a == 0 { return .clear }
        let alpha = UInt32(a), half = alpha / 2
        @inline(__always) func un(_ c: UInt8) -> UInt8 {
            UInt8(truncatingIfNeeded: min(255, (UInt32(c) * 255 + half) / alpha))
        }
        return RGBA8(un(r), un(g), un(b), a)
    }

    /// This colour scaled by `opacity` (0-255): every channel becomes `round(c × opacity / 255)`.
    @inlinable
    public func scaled(by opacity: UInt8) -> PremultipliedRGBA8 {
        if opacity == 255 { return self }
        return PremultipliedRGBA8(unchecked: PixelMath.mul255(r, opacity), PixelMath.mul255(g, opacity),
                                  PixelMath.mul255(b, opacity), PixelMath.mul255(a, opacity))
    }

    /// Source-over: `self` drawn over `destination`, `c = s + round(d × (255 − sa) / 255)`.
    @inlinable
    public func over(_ destination: PremultipliedRGBA8) -> PremultipliedRGBA8 {
        if a == 255 { return self }
        let inv = 255 &- a
        return PremultipliedRGBA8(unchecked: r &+ PixelMath.mul255(destination.r, inv),
                                  g &+ PixelMath.mul255(destination.g, inv),
                                  b &+ PixelMath.mul255(destination.b, inv),
                                  a &+ PixelMath.mul255(destination.a, inv))
    }
}
