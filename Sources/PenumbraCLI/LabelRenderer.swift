import Penumbra

/// Draws the labels of the CLI's sheets with Penumbra's own text engine and the default font
/// (DejaVu Sans), so a sheet has the same pixels on every machine.
enum LabelRenderer {
    /// The label drawer, or `nil` when the default font is not installed (the sheet is then
    /// drawn without labels; the printed table carries the values).
    static func drawer() -> PaletteSheet.LabelDrawer? {
        guard let registry = try? FontRegistry.withDefaultFonts(), let font = try? registry.font() else { return nil }
        let cache = GlyphCache()
        return { canvas, text, origin, pixelSize, color in
            // Laid out in pixels (scale 1): the origin is the baseline's left end.
            let layout = TextLayout(text, font: font, size: pixelSize)
            try? layout.draw(into: &canvas, at: Point(x: origin.x, y: origin.y - layout.firstBaseline),
                             color: color.premultiplied, cache: cache)
        }
    }
}
