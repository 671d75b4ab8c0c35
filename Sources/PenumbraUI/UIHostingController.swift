import Foundation
import PenumbraCore
import PenumbraView
import UIKit

/// A SwiftUI view inside UIKit, as SwiftUI's `UIHostingController`: its view draws the root view
/// as the view stage renders it, in the hosting view's traits and bounds, and sizes itself to the
/// root view's ideal size (`intrinsicContentSize`, `sizeThatFits(in:)`). The root view is
/// rendered to pixels at the traits' display scale and drawn into the view, so it matches a
/// render of the same view on its own pixel for pixel; a render that fails fails the UIKit render
/// with the view's path and the reason.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown; setting it redraws and resizes the view.
    public var rootView: Content {
        didSet {
            viewIfLoaded?.invalidateIntrinsicContentSize()
            viewIfLoaded?.setNeedsDisplay()
        }
    }
    /// How the controller reports its size (kept; the view always sizes to the root view).
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// Which safe areas the root view respects (kept; a snapshot has no safe area around a view).
    public var safeAreaRegions: SafeAreaRegions = .all

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Not decoded from archives: nil.
    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        view = _UIHostingView(size: { [unowned self] proposal in self.fittingSize(proposal) },
                              render: { [unowned self] (traits: Traits, size: CGSize) throws(UIError) -> Bitmap in
                                  try self.render(traits, size)
                              })
    }

    /// The root view's size for a proposed size (an infinite side: its ideal).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        let fitted = fittingSize(size)
        return fitted.width < 0 ? size : fitted
    }

    private func fittingSize(_ proposal: CGSize) -> CGSize {
        let traits = (viewIfLoaded?.traitCollection ?? UITraitCollection.current).traits
        let root = RootSize.proposed(Size(Double(proposal.width), Double(proposal.height)))
        // A root view that cannot be rendered has no size of its own: it takes what it is given,
        // and drawing it then fails the render with the reason (it is never a silent 0 × 0).
        guard let render = try? RenderConfiguration.current.unscaled.render(rootView, traits: traits, size: root) else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let scale = Double(traits.displayScale.value)
        return CGSize(width: Double(render.bitmap.width) / scale, height: Double(render.bitmap.height) / scale)
    }

    private func render(_ traits: Traits, _ size: CGSize) throws(UIError) -> Bitmap {
        try RenderConfiguration.current.unscaled.render(rootView, traits: traits, size: .fixed(Size(Double(size.width), Double(size.height)))).bitmap
    }
}

/// How a hosting controller reports its size to UIKit.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// The view of a ``UIHostingController``: draws the rendered root view over its bounds.
@preconcurrency @MainActor
final class _UIHostingView: UIView {
    private let size: (CGSize) -> CGSize
    private let render: (Traits, CGSize) throws(UIError) -> Bitmap

    init(size: @escaping (CGSize) -> CGSize, render: @escaping (Traits, CGSize) throws(UIError) -> Bitmap) {
        self.size = size
        self.render = render
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override var intrinsicContentSize: CGSize { size(CGSize(width: CGFloat.infinity, height: .infinity)) }
    override func sizeThatFits(_ proposal: CGSize) -> CGSize {
        let fitted = size(proposal)
        return fitted.width < 0 ? proposal : fitted
    }

    override func draw(_ rect: CGRect) {
        guard bounds.width > 0, bounds.height > 0, let context = UIGraphicsGetCurrentContext() else { return }
        do {
            let bitmap = try render(traitCollection.traits, bounds.size)
            context.draw(CGImage(bitmap: bitmap), in: bounds)
        } catch {
            context.fail("the hosted SwiftUI view: \(error)")
        }
    }
}

extension RenderConfiguration {
    /// The configuration with the traits' scale in force (the hosting view's).
    var unscaled: RenderConfiguration {
        var copy = self
        copy.scale = nil
        return copy
    }
}
