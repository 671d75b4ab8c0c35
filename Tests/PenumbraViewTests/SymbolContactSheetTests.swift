import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraStyle
import PenumbraUI
import PenumbraTestSupport
import Testing
@testable import PenumbraView

/// A contact sheet of the mapped symbols beside their SF Symbols names, for a person to look at
/// when the mapping changes: `PENUMBRA_SYMBOL_SHEET=1 swift test --filter SymbolContactSheet`
/// writes `.build/symbol-sheets/sheet-N.png` (the corpora's names first, most used first, then
/// the rest by name; 200 a page).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PENUMBRA_SYMBOL_SHEET"] != nil,
                "set PENUMBRA_SYMBOL_SHEET=1 to write the symbol contact sheets"))
struct SymbolContactSheetTests {
    static let columns = 10, rows = 20

    @Test func writesContactSheets() throws {
        let corpus = (try? CorpusSymbolNames.counted().map(\.name)) ?? []
        let rest = SymbolCatalog.names.filter { !corpus.contains($0) }
        let names = corpus + rest
        let folder = TestPaths.packageRoot.appendingPathComponent(".build/symbol-sheets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let perPage = Self.columns * Self.rows
        var placeholders = 0
        for page in 0..<(names.count + perPage - 1) / perPage {
            let slice = Array(names[(page * perPage)..<min(names.count, (page + 1) * perPage)])
            let render = try RenderConfiguration().render(Sheet(names: slice, columns: Self.columns), traits: .light)
            placeholders += render.warnings.count
            let data = try PNGEncoder.encode(render.bitmap)
            try data.write(to: folder.appendingPathComponent("sheet-\(page + 1).png"))
        }
        print("symbol sheets: \(names.count) names (\(corpus.count) from the corpora), \(placeholders) placeholders, in \(folder.path)")
    }

    /// A grid of symbols, each over its name.
    struct Sheet: View {
        let names: [String]
        let columns: Int
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<(names.count + columns - 1) / columns, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(Array(names[(row * columns)..<min(names.count, (row + 1) * columns)]), id: \.self) { name in
                            VStack(spacing: 4) {
                                Image(systemName: name).font(.system(size: 22))
                                Text(name).font(.system(size: 7)).lineLimit(2)
                            }
                            .frame(width: 96, height: 58)
                        }
                    }
                }
            }
            .padding(8)
            .background(Color.white)
        }
    }
}
