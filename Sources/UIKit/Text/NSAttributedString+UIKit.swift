import PenumbraCore
import PenumbraView

// The attribute keys and paragraph style UIKit adds to Foundation's attributed strings.

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("AccessibilitySpeechLanguage")
}

/// Line and paragraph layout of attributed text (UIKit's `NSParagraphStyle`).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    /// The line-break strategy (UIKit's names; a label reads its own ``UILabel/lineBreakStrategy``).
    open internal(set) var lineBreakStrategy: LineBreakStrategy = []
    /// The default style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines break beyond the line-break mode.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A paragraph avoids a one-word last line, taking a word from the line before.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Korean text breaks between words, not between syllables.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// What standard UI labels use.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

/// A paragraph style to change.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var lineBreakStrategy: LineBreakStrategy { get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue } }
}

/// How a line under or through text is drawn.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 1)
    public static let thick = NSUnderlineStyle(rawValue: 2)
    public static let double = NSUnderlineStyle(rawValue: 9)
}

extension NSAttributedString {
    /// The first character's attributes (empty for empty text): the one style a label, a text
    /// field or string drawing takes from attributed text.
    package var leadingAttributes: [NSAttributedString.Key: Any] { length > 0 ? attributes(at: 0, effectiveRange: nil) : [:] }

    /// Whether any run of the text has attributes.
    package var hasAttributes: Bool {
        var found = false
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, _, stop in
            if !attributes.isEmpty { found = true; stop.pointee = true }
        }
        return found
    }

    /// The text's styled spans, each attribute run's font, colour, kern, baseline offset,
    /// underline and strikethrough resolved in `traits`; a run without a font or colour takes
    /// `font` and `color`. `adjust` maps each font (Dynamic Type), `dim` each colour (disabled).
    package func resolvedSpans(font: UIFont, color: UIColor, traits: UITraitCollection,
                               adjust: (UIFont) -> UIFont, dim: (RGBA8) -> RGBA8) -> [ResolvedTextSpan] {
        var spans: [ResolvedTextSpan] = []
        let text = string as NSString
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let f = adjust(attributes[.font] as? UIFont ?? font)
            let c = dim(((attributes[.foregroundColor] as? UIColor) ?? color).rgba(in: traits))
            func number(_ key: NSAttributedString.Key) -> Double {
                switch attributes[key] {
                case let v as Double: return v
                case let v as CGFloat: return Double(v)
                case let v as Int: return Double(v)
                case let v as Float: return Double(v)
                case let v as NSNumber: return v.doubleValue
                default: return 0
                }
            }
            func line(_ style: NSAttributedString.Key, _ colorKey: NSAttributedString.Key) -> ResolvedColor? {
                let on: Bool
                switch attributes[style] {
                case let v as Int: on = v != 0
                case let v as NSUnderlineStyle: on = !v.isEmpty
                case let v as NSNumber: on = v.intValue != 0
                default: on = false
                }
                guard on else { return nil }
                return ResolvedColor(rgba: (attributes[colorKey] as? UIColor).map { dim($0.rgba(in: traits)) } ?? c)
            }
            spans.append(ResolvedTextSpan.make(string: text.substring(with: range), font: f.resolved, color: ResolvedColor(rgba: c),
                                          tracking: number(.kern), baselineOffset: number(.baselineOffset),
                                          underline: line(.underlineStyle, .underlineColor),
                                          strikethrough: line(.strikethroughStyle, .strikethroughColor)))
        }
        return spans
    }
}
