import Testing
import PenumbraCore
@testable import PenumbraDiff

@Suite struct ComparisonModeTests {
    let grey = RGBA8(128, 128, 128)

    @Test func identicalImagesTakeThePixelFastPath() throws {
        let a = try TestImages.solid(4, 3, grey)
        let result = try ImageComparator().compare(reference: a, actual: a)
        #expect(result.passed)
        #expect(result.shortcut == .identicalPixels)
        #expect(result.differentPixels == 0)
        #expect(result.totalPixels == 12)
    }

    @Test func exactModeCountsEveryChangedByte() throws {
        let a = try TestImages.solid(10, 10, grey)
        let b = TestImages.painting(a, [(1, 1), (5, 5), (9, 0)], RGBA8(129, 128, 128))
        let result = try ImageComparator().compare(reference: a, actual: b)
        #expect(!result.passed)
        #expect(result.differentPixels == 3)
        #expect(result.maxChannelDelta == 1)
        #expect(result.ratio == 0.03)
        #expect(result.shortcut == .none)
    }

    @Test(arguments: [(0, 2), (4, 2), (5, 1), (9, 1), (10, 0), (255, 0)])
    func channelToleranceCountsDeltasAboveIt(tolerance: Int, expected: Int) throws {
        let a = try TestImages.solid(4, 1, grey)
        // Deltas of 5 (red), 10 (alpha) and 0.
        let b = TestImages.painting(TestImages.painting(a, [(0, 0)], RGBA8(133, 128, 128)), [(1, 0)], RGBA8(128, 128, 128, 245))
        let comparator = ImageComparator(mode: .channel(try ChannelTolerance(tolerance)))
        let result = try comparator.compare(reference: a, actual: b)
        #expect(result.differentPixels == expected)
        #expect(result.maxChannelDelta == 10)
    }

    @Test func channelToleranceRejectsOutOfRange() throws {
        #expect(throws: DiffError.self) { try ChannelTolerance(256) }
        #expect(throws: DiffError.self) { try ChannelTolerance(-1) }
        #expect(try ChannelTolerance(perPixelTolerance: 0.02).value == 5)
    }

    @Test func yiqThresholdScalesAsPixelmatch() throws {
        // Grey 128 → 148: Y changes by 20, squared YIQ distance 0.5053 × 20² = 202.12.
        // maxDelta = 35215 × t²: t = 0.07 gives 172.6 (differs), t = 0.08 gives 225.4 (matches).
        let a = try TestImages.solid(3, 3, grey)
        let b = try TestImages.solid(3, 3, RGBA8(148, 148, 148))
        let strict = ImageComparator(mode: .yiq(try YIQOptions(threshold: 0.07)))
        let loose = ImageComparator(mode: .yiq(try YIQOptions(threshold: 0.08)))
        #expect(try strict.compare(reference: a, actual: b).differentPixels == 9)
        #expect(try loose.compare(reference: a, actual: b).differentPixels == 0)
    }

    @Test func yiqDetectsAntialiasingAndIncludeAACountsIt() throws {
        // A white image with a black 4x4 square; the actual has one grey pixel on the square's
        // edge: a pixel between darker and brighter flat neighbours, i.e. anti-aliasing.
        let base = TestImages.filling(try TestImages.solid(10, 10, .white), 3, 3, 4, 4, .black)
        let actual = TestImages.painting(base, [(2, 4)], RGBA8(128, 128, 128))
        let aaIgnored = try ImageComparator(mode: .yiq(.default)).compare(reference: base, actual: actual)
        #expect(aaIgnored.differentPixels == 0)
        #expect(aaIgnored.antialiasedPixels == 1)
        #expect(aaIgnored.passed)
        let aaCounted = try ImageComparator(mode: .yiq(try YIQOptions(includeAA: true))).compare(reference: base, actual: actual)
        #expect(aaCounted.differentPixels == 1)
        #expect(aaCounted.antialiasedPixels == 0)
    }

    @Test func deltaE2000ThresholdIsInDeltaEUnits() throws {
        // sRGB grey 128 vs 130: L* 53.585 vs 54.367, ΔE00 ≈ 0.78 (neutral, only lightness).
        let a = try TestImages.solid(2, 2, grey)
        let b = try TestImages.solid(2, 2, RGBA8(130, 130, 130))
        let lab1 = CIELab(srgb8: 128, 128, 128), lab2 = CIELab(srgb8: 130, 130, 130)
        let de = DeltaE.ciede2000(lab1, lab2)
        #expect(de > 0.7 && de < 0.9)
        #expect(try ImageComparator(mode: .deltaE2000(try DeltaEThreshold(0.5))).compare(reference: a, actual: b).differentPixels == 4)
        #expect(try ImageComparator(mode: .deltaE2000(try DeltaEThreshold(1.0))).compare(reference: a, actual: b).differentPixels == 0)
    }

    @Test func deltaE94FollowsPerceptualPrecision() throws {
        // Precision 0.5 accepts ΔE94 ≤ 50. For neutral greys ΔE94 is the L* difference:
        // black vs sRGB 100 is L* 42.4 (matches), black vs sRGB 128 is L* 53.6 (differs).
        let black = try TestImages.solid(1, 1, .black)
        let comparator = ImageComparator(mode: .deltaE94(try DeltaEThreshold(perceptualPrecision: 0.5)))
        #expect(try comparator.compare(reference: black, actual: try TestImages.solid(1, 1, RGBA8(100, 100, 100))).differentPixels == 0)
        #expect(try comparator.compare(reference: black, actual: try TestImages.solid(1, 1, grey)).differentPixels == 1)
    }

    @Test func deltaESeesAnAlphaOnlyChange() throws {
        // White at alpha 255 vs alpha 0: the same over white, black vs white over black.
        let a = try TestImages.solid(1, 1, .white)
        let b = try TestImages.solid(1, 1, RGBA8(255, 255, 255, 0))
        let result = try ImageComparator(mode: .deltaE2000(.default)).compare(reference: a, actual: b)
        #expect(result.differentPixels == 1)
    }

    @Test(arguments: [(nil, nil, false), (3, nil, true), (2, nil, false), (nil, 0.03, true), (nil, 0.02, false), (5, 0.02, false)] as [(Int?, Double?, Bool)])
    func budgetLimitsCountAndRatio(maxPixels: Int?, maxRatio: Double?, passes: Bool) throws {
        let a = try TestImages.solid(10, 10, grey)
        let b = TestImages.painting(a, [(0, 0), (1, 0), (2, 0)], .black)
        let comparator = ImageComparator(budget: try DiffBudget(maxPixels: maxPixels, maxRatio: maxRatio))
        let result = try comparator.compare(reference: a, actual: b)
        #expect(result.differentPixels == 3)
        #expect(result.passed == passes)
    }

    @Test func budgetRejectsInvalidLimits() {
        #expect(throws: DiffError.self) { try DiffBudget(maxPixels: -1) }
        #expect(throws: DiffError.self) { try DiffBudget(maxRatio: 1.5) }
        #expect(throws: DiffError.self) { try YIQOptions(threshold: 2) }
        #expect(throws: DiffError.self) { try DeltaEThreshold(-1) }
    }
}
