/// UIKit's responder: the base of views and view controllers. It carries the accessibility
/// properties that UIKit puts on every object (the `UIAccessibility` informal protocol); a still
/// image does not read them, the accessibility checks may.
@preconcurrency @MainActor
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

    // MARK: Accessibility

    /// Whether assistive technologies see this object as one element.
    open var isAccessibilityElement = false
    /// What VoiceOver reads.
    open var accessibilityLabel: String?
    /// What VoiceOver reads after a pause.
    open var accessibilityHint: String?
    /// The element's value.
    open var accessibilityValue: String?
    /// What the element is and does.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A name for UI tests.
    open var accessibilityIdentifier: String?
    /// The language VoiceOver reads in.
    open var accessibilityLanguage: String?
    /// Whether the element's children are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether the element hides the elements beside it.
    open var accessibilityViewIsModal = false
    /// Whether the element groups its children.
    open var shouldGroupAccessibilityChildren = false
    /// Whether the element responds to interaction.
    open var accessibilityRespondsToUserInteraction = false
    /// The elements inside, in reading order.
    open var accessibilityElements: [Any]?
    /// Words Voice Control recognises.
    open var accessibilityUserInputLabels: [String]!
    /// The frame VoiceOver outlines, in screen points.
    open var accessibilityFrame: CGRect = .zero
    /// Custom actions.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// Whether large content is shown when a bar item is long-pressed.
    open var showsLargeContentViewer = false
    /// The title of large content.
    open var largeContentTitle: String?
    /// Called when VoiceOver focuses the element.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when VoiceOver leaves the element.
    open func accessibilityElementDidLoseFocus() {}
    /// Whether the element is focused by an assistive technology.
    open func accessibilityElementIsFocused() -> Bool { false }
    /// Performs the element's default action.
    open func accessibilityActivate() -> Bool { false }
}
