import ArgumentParser
import Foundation
import Penumbra
import Testing
@testable import PenumbraCLI

/// `--ignore-mask FILE.png` on `penumbra compare` and `penumbra diff`: small PNGs made in a
/// temporary folder. The actual image differs from the reference in its top row (8 pixels) and
/// one pixel of the bottom row; the mask paints the top row white on black.
@Suite struct IgnoreMaskOptionTests {
    let folders = CLIFolders()
    var reference: URL { folders.reference.appendingPathComponent("screen.png") }
    var actual: URL { folders.actual.appendingPathComponent("screen.png") }
    var mask: URL { folders.root.appendingPathComponent("mask.png") }

    static let page = RGBA8(240, 240, 240)

    /// Writes the reference, the actual image, a 8x8 mask covering the top row, a 4x8 mask, a
    /// transparent-white mask (ignores nothing) and a corrupt mask.
    func make() throws {
        var image = try RGBAImage(width: 8, height: 8, fill: Self.page)
        try write(image, reference)
        for x in 0..<8 { image[x, 0] = .black }
        image[3, 7] = .black
        try write(image, actual)
        var maskImage = try RGBAImage(width: 8, height: 8, fill: .black)
        for x in 0..<8 { maskImage[x, 0] = .white }
        try write(maskImage, mask)
        try write(try RGBAImage(width: 4, height: 8, fill: .white), folders.root.appendingPathComponent("small.png"))
        try write(try RGBAImage(width: 8, height: 8, fill: RGBA8(255, 255, 255, 0)), folders.root.appendingPathComponent("clear.png"))
        try AtomicFile.write(Data("not a png".utf8), to: folders.root.appendingPathComponent("corrupt.png"))
    }

    func write(_ image: RGBAImage, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(try PNGEncoder.encode(image), to: url)
    }

    func path(_ name: String) -> String { folders.root.appendingPathComponent(name).path }

    /// The `compare --json` object for the extra arguments.
    func compareJSON(_ extra: [String]) throws -> [String: Any] {
        let command = try CompareCommand.parse([reference.path, actual.path, "--json"] + extra)
        let printed = try command.execute().get()
        return try #require(try JSONSerialization.jsonObject(with: Data(printed.output.utf8)) as? [String: Any])
    }

    @Test func compareCountsWithAndWithoutTheMask() throws {
        try make()
        defer { folders.remove() }
        let plain = try compareJSON([])
        #expect(plain["differentPixels"] as? Int == 9)
        #expect(plain["ignoredPixels"] as? Int == 0)
        let masked = try compareJSON(["--ignore-mask", mask.path])
        #expect(masked["differentPixels"] as? Int == 1)
        #expect(masked["ignoredPixels"] as? Int == 8)
        // Transparent pixels are not painted, whatever their colour: nothing is ignored.
        let clear = try compareJSON(["--ignore-mask", path("clear.png")])
        #expect(clear["differentPixels"] as? Int == 9)
        #expect(exitStatus(CompareCommand.self, [reference.path, actual.path, "--ignore-mask", mask.path]) == 1)
        #expect(exitStatus(CompareCommand.self, [reference.path, actual.path, "--ignore-mask", mask.path, "--max-pixels", "1"]) == 0)
        #expect(exitStatus(CompareCommand.self, [reference.path, actual.path, "--max-pixels", "1"]) == 1)
    }

    @Test func compareMaskErrorsExitTwoNamingTheFile() throws {
        try make()
        defer { folders.remove() }
        let small = path("small.png")
        let wrongSize = try CompareCommand.parse([reference.path, actual.path, "--ignore-mask", small]).execute()
        #expect(throws: DiffError.maskSizeMismatch(mask: "4x8", image: "8x8", path: small)) { try wrongSize.get() }
        #expect(exitStatus(CompareCommand.self, [reference.path, actual.path, "--ignore-mask", small]) == 2)
        let corrupt = path("corrupt.png")
        if case .failure(let error) = try CompareCommand.parse([reference.path, actual.path, "--ignore-mask", corrupt]).execute() {
            #expect(error.description.contains(corrupt))
        } else {
            Issue.record("a corrupt mask must fail")
        }
        #expect(exitStatus(CompareCommand.self, [reference.path, actual.path, "--ignore-mask", corrupt]) == 2)
        #expect(exitStatus(CompareCommand.self, [reference.path, actual.path, "--ignore-mask", path("missing.png")]) == 2)
    }

    @Test func folderDiffPassesOnlyWithTheMaskAndABudget() throws {
        try make()
        defer { folders.remove() }
        let base = [folders.reference.path, folders.actual.path, "--quiet"]
        #expect(exitStatus(DiffCommand.self, base) == 1)
        #expect(exitStatus(DiffCommand.self, base + ["--max-pixels", "1"]) == 1)
        #expect(exitStatus(DiffCommand.self, base + ["--ignore-mask", mask.path, "--max-pixels", "1"]) == 0)
        #expect(exitStatus(DiffCommand.self, base + ["--ignore-mask", mask.path]) == 1)
    }

    @Test func folderDiffMaskErrorsExitTwo() throws {
        try make()
        defer { folders.remove() }
        let base = [folders.reference.path, folders.actual.path, "--quiet"]
        #expect(exitStatus(DiffCommand.self, base + ["--ignore-mask", path("small.png")]) == 2)
        #expect(exitStatus(DiffCommand.self, base + ["--ignore-mask", path("corrupt.png")]) == 2)
        #expect(exitStatus(DiffCommand.self, base + ["--ignore-mask", path("missing.png")]) == 2)
    }

    @Test func folderDiffMaskMismatchStopsTheRunNamingMaskAndSnapshot() throws {
        try make()
        defer { folders.remove() }
        let small = path("small.png")
        let command = try DiffCommand.parse([folders.reference.path, folders.actual.path, "--ignore-mask", small])
        let options = FolderDiffOptions(reference: folders.reference, actual: folders.actual, reportDirectory: nil,
                                        jobs: 1, shard: nil, naming: VariantNaming(),
                                        comparator: try command.comparison.makeComparator(), passedImages: false, strips: false)
        let expected = ReportError.comparisonFailed(file: "screen.png", .maskSizeMismatch(mask: "4x8", image: "8x8", path: small))
        #expect(throws: expected) { try FolderDiff(options: options).run() }
        #expect(expected.description == "screen.png: the ignore mask \(small) is 4x8 but the reference image is 8x8: they must be the same size")
    }
}
