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

    @Test(arguments: [1, 2, 3, 4, 5, 7, 8, 13, 19])
    func solidMaskMatchesRowCompositor(width: Int) {
        var rng = Rng(state: 0x9E37_79B9_7F4A_7C15 &+ UInt64(width))
        let height = 5
        for round in 0..<200 {
            let a: UInt8 = round % 3 == 0 ? 255 : rng.byte()
            let color = PremultipliedRGBA8(unchecked: round % 5 == 0 ? 0 : rng.upTo(a), rng.upTo(a), rng.upTo(a), a)
            let coverage = (0..<(width * height)).map { _ in rng.coverage() }
            let start = (0..<(width * height)).flatMap { _ in rng.pixel() }
            var expected = start, actual = start
            coverage.withUnsafeBufferPointer { cov in
                expected.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<height {
                        Blitter.solid(dst.baseAddress! + y * width * 4, cov.baseAddress! + y * width, width, color)
                    }
                }
                actual.withUnsafeMutableBufferPointer { dst in
                    Blitter.solidMask(dst.baseAddress!, dstStride: width * 4, cov.baseAddress!, coverageStride: width,
                                      width: width, height: height, color)
                }
            }
            #expect(actual == expected, "width \(width) round \(round) colour \(color)")
        }
    }
}
