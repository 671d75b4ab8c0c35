import PenumbraCore
import PenumbraView

/// UIKit's page control at rest (iOS 14 and later): a row of 7-point dots on a 16-point pitch,
/// centred in the bounds, the current page's dot in ``currentPageIndicatorTintColor`` (nil: the
/// label colour) and the others in ``pageIndicatorTintColor`` (nil: the tertiary label colour,
/// translucent); the `.prominent` background style draws them on a capsule platter. Indicator
/// images replace dots, tinted the same way. Dots that do not fit the bounds are not drawn (iOS
/// shrinks the outer ones and scrolls; a still snapshot shows the ones that fit). The intrinsic
/// size is ``size(forNumberOfPages:)``. Metrics: ``ControlMetrics/PageControl`` (estimates).
open class UIPageControl: UIControl {
    /// How the platter behind the dots is drawn.
    public enum BackgroundStyle: Int, Hashable, Sendable { case automatic, prominent, minimal }
    /// Which way the pages run.
    public enum Direction: Int, Hashable, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }
    /// What the user is doing with the control: nothing, in a render.
    public enum InteractionState: Int, Hashable, Sendable { case none, discrete, continuous }

    /// The number of pages (dots). Default 0.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    /// The page shown, clamped to the pages. Default 0.
    open var currentPage = 0 { didSet { if currentPage != oldValue { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) } } }
    /// Whether a single page hides the control. Default false.
    open var hidesForSinglePage = false
    /// The other pages' dots; nil: the tertiary label colour. Default nil.
    open var pageIndicatorTintColor: UIColor?
    /// The current page's dot; nil: the label colour. Default nil.
    open var currentPageIndicatorTintColor: UIColor?
    /// The platter behind the dots. Default `.automatic` (no platter at rest).
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Which way the pages run. Default `.natural` (leading to trailing).
    open var direction: Direction = .natural { didSet { invalidateIntrinsicContentSize() } }
    /// Whether scrubbing moves through pages continuously (nothing is touched in a render). Default true.
    open var allowsContinuousInteraction = true
    /// What the user is doing: `.none` in a render.
    open private(set) var interactionState: InteractionState = .none
    /// The image every indicator draws instead of a dot; nil: dots. Default nil.
    open var preferredIndicatorImage: UIImage?
    /// The image the current page's indicator draws; nil: the page's own. Default nil.
    open var preferredCurrentPageIndicatorImage: UIImage?
    /// Whether setting `currentPage` waits for `updateCurrentPageDisplay()` (deprecated; drawn at once).
    open var defersCurrentPageDisplay = false
    /// Images for single pages, by index.
    private var pageImages: [Int: UIImage] = [:]

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// Sets the image the indicator of `page` draws (nil: the preferred image or a dot).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }
    /// The image the indicator of `page` draws, if one was set for it.
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }
    /// Sets the image the current indicator of `page` draws (drawn as the page's image).
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }
    /// Shows the current page (nothing is deferred in a render).
    open func updateCurrentPageDisplay() {}

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// The size the control needs for `pageCount` dots: 16 points a dot and 8 at each end, 26 tall
    /// (turned for the vertical directions).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        typealias M = ControlMetrics.PageControl
        let length = CGFloat(Double(max(0, pageCount)) * M.pitch + 2 * M.endPadding)
        return isVertical ? CGSize(width: CGFloat(M.height), height: length) : CGSize(width: length, height: CGFloat(M.height))
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        typealias M = ControlMetrics.PageControl
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let traits = traitCollection
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let reversed = direction == .rightToLeft || direction == .bottomToTop || (direction == .natural && rtl)
        let needed = size(forNumberOfPages: numberOfPages)
        let current = (currentPageIndicatorTintColor ?? .label).rgba(in: traits)
        let other = (pageIndicatorTintColor ?? .tertiaryLabel).rgba(in: traits)
        let length = Double(numberOfPages) * M.pitch
        // The dots run along the middle; the first dot's cell starts half the run before the centre.
        let start = (isVertical ? frame.midY : frame.midX) - length / 2
        drawing.dimmed(!isEnabled, in: frame) { d in
            if backgroundStyle == .prominent {
                let platter = Rect(x: frame.midX - Double(needed.width) / 2, y: frame.midY - Double(needed.height) / 2,
                                   width: Double(needed.width), height: Double(needed.height))
                d.fill(.capsule(style: .circular), UIColor.tertiarySystemFill.rgba(in: traits), in: platter)
            }
            for page in 0..<numberOfPages {
                let slot = reversed ? numberOfPages - 1 - page : page
                let along = start + (Double(slot) + 0.5) * M.pitch
                let center = isVertical ? Point(x: frame.midX, y: along) : Point(x: along, y: frame.midY)
                // A still snapshot shows the dots that fit the bounds.
                let r = M.indicatorDiameter / 2
                guard center.x - r >= frame.minX - 1e-9, center.x + r <= frame.maxX + 1e-9,
                      center.y - r >= frame.minY - 1e-9, center.y + r <= frame.maxY + 1e-9 else { continue }
                let color = page == currentPage ? current : other
                let image = (page == currentPage ? preferredCurrentPageIndicatorImage : nil) ?? pageImages[page] ?? preferredIndicatorImage
                if let image, indicator(image, at: center, color: color, into: &d) { continue }
                d.fill(.circle, color, in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
            }
        }
    }

    /// Draws an indicator image centred on `center`, a template tinted `color`, at most a pitch
    /// wide; false when the image cannot be drawn (a dot is drawn instead).
    private func indicator(_ image: UIImage, at center: Point, color: RGBA8, into drawing: inout LayerDrawing) -> Bool {
        typealias M = ControlMetrics.PageControl
        guard let r = try? image.resolved(in: traitCollection.traits, images: drawing.images), r.size.width > 0, r.size.height > 0 else {
            return false
        }
        // A symbol draws at the dot's size; other images at their own, fitted into a cell.
        let limit = image.isSymbolImage ? M.indicatorDiameter + 2 : M.pitch - 2
        let s = min(1, limit / max(r.size.width, r.size.height))
        let w = r.size.width * s, h = r.size.height * s
        let tint = image.drawingTint(template: r.template, in: traitCollection) { color }
        drawing.items.append(DisplayItem.make(path: drawing.currentPath, frame: Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h),
                                              operation: .image(ResolvedImage.make(content: r.content, tint: tint, mirrored: r.mirrored))))
        return true
    }
}
