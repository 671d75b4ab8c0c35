import PenumbraCore
import PenumbraView

/// UIKit's image view: draws its image by `contentMode`; a template image (a symbol, an asset
/// marked template, `withRenderingMode(.alwaysTemplate)`) in the tint colour resolved in the
/// view's traits.
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// The image when highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image.
    open var isHighlighted = false
    /// A symbol's configuration for this view.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Whether a symbol image grows with the text size (by the body style's ratio to its size
    /// at the default text size). Default false.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize {
        guard let image = shown else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let s = image.size(in: traitCollection.traits)
        // A symbol configured with a Dynamic Type font already follows the text size.
        guard adjustsImageSizeForAccessibilityContentSizeCategory, image.isSymbolImage,
              image.symbolConfiguration?.font?.textStyle == nil else { return s }
        let k = UIFontMetrics.default.scaledValue(for: 1, compatibleWith: traitCollection)
        return CGSize(width: s.width * k, height: s.height * k)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shown?.size(in: traitCollection.traits) ?? .zero }

    private var shown: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        guard let image = shown, let r = drawing.resolve(image, in: traitCollection.traits) else { return }
        guard r.size.width > 0, r.size.height > 0 else { return }
        let tint = image.drawingTint(template: r.template, in: traitCollection) { tintColor.rgba(in: traitCollection) }
        let resolved = ResolvedImage.make(content: r.content, tint: tint,
                                          mirrored: r.mirrored && effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let box = Self.place(r.size, in: frame, mode: contentMode)
        // An aspect-fill image reaches past the bounds; `clipsToBounds` (the layer's clip) cuts it.
        drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: box, operation: .image(resolved)))
    }

    /// Where an image of `size` lies in `frame` for a content mode.
    static func place(_ size: Size, in frame: Rect, mode: UIView.ContentMode) -> Rect {
        let w = size.width, h = size.height
        switch mode {
        case .scaleToFill, .redraw: return frame
        case .scaleAspectFit, .scaleAspectFill:
            let k = mode == .scaleAspectFit ? min(frame.width / w, frame.height / h) : max(frame.width / w, frame.height / h)
            return Rect(x: frame.midX - w * k / 2, y: frame.midY - h * k / 2, width: w * k, height: h * k)
        case .center: return Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
        case .top: return Rect(x: frame.midX - w / 2, y: frame.minY, width: w, height: h)
        case .bottom: return Rect(x: frame.midX - w / 2, y: frame.maxY - h, width: w, height: h)
        case .left: return Rect(x: frame.minX, y: frame.midY - h / 2, width: w, height: h)
        case .right: return Rect(x: frame.maxX - w, y: frame.midY - h / 2, width: w, height: h)
        case .topLeft: return Rect(x: frame.minX, y: frame.minY, width: w, height: h)
        case .topRight: return Rect(x: frame.maxX - w, y: frame.minY, width: w, height: h)
        case .bottomLeft: return Rect(x: frame.minX, y: frame.maxY - h, width: w, height: h)
        case .bottomRight: return Rect(x: frame.maxX - w, y: frame.maxY - h, width: w, height: h)
        }
    }
}
