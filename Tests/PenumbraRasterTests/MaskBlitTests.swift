import PenumbraCore
import Testing
@testable import PenumbraRaster

/// The four-pixel mask compositor must give exactly the bytes of the per-pixel row compositor.
@Suite struct MaskBlitTests {
    /// A small deterministic generator (xorshift), so failures reproduce.
    struct Rng {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 24) }
        /// Coverage biased to the values with their own branches: 0, 255 and partial.
        mutating func coverage() -> UInt8 {
            switch next() % 4 { case 0: 0; case 1: 255; default: byte() }
        }
        /// A value in `0...limit`.
        mutating func upTo(_ limit: UInt8) -> UInt8 { UInt8(truncatingIfNeeded: Int(next() >> 24) % (Int(limit) + 1)) }
        /// A valid premultiplied pixel: every channel at most alpha, often opaque.
        mutating func pixel() -> [UInt8] {
            let a = next() % 3 == 0 ? 255 : byte()
            return [upTo(a), upTo(a), upTo(a), a]
        }
    }

    /// Masks of every small width, placed in a wider destination at every offset (so the
    /// padded narrow rows and the overlapping last group both run), against `Blitter.solid`.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 19])
    func solidMaskMatchesRowCompositor(width: Int) {
        var rng = Rng(state: 0x9E37_79B9_7F4A_7C15 &+ UInt64(width))
        let height = 5, stride = width + 4
        for round in 0..<300 {
            let a: UInt8 = round % 3 == 0 ? 255 : rng.byte()
            let color = PremultipliedRGBA8(unchecked: round % 5 == 0 ? 0 : rng.upTo(a), rng.upTo(a), rng.upTo(a), a)
            let offset = round % 5
            let coverage = (0..<(width * height)).map { _ in round % 7 == 0 ? 255 : rng.coverage() }
            let start = (0..<(stride * height)).flatMap { _ in rng.pixel() }
            var expected = start, actual = start
            coverage.withUnsafeBufferPointer { cov in
                expected.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<height {
                        Blitter.solid(dst.baseAddress! + (y * stride + offset) * 4, cov.baseAddress! + y * width, width, color)
                    }
                }
                actual.withUnsafeMutableBufferPointer { dst in
                    Blitter.solidMask(dst.baseAddress! + offset * 4, dstStride: stride * 4, room: stride - offset,
                                      cov.baseAddress!, coverageStride: width, width: width, height: height, color)
                }
            }
            #expect(actual == expected, "width \(width) offset \(offset) round \(round) colour \(color)")
        }
    }
}

/// The vector div255 must equal ``PixelMath/div255(_:)`` on every product of two bytes.
@Suite struct VectorDiv255Tests {
    @Test func matchesScalarDiv255OnEveryInput() {
        var mismatches = 0
        var x: UInt32 = 0
        while x <= 65_025 {
            let lanes = SIMD8<UInt16>((0..<8).map { UInt16(min(65_025, x + UInt32($0))) })
            let out = Blitter.div255(lanes)
            for k in 0..<8 where UInt32(out[k]) != PixelMath.div255(UInt32(lanes[k])) { mismatches += 1 }
            x += 8
        }
        #expect(mismatches == 0)
    }
}
