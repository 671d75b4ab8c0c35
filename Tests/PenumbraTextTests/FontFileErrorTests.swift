import Foundation
import Testing
@testable import PenumbraText

/// Font errors name the font file, and one bad file in a fonts folder is skipped with its
/// error instead of stopping the run.
@Suite struct FontFileErrorTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func parseErrorsNameTheFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Brand-Regular.otf").path
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: FontError.inFile(path: path, .notAFont(tag: 0x6E6F_7420))) { try FontFace(contentsOf: path) }
        do {
            _ = try FontFace(contentsOf: path)
        } catch {
            #expect(error.description == "font file \(path): not a font: the file starts with 0x6e6f7420 (expected a TrueType, OpenType or collection header)")
            #expect(error.underlying == .notAFont(tag: 0x6E6F_7420))
        }
        // A file cut short names itself and the table where reading stopped.
        let dejaVu = try #require(TestFonts.bytes(TestFonts.dejaVuSansPath), Comment(rawValue: TestFonts.missing))
        let cut = dir.appendingPathComponent("Cut.ttf").path
        try Data(dejaVu.prefix(300)).write(to: URL(fileURLWithPath: cut))
        do {
            _ = try FontFace(contentsOf: cut)
            Issue.record("a truncated font parsed")
        } catch {
            #expect(error.description.hasPrefix("font file \(cut): '"))
        }
    }

    @Test func outlineErrorsNameTheFile() throws {
        let font = try #require(TestFonts.dejaVuSans, Comment(rawValue: TestFonts.missing))
        #expect(throws: FontError.inFile(path: TestFonts.dejaVuSansPath, .glyphOutOfRange(glyph: 65_535, count: font.numberOfGlyphs))) {
            try font.outline(glyph: 65_535)
        }
    }

    @Test func aBadFileInAFolderIsSkippedAndReported() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try #require(TestFonts.bytes(TestFonts.dejaVuSansBoldPath), Comment(rawValue: TestFonts.missing))
        try Data(good).write(to: dir.appendingPathComponent("A-Good.ttf"))
        try Data("junk".utf8).write(to: dir.appendingPathComponent("B-Broken.otf"))
        try Data("ignored".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        var registry = FontRegistry()
        let skipped = try registry.register(folder: dir.path)
        #expect(registry.fonts.count == 1)
        // "junk" is read as a table tag and is not a font's.
        #expect(skipped == [.inFile(path: dir.appendingPathComponent("B-Broken.otf").path, .notAFont(tag: 0x6A75_6E6B))])
        #expect(skipped.first?.description.contains("B-Broken.otf") == true)
        #expect(throws: FontError.self) { try registry.register(folder: dir.appendingPathComponent("missing").path) }
    }
}
