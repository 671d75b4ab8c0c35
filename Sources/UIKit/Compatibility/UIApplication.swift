import Foundation

/// The app object (UIKit's `UIApplication`): what component code asks of it during a render. Its
/// content size category is the current traits', it opens no URL and sends no action (there is
/// no responder chain to walk in a still image, and no Objective-C runtime on Linux).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()
    /// The text size the user chose: the render's.
    open var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection.current.preferredContentSizeCategory }
    /// The layout direction of the interface: the render's.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UITraitCollection.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    /// The app's state: a render is the active app.
    open var applicationState: State { .active }
    /// The app's windows: a render has none on screen (a view drawn on its own is in no window),
    /// so safe-area insets read through them are zero, as for a view outside a window on iOS.
    open var windows: [UIWindow] { [] }
    /// The key window: none.
    open var keyWindow: UIWindow? { nil }
    /// Whether the idle timer is off.
    open var isIdleTimerDisabled = false
    /// The icon's badge.
    open var applicationIconBadgeNumber = 0

    /// Sends an action up the responder chain; a render has none, so nothing handles it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    /// Whether a URL could be opened: none is, in a render.
    open func canOpenURL(_ url: URL) -> Bool { false }
    /// Opens a URL: a render opens nothing and reports failure.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// The app's states.
    public enum State: Int, Sendable { case active, inactive, background }
    /// Options for opening a URL.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    /// The settings URL string.
    public static let openSettingsURLString = "app-settings:"
}

/// A touch or press event; a render has none.
@preconcurrency @MainActor
open class UIEvent: NSObject {}

/// Keyboard notifications: posted when the keyboard moves; a render shows no keyboard, so none
/// is posted and observers keep their keyboard-hidden state.
extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension NotificationCenter {
    /// Target–action observation (`addObserver(self, selector: #selector(…), name:, object:)`):
    /// Linux has no Objective-C runtime to call a selector, and the notifications component code
    /// observes this way (keyboard, text size) are not posted during a render, so it registers
    /// nothing.
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {}
}

extension NSValue {
    /// The rectangle a keyboard notification's frame value holds; a render posts none, so this
    /// is the empty rectangle.
    public var cgRectValue: CGRect { .zero }
}
