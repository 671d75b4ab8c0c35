import Foundation

/// UIKit's scene: one instance of an app's interface. A render runs no app, so
/// `UIApplication.shared.connectedScenes` is empty and code that looks for its window finds none,
/// as code running outside a scene does on iOS.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Hashable, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
    /// The scene's state.
    open var activationState: ActivationState { .unattached }
    /// The scene's title.
    open var title: String?
}

/// A scene that shows windows (UIKit's `UIWindowScene`).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows: none in a render.
    open var windows: [UIWindow] { [] }
    /// The key window: none.
    open var keyWindow: UIWindow? { nil }
    /// The scene's trait collection: the render's.
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

extension UIApplication {
    /// The connected scenes: none in a render.
    public var connectedScenes: Set<UIScene> { [] }
}
