import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraVector

/// Every SVG in the real asset catalogs reads into a drawing.
@Suite(.requiresSharedCorpora) struct SVGCorpusTests {
    static var files: [URL] {
        let root = TestPaths.corpus("assets")!.appendingPathComponent("catalogs")
        return FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension.lowercased() == "svg" }
            .sorted { $0.path < $1.path }
    }

    @Test func everyIconReads() throws {
        let icons = Self.files.filter { !$0.path.contains(".symbolset/") }
        #expect(icons.count == 31)
        for file in icons {
            let drawing = try SVGReader.read(contentsOf: file)
            #expect(drawing.size.width > 0 && drawing.size.height > 0, "\(file.lastPathComponent)")
            #expect(!drawing.content.isEmpty, "\(file.lastPathComponent)")
        }
    }
}
