import Foundation
import Testing
import ArgumentParser
import PenumbraTestSupport
@testable import PenumbraCLI
import Penumbra

/// `penumbra compare`, run in-process.
@Suite struct CompareCommandTests {
    /// The exit code `penumbra` gives for `arguments`, with output to stdout as usual.
    static func exitCode(_ arguments: [String]) -> Int32 {
        do {
            var command = try PenumbraCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            return PenumbraExitCode.code(for: error).rawValue
        }
    }

    static func realworld(_ name: String) throws -> String {
        let folder = try #require(TestPaths.corpus("realworld"), Comment(rawValue: TestPaths.sharedMissingMessage))
        return folder.appendingPathComponent(name).path
    }

    /// The JSON object `compare --json` prints for `arguments`.
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let command = try CompareCommand.parse(arguments + ["--json"])
        let printed = try command.execute().get()
        let object = try JSONSerialization.jsonObject(with: Data(printed.output.utf8))
        return try #require(object as? [String: Any])
    }

    @Test(.requiresSharedCorpora) func identicalFilesExitZeroWithoutDecoding() throws {
        let file = try Self.realworld("sst__testUIImage.pixel.png")
        #expect(Self.exitCode(["compare", file, file]) == 0)
        let object = try Self.json([file, file])
        #expect(object["shortcut"] as? String == "identicalFiles")
        #expect(object["differentPixels"] as? Int == 0)
        #expect(object["totalPixels"] as? Int == 9)
    }

    @Test(.requiresSharedCorpora) func jsonHasEveryDocumentedKey() throws {
        let file = try Self.realworld("sst__testUIImage.pixel.png")
        let object = try Self.json([file, file, "--mode", "yiq"])
        let keys = ["verdict", "passed", "mode", "reference", "actual", "referenceSize", "actualSize", "sizeMismatch",
                    "totalPixels", "differentPixels", "ratio", "maxChannelDelta", "antialiasedPixels", "ignoredPixels",
                    "shortcut", "colorSpaces", "regions", "diffImage", "strip"]
        #expect(Set(object.keys) == Set(keys))
        #expect(object["verdict"] as? String == "pass")
        #expect(object["mode"] as? String == "yiq")
        #expect(object["sizeMismatch"] as? Bool == false)
        #expect(object["maxChannelDelta"] as? Int == 0)
    }

    @Test(.requiresSharedCorpora) func differingImagesExitOneAndReportRegions() throws {
        let a = try Self.realworld("a11ysnap__testStepper_18_5_402x874_3x.png")
        let b = try Self.realworld("a11ysnap__testStepper_26_2_402x874_3x.png")
        #expect(Self.exitCode(["compare", a, b]) == 1)
        // The manifest's numbers for this pair: 2947 differing pixels, largest channel delta 166.
        let object = try Self.json([a, b])
        #expect(object["verdict"] as? String == "fail")
        #expect(object["differentPixels"] as? Int == 2947)
        #expect(object["totalPixels"] as? Int == 1206 * 385)
        #expect(object["maxChannelDelta"] as? Int == 166)
        let regions = try #require(object["regions"] as? [[String: Any]])
        #expect(!regions.isEmpty)
        #expect(regions.reduce(0) { $0 + ($1["differentPixels"] as? Int ?? 0) } == 2947)
        // Within a budget of 1 % the pair passes.
        #expect(Self.exitCode(["compare", a, b, "--max-ratio", "0.01"]) == 0)
        #expect(Self.exitCode(["compare", a, b, "--mode", "channel", "--tolerance", "166"]) == 0)
    }

    /// Reading both files a band at a time (the default, and `--low-memory`) prints the report
    /// that decoding them whole (`--no-low-memory`) prints.
    @Test(.requiresSharedCorpora) func lowMemoryPrintsTheSameReport() throws {
        let a = try Self.realworld("a11ysnap__testStepper_18_5_402x874_3x.png")
        let b = try Self.realworld("a11ysnap__testStepper_26_2_402x874_3x.png")
        #expect(try CompareCommand.parse([a, b]).lowMemory)
        #expect(try !CompareCommand.parse([a, b, "--no-low-memory"]).lowMemory)
        for mode in ["exact", "yiq"] {
            let whole = try CompareCommand.parse([a, b, "--mode", mode, "--json", "--no-low-memory"]).execute().get().output
            let banded = try CompareCommand.parse([a, b, "--mode", mode, "--json"]).execute().get().output
            let flagged = try CompareCommand.parse([a, b, "--mode", mode, "--json", "--low-memory"]).execute().get().output
            #expect(banded == whole)
            #expect(flagged == whole)
        }
        #expect(Self.exitCode(["compare", a, b, "--low-memory"]) == 1)
        #expect(Self.exitCode(["compare", a, b, "--no-low-memory"]) == 1)
    }

    @Test(.requiresSharedCorpora) func colourSpaceMismatchIsReported() throws {
        let object = try Self.json([try Self.realworld("a11ysnap__testRenderingMethods.true-402x874-18-5-3x.png"),
                                    try Self.realworld("a11ysnap__testRenderingMethods.true-402x874-26-2-3x.png")])
        let spaces = try #require(object["colorSpaces"] as? [String: String])
        #expect(spaces["actual"] == "Display P3")
        #expect(spaces["reference"] != "Display P3")
    }

    @Test(.requiresSharedCorpora) func sizeMismatchIsReportedInJSON() throws {
        let object = try Self.json([try Self.realworld("uber__testViewSnapshotWithUIAppearance_2x.png"),
                                    try Self.realworld("uber__testViewSnapshotWithUIAppearance_3x.png")])
        #expect(object["sizeMismatch"] as? Bool == true)
        #expect(object["totalPixels"] as? Int == 153 * 93)
        let size = try #require(object["actualSize"] as? [String: Int])
        #expect(size == ["width": 153, "height": 93])
    }

    @Test(.requiresSharedCorpora) func writesTheDiffImageAndStrip() throws {
        let a = try Self.realworld("uber__square.png"), b = try Self.realworld("uber__square_with_text.png")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-compare-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let diff = folder.appendingPathComponent("diff.png").path, strip = folder.appendingPathComponent("strip.png").path
        #expect(Self.exitCode(["compare", a, b, "--mode", "yiq", "--diff", diff, "--strip", strip]) == 1)
        let diffImage = try PNGDecoder.decodeImage(contentsOf: URL(fileURLWithPath: diff))
        #expect(diffImage.width == 100 && diffImage.height == 100)
        let stripImage = try PNGDecoder.decodeImage(contentsOf: URL(fileURLWithPath: strip))
        #expect(stripImage.width > 300)
    }

    @Test func unreadableFileExitsTwo() {
        #expect(Self.exitCode(["compare", "/nonexistent/a.png", "/nonexistent/b.png"]) == 2)
    }

    @Test(arguments: [
        ["--mode", "fuzzy"],
        ["--tolerance", "300", "--mode", "channel"],
        ["--tolerance", "3"],
        ["--threshold", "0.1"],
        ["--mode", "yiq", "--threshold", "1.5"],
        ["--diff-color", "255,0"],
        ["--ignore", "1,2,3"],
        ["--max-ratio", "2"],
        ["--blend", "grey"],
    ])
    func badOptionsExitTwo(options: [String]) {
        #expect(Self.exitCode(["compare", "a.png", "b.png"] + options) == 2)
    }

    @Test func optionsBuildTheDocumentedComparator() throws {
        var options = try ComparisonOptions.parse([
            "--mode", "yiq", "--threshold", "0.05", "--include-aa", "--blend", "white", "--alpha", "0.5",
            "--aa-color", "0,192,0", "--diff-color", "255,0,255", "--diff-color-alt", "0,255,0", "--diff-mask",
            "--max-pixels", "10", "--max-ratio", "0.01", "--ignore", "1,2,3,4", "--ignore", "5,6,7,8",
        ])
        try options.validate()
        let comparator = try options.makeComparator()
        #expect(comparator.mode == .yiq(try YIQOptions(threshold: 0.05, includeAA: true, background: .white)))
        #expect(comparator.style == (try DiffStyle(alpha: 0.5, antialiasedColor: RGBA8(0, 192, 0), diffColor: RGBA8(255, 0, 255),
                                                   diffColorAlt: RGBA8(0, 255, 0), diffMask: true)))
        #expect(comparator.budget == (try DiffBudget(maxPixels: 10, maxRatio: 0.01)))
        #expect(comparator.ignore.rectangles == [try PixelRect(x: 1, y: 2, width: 3, height: 4), try PixelRect(x: 5, y: 6, width: 7, height: 8)])
    }
}
