import Foundation
import PenumbraCore
import PenumbraTestSupport
import Testing
@testable import PenumbraVector

/// The PDF icons of the real asset catalogs: every one reads, or is refused for a feature
/// Penumbra does not draw yet, named in the error.
@Suite(.requiresSharedCorpora) struct PDFCorpusTests {
    static var files: [URL] {
        let root = TestPaths.corpus("assets")!.appendingPathComponent("catalogs")
        return FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension.lowercased() == "pdf" }
            .sorted { $0.path < $1.path }
    }

    @Test func everyIconReadsOrNamesWhatIsNotDrawn() throws {
        let files = Self.files
        #expect(files.count == 468)
        var read = 0
        var refused: [String: Int] = [:]
        for file in files {
            do {
                let drawing = try PDFReader.read(contentsOf: file)
                #expect(drawing.size.width > 0 && drawing.size.height > 0, "\(file.lastPathComponent)")
                read += 1
            } catch {
                #expect(error.kind == .unsupported, "\(error)")
                #expect(error.file == file.path)
                refused[error.reason, default: 0] += 1
            }
        }
        #expect(read == 468)
        #expect(refused.isEmpty, "\(refused)")
    }
}
