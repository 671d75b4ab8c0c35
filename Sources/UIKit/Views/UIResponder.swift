/// UIKit's responder: the base of views and view controllers.
open class UIResponder: NSObject {
    /// The next responder (a view's superview or controller).
    open var next: UIResponder? { nil }
    /// Whether the responder can become first responder.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it is first responder; nothing is focused in a render.
    open var isFirstResponder: Bool { false }
    /// Asks to become first responder; a render has no focus, so it declines.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder.
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
