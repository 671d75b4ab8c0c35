import PenumbraCore
import PenumbraView

/// UIKit's search field (iOS 13), the text field inside a `UISearchBar`: a rounded rectangle of
/// 10-point corners in the tertiary system fill, a magnifying glass at the leading side in the
/// secondary label colour, and the text (or placeholder) after it, drawn by `UITextField`; with
/// the bar's bookmark button, a book at the trailing side while the field is empty. Metrics:
/// ``ControlMetrics/SearchBar``.
open class UISearchTextField: UITextField {
    /// Whether tokens can be deleted (no tokens are drawn). Default true.
    open var allowsDeletingTokens = true
    /// Whether tokens can be copied (no tokens are drawn). Default true.
    open var allowsCopyingTokens = true
    /// The tokens' colour (no tokens are drawn); nil: the tint.
    open var tokenBackgroundColor: UIColor?
    /// The field's fill; the search bar sets it by its style.
    package var fieldFill: UIColor = .tertiarySystemFill
    /// The leading glyph; nil: the magnifying glass.
    package var searchImage: UIImage?
    /// The trailing bookmark glyph when shown; nil: none.
    package var bookmarkImage: UIImage?
    /// Whether the bookmark button shows (the bar's `showsBookmarkButton`).
    package var showsBookmark = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clearButtonMode = .whileEditing
        returnKeyType = .search
    }
    public required init?(coder: NSCoder) { return nil }

    private typealias M = ControlMetrics.SearchBar
    private var rightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
    private var bookmarkShown: Bool { showsBookmark && (text?.isEmpty ?? true) }

    open override var intrinsicContentSize: CGSize {
        let base = super.intrinsicContentSize
        return CGSize(width: base.width + CGFloat(M.textStart + M.glyphInset), height: CGFloat(M.fieldHeight))
    }

    /// The text's frame: after the glyph (30 points from the leading edge), before the bookmark.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let lead = CGFloat(M.textStart), trail = CGFloat(bookmarkShown ? M.textStart : M.glyphInset)
        let width = max(0, bounds.width - lead - trail)
        return CGRect(x: bounds.minX + (rightToLeft ? trail : lead), y: bounds.minY, width: width, height: bounds.height)
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let traits = traitCollection
        drawing.fill(.roundedRectangle(cornerRadius: M.fieldCornerRadius, style: .continuous), fieldFill.rgba(in: traits), in: frame)
        let glyph = UIColor.secondaryLabel.rgba(in: traits)
        let offset = M.glyphInset + M.glyphSide / 2
        let leading = Point(x: rightToLeft ? frame.maxX - offset : frame.minX + offset, y: frame.midY)
        drawGlyph(searchImage, fallback: "magnifyingglass", center: leading, color: glyph, into: &drawing)
        if bookmarkShown {
            let trailing = Point(x: rightToLeft ? frame.minX + offset : frame.maxX - offset, y: frame.midY)
            drawGlyph(bookmarkImage, fallback: "book", center: trailing, color: glyph, into: &drawing)
        }
        super.drawContent(in: frame, into: &drawing)
    }

    /// Draws `image` (a template tinted `color`) in the glyph's square, else the symbol `fallback`.
    private func drawGlyph(_ image: UIImage?, fallback: String, center: Point, color: RGBA8, into drawing: inout LayerDrawing) {
        let side = M.glyphSide
        if let image, let r = drawing.resolve(image, in: traitCollection.traits) {
            let tint = image.drawingTint(template: r.template, in: traitCollection) { color }
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side),
                                                  operation: .image(ResolvedImage.make(content: r.content, tint: tint, mirrored: r.mirrored))))
        } else {
            drawing.symbol(fallback, side: side, center: center, color: color)
        }
    }
}
