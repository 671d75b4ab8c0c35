/// UIKit's scroll view: a view whose bounds' origin is the content offset. It draws what lies
/// in its bounds at the offset it has (zero unless a test scrolls it).
open class UIScrollView: UIView {
    /// Where the visible area starts in the content.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            bounds = CGRect(origin: newValue, size: bounds.size)
            // Scrolling lays the content out again (a table places the rows now in view).
            setNeedsLayout()
        }
    }
    /// The content's size.
    open var contentSize: CGSize = .zero
    /// Told about scrolling; a render does not scroll, so it is only kept.
    open weak var delegate: UIScrollViewDelegate?
    /// How fast scrolling slows after a flick (kept; a render does not scroll).
    open var decelerationRate: DecelerationRate = .normal

    /// A rate of deceleration.
    public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// Insets around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// The content inset with the safe area added (by ``contentInsetAdjustmentBehavior``): the
    /// content starts below a navigation bar and ends above a tab bar, as on iOS.
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: contentInset.top + safe.top, left: contentInset.left, bottom: contentInset.bottom + safe.bottom,
                            right: contentInset.right)
    }
    /// How the safe area adds to the content inset.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bounces = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The guide of the scrollable content.
    public var contentLayoutGuide: UILayoutGuide { scrollGuide(\.content, "UIScrollView-contentLayoutGuide") }
    /// The guide of the visible frame.
    public var frameLayoutGuide: UILayoutGuide { scrollGuide(\.frame, "UIScrollView-frameLayoutGuide") }
    private var guides: (content: UILayoutGuide?, frame: UILayoutGuide?) = (nil, nil)

    private func scrollGuide(_ which: WritableKeyPath<(content: UILayoutGuide?, frame: UILayoutGuide?), UILayoutGuide?>,
                             _ id: String) -> UILayoutGuide {
        if let g = guides[keyPath: which] { return g }
        let g = UILayoutGuide()
        g.identifier = id
        addLayoutGuide(g)
        guides[keyPath: which] = g
        // The frame guide is the bounds; the content guide starts at the bounds' origin (the
        // content's size comes from the constraints on it).
        let edges: [NSLayoutConstraint] = which == \.frame
            ? [g.leadingAnchor.constraint(equalTo: leadingAnchor), g.trailingAnchor.constraint(equalTo: trailingAnchor),
               g.topAnchor.constraint(equalTo: topAnchor), g.bottomAnchor.constraint(equalTo: bottomAnchor)]
            : [g.leadingAnchor.constraint(equalTo: leadingAnchor), g.topAnchor.constraint(equalTo: topAnchor)]
        NSLayoutConstraint.activate(edges)
        return g
    }

    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable { case automatic, scrollableAxes, never, always }
    /// How scrolling dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Hashable, Sendable { case none, onDrag, interactive }
    /// Scrolls so that `rect` is visible (no animation in a render).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    /// Sets the offset.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    /// Flashes the indicators (nothing in a render).
    open func flashScrollIndicators() {}
}

/// What a scroll view tells about scrolling (UIKit's `UIScrollViewDelegate`); every method is
/// optional. A render scrolls only when a test sets the content offset, which calls none of them.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
