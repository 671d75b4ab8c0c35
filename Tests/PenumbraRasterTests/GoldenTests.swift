import Foundation
import PenumbraCore
import PenumbraRasterScenes
import PenumbraTestSupport
import Testing
@testable import PenumbraRaster

@Suite struct GoldenTests {
    /// The debug build must give the same pixels as the release build that wrote the list
    /// (`bench-raster --verify-goldens` checks release against the same file).
    @Test func debugBuildMatchesGoldenHashes() throws {
        let url = TestPaths.fixtures.appendingPathComponent("raster-goldens.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        let problems = RasterGoldens.compare(expected: RasterGoldens.parse(text), actual: RasterGoldens.compute())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func goldenListRoundTrips() {
        let entries = [("a@1x", "0123456789abcdef"), ("b@2x", "fedcba9876543210")]
        let parsed = RasterGoldens.parse(RasterGoldens.format(entries))
        #expect(parsed == ["a@1x": "0123456789abcdef", "b@2x": "fedcba9876543210"])
        #expect(RasterGoldens.compare(expected: parsed, actual: [("a@1x", "0")]).count == 1)
    }

    @Test func hashDependsOnSizeAndPixels() throws {
        let a = try Bitmap(width: 2, height: 1), b = try Bitmap(width: 1, height: 2)
        #expect(RasterHash.fnv1a(a) != RasterHash.fnv1a(b))
        #expect(RasterHash.hex(a).count == 16)
    }
}
