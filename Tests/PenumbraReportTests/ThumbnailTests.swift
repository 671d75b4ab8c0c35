import Foundation
import PenumbraCore
import PenumbraPNG
import Testing
@testable import PenumbraReport

/// The report's thumbnails: large images get a downscaled copy the page loads instead of the
/// full image; small ones get none.
@Suite struct ThumbnailTests {
    @Test func shrinksTheLongestSideTo300AndLeavesSmallImagesAlone() throws {
        #expect(Thumbnail.size(for: try PixelSize(width: 300, height: 120)) == nil)
        #expect(Thumbnail.size(for: try PixelSize(width: 1170, height: 2532)) == (try PixelSize(width: 139, height: 300)))
        #expect(Thumbnail.size(for: try PixelSize(width: 640, height: 400)) == (try PixelSize(width: 300, height: 188)))
        #expect(Thumbnail.size(for: try PixelSize(width: 5000, height: 1)) == (try PixelSize(width: 300, height: 1)))
    }

    /// Each thumbnail pixel is the alpha-weighted mean of the pixels that fall into it, rounded
    /// half up: a transparent pixel adds no colour, and its alpha is averaged in.
    @Test func averagesEachBoxWeightedByAlpha() throws {
        var image = try RGBAImage(width: 600, height: 2, fill: RGBA8(0, 0, 0, 0))
        // Box 0 (x 0-1, both rows): two opaque red, one opaque blue, one transparent green.
        image[0, 0] = RGBA8(255, 0, 0); image[1, 0] = RGBA8(255, 0, 0); image[0, 1] = RGBA8(0, 0, 255)
        image[1, 1] = RGBA8(0, 255, 0, 0)
        // Box 1: one half-transparent grey pixel.
        image[2, 0] = RGBA8(100, 100, 100, 128)
        let small = try #require(Thumbnail.make(image))
        #expect(small.size == (try PixelSize(width: 300, height: 1)))
        #expect(small[0, 0] == RGBA8(170, 0, 85, 191))   // (2·255 + 0)/3, 255/3, alpha 765/4
        #expect(small[1, 0] == RGBA8(100, 100, 100, 32)) // colour kept, alpha 128/4
        #expect(small[2, 0] == RGBA8(0, 0, 0, 0))
        #expect(Thumbnail.make(try RGBAImage(width: 40, height: 40)) == nil)
    }

    /// A folder diff writes thumbnails of a large changed pair (reference, actual, diff) and a
    /// large new file under `thumbs/`, and none for small images; the page loads them.
    @Test func aFolderDiffWritesThumbnailsOfLargeImagesOnly() throws {
        let f = FolderFixtures(root: FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-thumbs-\(UUID().uuidString)"))
        defer { f.remove() }
        try f.write(f.reference, "Screens/home.light.png", try FolderFixtures.image(640, 400))
        try f.write(f.actual, "Screens/home.light.png", try FolderFixtures.image(640, 400, dot: RGBA8(255, 0, 0)))
        try f.write(f.actual, "Screens/new.light.png", try FolderFixtures.image(400, 900))
        try f.write(f.reference, "Buttons/ok.light.png", try FolderFixtures.image())
        try f.write(f.actual, "Buttons/ok.light.png", try FolderFixtures.image(dot: RGBA8(0, 0, 0)))
        let results = try FolderDiff(options: FolderDiffOptions(reference: f.reference, actual: f.actual, reportDirectory: f.report, jobs: 2)).run()
        let byFile = Dictionary(uniqueKeysWithValues: results.entries.map { ($0.file, $0.images) })
        let home = try #require(byFile["Screens/home.light.png"])
        #expect([home.referenceThumbnail, home.actualThumbnail, home.diffThumbnail]
                == ["thumbs/reference/Screens/home.light.png", "thumbs/actual/Screens/home.light.png", "thumbs/diff/Screens/home.light.png"])
        for path in [home.referenceThumbnail, home.actualThumbnail, home.diffThumbnail].compactMap({ $0 }) {
            let decoded = try PNGDecoder.decode(Data(contentsOf: f.report.appendingPathComponent(path)))
            #expect(decoded.image.size == (try PixelSize(width: 300, height: 188)), "\(path)")
        }
        #expect(byFile["Screens/new.light.png"]?.actualThumbnail == "thumbs/actual/Screens/new.light.png")
        let small = try #require(byFile["Buttons/ok.light.png"])
        #expect(small.referenceThumbnail == nil && small.actualThumbnail == nil && small.diffThumbnail == nil)
        // The page's data carries them; the full image stays the link and the viewer's.
        let html = HTMLReportRenderer().render(results)
        #expect(html.contains(#""ta":"thumbs\/actual\/Screens\/home.light.png""#) || html.contains(#""ta":"thumbs/actual/Screens/home.light.png""#))
    }

    /// Results that carry no thumbnails (the assertions write none) get them when merged into a
    /// report (`penumbra report`, `penumbra review --results`); small images still get none.
    @Test func aMergeMakesTheThumbnailsResultsLack() throws {
        let f = FolderFixtures(root: FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-thumbs-\(UUID().uuidString)"))
        defer { f.remove() }
        let artifacts = f.root.appendingPathComponent("artifacts")
        try f.write(artifacts, "Tests/Screens/home.dark.actual.png", try FolderFixtures.image(390, 844))
        try f.write(artifacts, "Tests/Screens/chip.dark.actual.png", try FolderFixtures.image(80, 32))
        let entries = ["home", "chip"].map { name in
            SnapshotEntry(snapshot: "Tests/Screens/\(name)", variant: "dark", file: "Tests/Screens/\(name).dark.png", status: .new,
                          images: EntryImages(actual: "Tests/Screens/\(name).dark.actual.png"))
        }
        let input = artifacts.appendingPathComponent("results.json")
        try SnapshotResults(runs: [], entries: entries).write(to: input)
        let merged = try ResultsMerger(inputs: [input]).mergedCopyingImages(into: f.report)
        let byFile = Dictionary(uniqueKeysWithValues: merged.entries.map { ($0.file, $0.images) })
        let home = try #require(byFile["Tests/Screens/home.dark.png"]?.actualThumbnail)
        #expect(home == "thumbs/Tests/Screens/home.dark.actual.png")
        #expect(try PNGDecoder.decode(Data(contentsOf: f.report.appendingPathComponent(home))).image.size == (try PixelSize(width: 139, height: 300)))
        #expect(byFile["Tests/Screens/chip.dark.png"]?.actualThumbnail == nil)
    }
}
