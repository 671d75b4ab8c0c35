/// The YIQ colour distance of Kotsarenko and Ramos ("Measuring perceived color difference using
/// YIQ NTSC transmission color space in mobile applications", 2010), as pixelmatch uses it.
///
/// The arithmetic follows pixelmatch's operation order exactly (Double, left to right), so that a
/// pixel on the threshold is decided the same way and the counts match pixel for pixel.
enum YIQDelta {
    // The NTSC YIQ weights of the paper (Y luma, I and Q chroma).
    static let yR = 0.29889531, yG = 0.58662247, yB = 0.11448223
    static let iR = 0.59597799, iG = 0.27417610, iB = 0.32180189
    static let qR = 0.21147017, qG = 0.52261711, qB = 0.31114694

    /// The squared YIQ distance between two straight RGBA pixels, negative when the second is
    /// darker (its Y is lower); or with `yOnly` the signed brightness difference `Y1 − Y2`.
    /// `k` is the byte offset of the first pixel in its image: the checkerboard depends on it.
    @inline(__always)
    static func delta(_ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int,
                      _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int,
                      k: Int, background: YIQBackground, yOnly: Bool) -> Double {
        if r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 { return 0 }
        switch background {
        case .checkerboard: return checkerboardDelta(r1, g1, b1, a1, r2, g2, b2, a2, k: k, yOnly: yOnly)
        case .white: return whiteDelta(r1, g1, b1, a1, r2, g2, b2, a2, yOnly: yOnly)
        }
    }

    /// pixelmatch 7.x: both pixels blended over a position-dependent background whose channels
    /// are 48 or 207 (`48 + 159 × parity`), the parities taken from the byte offset `k` divided
    /// by φ and φ² (red always uses `k mod 2`, which is 0 for 4-byte pixels).
    @inline(__always)
    static func checkerboardDelta(_ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int,
                                  _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int,
                                  k: Int, yOnly: Bool) -> Double {
        var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
        if a1 < 255 || a2 < 255 {
            let da = a1 - a2
            let rb = 48 + 159 * (k % 2)
            let gb = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
            dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
            dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
            db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * yR + dg * yG + db * yB
        if yOnly { return y }
        let i = dr * iR - dg * iG - db * iB
        let q = dr * qR - dg * qG + db * qB
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// pixelmatch 5.x: each semi-transparent pixel blended over white (`255 + (c − 255) × a`).
    @inline(__always)
    static func whiteDelta(_ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int,
                           _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int,
                           yOnly: Bool) -> Double {
        var fr1 = Double(r1), fg1 = Double(g1), fb1 = Double(b1)
        var fr2 = Double(r2), fg2 = Double(g2), fb2 = Double(b2)
        if a1 < 255 {
            let a = Double(a1) / 255
            fr1 = 255 + (fr1 - 255) * a; fg1 = 255 + (fg1 - 255) * a; fb1 = 255 + (fb1 - 255) * a
        }
        if a2 < 255 {
            let a = Double(a2) / 255
            fr2 = 255 + (fr2 - 255) * a; fg2 = 255 + (fg2 - 255) * a; fb2 = 255 + (fb2 - 255) * a
        }
        let y1 = fr1 * yR + fg1 * yG + fb1 * yB
        let y2 = fr2 * yR + fg2 * yG + fb2 * yB
        let y = y1 - y2
        if yOnly { return y }
        let i = (fr1 * iR - fg1 * iG - fb1 * iB) - (fr2 * iR - fg2 * iG - fb2 * iB)
        let q = (fr1 * qR - fg1 * qG + fb1 * qB) - (fr2 * qR - fg2 * qG + fb2 * qB)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// The faded grayscale value pixelmatch draws for a matching pixel: the pixel's Y blended
    /// with white at opacity `alpha × a / 255`, truncated to a byte (pixelmatch writes into a
    /// `Uint8Array`, which truncates). The two versions group the factors differently; each is
    /// kept so that diff images match byte for byte.
    @inline(__always)
    static func gray(_ r: Int, _ g: Int, _ b: Int, _ a: Int, alpha: Double, background: YIQBackground) -> UInt8 {
        let y = Double(r) * yR + Double(g) * yG + Double(b) * yB
        let value: Double
        switch background {
        case .checkerboard: value = 255 + (y - 255) * alpha * Double(a) / 255
        case .white: value = 255 + (y - 255) * (alpha * Double(a) / 255)
        }
        return UInt8(clamping: Int(value))
    }
}
