import Foundation
import Testing
import PenumbraCore
import PenumbraTestSupport
@testable import PenumbraDiff

/// Pairs of reference snapshots from other tools (../shared/corpora/realworld; see its manifest).
@Suite(.requiresSharedCorpora) struct RealWorldPairTests {
    static let folder = TestPaths.corpus("realworld")

    static func url(_ name: String) throws -> URL {
        try #require(folder, Comment(rawValue: TestPaths.sharedMissingMessage)).appendingPathComponent(name)
    }

    /// Files whose bytes differ but whose decoded pixels are identical.
    @Test(arguments: [
        ("a11ysnap__testCustomContentDemo_18_5_402x874_3x.png", "a11ysnap__testCustomContentDemo_26_2_402x874_3x.png"),
        ("sst__testUIViewControllerLifeCycle.1.png", "sst__testUIViewControllerLifeCycle.2.png"),
    ])
    func samePixelsDifferentBytesCompareEqual(reference: String, actual: String) throws {
        let a = try Self.url(reference), b = try Self.url(actual)
        #expect(try Data(contentsOf: a) != Data(contentsOf: b))
        let outcome = try PairComparison().compare(referenceURL: a, actualURL: b)
        #expect(outcome.result.passed)
        #expect(outcome.result.shortcut == .identicalPixels)
        #expect(outcome.result.differentPixels == 0)
    }

    @Test func oneChangedPointIsOneRegion() throws {
        // The manifest's "1 changed pixel" is one point at @2x: a 2x2 block.
        let result = try PairComparison().compare(referenceURL: try Self.url("uber__square.png"),
                                                  actualURL: try Self.url("uber__square_with_pixel.png")).result
        #expect(result.differentPixels == 4)
        #expect(result.regions.count == 1)
        #expect(result.regions.first?.bounds.width == 2 && result.regions.first?.bounds.height == 2)
    }

    @Test func identicalFilesAreNotDecoded() throws {
        let a = try Self.url("a11ysnap__testStepper_18_5_402x874_3x.png")
        let outcome = try PairComparison().compare(referenceURL: a, actualURL: a)
        #expect(outcome.result.shortcut == .identicalFiles)
        #expect(outcome.reference == nil)
        #expect(outcome.result.totalPixels == 1206 * 385)
    }

    /// iOS 18.5 vs 26.2 renders: the manifest's differing-pixel counts and largest channel deltas.
    @Test(arguments: [
        ("BlockBasedAccessibility", 11, 4),
        ("KeyboardShortcutsWithCategories", 404, 20),
        ("CustomRotors_always", 1107, 47),
        ("Stepper", 2947, 166),
        ("SimpleViewAtSizeThatFits", 45, 4),
        ("UnspokenTraitsDemo", 546, 1),
    ])
    func osVersionPairsMatchTheManifest(test: String, differing: Int, maxDelta: Int) throws {
        let a = try Self.url("a11ysnap__test\(test)_18_5_402x874_3x.png")
        let b = try Self.url("a11ysnap__test\(test)_26_2_402x874_3x.png")
        let exact = try PairComparison().compare(referenceURL: a, actualURL: b).result
        #expect(exact.differentPixels == differing)
        #expect(exact.maxChannelDelta == maxDelta)
        #expect(!exact.passed)
        #expect(!exact.regions.isEmpty && exact.regions.count <= RegionClustering.default.maxRegions)
        #expect(exact.regions.reduce(0) { $0 + $1.differentPixels } == differing)
        // A channel tolerance of the largest delta accepts the pair.
        let tolerant = PairComparison(comparator: ImageComparator(mode: .channel(try ChannelTolerance(maxDelta))))
        #expect(try tolerant.compare(referenceURL: a, actualURL: b).result.passed)
    }

    @Test func lightAndDarkDifferAlmostEverywhere() throws {
        let light = try Self.url("paparazzi__NightModeTest_compose_NOTNIGHT_.png")
        let dark = try Self.url("paparazzi__NightModeTest_compose_NIGHT_.png")
        let result = try PairComparison(comparator: ImageComparator(mode: .yiq(.default))).compare(referenceURL: light, actualURL: dark).result
        #expect(!result.passed)
        #expect(result.ratio > 0.5)
        #expect(result.maxChannelDelta > 200)
    }

    @Test func portraitAgainstLandscapeIsASizeMismatch() throws {
        let portrait = try Self.url("sst__testTraits.iphone-x.png")
        let landscape = try Self.url("sst__testTraits.iphone-x-alternative.png")
        let result = try PairComparison().compare(referenceURL: portrait, actualURL: landscape, makeDiffImage: true).result
        #expect(result.sizeMismatch)
        #expect(!result.passed)
        #expect(result.totalPixels == 2436 * 2436)
        let diff = try #require(result.diffImage)
        #expect(diff.width == 2436 && diff.height == 2436)
    }

    @Test func corruptFileIsATypedError() throws {
        let good = try Self.url("uber__square.png"), bad = try Self.url("paparazzi__invalid_crc.png")
        #expect {
            try PairComparison().compare(referenceURL: good, actualURL: bad)
        } throws: { error in
            if case .png(let png) = error as? DiffError { return png.description.contains("paparazzi__invalid_crc.png") }
            return false
        }
    }
}
