import PenumbraCore
import PenumbraView

/// The view that shows a ``UIListContentConfiguration`` (UIKit's `UIListContentView`): the image
/// at the leading margin, then the text, with the secondary text below it (or on the trailing
/// side in a value cell), centred vertically between the top and bottom margins. The leading and
/// trailing margins are the superview's (the cell's, which are the list's) unless the
/// configuration stops preserving them.
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            if let c = newValue as? UIListContentConfiguration { listConfiguration = c }
        }
    }
    /// The configuration as a list content configuration.
    private var listConfiguration: UIListContentConfiguration {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        isOpaque = false
    }
    public required init?(coder: NSCoder) { return nil }

    /// The margins: the configuration's top and bottom, the superview's leading and trailing.
    private var margins: NSDirectionalEdgeInsets {
        var m = listConfiguration.directionalLayoutMargins
        if listConfiguration.axesPreservingSuperviewLayoutMargins.contains(.horizontal), let s = superview {
            m.leading = max(m.leading, s.directionalLayoutMargins.leading)
            m.trailing = max(m.trailing, s.directionalLayoutMargins.trailing)
        }
        return m
    }

    /// A text run of `string` drawn with `props`, in the view's traits.
    private func run(_ string: String?, _ attributed: NSAttributedString?, _ props: UIListContentConfiguration.TextProperties,
                     alignment: HorizontalAlignment? = nil) -> TextRun? {
        guard var s = attributed?.string ?? string, !s.isEmpty else { return nil }
        switch props.transform {
        case .uppercase: s = s.uppercased()
        case .lowercase: s = s.lowercased()
        case .capitalized: s = s.capitalized
        case .none: break
        }
        var font = props.font
        if props.adjustsFontForContentSizeCategory { font = font.scaled(to: traitCollection.traits.contentSizeCategory) }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let physical: HorizontalAlignment = alignment ?? (props.alignment == .center ? .center : (rtl ? .trailing : .leading))
        var run = TextRun(string: s, font: font.resolved, color: ResolvedColor(rgba: props.color.rgba(in: traitCollection)),
                          lineLimit: props.numberOfLines > 0 ? props.numberOfLines : nil, alignment: physical)
        run.truncation = props.lineBreakMode == .byTruncatingHead ? .head : props.lineBreakMode == .byTruncatingMiddle ? .middle : .tail
        return run
    }

    /// Everything placed for a width: frames relative to the view's top-left corner.
    private struct Placed {
        var image: (Rect, ResolvedImage)?
        var text: (Rect, TextRun)?
        var secondary: (Rect, TextRun)?
        var height: Double
    }

    private func place(width: Double, engine: (any TextMeasurer)?) -> Placed {
        let c = listConfiguration, m = margins
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = Double(m.leading)
        let contentWidth = max(0, width - Double(m.leading) - Double(m.trailing))
        var imageBox: Size?
        var resolvedImage: ResolvedImage?
        if let image = c.image, let r = try? image.resolved(in: traitCollection.traits, images: RenderConfiguration.current.images) {
            let size = imageSize(image, resolved: r.size)
            imageBox = size
            let tint = image.drawingTint(template: r.template, in: traitCollection) { (c.imageProperties.tintColor ?? tintColor).rgba(in: traitCollection) }
            resolvedImage = ResolvedImage.make(content: r.content, tint: tint, mirrored: false)
            x += reservedWidth(for: size) + Double(c.imageToTextPadding)
        }
        let textWidth = max(0, contentWidth - (x - Double(m.leading)))
        func measure(_ r: TextRun?, _ w: Double) -> Size { r.flatMap { run in engine.map { $0.measure(run, maxWidth: w) } } ?? Size(0, 0) }
        let text = run(c.text, c.attributedText, c.textProperties)
        var out = Placed(height: 0)
        var block: Double
        if c.prefersSideBySideTextAndSecondaryText {
            let secondary = run(c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties, alignment: rtl ? .leading : .trailing)
            let sw = measure(secondary, textWidth)
            let tw = measure(text, max(0, textWidth - sw.width - Double(c.textToSecondaryTextHorizontalPadding)))
            block = max(tw.height, sw.height)
            if let text { out.text = (Rect(x: x, y: 0, width: max(0, textWidth - sw.width - Double(c.textToSecondaryTextHorizontalPadding)), height: tw.height), text) }
            if let secondary { out.secondary = (Rect(x: x + textWidth - sw.width, y: 0, width: sw.width, height: sw.height), secondary) }
        } else {
            let secondary = run(c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)
            let tw = measure(text, textWidth), sw = measure(secondary, textWidth)
            let gap = text != nil && secondary != nil ? Double(c.textToSecondaryTextVerticalPadding) : 0
            block = tw.height + gap + sw.height
            if let text { out.text = (Rect(x: x, y: 0, width: textWidth, height: tw.height), text) }
            if let secondary { out.secondary = (Rect(x: x, y: tw.height + gap, width: textWidth, height: sw.height), secondary) }
        }
        let inner = max(block, imageBox?.height ?? 0)
        var height = Double(m.top) + inner + Double(m.bottom)
        if c.isCell { height = max(height, ControlMetrics.List.minimumRowHeight) }
        // The text block and the image centred between the margins.
        let top = Double(m.top) + (height - Double(m.top) - Double(m.bottom) - inner) / 2
        let textTop = top + (inner - block) / 2
        if var t = out.text { t.0 = t.0.offsetBy(dx: 0, dy: textTop); out.text = t }
        if var s = out.secondary {
            s.0 = s.0.offsetBy(dx: 0, dy: c.prefersSideBySideTextAndSecondaryText ? textTop + (block - s.0.height) / 2 : textTop)
            out.secondary = s
        }
        if let box = imageBox, let img = resolvedImage {
            out.image = (Rect(x: Double(m.leading), y: top + (inner - box.height) / 2, width: box.width, height: box.height), img)
        }
        out.height = height
        // Right to left: everything mirrored across the view.
        if rtl {
            func mirror(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
            if let i = out.image { out.image = (mirror(i.0), i.1) }
            if let t = out.text { out.text = (mirror(t.0), t.1) }
            if let s = out.secondary { out.secondary = (mirror(s.0), s.1) }
        }
        return out
    }

    /// The size the image is drawn at: a symbol at 1.2 times the text's size, else its own size,
    /// each within the configuration's maximum size.
    private func imageSize(_ image: UIImage, resolved: Size) -> Size {
        let c = listConfiguration
        var size = resolved
        if image.isSymbolImage {
            let side = Double(c.textProperties.font.pointSize) * 1.2
            size = Size(side, side)
        }
        if c.imageProperties.maximumSize.width > 0 { size.width = min(size.width, Double(c.imageProperties.maximumSize.width)) }
        if c.imageProperties.maximumSize.height > 0 { size.height = min(size.height, Double(c.imageProperties.maximumSize.height)) }
        return size
    }

    /// The room an image of `size` takes before the text: its width, or the reserved layout width.
    private func reservedWidth(for size: Size) -> Double {
        max(size.width, Double(max(0, listConfiguration.imageProperties.reservedLayoutSize.width)))
    }

    /// Where the text starts from the leading edge: the margin, past the image and its padding.
    package var textLeading: CGFloat {
        let c = listConfiguration
        guard let image = c.image else { return margins.leading }
        let own = Size(Double(image.size.width), Double(image.size.height))
        return margins.leading + CGFloat(reservedWidth(for: imageSize(image, resolved: own))) + c.imageToTextPadding
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let engine = try? RenderConfiguration.current.viewRenderer().text
        let width = size.width > 0 && size.width.isFinite ? Double(size.width) : Double(bounds.width)
        let h = place(width: width, engine: engine).height
        let scale = max(1, Double(traitCollection.displayScale))
        return CGSize(width: width, height: (h * scale).rounded(.up) / scale)
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        let placed = place(width: frame.width, engine: drawing.text)
        if let (r, image) = placed.image {
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: r.offsetBy(dx: frame.minX, dy: frame.minY), operation: .image(image)))
        }
        for part in [placed.text, placed.secondary].compactMap({ $0 }) {
            drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: part.0.offsetBy(dx: frame.minX, dy: frame.minY), operation: .text(part.1)))
        }
    }
}
