import PenumbraCore

extension PaletteSheet {
    /// The most rows one sheet of `variantCount` columns holds at `scale` within `maxPixels`
    /// (a bitmap's limit): a palette of more colours is drawn as several sheets (``pages(rowsPerPage:)``).
    public static func maxRows(variantCount: Int, scale: Int, maxPixels: Int = PixelSize.defaultMaxPixels) -> Int {
        let s = Double(max(1, min(3, scale)))
        let width = ((Layout.nameWidth + Double(variantCount) * Layout.cellWidth) * s).rounded()
        let rowPixels = Layout.rowHeight * s * width
        let headerPixels = Layout.headerHeight * s * width
        return max(1, Int((Double(maxPixels) - headerPixels) / rowPixels))
    }

    /// The sheet split into sheets of at most `rowsPerPage` rows each, in order, each with the
    /// same variants, backgrounds and header; one sheet when all rows fit.
    public func pages(rowsPerPage: Int) -> [PaletteSheet] {
        let size = max(1, rowsPerPage)
        guard rows.count > size else { return [self] }
        return stride(from: 0, to: rows.count, by: size).map { start in
            var page = self
            page.rows = Array(rows[start..<min(start + size, rows.count)])
            return page
        }
    }
}
