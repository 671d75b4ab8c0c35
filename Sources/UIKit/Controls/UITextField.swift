import PenumbraCore
import PenumbraView

/// UIKit's text field at rest (no cursor, no keyboard): its text in ``font`` and ``textColor``, or
/// its placeholder in the placeholder colour when empty, one line, truncated at the tail;
/// bullets for secure entry; left and right views by their modes; a clear button's circle when
/// ``clearButtonMode`` is `.always` and there is text. The `.roundedRect` border style draws a
/// hairline separator border with 5-point corners over the system background, 7 points in
/// (``ControlMetrics/TextField``); `.line` a one-point label-coloured frame; `.bezel` a grey one.
open class UITextField: UIControl {
    /// How the field's edge is drawn.
    public enum BorderStyle: Int, Hashable, Sendable { case none, line, bezel, roundedRect }
    /// When a side view or the clear button shows.
    public enum ViewMode: Int, Hashable, Sendable { case never, whileEditing, unlessEditing, always }

    /// The text. Default nil.
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// Styled text; its string replaces ``text`` and its first run's font and colour are used.
    open var attributedText: NSAttributedString? {
        didSet {
            guard let a = attributedText else { return }
            text = a.string
            if let f = a.leadingAttributes[.font] as? UIFont { font = f }
            if let c = a.leadingAttributes[.foregroundColor] as? UIColor { textColor = c }
        }
    }
    /// The text shown when the field is empty.
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    /// A styled placeholder; its first run's colour replaces the placeholder colour.
    open var attributedPlaceholder: NSAttributedString? { didSet { placeholder = attributedPlaceholder?.string } }
    /// The font. Default: the system font at 17 points.
    open var font: UIFont? = UIFont.systemFont(ofSize: CGFloat(ControlMetrics.TextField.fontSize)) { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour. Default `.label`.
    open var textColor: UIColor? = .label
    /// How the text aligns. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural
    /// The edge. Default `.none`.
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// A view on the leading side.
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; setNeedsLayout() } }
    /// When the left view shows. Default `.never`.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view on the trailing side.
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; setNeedsLayout() } }
    /// When the right view shows. Default `.never`.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// When the clear button shows. Default `.never`.
    open var clearButtonMode: ViewMode = .never
    /// Whether the text is drawn as bullets.
    open var isSecureTextEntry = false
    /// Whether the text shrinks to fit (drawn at its size).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size the text shrinks to.
    open var minimumFontSize: CGFloat = 0
    /// Whether a Dynamic Type font follows the text size.
    open var adjustsFontForContentSizeCategory = false
    /// Whether editing clears the text (nothing is edited in a render).
    open var clearsOnBeginEditing = false
    /// Whether the field is being edited: false in a render.
    open private(set) var isEditing = false
    /// The delegate (nothing is edited in a render).
    open weak var delegate: AnyObject?
    /// A background image (accepted, not drawn).
    open var background: UIImage?
    /// The keyboard (nothing is typed in a render).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalisation.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// What the text is, for autofill.
    open var textContentType: UITextContentType?
    /// A view shown instead of the keyboard.
    open var inputView: UIView?
    /// A view above the keyboard.
    open var inputAccessoryView: UIView?

    /// Makes the field first responder (nothing is edited in a render): false.
    @discardableResult open override func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder: true.
    @discardableResult open override func resignFirstResponder() -> Bool { true }

    private var isEmpty: Bool { text?.isEmpty ?? true }
    private func shows(_ mode: ViewMode) -> Bool { mode == .always || mode == .unlessEditing }

    /// The text run drawn: the text (or bullets), else the placeholder.
    private func run() -> TextRun? {
        let shown: String, color: UIColor
        if let text, !text.isEmpty {
            shown = isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
            color = textColor ?? .label
        } else if let placeholder, !placeholder.isEmpty {
            shown = placeholder
            let custom = attributedPlaceholder?.leadingAttributes[.foregroundColor] as? UIColor
            color = custom ?? .placeholderText
        } else {
            return nil
        }
        var f = font ?? UIFont.systemFont(ofSize: CGFloat(ControlMetrics.TextField.fontSize))
        if adjustsFontForContentSizeCategory { f = f.scaled(to: traitCollection.traits.contentSizeCategory) }
        var run = TextRun(string: shown, font: f.resolved, color: ResolvedColor(rgba: color.rgba(in: traitCollection)), lineLimit: 1,
                          alignment: textAlignment.physical(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft))
        run.truncation = .tail
        return run
    }

    /// Space each side of the text.
    private var padding: CGFloat { borderStyle == .none ? 0 : CGFloat(ControlMetrics.TextField.padding) }

    open override var intrinsicContentSize: CGSize {
        let oneLine = run().map { measureText($0, maxWidth: nil) } ?? measureText(TextRun(string: " ", font: (font ?? .systemFont(ofSize: 17)).resolved,
                                                                                         color: ResolvedColor(rgba: .black)), maxWidth: nil)
        var size = CGSize(width: oneLine.width + 2 * padding, height: oneLine.height)
        if borderStyle == .roundedRect { size.height = max(size.height, CGFloat(ControlMetrics.TextField.minimumHeight)) }
        if let v = leftView, shows(leftViewMode) { size.width += v.intrinsicContentSize.width > 0 ? v.intrinsicContentSize.width : v.bounds.width }
        if let v = rightView, shows(rightViewMode) { size.width += v.intrinsicContentSize.width > 0 ? v.intrinsicContentSize.width : v.bounds.width }
        return size
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The left view's frame in the bounds.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = leftView else { return .zero }
        let s = v.intrinsicContentSize.width > 0 ? v.intrinsicContentSize : v.bounds.size
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }
    /// The right view's frame in the bounds.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = rightView else { return .zero }
        let s = v.intrinsicContentSize.width > 0 ? v.intrinsicContentSize : v.bounds.size
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }
    /// The clear button's frame in the bounds (19 points square, 7 points from the trailing edge).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - padding - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    /// The text's frame in the bounds: inside the padding and the side views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: padding, dy: 0)
        if leftView != nil, shows(leftViewMode) { let w = leftViewRect(forBounds: bounds).width; r.origin.x += w; r.size.width -= w }
        if rightView != nil, shows(rightViewMode) { r.size.width -= rightViewRect(forBounds: bounds).width }
        if clearButtonMode == .always, !isEmpty { r.size.width -= 19 + 4 }
        r.size.width = max(0, r.size.width)
        return r
    }
    /// The placeholder's frame in the bounds.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The editing text's frame in the bounds.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The border's frame in the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open override func layoutSubviews() {
        super.layoutSubviews()
        leftView?.isHidden = !shows(leftViewMode)
        rightView?.isHidden = !shows(rightViewMode)
        if let v = leftView { v.frame = leftViewRect(forBounds: bounds) }
        if let v = rightView { v.frame = rightViewRect(forBounds: bounds) }
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let traits = traitCollection
        switch borderStyle {
        case .roundedRect:
            let shape = ShapeKind.roundedRectangle(cornerRadius: ControlMetrics.TextField.cornerRadius, style: .circular)
            drawing.fill(shape, UIColor.systemBackground.rgba(in: traits), in: frame)
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: frame, operation: .strokeBorder(shape, ResolvedStroke.make(
                color: ResolvedColor(rgba: UIColor.separator.rgba(in: traits)), lineWidth: 0, style: LineStroke(width: 0), placement: .inside))))
        case .line, .bezel:
            let color = borderStyle == .line ? UIColor.label : UIColor.systemGray
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: frame, operation: .strokeBorder(.rectangle, ResolvedStroke.make(
                color: ResolvedColor(rgba: color.rgba(in: traits)), lineWidth: 1, style: LineStroke(width: 1), placement: .inside))))
        case .none:
            break
        }
        let b = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        if let run = run() {
            let r = textRect(forBounds: b)
            let h = min(Double(r.height), drawing.text.measure(run, maxWidth: Double(r.width)).height)
            let textFrame = Rect(x: frame.minX + Double(r.minX), y: frame.midY - h / 2, width: Double(r.width), height: h)
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: textFrame, operation: .text(run)))
        }
        if clearButtonMode == .always, !isEmpty {
            let c = clearButtonRect(forBounds: b)
            drawing.symbol("xmark.circle.fill", side: Double(c.width), center: Point(x: frame.minX + Double(c.midX), y: frame.minY + Double(c.midY)),
                           color: UIColor.tertiaryLabel.rgba(in: traits))
        }
    }
}

/// The keyboard a field asks for (UIKit's `UIKeyboardType`; nothing is typed in a render).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
         webSearch, asciiCapableNumberPad
}
/// The return key's title (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Hashable, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
/// Automatic capitalisation (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable { case none, words, sentences, allCharacters }
/// Automatic correction (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Hashable, Sendable { case `default`, no, yes }
/// Spell checking (UIKit's `UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Hashable, Sendable { case `default`, no, yes }
/// What a field's text is, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    public static let postalCode = UITextContentType("postalCode")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let givenName = UITextContentType("givenName")
    public static let familyName = UITextContentType("familyName")
    public static let URL = UITextContentType("URL")
}
