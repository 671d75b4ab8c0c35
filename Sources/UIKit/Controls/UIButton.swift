import PenumbraCore
import PenumbraView

/// UIKit's button, configured (`UIButton.Configuration`, with `configurationUpdateHandler` run
/// before each layout after a state or trait change) or set up the older way (`setTitle(_:for:)`,
/// `setTitleColor(_:for:)`, `setImage(_:for:)`). It draws its background, image and title itself.
open class UIButton: UIControl {
    /// The closure that updates a configured button for its state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
    /// The system button types.
    public enum ButtonType: Int, Hashable, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7 }

    /// The configuration; nil for a button set up the older way.
    open var configuration: Configuration? { didSet { setNeedsUpdateConfiguration(); invalidateIntrinsicContentSize() } }
    /// Runs before layout after the state, the traits or the configuration changed.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the button updates its configuration itself. Default true.
    open var automaticallyUpdatesConfiguration = true
    /// The type the button was made with.
    open private(set) var buttonType: ButtonType = .custom
    /// The label that shows the title (the older API styles it).
    public let penumbraTitleLabel = UILabel()
    /// The label that shows the title.
    open var titleLabel: UILabel? { penumbraTitleLabel }
    /// The image view.
    open var imageView: UIImageView? { nil }
    /// Insets of the content (the older API). Default zero.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
    /// Insets of the title (the older API).
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Insets of the image (the older API).
    open var imageEdgeInsets: UIEdgeInsets = .zero
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var needsConfigurationUpdate = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        penumbraTitleLabel.font = .systemFont(ofSize: 15)
    }
    /// A button of a system type.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }
    /// A configured button with a primary action.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    /// A system button with a primary action.
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    public required init?(coder: NSCoder) { return nil }

    /// A system button (`UIButton(type: .system)`).
    open class func systemButton(with image: UIImage, target: Any?, action: String?) -> UIButton {
        let b = UIButton(type: .system)
        b.setImage(image, for: .normal)
        return b
    }

    // MARK: The older API

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; invalidateIntrinsicContentSize() }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; invalidateIntrinsicContentSize() }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }

    // MARK: Configuration updates

    /// Asks for the configuration update before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
    /// Runs the update handler now.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    override func stateChanged() {
        super.stateChanged()
        setNeedsUpdateConfiguration()
    }

    package override func prepareForLayout() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration()
        needsConfigurationUpdate = false
    }

    package override func resolveDynamicColors() {
        super.resolveDynamicColors()
        setNeedsUpdateConfiguration()
    }

    // MARK: Content

    /// The title run: the configuration's attributed title or title, else the state's.
    /// An icon attached at the start or the end of a configured title (`NSTextAttachment`).
    private func titleIcon() -> (image: UIImage, leading: Bool)? {
        guard let a = configuration?.attributedTitle, let first = a.runs.first, let last = a.runs.last else { return nil }
        if let icon = first.attributes[AttributeScopes.UIKitAttributes.AttachmentAttribute.self]?.image { return (icon, true) }
        if let icon = last.attributes[AttributeScopes.UIKitAttributes.AttachmentAttribute.self]?.image { return (icon, false) }
        return nil
    }

    private func titleRun() -> TextRun? {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let c = configuration {
            let text: String
            var font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
            var color = c.baseForegroundColor ?? defaultForeground(c)
            if let a = c.attributedTitle {
                // The attachment is drawn beside the text; the spaces that held it apart become the gap.
                text = String(a.characters).replacingOccurrences(of: "\u{FFFC}", with: "")
                    .trimmingCharacters(in: CharacterSet(charactersIn: " \u{00A0}"))
                // The style of the title's text: its first run that is not an attachment.
                if let run = a.runs.first(where: { $0.attributes[AttributeScopes.UIKitAttributes.AttachmentAttribute.self] == nil }) ?? a.runs.first {
                    if let f = run.attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] { font = f }
                    if let fg = run.attributes[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] { color = fg }
                }
            } else if let t = c.title {
                text = t
            } else {
                return nil
            }
            guard !text.isEmpty else { return nil }
            var rgba = color.rgba(in: traitCollection)
            if !isEnabled && c.baseForegroundColor == nil { rgba.a = UInt8((Double(rgba.a) * 0.35).rounded()) }
            let align: NSTextAlignment = switch c.titleAlignment {
            case .leading: .natural
            case .trailing: rtl ? .left : .right
            default: .center
            }
            // A configured button's title follows Dynamic Type, as UIKit's does.
            font = font.scaled(to: traitCollection.traits.contentSizeCategory)
            return TextRun(string: text, font: font.resolved, color: ResolvedColor(rgba: rgba),
                           alignment: align.physical(rightToLeft: rtl))
        }
        let label = penumbraTitleLabel
        guard let text = attributedTitle(for: state)?.string ?? title(for: state), !text.isEmpty else { return nil }
        let color = titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
        var rgba = (color ?? .label).rgba(in: traitCollection)
        if !isEnabled && buttonType == .system { rgba.a = UInt8((Double(rgba.a) * 0.35).rounded()) }
        return TextRun(string: text, font: (label.font ?? .systemFont(ofSize: 15)).resolved, color: ResolvedColor(rgba: rgba),
                       lineLimit: label.numberOfLines > 0 ? label.numberOfLines : nil, alignment: label.textAlignment.physical(rightToLeft: rtl))
    }

    private func defaultForeground(_ c: Configuration) -> UIColor {
        switch c.style {
        case .filled, .borderedProminent: .white
        default: tintColor
        }
    }

    private func backgroundColor(_ c: Configuration) -> UIColor? {
        if let b = c.background.backgroundColor { return b }
        if let b = c.baseBackgroundColor { return b }
        switch c.style {
        case .filled, .borderedProminent: return tintColor
        case .tinted, .borderedTinted: return tintColor.withAlphaComponent(0.15)
        case .gray, .bordered: return .secondarySystemFill
        default: return nil
        }
    }

    private var insets: NSDirectionalEdgeInsets {
        if let c = configuration { return c.contentInsets }
        return contentEdgeInsets.directional(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// What a button shows inside its insets: an image beside, above or below a title block (the
    /// title, and under it a configuration's subtitle).
    private struct Content {
        var image: UIImage?
        /// The image's box in points.
        var imageSize = CGSize.zero
        var placement: NSDirectionalRectEdge = .leading
        /// Space between the image and the title block.
        var imagePadding: CGFloat = 0
        var title: TextRun?
        var subtitle: TextRun?
        var titlePadding: CGFloat = 0
        /// A symbol attached to the title: its box (the title's point size) and where its ink
        /// lies in that box (unit square); the image's layout size is the ink's.
        var symbolEm: Double?
        var symbolInk: Rect?
        /// Room after a trailing attached symbol's ink (its side bearing), at the content's end.
        var symbolTrailing: CGFloat = 0
        var vertical: Bool { placement == .top || placement == .bottom }
        var imageFirst: Bool { placement == .leading || placement == .top }
    }

    /// The room between a title's text and a symbol attached after a no-break space, from the
    /// end of the text's advance to the symbol's ink: the space and the symbol's leading side
    /// bearing. Fitted to GOV.UK's simulator references (`arrow.up.right` after a bold title: 21 px
    /// at 3x from the text's ink after 17 points, 57 px after 53), less the last letter's trailing
    /// bearing in the system font Penumbra draws (Inter's `y`: 2 and 4 px).
    static func attachmentGap(_ fontSize: Double) -> CGFloat { CGFloat(0.98 + fontSize * 0.315) }
    /// The symbol's trailing side bearing, after its ink: 0.11 of the point size, from the same
    /// references (the button's trailing inset is 5 px wider than its leading one at 17 points,
    /// 19 px at 53).
    static func attachmentTrailingBearing(_ fontSize: Double) -> CGFloat { CGFloat(fontSize * 0.11) }

    /// A symbol's box beside a title of `fontSize` points when its ink is unknown: 0.745 of the
    /// font size, as measured on GOV.UK's simulator references (`arrow.up.right` after a 17-point
    /// title: 37 px of ink at 3x, 119 px after a 53-point one).
    private static func symbolSide(_ fontSize: Double) -> CGFloat { CGFloat(fontSize * 0.745) }

    /// The image, title and subtitle to lay out: a configuration's (an image attached to its title
    /// is placed like its image), else the state's image and title (the older API).
    private func content() -> Content {
        var content = Content()
        content.title = titleRun()
        let fontSize = content.title?.font.size ?? 17
        let attached = titleIcon()
        if let (icon, leading) = attached {
            content.image = icon
            content.placement = leading ? .leading : .trailing
            content.imagePadding = Self.attachmentGap(fontSize)
        } else if let c = configuration {
            content.image = c.image
            content.placement = c.imagePlacement
            content.imagePadding = c.image != nil && content.title != nil ? c.imagePadding : 0
            content.titlePadding = c.titlePadding
            if let subtitle = c.subtitle, !subtitle.isEmpty {
                content.subtitle = subtitleRun(subtitle, c, like: content.title)
            }
        } else {
            content.image = image(for: state)
        }
        if let image = content.image {
            if image.isSymbolImage, attached != nil,
               let ink = image.symbolInk(direction: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight) {
                // A symbol in the title's text is set at the title's point size, as a text
                // attachment's symbol takes its font's, and takes the room of its ink.
                content.symbolEm = fontSize
                content.symbolInk = ink
                content.imageSize = CGSize(width: ink.width * fontSize, height: ink.height * fontSize)
                content.symbolTrailing = content.placement == .trailing ? Self.attachmentTrailingBearing(fontSize) : 0
            } else {
                content.imageSize = image.isSymbolImage ? CGSize(width: Self.symbolSide(fontSize), height: Self.symbolSide(fontSize)) : image.size
            }
        }
        return content
    }

    /// A configuration's subtitle: the subheadline style in the title's colour, aligned as it is.
    private func subtitleRun(_ text: String, _ c: Configuration, like title: TextRun?) -> TextRun {
        let font = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
            .scaled(to: traitCollection.traits.contentSizeCategory)
        let color = title?.color ?? ResolvedColor(rgba: (c.baseForegroundColor ?? defaultForeground(c)).rgba(in: traitCollection))
        return TextRun(string: text, font: font.resolved, color: color, alignment: title?.alignment ?? .center)
    }

    /// The sizes of the title and subtitle, and of the block they make, at most `maxWidth` wide.
    private func titleBlock(_ content: Content, maxWidth: CGFloat?, measure: (TextRun, CGFloat?) -> CGSize)
        -> (title: CGSize, subtitle: CGSize, block: CGSize) {
        let title = content.title.map { measure($0, maxWidth) } ?? .zero
        let subtitle = content.subtitle.map { measure($0, maxWidth) } ?? .zero
        let gap = content.title != nil && content.subtitle != nil ? content.titlePadding : 0
        return (title, subtitle, CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height))
    }

    /// The content's size: the image and the title block side by side or stacked.
    private func contentSize(maxWidth: CGFloat?) -> CGSize {
        let content = content()
        let image = content.imageSize, pad = content.imagePadding
        let textWidth = maxWidth.map { content.vertical ? $0 : $0 - image.width - pad }
        let block = titleBlock(content, maxWidth: textWidth) { measureText($0, maxWidth: $1) }.block
        let size = content.vertical
            ? CGSize(width: max(image.width, block.width), height: image.height + (block.height > 0 ? pad + block.height : 0))
            : CGSize(width: image.width + (block.width > 0 ? pad + block.width : 0) + content.symbolTrailing, height: max(image.height, block.height))
        // On the pixel grid, as a label's size is.
        let scale = max(1, traitCollection.displayScale)
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    open override var intrinsicContentSize: CGSize {
        let i = insets
        let s = contentSize(maxWidth: nil)
        return CGSize(width: s.width + i.leading + i.trailing, height: s.height + i.top + i.bottom)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        if let c = configuration, let bg = backgroundColor(c) {
            let radius: Double
            switch c.cornerStyle {
            case .fixed: radius = Double(c.background.cornerRadius)
            case .capsule: radius = min(frame.width, frame.height) / 2
            case .small: radius = 6
            case .large: radius = 14
            default: radius = 8
            }
            // Circular corners: GOV.UK's simulator references (15-point fixed radius on 44-point
            // buttons) show a plain arc; a continuous curve that long would reach the middle.
            let shape: ShapeKind = radius > 0 ? .roundedRectangle(cornerRadius: radius, style: .circular) : .rectangle
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: frame,
                                                  operation: .fill(shape, ResolvedColor(rgba: bg.rgba(in: traitCollection)))))
            if c.background.strokeWidth > 0, let stroke = c.background.strokeColor {
                let w = Double(c.background.strokeWidth)
                drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: frame, operation: .strokeBorder(shape, ResolvedStroke.make(
                    color: ResolvedColor(rgba: stroke.rgba(in: traitCollection)), lineWidth: w, style: LineStroke(width: w), placement: .inside))))
            }
        }
        let content = content()
        guard content.title != nil || content.image != nil else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let i = insets.physical(rightToLeft: rtl)
        let inner = Rect(x: frame.minX + Double(i.left), y: frame.minY + Double(i.top),
                         width: max(0, frame.width - Double(i.left + i.right)), height: max(0, frame.height - Double(i.top + i.bottom)))
        let image = content.imageSize, pad = Double(content.image != nil ? content.imagePadding : 0)
        let textWidth = content.vertical ? inner.width : inner.width - Double(image.width) - pad
        let sizes = titleBlock(content, maxWidth: CGFloat(textWidth)) { run, width in
            let s = drawing.text.measure(run, maxWidth: width.map { Double($0) })
            return CGSize(width: s.width, height: s.height)
        }
        let block = Size(Double(sizes.block.width), Double(sizes.block.height))
        let hasBlock = block.width > 0
        let total = content.vertical
            ? Size(max(Double(image.width), block.width), Double(image.height) + (hasBlock ? pad + block.height : 0))
            : Size(Double(image.width) + (hasBlock ? pad + block.width : 0) + Double(content.symbolTrailing), max(Double(image.height), block.height))
        var x = inner.minX
        switch effectiveContentHorizontalAlignment {
        case .center, .fill: x = inner.minX + (inner.width - total.width) / 2
        case .right: x = inner.maxX - total.width
        default: break
        }
        // A trailing symbol's side bearing ends the content: on the left, right to left.
        if rtl { x += Double(content.symbolTrailing) }
        let y = inner.minY + (inner.height - total.height) / 2
        // Where the image and the block go; leading and trailing follow the layout direction.
        var imageBox = Rect(x: x, y: y, width: Double(image.width), height: Double(image.height))
        var blockBox = Rect(x: x, y: y, width: min(textWidth, block.width), height: block.height)
        if content.vertical {
            imageBox.origin.x = x + (total.width - imageBox.width) / 2
            blockBox.origin.x = x + (total.width - blockBox.width) / 2
            if content.imageFirst { blockBox.origin.y = y + imageBox.height + pad } else { imageBox.origin.y = y + block.height + pad }
        } else {
            imageBox.origin.y = y + (total.height - imageBox.height) / 2
            blockBox.origin.y = y + (total.height - blockBox.height) / 2
            if content.imageFirst != rtl { blockBox.origin.x = x + imageBox.width + (hasBlock ? pad : 0) } else { imageBox.origin.x = x + block.width + pad }
        }
        if let title = content.title {
            let box = Rect(x: blockBox.minX, y: blockBox.minY, width: blockBox.width, height: Double(sizes.title.height))
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: box, operation: .text(title)))
        }
        if let subtitle = content.subtitle {
            let top = blockBox.maxY - Double(sizes.subtitle.height)
            let box = Rect(x: blockBox.minX, y: top, width: blockBox.width, height: Double(sizes.subtitle.height))
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: box, operation: .text(subtitle)))
        }
        if let picture = content.image, let r = drawing.resolve(picture, in: traitCollection.traits) {
            // A template image or symbol takes the title's colour (the tint, or the foreground).
            // An image's own `withTintColor` colour wins; `.alwaysOriginal` keeps its own colours.
            let tint = r.template && picture.tint == nil
                ? (content.title?.color ?? ResolvedColor(rgba: foregroundForImage().rgba(in: traitCollection)))
                : picture.drawingTint(template: false, in: traitCollection) { RGBA8(0, 0, 0, 0) }
            // A symbol set in the title is drawn in its whole box, placed so that its ink fills
            // the room it took.
            let frame = content.symbolEm.flatMap { em in
                content.symbolInk.map { Rect(x: imageBox.minX - $0.minX * em, y: imageBox.minY - $0.minY * em, width: em, height: em) }
            } ?? imageBox
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: frame,
                                                  operation: .image(ResolvedImage.make(content: r.content, tint: tint, mirrored: r.mirrored))))
        }
    }

    /// An image's colour when there is no title: the configuration's foreground, or the tint.
    private func foregroundForImage() -> UIColor {
        if let c = configuration { return c.baseForegroundColor ?? defaultForeground(c) }
        return buttonType == .system ? tintColor : .white
    }
}

extension UIButton.Configuration {
    public static func == (a: Self, b: Self) -> Bool {
        a.title == b.title && a.attributedTitle == b.attributedTitle && a.subtitle == b.subtitle && a.image === b.image
            && a.contentInsets == b.contentInsets && a.baseForegroundColor == b.baseForegroundColor
            && a.baseBackgroundColor == b.baseBackgroundColor && a.background == b.background && a.cornerStyle == b.cornerStyle
            && a.titleAlignment == b.titleAlignment && a.showsActivityIndicator == b.showsActivityIndicator && a.style == b.style
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(title); hasher.combine(style) }
}

extension UIBackgroundConfiguration {
    public static func == (a: Self, b: Self) -> Bool {
        a.backgroundColor == b.backgroundColor && a.cornerRadius == b.cornerRadius && a.strokeColor == b.strokeColor
            && a.strokeWidth == b.strokeWidth && a.customView === b.customView
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
}
