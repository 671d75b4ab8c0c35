import PenumbraCore
import PenumbraView

extension UIView {
    /// A text run's size with the configuration's text engine, plus `extra`, rounded up to the
    /// view's pixel grid as UIKit sizes labels and buttons; zero without fonts.
    func measureText(_ run: TextRun, maxWidth: CGFloat?, adding extra: Size = Size(0, 0)) -> CGSize {
        guard let engine = try? RenderConfiguration.current.viewRenderer().text else { return .zero }
        let s = engine.measure(run, maxWidth: maxWidth.map { Double($0) })
        let scale = max(1, Double(traitCollection.displayScale))
        return CGSize(width: ((s.width + extra.width) * scale).rounded(.up) / scale,
                      height: ((s.height + extra.height) * scale).rounded(.up) / scale)
    }

    /// A point of this view's bounds in `view`'s (nil: the root's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let a = originInRoot(), b = view?.originInRoot() ?? .zero
        return CGPoint(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
    }
    /// A point of `view`'s bounds in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? rootView).convert(point, to: self)
    }
    /// A rectangle of this view's bounds in `view`'s.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    /// A rectangle of `view`'s bounds in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Where the bounds' origin lies in the root's bounds (transforms left out).
    package func originInRoot() -> CGPoint {
        var x = -bounds.minX, y = -bounds.minY
        var v: UIView? = self
        while let c = v, let parent = c.superview {
            x += c.frame.minX - parent.bounds.minX
            y += c.frame.minY - parent.bounds.minY
            v = parent
        }
        return CGPoint(x: x, y: y)
    }

    /// Tells the hierarchy's layout that something Auto Layout reads changed.
    package func layoutInputsChanged() {
        needsLayout = true
        let root = rootView
        root.autoLayout.inputVersion &+= 1
        superview?.needsLayout = true
    }

    /// Moves and resizes subviews that translate their mask when the bounds' size changed
    /// (UIKit's springs and struts): flexible parts share the change in proportion to their size.
    func resizeSubviews(from old: CGSize) {
        guard autoresizesSubviews else { return }
        let new = bounds.size
        for s in subviews where s.translatesAutoresizingMaskIntoConstraints && !s.autoresizingMask.isEmpty {
            var f = s.frame
            let m = s.autoresizingMask
            (f.origin.x, f.size.width) = Self.resize(origin: f.minX, size: f.width, far: old.width - f.maxX,
                                                     delta: new.width - old.width, flexibleOrigin: m.contains(.flexibleLeftMargin),
                                                     flexibleSize: m.contains(.flexibleWidth), flexibleFar: m.contains(.flexibleRightMargin))
            (f.origin.y, f.size.height) = Self.resize(origin: f.minY, size: f.height, far: old.height - f.maxY,
                                                      delta: new.height - old.height, flexibleOrigin: m.contains(.flexibleTopMargin),
                                                      flexibleSize: m.contains(.flexibleHeight), flexibleFar: m.contains(.flexibleBottomMargin))
            s.frame = f
        }
    }

    private static func resize(origin: CGFloat, size: CGFloat, far: CGFloat, delta: CGFloat,
                               flexibleOrigin: Bool, flexibleSize: Bool, flexibleFar: Bool) -> (CGFloat, CGFloat) {
        let parts: [(Bool, CGFloat)] = [(flexibleOrigin, origin), (flexibleSize, size), (flexibleFar, far)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (origin, size) }
        let total = flexible.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / CGFloat(flexible.count)
        }
        return (origin + share(parts[0]), max(0, size + share(parts[1])))
    }
}
