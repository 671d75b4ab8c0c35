import Foundation
import PenumbraCore
import PenumbraDiff
import PenumbraPNG
import Testing
@testable import PenumbraReport

@Suite struct FolderDiffTests {
    func run(_ f: FolderFixtures, jobs: Int = 2, shard: ShardSpec? = nil, report: Bool = true,
             passedImages: Bool = false) throws -> SnapshotResults {
        try FolderDiff(options: FolderDiffOptions(reference: f.reference, actual: f.actual,
                                                  reportDirectory: report ? f.report : nil, jobs: jobs, shard: shard,
                                                  passedImages: passedImages)).run()
    }

    func statuses(_ results: SnapshotResults) -> [String: SnapshotStatus] {
        Dictionary(uniqueKeysWithValues: results.entries.map { ($0.file, $0.status) })
    }

    @Test func classifiesEveryPair() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        let results = try run(f)
        #expect(statuses(results) == [
            "Broken/icon.light.png": .error,
            "Buttons/primary.dark.png": .changed,
            "Buttons/primary.light.png": .passed,
            "Cards/card_dark.png": .passed,
            "Cards/card_light.png": .passed,
            "Lists/row-dark.png": .changed,
            "New/deep/badge@dark.png": .new,
            "Old/gone.light.png": .missing,
        ])
        #expect(results.summary.ignoredFiles == 2)
        #expect(results.summary.snapshots == 6)
    }

    @Test func groupsVariantsByEachConvention() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        let byFile = Dictionary(uniqueKeysWithValues: try run(f).entries.map { ($0.file, $0) })
        #expect(byFile["Buttons/primary.dark.png"]?.snapshot == "Buttons/primary")
        #expect(byFile["Cards/card_dark.png"]?.snapshot == "Cards/card")
        #expect(byFile["Lists/row-dark.png"]?.variant == "dark")
        #expect(byFile["New/deep/badge@dark.png"]?.snapshot == "New/deep/badge")
    }

    @Test func recordsCountsAndWritesImagesForChanged() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        let changed = try #require(try run(f).entries.first { $0.file == "Buttons/primary.dark.png" })
        #expect(changed.differentPixels == 2)
        #expect(changed.totalPixels == 48)
        #expect(changed.maxChannelDelta == 200)
        #expect(changed.regions == [PixelRegion(x: 2, y: 3, width: 2, height: 1)])
        #expect(changed.images.reference == "images/reference/Buttons/primary.dark.png")
        for path in [changed.images.reference, changed.images.actual, changed.images.diff] {
            let p = try #require(path)
            #expect(FileManager.default.fileExists(atPath: f.report.appendingPathComponent(p).path), "\(p)")
        }
        // Strips only when asked: the page shows the three images itself.
        #expect(changed.images.strip == nil)
        #expect(!FileManager.default.fileExists(atPath: f.report.appendingPathComponent("images/strip").path))
        let f2 = try FolderFixtures.standard()
        defer { f2.remove() }
        let options = FolderDiffOptions(reference: f2.reference, actual: f2.actual, reportDirectory: f2.report, strips: true)
        let withStrip = try #require(try FolderDiff(options: options).run().entries.first { $0.file == "Buttons/primary.dark.png" })
        #expect(withStrip.images.strip == "images/strip/Buttons/primary.dark.png")
        #expect(FileManager.default.fileExists(atPath: f2.report.appendingPathComponent("images/strip/Buttons/primary.dark.png").path))
        // The copies are the original files, byte for byte.
        #expect(try Data(contentsOf: f.report.appendingPathComponent("images/actual/Buttons/primary.dark.png"))
                == Data(contentsOf: f.actual.appendingPathComponent("Buttons/primary.dark.png")))
    }

    @Test func passedImagesCopiesTheActualOfEveryPass() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        // Tagged/t.png passes after decoding (same pixels, the actual without the sRGB chunk);
        // the other passes are identical bytes.
        let tagged = [UInt8](try PNGEncoder.encode(try FolderFixtures.image()))
        let type = try #require((0..<tagged.count - 4).first { Array(tagged[$0..<$0 + 4]) == Array("sRGB".utf8) })
        let untagged = Array(tagged[..<(type - 4)]) + Array(tagged[(type + 4 + Int(tagged[type - 1]) + 4)...])
        try f.writeBytes(f.reference, "Tagged/t.png", tagged)
        try f.writeBytes(f.actual, "Tagged/t.png", untagged)
        let results = try run(f, passedImages: true)
        let passed = results.entries.filter { $0.status == .passed }
        #expect(passed.map(\.file).sorted() == ["Buttons/primary.light.png", "Cards/card_dark.png", "Cards/card_light.png", "Tagged/t.png"])
        for entry in passed {
            #expect(entry.images == EntryImages(actual: "images/actual/\(entry.file)"), "\(entry.file)")
            #expect(try Data(contentsOf: f.report.appendingPathComponent("images/actual/\(entry.file)"))
                    == Data(contentsOf: f.actual.appendingPathComponent(entry.file)), "\(entry.file)")
        }
    }

    @Test func passedVariantsGetNoImagesByDefault() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        let passed = try run(f).entries.filter { $0.status == .passed }
        #expect(passed.count == 3)
        for entry in passed {
            #expect(entry.images == EntryImages(), "\(entry.file)")
            #expect(!FileManager.default.fileExists(atPath: f.report.appendingPathComponent("images/actual/\(entry.file)").path))
        }
    }

    @Test func sizeChangeIsChangedWithBothSizes() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        let entry = try #require(try run(f).entries.first { $0.file == "Lists/row-dark.png" })
        #expect(entry.sizeMismatch)
        #expect(entry.referenceSize == ImageDimensions(width: 8, height: 6))
        #expect(entry.actualSize == ImageDimensions(width: 8, height: 7))
    }

    @Test func corruptFileIsAnErrorNamingIt() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        let entry = try #require(try run(f).entries.first { $0.file == "Broken/icon.light.png" })
        #expect(entry.message?.contains("Broken/icon.light.png") == true)
    }

    @Test func identicalFilesAreNotDecoded() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        // Identical bytes behind a valid signature and IHDR pass undecoded: this file's pixel
        // data is cut off, which a decode would report.
        var png = try PNGEncoder.encode(try RGBAImage(width: 7, height: 5, fill: RGBA8(9, 9, 9)))
        png.removeLast(20)
        try f.writeBytes(f.reference, "Same/cut.png", [UInt8](png))
        try f.writeBytes(f.actual, "Same/cut.png", [UInt8](png))
        // Identical bytes that are not a PNG at all are decoded, as `compare` and the assertions
        // do (one pipeline), and reported as the error they are.
        try f.writeBytes(f.reference, "Same/junk.png", [1, 2, 3])
        try f.writeBytes(f.actual, "Same/junk.png", [1, 2, 3])
        let entries = try run(f).entries
        let cut = try #require(entries.first { $0.file == "Same/cut.png" })
        #expect(cut.status == .passed)
        #expect(cut.referenceSize == ImageDimensions(width: 7, height: 5))
        #expect(cut.differentPixels == 0 && cut.totalPixels == 35)
        let junk = try #require(entries.first { $0.file == "Same/junk.png" })
        #expect(junk.status == .error)
        #expect(junk.message?.contains("Same/junk.png") == true)
    }

    @Test func colourSpaceDifferenceIsNoted() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        // The same pixels; the actual without the sRGB chunk the encoder writes.
        let tagged = [UInt8](try PNGEncoder.encode(try FolderFixtures.image()))
        let type = try #require((0..<tagged.count - 4).first { Array(tagged[$0..<$0 + 4]) == Array("sRGB".utf8) })
        let length = Int(tagged[type - 1])
        let untagged = Array(tagged[..<(type - 4)]) + Array(tagged[(type + 4 + length + 4)...])
        try f.writeBytes(f.reference, "Tagged/t.png", tagged)
        try f.writeBytes(f.actual, "Tagged/t.png", untagged)
        let entry = try #require(try run(f).entries.first { $0.file == "Tagged/t.png" })
        #expect(entry.status == .passed)
        #expect(entry.notes == ["reference is sRGB, actual is untagged"])
    }

    @Test(arguments: [1, 3])
    func resultsDoNotDependOnJobs(jobs: Int) throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        #expect(try run(f, jobs: jobs, report: false) == (try run(f, jobs: 2, report: false)))
    }

    @Test func shardsPartitionThePairs() throws {
        let f = try FolderFixtures.standard()
        defer { f.remove() }
        var files: [String] = []
        for i in 1...3 { files += try run(f, shard: try ShardSpec(index: i, count: 3), report: false).entries.map(\.file) }
        #expect(try files.sorted() == run(f, report: false).entries.map(\.file).sorted())
    }
}
