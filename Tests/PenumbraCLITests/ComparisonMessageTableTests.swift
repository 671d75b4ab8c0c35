import Foundation
import Penumbra
import PenumbraTesting
import Testing
@testable import PenumbraCLI

/// One comparison (37 of 2,560 pixels changed) read by every reader of the diff stage's record:
/// each shows the one description with the one percentage (`1.445%`), whatever it adds around it.
@Suite struct ComparisonMessageTableTests {
    static let finding = "37 of 2560 pixels differ (1.445%), max channel delta 230"

    @Test func everyReaderShowsTheRecordsOneDescription() throws {
        let folders = CLIFolders()
        defer { folders.remove() }
        let reference = try RGBAImage(width: 64, height: 40, fill: RGBA8(250, 250, 250))
        var actual = reference
        for i in 0..<37 { actual[i, i % 40] = RGBA8(20, 20, 20) }
        for (folder, image) in [(folders.reference, reference), (folders.actual, actual)] {
            try AtomicFile.write(try PNGEncoder.encode(image), to: folder.appendingPathComponent("card.dark.png"))
        }
        let referencePath = folders.reference.appendingPathComponent("card.dark.png").path
        let actualPath = folders.actual.appendingPathComponent("card.dark.png").path

        let assertion = try SnapshotComparison.exact.compare(reference: reference, actual: actual).summary
        let compare = try CompareCommand.parse([referencePath, actualPath]).execute().get().output
        let results = try FolderDiff(options: FolderDiffOptions(reference: folders.reference, actual: folders.actual, jobs: 1)).run()
        let entry = try #require(results.entries.first)
        let terminal = TerminalSummaryRenderer().render(results)
        let markdown = MarkdownSummaryRenderer().render(results)

        let rows: [(reader: String, text: String, expected: String)] = [
            ("assertion message", assertion, "\(Self.finding) (exact)"),
            ("compare text", String(compare.prefix { $0 != "\n" }), "FAIL: \(Self.finding); mode exact"),
            ("results entry", entry.differenceSummary ?? "", Self.finding),
            ("results percent", entry.differencePercent ?? "", "1.445%"),
            ("terminal summary", terminal.contains("CHANGED  card.dark.png  \(Self.finding)\n") ? "line" : terminal, "line"),
            ("markdown cell", markdown.contains("| card | ❌ 1.445% |") ? "cell" : markdown, "cell"),
        ]
        for row in rows {
            #expect(row.text == row.expected, "\(row.reader)")
        }
    }
}
