import Foundation
import PenumbraCore

extension PaletteSheet {
    /// The sheet as JSON (sorted keys, pretty-printed, ending in a newline): the palette's
    /// name, the background, the variants, and per colour its name, whether it is dynamic, and
    /// per variant its value (`#RRGGBBAA`, straight alpha), the value drawn over the background,
    /// and the contrast against it.
    public var json: String {
        struct Cell: Encodable {
            var variant: String
            var value: RGBA8Hex
            var composited: RGBA8Hex
            var contrast: Double
        }
        struct Row: Encodable {
            var name: String
            var dynamic: Bool
            var values: [Cell]
        }
        struct Sheet: Encodable {
            var palette: String
            var background: String?
            var backgrounds: [String: RGBA8Hex]
            var variants: [String]
            var colors: [Row]
        }
        let names = variants.map(\.name)
        var backgroundsByVariant: [String: RGBA8Hex] = [:]
        for (name, color) in zip(names, backgrounds) { backgroundsByVariant[name] = RGBA8Hex(color) }
        let sheet = Sheet(palette: paletteName, background: backgroundName, backgrounds: backgroundsByVariant, variants: names,
                          colors: rows.map { row in
                              Row(name: row.name, dynamic: row.isDynamic, values: zip(names, row.cells).map { name, cell in
                                  // Two decimals, as the table rounds (down, so 4.5 is never a failing 4.499).
                                  Cell(variant: name, value: RGBA8Hex(cell.value), composited: RGBA8Hex(cell.composited),
                                       contrast: (cell.contrast * 100).rounded(.down) / 100)
                              })
                          })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(sheet) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
