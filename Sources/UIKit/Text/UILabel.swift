import PenumbraCore
import PenumbraView

/// UIKit's label: text in one font and colour, or attributed text with each run's font, colour,
/// kern, baseline offset, underline and strikethrough (its first run's paragraph style), wrapped
/// to `numberOfLines`, drawn centred vertically in its bounds, as UIKit draws it. Its intrinsic
/// size is its text's size; a multi-line label wraps at the width Auto Layout gives it.
open class UILabel: UIView {
    /// The text.
    open var text: String? { didSet { if oldValue != text { invalidateIntrinsicContentSize() } } }
    /// Styled text; its string replaces `text`, its runs are drawn in their styles (the first
    /// run's font, colour and paragraph style become the label's).
    open var attributedText: NSAttributedString? {
        didSet {
            guard let a = attributedText else { return }
            text = a.string
            let attributes = a.leadingAttributes
            if let f = attributes[.font] as? UIFont { font = f }
            if let c = attributes[.foregroundColor] as? UIColor { textColor = c }
            if let p = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = p.alignment; lineSpacing = p.lineSpacing }
        }
    }
    /// The font. Default: the system font at 17 points.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour; dynamic colours resolve in the label's traits when drawn. Default `.label`.
    open var textColor: UIColor! = .label
    /// How lines align. Default `.natural` (leading).
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines; 0 for no limit. Default 1.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// Where text is cut. Default: at the tail.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// How lines break beyond the mode: `.standard` by default, which avoids a one-word last
    /// line (`.pushOut`); `[]` breaks greedily.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    /// Whether the text shrinks to fit the width (down to `minimumScaleFactor`).
    open var adjustsFontSizeToFitWidth = false
    /// How far the text may shrink. Default 0 (UIKit's; Penumbra stops at 0.1).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether a Dynamic Type font follows the text size when the traits change.
    open var adjustsFontForContentSizeCategory = false
    /// The width a multi-line label wraps at for its intrinsic size; 0: the width layout gives.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the label draws enabled (disabled text is dimmed).
    open var isEnabled = true
    /// Whether the label draws highlighted.
    open var isHighlighted = false
    /// The colour when highlighted.
    open var highlightedTextColor: UIColor?
    /// A shadow colour (unused).
    open var shadowColor: UIColor?
    /// A shadow offset (unused).
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether the text may tighten its spacing before truncating.
    open var allowsDefaultTighteningForTruncation = false
    /// Whether a tail-truncated label shows its full text on hover.
    open var showsExpansionTextWhenTruncated = false
    /// Extra space between lines, from a paragraph style.
    package var lineSpacing: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }
    public required init?(coder: NSCoder) { return nil }

    /// The text run in the label's traits.
    func run() -> TextRun? {
        guard let text, !text.isEmpty, var font else { return nil }
        // A Dynamic Type font follows the label's text size as soon as the label adjusts, as on
        // iOS (a label made in a trait-change callback measures at the new size).
        if adjustsFontForContentSizeCategory { font = font.scaled(to: traitCollection.traits.contentSizeCategory) }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
        var rgba = color.rgba(in: traitCollection)
        if !isEnabled { rgba.a = UInt8((Double(rgba.a) * 0.5).rounded()) }
        var run = TextRun(string: text, font: font.resolved, color: ResolvedColor(rgba: rgba),
                          lineLimit: numberOfLines > 0 ? numberOfLines : nil, alignment: textAlignment.physical(rightToLeft: rtl),
                          lineSpacing: Double(lineSpacing))
        switch lineBreakMode {
        case .byTruncatingHead: run.truncation = .head
        case .byTruncatingMiddle: run.truncation = .middle
        default: run.truncation = .tail
        }
        if adjustsFontSizeToFitWidth { run.minimumScaleFactor = max(0.1, Double(minimumScaleFactor)) }
        // A label's default line-break strategy pushes a lone last word down with the one before
        // it (GOV.UK's list at accessibility-XXXL text: "Test numbered / list view").
        run.avoidsOrphans = lineBreakStrategy.contains(.pushOut)
        // Attributed text still shown (setting `text` replaces it): each run in its own style.
        if let attributed = attributedText, attributed.string == text {
            let category = traitCollection.traits.contentSizeCategory
            let adjusts = adjustsFontForContentSizeCategory, enabled = isEnabled
            run.spans = attributed.resolvedSpans(font: font, color: color, traits: traitCollection,
                                                 adjust: { adjusts ? $0.scaled(to: category) : $0 },
                                                 dim: { c in enabled ? c : RGBA8(c.r, c.g, c.b, UInt8((Double(c.a) * 0.5).rounded())) })
        }
        return run
    }

    private func measure(maxWidth: CGFloat?) -> CGSize {
        guard let run = run() else { return .zero }
        return measureText(run, maxWidth: maxWidth)
    }

    open override var intrinsicContentSize: CGSize {
        measure(maxWidth: numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
    }
    package override func intrinsicSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, let width else { return intrinsicContentSize }
        return measure(maxWidth: width)
    }
    package override var wrapsToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measure(maxWidth: numberOfLines != 1 && size.width > 0 ? size.width : nil)
    }
    package override func baselineOffsetFromTop(first: Bool, layoutWidth: CGFloat?) -> CGFloat? {
        guard let run = run(), let engine = try? RenderConfiguration.current.viewRenderer().text else { return nil }
        let b = engine.baselines(run, maxWidth: layoutWidth.map { Double($0) })
        let height = Double(intrinsicSize(forLayoutWidth: layoutWidth).height)
        let top = max(0, (Double(bounds.height) - height) / 2)
        return CGFloat(top + (first ? b.first : b.last))
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        guard let run = run() else { return }
        let size = drawing.text.measure(run, maxWidth: frame.width)
        let h = min(frame.height, size.height)
        let textFrame = Rect(x: frame.minX, y: frame.minY + (frame.height - h) / 2, width: frame.width, height: h)
        drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: textFrame, operation: .text(run)))
    }

    package override func resolveDynamicColors() {
        super.resolveDynamicColors()
        // A Dynamic Type font follows the text size, scaled by its style's table.
        if adjustsFontForContentSizeCategory, let scaled = font?.rescaled(for: traitCollection) { font = scaled }
    }
}

/// How lines of text align (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Hashable, Sendable {
    case left, center, right, justified, natural

    /// The view stage's physical alignment.
    func physical(rightToLeft: Bool) -> HorizontalAlignment {
        switch self {
        case .left: .leading
        case .right: .trailing
        case .center: .center
        case .justified, .natural: rightToLeft ? .trailing : .leading
        }
    }
}

/// Where lines break and text is cut (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
