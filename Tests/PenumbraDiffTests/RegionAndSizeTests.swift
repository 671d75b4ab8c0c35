import Testing
import PenumbraCore
@testable import PenumbraDiff

@Suite struct RegionAndSizeTests {
    let page = RGBA8(240, 240, 240)

    @Test func nearbyDifferencesClusterIntoOneBoxAndFarOnesApart() throws {
        var b = try TestImages.solid(100, 60, page)
        let a = b
        // Two blobs 3 px apart (one region) and one far away (another region).
        b = TestImages.filling(b, 10, 10, 5, 5, .black)
        b = TestImages.filling(b, 18, 12, 4, 4, .black)
        b = TestImages.filling(b, 80, 40, 6, 3, .black)
        let result = try ImageComparator().compare(reference: a, actual: b)
        #expect(result.differentPixels == 25 + 16 + 18)
        #expect(result.regions == [
            DiffRegion(bounds: TestImages.rect(10, 10, 12, 6), differentPixels: 41),
            DiffRegion(bounds: TestImages.rect(80, 40, 6, 3), differentPixels: 18),
        ])
    }

    @Test func regionCountIsCappedByCoarsening() throws {
        let a = try TestImages.solid(200, 200, page)
        var points: [(Int, Int)] = []
        for y in stride(from: 0, to: 200, by: 20) { for x in stride(from: 0, to: 200, by: 20) { points.append((x, y)) } }
        let b = TestImages.painting(a, points, .black)
        let comparator = ImageComparator(clustering: try RegionClustering(gap: 4, maxRegions: 5))
        let result = try comparator.compare(reference: a, actual: b)
        #expect(result.differentPixels == 100)
        #expect(result.regions.count <= 5)
        #expect(result.regions.reduce(0) { $0 + $1.differentPixels } == 100)
    }

    @Test func sizeMismatchIsAResultOverTheUnion() throws {
        let a = try TestImages.solid(10, 8, page)
        let b = TestImages.painting(try TestImages.solid(12, 6, page), [(0, 0)], .black)
        let result = try ImageComparator().compare(reference: a, actual: b, makeDiffImage: true)
        #expect(result.sizeMismatch)
        #expect(!result.passed)
        #expect(result.referenceSize == a.size && result.actualSize == b.size)
        #expect(result.totalPixels == 12 * 8)
        // Overlap 10x6: one changed pixel; outside: 12x8 − 10x6 = 36 pixels.
        #expect(result.differentPixels == 1 + 36)
        let diff = try #require(result.diffImage)
        #expect(diff.width == 12 && diff.height == 8)
        #expect(diff[0, 0] == RGBA8(255, 0, 0))
        #expect(diff[11, 0] == RGBA8(255, 0, 0))
        #expect(diff[0, 7] == RGBA8(255, 0, 0))
        #expect(diff[5, 3] != RGBA8(255, 0, 0))
    }

    @Test func ignoreRectanglesSkipDifferences() throws {
        let a = try TestImages.solid(20, 20, page)
        let b = TestImages.filling(TestImages.filling(a, 2, 2, 3, 3, .black), 15, 15, 2, 2, .black)
        let comparator = ImageComparator(ignore: IgnoreRegions(rectangles: [TestImages.rect(0, 0, 10, 10)]))
        let result = try comparator.compare(reference: a, actual: b)
        #expect(result.differentPixels == 4)
        #expect(result.ignoredPixels == 9)
        #expect(result.regions.map(\.bounds) == [TestImages.rect(15, 15, 2, 2)])
    }

    @Test func ignoreMaskSkipsWhitePixels() throws {
        let a = try TestImages.solid(20, 20, page)
        let b = TestImages.filling(a, 0, 0, 20, 1, .black)
        let mask = TestImages.filling(try TestImages.solid(20, 20, .clear), 0, 0, 15, 1, .white)
        let result = try ImageComparator(ignore: IgnoreRegions(mask: mask)).compare(reference: a, actual: b)
        #expect(result.differentPixels == 5)
        #expect(result.ignoredPixels == 15)
    }

    @Test func maskOfTheWrongSizeIsAnError() throws {
        let a = try TestImages.solid(4, 4, page)
        let comparator = ImageComparator(ignore: IgnoreRegions(mask: try TestImages.solid(3, 4, .white)))
        #expect(throws: DiffError.maskSizeMismatch(mask: "3x4", image: "4x4", path: nil)) {
            try comparator.compare(reference: a, actual: a)
        }
    }

    @Test func alphaOnlyChangeIsCountedAndDrawnInItsOwnColour() throws {
        let a = try TestImages.solid(4, 4, RGBA8(255, 255, 255, 255))
        let b = TestImages.painting(a, [(1, 1)], RGBA8(255, 255, 255, 128))
        let result = try ImageComparator().compare(reference: a, actual: b, makeDiffImage: true)
        #expect(result.differentPixels == 1)
        let diff = try #require(result.diffImage)
        #expect(diff[1, 1] == DiffStyle.default.alphaOnlyColor)
        #expect(diff[0, 0] == RGBA8(255, 255, 255))
    }

    @Test func darkerPixelsUseTheAlternateColour() throws {
        let a = try TestImages.solid(3, 1, RGBA8(128, 128, 128))
        let b = TestImages.painting(TestImages.painting(a, [(0, 0)], .black), [(2, 0)], .white)
        let style = try DiffStyle(diffColorAlt: RGBA8(0, 255, 0))
        let result = try ImageComparator(style: style).compare(reference: a, actual: b, makeDiffImage: true)
        let diff = try #require(result.diffImage)
        #expect(diff[0, 0] == RGBA8(0, 255, 0))
        #expect(diff[2, 0] == RGBA8(255, 0, 0))
    }

    @Test func diffMaskLeavesMatchingPixelsTransparent() throws {
        let a = try TestImages.solid(3, 1, RGBA8(128, 128, 128))
        let b = TestImages.painting(a, [(1, 0)], .black)
        let result = try ImageComparator(style: try DiffStyle(diffMask: true)).compare(reference: a, actual: b, makeDiffImage: true)
        let diff = try #require(result.diffImage)
        #expect(diff[0, 0] == .clear)
        #expect(diff[1, 0] == RGBA8(255, 0, 0))
    }

    @Test func pixelRectParsesAndRejects() throws {
        #expect(try PixelRect(parsing: "1, 2,30,40") == TestImages.rect(1, 2, 30, 40))
        #expect(throws: DiffError.self) { try PixelRect(parsing: "1,2,3") }
        #expect(throws: DiffError.self) { try PixelRect(parsing: "1,2,0,4") }
    }
}
