import Penumbra

/// Draws the labels of the CLI's sheets with Penumbra's own text engine and DejaVu Sans (one of
/// the default fonts, read alone), so a sheet has the same pixels on every machine.
enum LabelRenderer {
    /// The label drawer, or `nil` when the default font is not installed (the sheet is then
    /// drawn without labels; the printed table carries the values).
    static func drawer() -> PaletteSheet.LabelDrawer? {
        guard let path = (try? FontRegistry.defaultFontPaths())?.first(where: { $0.hasSuffix("/DejaVuSans.ttf") }),
              let font = try? FontFace(contentsOf: path) else { return nil }
        let cache = GlyphCache()
        return { canvas, text, origin, pixelSize, color in
            // Laid out in pixels (scale 1): the origin is the baseline's left end.
            let layout = TextLayout(text, font: font, size: pixelSize)
            try? layout.draw(into: &canvas, at: Point(x: origin.x, y: origin.y - layout.firstBaseline),
                             color: color.premultiplied, cache: cache)
        }
    }
}
