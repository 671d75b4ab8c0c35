import PenumbraCore
import PenumbraView

extension LayerDrawing {
    /// A list row's separator: a hairline along the bottom of `frame` from `leading` points in.
    mutating func listSeparator(in frame: Rect, leading: CGFloat, rtl: Bool, color: RGBA8) {
        let px = 1 / Double(max(1, traits.displayScale.value))
        let line = Rect(x: rtl ? frame.minX : frame.minX + Double(leading), y: frame.maxY - px,
                        width: max(0, frame.width - Double(leading)), height: px)
        fill(.rectangle, color, in: line)
    }

    /// A cell's standard accessory glyph centred in `box`: a disclosure chevron in the tertiary
    /// label colour, a checkmark or an info button in `tint`.
    mutating func cellAccessory(_ glyph: CellAccessoryGlyph, in box: Rect, rtl: Bool, tint: RGBA8, traits: UITraitCollection) {
        let chevron = rtl ? "chevron.left" : "chevron.right"
        let gray = UIColor.tertiaryLabel.rgba(in: traits)
        switch glyph {
        case .disclosure:
            symbol(chevron, side: 17, center: Point(x: box.midX, y: box.midY), color: gray)
        case .checkmark:
            symbol("checkmark", side: 17, center: Point(x: box.midX, y: box.midY), color: tint)
        case .detail:
            symbol("info.circle", side: 22, center: Point(x: box.midX, y: box.midY), color: tint)
        case .detailDisclosure:
            symbol("info.circle", side: 22, center: Point(x: rtl ? box.maxX - 11 : box.minX + 11, y: box.midY), color: tint)
            symbol(chevron, side: 17, center: Point(x: rtl ? box.minX + 4.5 : box.maxX - 4.5, y: box.midY), color: gray)
        }
    }
}

/// The standard accessory glyphs of table and collection view list cells.
package enum CellAccessoryGlyph {
    case disclosure, checkmark, detail, detailDisclosure

    /// The glyph's box (iOS 18's list accessories).
    package var size: CGSize {
        switch self {
        case .disclosure: return CGSize(width: 9, height: 17)
        case .checkmark: return CGSize(width: 17, height: 17)
        case .detail: return CGSize(width: 22, height: 22)
        case .detailDisclosure: return CGSize(width: 22 + 16 + 9, height: 22)
        }
    }
}
