import PenumbraCore

/// How a navigation bar's buttons look in each state (UIKit's `UIBarButtonItemAppearance`), part
/// of a ``UINavigationBarAppearance``: its `buttonAppearance` (plain items), `doneButtonAppearance`
/// (`.done` items) and `backButtonAppearance` (the back button's title). A state's title
/// attributes (font, foreground colour) replace the bar's; its title moves by
/// `titlePositionAdjustment`. A snapshot shows items at rest: `normal`, or `disabled` for an item
/// that is not enabled; `highlighted` and `focused` are kept and never shown.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    /// The style whose defaults this appearance started from.
    package private(set) var style: UIBarButtonItem.Style
    /// Enabled items at rest.
    open var normal = UIBarButtonItemStateAppearance()
    /// Items being pressed.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// Items that are not enabled.
    open var disabled = UIBarButtonItemStateAppearance()
    /// Items with focus.
    open var focused = UIBarButtonItemStateAppearance()

    /// An appearance with the defaults of `style` (`.plain`: regular titles; `.done`: semibold).
    public init(style: UIBarButtonItem.Style = .plain) {
        self.style = style
        super.init()
    }

    /// Back to the defaults of `style`: every state's attributes and adjustment cleared.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        self.style = style
        for state in [normal, highlighted, disabled, focused] { state.reset() }
    }

    /// A copy whose states are copies, as UIKit copies appearances on assignment.
    package func copied() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal = normal.copied()
        copy.highlighted = highlighted.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }

    /// The state a snapshot shows for `item`.
    package func state(for item: UIBarButtonItem) -> UIBarButtonItemStateAppearance { item.isEnabled ? normal : disabled }
}

/// A bar button's look in one state (UIKit's `UIBarButtonItemStateAppearance`).
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes: `.font` and `.foregroundColor` replace the bar's.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero

    override init() { super.init() }

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
    }

    func copied() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        return copy
    }
}
