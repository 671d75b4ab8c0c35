import ArgumentParser
import Foundation
import Penumbra

/// `penumbra palette FILE_OR_FOLDER... [--out SHEET.png] [--variants …] [--scale N] [--json]
/// [--mode-map NAME=VARIANT]`: a swatch sheet
/// of every colour of a palette (`.xcassets` catalogs, token files, Tokens Studio exports, or
/// folders of them, read together as one palette by ``Palette/load(contentsOf:options:)``) in
/// every variant, with its hex value and contrast against the palette's background; the same
/// values are printed as a table (or JSON with `--json`). A palette too large for one bitmap at
/// the scale (about 275 colours in eight variants at 2x) is drawn over several sheets,
/// `SHEET-1.png`, `SHEET-2.png` …, each with the header row.
///
/// Exit codes: 0 when the sheet was written, 1 for an invalid palette, 2 for usage errors or a
/// palette that cannot be read (or a sheet that cannot be written).
struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Draw a swatch sheet of a palette in every variant, with hex values and contrast."
    )

    @Argument(help: ArgumentHelp("Palette sources read as one palette: .xcassets catalogs, design-token .json/.json5 files, "
                                 + "Tokens Studio exports, or folders of them (one file or subfolder per mode)."))
    var files: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "Map a mode or theme name to a variant, or ignore it: \"Dark HC=dark-high-contrast\", \"dimmed=dark\", \"wireframe=ignore\" "
            + "(comma-separated or repeated). Names the built-in table does not read are left out with a note.",
        valueName: "NAME=VARIANT"))
    var modeMap: [String] = []

    @Option(help: "Where to write the sheet (PNG). Without it, only the table is printed.")
    var out: String?

    @Option(help: "Comma-separated variants (default: all eight appearances).")
    var variants: String?

    @Option(parsing: .unconditional, help: "Pixels per point of the sheet: 1, 2 or 3.")
    var scale: Int = 2

    @Flag(help: "Print the colours' values as JSON instead of a table.")
    var json = false

    init() {}

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one palette file or folder") }
        do { _ = try ModeMap(parsing: modeMap) } catch { throw ValidationError("--mode-map: \(error)") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if let variants {
            do { _ = try VariantSet(parsing: variants) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        do {
            let load = try Palette.load(contentsOf: files.map { URL(fileURLWithPath: $0) },
                                        options: PaletteLoadOptions(modeMap: try ModeMap(parsing: modeMap)))
            for note in load.notes { CLIFailure.report("palette", "note: \(note)") }
            // A catalog of Xcode's placeholders alone is an empty palette, as apps see it (the
            // note above says so); nothing at all is not success: a folder of other files.
            let placeholdersOnly = !load.catalogs.isEmpty && load.catalogs.allSatisfy { $0.colors.isEmpty && !$0.placeholders.isEmpty }
            guard !load.palette.names.isEmpty || placeholdersOnly else {
                CLIFailure.report("palette", "\(files.joined(separator: ", ")): no colours found; "
                    + "give an asset catalog (.xcassets), a design-token JSON file, or a folder of them")
                throw PenumbraExitCode.findings
            }
            let sheet = try Self.sheet(load.palette, variants: variants)
            print(json ? sheet.json : sheet.table, terminator: "")
            if out != nil, load.palette.names.isEmpty {
                CLIFailure.report("palette", "note: no colours, so no sheet was written")
            } else if let out {
                let written = try Self.writeSheets(sheet, to: URL(fileURLWithPath: out), scale: scale)
                if written.count > 1 {
                    CLIFailure.report("palette", "\(sheet.rows.count) colours over \(written.count) sheets: "
                        + written.map(\.lastPathComponent).joined(separator: ", "))
                }
            }
        } catch let code as ExitCode {
            throw code
        } catch {
            CLIFailure.report("palette", "\(error)")
            // An invalid palette is a finding (1), as an invalid fixture is for render; a file
            // that cannot be read or written is an I/O error (2).
            if let style = error as? StyleError, !style.isUnreadableFile { throw PenumbraExitCode.findings }
            throw PenumbraExitCode.usage
        }
    }

    /// Writes the sheet as one PNG at `out`, or, when its rows would pass the bitmap size limit
    /// at `scale`, as several: `SHEET-1.png`, `SHEET-2.png` … beside `out`, each with the header.
    /// - Returns: the files written, in order.
    static func writeSheets(_ sheet: PaletteSheet, to out: URL, scale: Int,
                            maxPixels: Int = PixelSize.defaultMaxPixels) throws -> [URL] {
        let pages = sheet.pages(rowsPerPage: PaletteSheet.maxRows(variantCount: sheet.variants.count, scale: scale, maxPixels: maxPixels))
        let base = out.deletingPathExtension()
        let ext = out.pathExtension.isEmpty ? "png" : out.pathExtension
        var written: [URL] = []
        for (index, page) in pages.enumerated() {
            let url = pages.count == 1 ? out : URL(fileURLWithPath: base.path + "-\(index + 1)").appendingPathExtension(ext)
            let bitmap = try page.render(scale: scale, label: LabelRenderer.drawer())
            // Encode, then write: `PNGEncoder.write(_:to:)` traps inside the test binary
            // ("Not enough bits") while `encode` of the same bitmap does not.
            try AtomicFile.write(try PNGEncoder.encode(bitmap), to: url)
            written.append(url)
        }
        return written
    }

    /// The sheet for a palette file or folder and an optional variant list.
    static func sheet(file: String, variants: String?) throws -> PaletteSheet {
        try sheet(Palette.load(contentsOf: URL(fileURLWithPath: file)), variants: variants)
    }

    /// The sheet for a loaded palette and an optional variant list.
    static func sheet(_ palette: Palette, variants: String?) throws -> PaletteSheet {
        let set = try variants.map { list throws(StyleError) in try VariantSet(parsing: list) } ?? .allAppearances
        return PaletteSheet(palette: palette, variants: set)
    }
}

extension StyleError {
    /// Whether the file could not be read at all (an I/O error, not an invalid palette).
    var isUnreadableFile: Bool {
        if case .unreadableFile = self { return true }
        return false
    }
}
