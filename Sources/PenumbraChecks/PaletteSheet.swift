import PenumbraCore
import PenumbraRaster
import PenumbraStyle

/// A swatch sheet of a palette: every colour in every variant with its hex value and its WCAG
/// contrast against the palette's background in that variant.
///
/// The background is the palette's colour named `background` (or whose last name component is
/// `background`, as `semantic/background`), else `systemBackground`, else white in light
/// variants and black in dark ones. A translucent colour is measured as drawn over it.
public struct PaletteSheet: Sendable {
    /// One colour in one variant.
    public struct Cell: Hashable, Sendable {
        /// The colour's value, straight alpha.
        public var value: RGBA8
        /// The value drawn over the background (opaque).
        public var composited: RGBA8
        /// Contrast of ``composited`` against the background, 1-21.
        public var contrast: Double
    }

    /// One colour: its name and a cell per variant.
    public struct Row: Hashable, Sendable {
        /// The colour's name in the palette.
        public var name: String
        /// Whether the colour changes with the appearance.
        public var isDynamic: Bool
        /// One cell per variant, in ``PaletteSheet/variants`` order.
        public var cells: [Cell]
    }

    /// The palette shown.
    public let paletteName: String
    /// The variants, one column each.
    public let variants: [Variant]
    /// The background per variant (opaque), what contrasts are measured against.
    public let backgrounds: [RGBA8]
    /// The name of the background colour, `nil` when white/black stood in.
    public let backgroundName: String?
    /// One row per colour, sorted by name.
    public internal(set) var rows: [Row]

    /// Measures every colour of `palette` in every variant.
    public init(palette: Palette, variants: VariantSet = .allAppearances) {
        paletteName = palette.name
        self.variants = variants.variants
        let names = palette.names
        let name = names.first { $0 == "background" }
            ?? names.first { $0.split(whereSeparator: { "/.".contains($0) }).last == "background" }
            ?? names.first { $0 == "systemBackground" }
        backgroundName = name
        let backgroundColor = name.flatMap { palette[$0] }
        backgrounds = variants.variants.map { variant in
            let window: RGBA8 = variant.traits.userInterfaceStyle == .dark ? .black : .white
            guard let color = backgroundColor else { return window }
            return WCAGContrast.composite(color.resolved(in: variant.traits), over: window)
        }
        var rows: [Row] = []
        for key in names {
            guard let color = palette[key] else { continue }
            var cells: [Cell] = []
            for (variant, background) in zip(variants.variants, backgrounds) {
                let value = color.resolved(in: variant.traits)
                let drawn = WCAGContrast.composite(value, over: background)
                cells.append(Cell(value: value, composited: drawn, contrast: WCAGContrast.ratio(drawn, background)))
            }
            rows.append(Row(name: key, isDynamic: color.isDynamic, cells: cells))
        }
        self.rows = rows
    }

    /// A ratio as the sheet prints it: two decimals, rounded down so a printed 4.50 is never a
    /// failing 4.499 (`4.49:1`).
    public static func format(ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }

    /// The sheet as text: a header line of variant names, then one line per colour with each
    /// variant's hex value and contrast.
    public var table: String {
        let nameWidth = max(4, rows.map(\.name.count).max() ?? 0)
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        var lines = ["palette \(paletteName): contrast against \(backgroundName ?? "white (light) / black (dark)")"]
        lines.append(pad("name", nameWidth) + "  " + variants.map { pad($0.name, 21) }.joined(separator: "  "))
        for row in rows {
            let cells = row.cells.map { pad("\($0.value.hex) \(Self.format(ratio: $0.contrast))", 21) }
            lines.append(pad(row.name, nameWidth) + "  " + cells.joined(separator: "  "))
        }
        return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n") + "\n"
    }
}
