import PenumbraCore
import PenumbraView

/// UIKit's text view showing its text at rest (no cursor, no selection, no keyboard): the text
/// wrapped to the width inside ``textContainerInset`` (8 points above and below) and the text
/// container's ``NSTextContainer/lineFragmentPadding`` (5 points each side), from the top, in
/// ``font`` (nil: the system font at 12 points, what iOS draws for a text view whose font was
/// never set) and ``textColor`` (nil: the label colour), over the system background. The text is
/// drawn by the same text engine and `TextRun` as `UILabel` and `UITextField`; attributed text
/// draws each run in its style, its first run's paragraph alignment for all, as a label's does.
/// Scrolled by its
/// content offset. With scrolling off, its intrinsic size is its text's size plus the insets and
/// padding (the self-sizing text view); with scrolling on it has none. Metrics:
/// ``ControlMetrics/TextView``.
open class UITextView: UIScrollView {
    /// The text. Default empty.
    open var text: String! {
        get { storage.string }
        set { storage = NSAttributedString(string: newValue ?? ""); invalidateIntrinsicContentSize() }
    }
    /// Styled text; its string replaces ``text``, its runs are drawn in their styles, and its
    /// first run's font, colour and alignment become the view's.
    open var attributedText: NSAttributedString! {
        get { storage }
        set {
            storage = newValue ?? NSAttributedString(string: "")
            let attributes = storage.leadingAttributes
            if let f = attributes[.font] as? UIFont { font = f }
            if let c = attributes[.foregroundColor] as? UIColor { textColor = c }
            if let p = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = p.alignment; lineSpacing = p.lineSpacing }
            invalidateIntrinsicContentSize()
        }
    }
    private var storage = NSAttributedString(string: "")
    /// The font; nil draws the system font at 12 points. Default nil.
    open var font: UIFont? { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour; nil draws the label colour. Default nil.
    open var textColor: UIColor?
    /// How lines align. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural
    /// Space between the bounds and the text container. Default (8, 0, 8, 0).
    open var textContainerInset = UIEdgeInsets(top: CGFloat(ControlMetrics.TextView.insetTop), left: 0,
                                               bottom: CGFloat(ControlMetrics.TextView.insetBottom), right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The container the text is laid out in (its line fragment padding, line limit).
    public let textContainer = NSTextContainer()
    /// Whether the text can be edited (nothing is edited in a render). Default true.
    open var isEditable = true
    /// Whether the text can be selected. Default true.
    open var isSelectable = true
    /// Whether scrolling is on; off, the view sizes itself to its text. Default true.
    open override var isScrollEnabled: Bool { didSet { if oldValue != isScrollEnabled { invalidateIntrinsicContentSize() } } }
    /// What the text view turns into links (kept; nothing is detected in a render). Default none.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The attributes links are drawn with (kept; links draw as the text).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// Whether a Dynamic Type font follows the text size. Default false.
    open var adjustsFontForContentSizeCategory = false
    /// The attributes new text is typed with (kept).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Whether the user may change the text's styles. Default false.
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces the text. Default false.
    open var clearsOnInsertion = false
    /// Whether text scales as on iOS (for text shared with the Mac). Default false.
    open var usesStandardTextScaling = false
    /// The selected characters (nothing is selected in a render).
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The delegate, a ``UITextViewDelegate`` (declared as the scroll view's delegate, as Swift
    /// cannot narrow an inherited property's type; nothing is edited in a render).
    open override var delegate: UIScrollViewDelegate? {
        get { super.delegate }
        set { super.delegate = newValue }
    }
    /// The keyboard (nothing is typed in a render).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalisation.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// What the text is, for autofill.
    open var textContentType: UITextContentType?
    /// A view shown instead of the keyboard.
    open var inputView: UIView?
    /// A view above the keyboard.
    open var inputAccessoryView: UIView?
    /// Extra space between lines, from a paragraph style.
    package var lineSpacing: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // iOS gives a text view the system background (white in light, black in dark).
        backgroundColor = .systemBackground
        textContainer.owner = self
    }
    /// A text view whose text is laid out in `textContainer` (its padding and line limit are used).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        if let c = textContainer {
            self.textContainer.lineFragmentPadding = c.lineFragmentPadding
            self.textContainer.maximumNumberOfLines = c.maximumNumberOfLines
            self.textContainer.lineBreakMode = c.lineBreakMode
        }
        self.textContainer.owner = self
    }
    public required init?(coder: NSCoder) { return nil }

    /// Makes the view first responder (nothing is edited in a render): false.
    @discardableResult open override func becomeFirstResponder() -> Bool { false }

    /// The font drawn: ``font``, else the system font at 12 points, scaled when it adjusts.
    private var drawnFont: UIFont {
        var f = font ?? UIFont.systemFont(ofSize: CGFloat(ControlMetrics.TextView.defaultFontSize))
        if adjustsFontForContentSizeCategory { f = f.scaled(to: traitCollection.traits.contentSizeCategory) }
        return f
    }

    /// The text run in the view's traits; nil for no text.
    private func run() -> TextRun? {
        guard storage.length > 0 else { return nil }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var run = TextRun(string: storage.string, font: drawnFont.resolved,
                          color: ResolvedColor(rgba: (textColor ?? .label).rgba(in: traitCollection)),
                          lineLimit: textContainer.maximumNumberOfLines > 0 ? textContainer.maximumNumberOfLines : nil,
                          alignment: textAlignment.physical(rightToLeft: rtl), lineSpacing: Double(lineSpacing))
        switch textContainer.lineBreakMode {
        case .byTruncatingHead: run.truncation = .head
        case .byTruncatingMiddle: run.truncation = .middle
        default: run.truncation = .tail
        }
        // Attributed text: each run in its own style.
        if storage.hasAttributes {
            run.spans = storage.resolvedSpans(font: drawnFont, color: textColor ?? .label, traits: traitCollection, adjust: { $0 }, dim: { $0 })
        }
        return run
    }

    /// Insets and padding across, and insets down.
    private var horizontalChrome: CGFloat { textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding }
    private var verticalChrome: CGFloat { textContainerInset.top + textContainerInset.bottom }

    /// The size of the text wrapped at `width` (nil: one line each paragraph) with the insets
    /// and padding; an empty text view is one line of its font tall, as iOS's is.
    private func fittingSize(width: CGFloat?) -> CGSize {
        let wrap = width.map { max(0, $0 - horizontalChrome) }
        let text = run().map { measureText($0, maxWidth: wrap) }
            ?? CGSize(width: 0, height: measureText(TextRun(string: " ", font: drawnFont.resolved, color: ResolvedColor(rgba: .black)), maxWidth: nil).height)
        return CGSize(width: text.width + horizontalChrome, height: text.height + verticalChrome)
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return fittingSize(width: nil)
    }
    package override func intrinsicSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard !isScrollEnabled, let width else { return intrinsicContentSize }
        return fittingSize(width: width)
    }
    package override var wrapsToLayoutWidth: Bool { !isScrollEnabled }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fit = fittingSize(width: size.width > 0 ? size.width : nil)
        return CGSize(width: size.width > 0 ? size.width : fit.width, height: fit.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The content is the text at the bounds' width; scrolling reaches its end.
        let fit = fittingSize(width: bounds.width)
        contentSize = CGSize(width: bounds.width, height: fit.height)
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        guard let run = run() else { return }
        let inset = textContainerInset, padding = Double(textContainer.lineFragmentPadding)
        let width = max(0, frame.width - Double(inset.left + inset.right) - 2 * padding)
        let height = drawing.text.measure(run, maxWidth: width).height
        // The content moves up and left by the offset (the frame is the bounds' place on screen).
        let textFrame = Rect(x: frame.minX + Double(inset.left) + padding - Double(bounds.minX),
                             y: frame.minY + Double(inset.top) - Double(bounds.minY), width: width, height: height)
        drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: textFrame, operation: .text(run)))
    }

    package override func resolveDynamicColors() {
        super.resolveDynamicColors()
        // A Dynamic Type font follows the text size, scaled by its style's table, as a label's does.
        if adjustsFontForContentSizeCategory, let scaled = font?.rescaled(for: traitCollection) { font = scaled }
    }
}

/// The region text is laid out in (TextKit's `NSTextContainer`, the parts a text view reads). On
/// the main actor, as the text view whose size it changes.
@preconcurrency @MainActor
open class NSTextContainer: NSObject, @unchecked Sendable {
    /// Space at each end of every line, in points. Default 5.
    open var lineFragmentPadding = CGFloat(ControlMetrics.TextView.lineFragmentPadding) { didSet { owner?.invalidateIntrinsicContentSize() } }
    /// The most lines; 0 for no limit. Default 0.
    open var maximumNumberOfLines = 0 { didSet { owner?.invalidateIntrinsicContentSize() } }
    /// How the last line is cut. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The container's size (the text view's, less its insets, when it tracks the view).
    open var size = CGSize(width: 0, height: 10_000_000)
    /// Whether the width follows the text view's. Default true.
    open var widthTracksTextView = true
    /// Whether the height follows the text view's. Default false.
    open var heightTracksTextView = false
    /// The text view laid out in this container.
    weak var owner: UITextView?

    public override init() { super.init() }
    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
}

/// What a text view turns into links (UIKit's `UIDataDetectorTypes`; nothing is detected in a render).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// What a text view tells about editing (UIKit's `UITextViewDelegate`); every method is optional,
/// and a render edits nothing, so none is called.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
}
