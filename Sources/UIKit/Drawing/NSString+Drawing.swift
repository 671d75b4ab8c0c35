import PenumbraCore
import PenumbraView

// UIKit's string drawing (`NSString`'s and `NSAttributedString`'s `draw(at:)`, `draw(in:)`,
// `size(withAttributes:)`, `boundingRect(with:…)`), measured and drawn by Penumbra's text engine.
// Attributes are read as a label reads them: the font, colour, paragraph alignment, line break
// mode and line spacing of the first character's attributes. Without a font, UIKit draws in
// 12-point Helvetica, which Penumbra draws in the system font (an unregistered family does);
// without a colour, in black.

/// How `boundingRect(with:options:…)` lays text out (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap at the given width (without it, the text is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights use the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds instead of typographic bounds (measured typographically here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits is truncated.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra settings and results of string drawing (UIKit's `NSStringDrawingContext`; unused).
open class NSStringDrawingContext: NSObject {
    /// How far text may shrink. Default 0.
    open var minimumScaleFactor: CGFloat = 0
    /// The bounds of the text last drawn.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

/// Text drawing shared by `NSString`, `String` and `NSAttributedString`.
@preconcurrency @MainActor
enum StringDrawing {
    /// The text run `string` draws in with `attributes`, resolved in the current traits.
    static func run(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> TextRun? {
        guard !string.isEmpty else { return nil }
        let traits = UITraitCollection.current
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        var rgba = (attributes?[.foregroundColor] as? UIColor)?.rgba(in: traits) ?? .black
        if let cg = attributes?[.foregroundColor] as? CGColor { rgba = cg.rgba }
        let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle
        let rtl = traits.layoutDirection == .rightToLeft
        var run = TextRun(string: string, font: font.resolved, color: ResolvedColor(rgba: rgba), lineLimit: nil,
                          alignment: (paragraph?.alignment ?? .natural).physical(rightToLeft: rtl),
                          lineSpacing: Double(paragraph?.lineSpacing ?? 0))
        switch paragraph?.lineBreakMode {
        case .byTruncatingHead?: run.truncation = .head
        case .byTruncatingMiddle?: run.truncation = .middle
        default: run.truncation = .tail
        }
        return run
    }

    /// The text engine, or nil when the configuration has no fonts.
    static var engine: (any TextMeasurer)? { try? RenderConfiguration.current.viewRenderer().text }

    /// The size `run` takes, wrapped at `width` (nil: one line per paragraph).
    static func size(_ run: TextRun, width: CGFloat?) -> CGSize {
        guard let engine else { return .zero }
        let s = engine.measure(run, maxWidth: width.map { Double($0) })
        return CGSize(width: s.width, height: s.height)
    }

    /// Draws `run` with its top-left corner at `point`, on one line per paragraph.
    static func draw(_ run: TextRun?, at point: CGPoint) {
        guard let run, let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.draw(run, in: CGRect(origin: point, size: size(run, width: nil)))
    }

    /// Draws `run` wrapped in `rect`: the lines that fit its height, from its top.
    static func draw(_ run: TextRun?, in rect: CGRect) {
        guard var run, let ctx = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
        var measured = size(run, width: rect.width)
        // Lines that do not fit the height are not drawn: fewer lines until the text fits
        // (each pass drops at least one line, so this ends).
        if measured.height > rect.height {
            var one = run
            one.lineLimit = 1
            let lineHeight = size(one, width: rect.width).height
            guard lineHeight > 0, lineHeight <= rect.height else { return }
            var lines = Int((measured.height / lineHeight).rounded(.up))
            while measured.height > rect.height, lines > 1 {
                lines -= 1
                run.lineLimit = lines
                measured = size(run, width: rect.width)
            }
            if measured.height > rect.height { return }
        }
        ctx.draw(run, in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: measured.height))
    }

    /// The bounding rectangle of `run` laid out as `options` say, at the origin.
    static func boundingRect(_ run: TextRun?, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        guard let run else { return .zero }
        let width: CGFloat? = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width.isFinite ? size.width : nil
        var s = Self.size(run, width: width)
        if options.contains(.usesLineFragmentOrigin), size.height > 0, size.height.isFinite { s.height = min(s.height, size.height) }
        return CGRect(origin: .zero, size: s)
    }
}

extension NSString {
    /// The size the string takes on one line per paragraph with `attributes`.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.run(self as String, attributes).map { StringDrawing.size($0, width: nil) } ?? .zero
    }
    /// The string's bounds laid out in `size` as `options` say.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(StringDrawing.run(self as String, attributes), size: size, options: options)
    }
    /// Draws the string with its top-left corner at `point` in the current context.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.run(self as String, attributes), at: point)
    }
    /// Draws the string wrapped in `rect` in the current context.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.run(self as String, attributes), in: rect)
    }
    /// Draws the string laid out in `rect` as `options` say.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                                context: NSStringDrawingContext?) {
        let run = StringDrawing.run(self as String, attributes)
        if options.contains(.usesLineFragmentOrigin) { StringDrawing.draw(run, in: rect) } else { StringDrawing.draw(run, at: rect.origin) }
    }
}

extension String {
    /// The size the string takes on one line per paragraph with `attributes`.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attributes)
    }
    /// The string's bounds laid out in `size` as `options` say.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
    /// Draws the string with its top-left corner at `point` in the current context.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attributes)
    }
    /// Draws the string wrapped in `rect` in the current context.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attributes)
    }
}

extension NSAttributedString {
    private var firstAttributes: [NSAttributedString.Key: Any]? { length > 0 ? leadingAttributes : nil }

    /// The size the text takes on one line per paragraph.
    @MainActor public func size() -> CGSize { (string as NSString).size(withAttributes: firstAttributes) }
    /// The text's bounds laid out in `size` as `options` say.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        (string as NSString).boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
    }
    /// Draws the text with its top-left corner at `point` in the current context.
    @MainActor public func draw(at point: CGPoint) { (string as NSString).draw(at: point, withAttributes: firstAttributes) }
    /// Draws the text wrapped in `rect` in the current context.
    @MainActor public func draw(in rect: CGRect) { (string as NSString).draw(in: rect, withAttributes: firstAttributes) }
    /// Draws the text laid out in `rect` as `options` say.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        (string as NSString).draw(with: rect, options: options, attributes: firstAttributes, context: context)
    }
}
