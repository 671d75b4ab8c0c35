import PenumbraCore
import PenumbraRaster

extension PaletteSheet {
    /// Draws one line of text: the canvas, the text, its baseline-left origin in pixels, its size
    /// in pixels and its colour. The sheet takes it from the caller so that this module does not
    /// pick a font.
    public typealias LabelDrawer = (_ canvas: inout RasterCanvas, _ text: String, _ origin: Point,
                                    _ pixelSize: Double, _ color: RGBA8) -> Void

    /// Layout of the sheet, in points.
    enum Layout {
        static let nameWidth = 200.0
        static let cellWidth = 230.0
        static let rowHeight = 44.0
        static let headerHeight = 32.0
        static let swatch = 28.0
        static let margin = 8.0
    }

    /// The sheet's size in points: a name column and one column per variant; a header row and
    /// one row per colour.
    public var size: Size {
        Size(width: Layout.nameWidth + Double(variants.count) * Layout.cellWidth,
             height: Layout.headerHeight + Double(rows.count) * Layout.rowHeight)
    }

    /// Renders the sheet at `scale` pixels per point: each cell shows the variant's background,
    /// a swatch of the colour over it, and (when `label` is given) the hex value and the contrast
    /// ratio; a ratio under 4.5:1 is labelled in the variant's destructive-looking red
    /// (`#C5221F` light, `#F28B82` dark) so it stands out.
    /// - Throws: ``ImageSizeError`` when the sheet is too large for one bitmap.
    public func render(scale: Int = 2, label: LabelDrawer? = nil) throws(ImageSizeError) -> Bitmap {
        let s = Double(max(1, min(3, scale)))
        let width = Int((size.width * s).rounded()), height = Int((size.height * s).rounded())
        var canvas = RasterCanvas(bitmap: try Bitmap(width: width, height: height, fill: RGBA8(0xF4, 0xF5, 0xF7).premultiplied))
        let ink = RGBA8(0x17, 0x19, 0x1D), hairline = RGBA8(0xC2, 0xC7, 0xCF)
        for (index, variant) in variants.enumerated() {
            let x = Layout.nameWidth + Double(index) * Layout.cellWidth
            label?(&canvas, variant.name, Point(x: (x + Layout.margin) * s, y: 21 * s), 13 * s, ink)
        }
        for (rowIndex, row) in rows.enumerated() {
            let y = Layout.headerHeight + Double(rowIndex) * Layout.rowHeight
            canvas.fill(rect: Rect(x: 0, y: y * s, width: size.width * s, height: 1), color: hairline.premultiplied)
            label?(&canvas, row.name, Point(x: Layout.margin * s, y: (y + 20) * s), 13 * s, ink)
            label?(&canvas, row.isDynamic ? "dynamic" : "static", Point(x: Layout.margin * s, y: (y + 36) * s), 10 * s,
                   RGBA8(0x5A, 0x60, 0x6B))
            for (index, cell) in row.cells.enumerated() {
                let x = Layout.nameWidth + Double(index) * Layout.cellWidth
                let background = backgrounds[index]
                let box = Rect(x: x * s, y: (y + 1) * s, width: Layout.cellWidth * s, height: (Layout.rowHeight - 1) * s)
                canvas.fill(rect: box, color: background.premultiplied)
                let swatch = RoundedRect(rect: Rect(x: (x + Layout.margin) * s, y: (y + 8) * s,
                                                    width: Layout.swatch * s, height: Layout.swatch * s), radius: 6 * s)
                canvas.fill(swatch, color: cell.value.premultiplied)
                let isDark = WCAGContrast.relativeLuminance(background) < 0.18
                canvas.drawBorder(swatch, width: 1, color: (isDark ? RGBA8(0x5A, 0x60, 0x6B) : hairline).premultiplied)
                let text: RGBA8 = isDark ? RGBA8(0xF4, 0xF5, 0xF7) : ink
                let textX = (x + Layout.margin * 2 + Layout.swatch) * s
                label?(&canvas, cell.value.hex, Point(x: textX, y: (y + 20) * s), 12 * s, text)
                let warn: RGBA8 = isDark ? RGBA8(0xF2, 0x8B, 0x82) : RGBA8(0xC5, 0x22, 0x1F)
                label?(&canvas, Self.format(ratio: cell.contrast), Point(x: textX, y: (y + 36) * s), 11 * s,
                       cell.contrast < WCAGContrast.normalTextMinimum ? warn : text)
            }
        }
        return canvas.bitmap
    }
}
