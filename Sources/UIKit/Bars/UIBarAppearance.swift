import PenumbraCore
import PenumbraView

/// How a bar's background looks (UIKit's `UIBarAppearance`): a colour over the content and a
/// hairline shadow at the edge facing the content.
///
/// The default background is iOS's chrome material, a blur of the content behind the bar; a
/// still snapshot has nothing scrolled under the bar, so Penumbra draws it as the system
/// background (the material over an unscrolled screen's background), with the separator colour
/// as the shadow. At rest (nothing scrolled under the bar) UIKit uses `scrollEdgeAppearance`,
/// which by default is the standard appearance with a transparent background and no shadow.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The bar's colour; nil: the default material.
    open var backgroundColor: UIColor?
    /// The hairline's colour; nil or clear: none.
    open var shadowColor: UIColor? = .separator
    /// A background image (accepted, not drawn).
    open var backgroundImage: UIImage?
    /// A blur effect (drawn as its colour).
    open var backgroundEffect: AnyObject?
    /// Whether the background is transparent.
    package var isTransparent = false

    public override init() { super.init() }
    /// A copy of another appearance.
    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        backgroundImage = barAppearance.backgroundImage
        isTransparent = barAppearance.isTransparent
        super.init()
    }
    /// The default material background and shadow.
    open func configureWithDefaultBackground() { backgroundColor = nil; shadowColor = .separator; isTransparent = false }
    /// An opaque background in the system background colour, with the shadow.
    open func configureWithOpaqueBackground() { backgroundColor = .systemBackground; shadowColor = .separator; isTransparent = false }
    /// No background and no shadow.
    open func configureWithTransparentBackground() { backgroundColor = .clear; shadowColor = .clear; isTransparent = true }

    /// The background's colour in `traits` (nil: none).
    package func background(in traits: UITraitCollection) -> RGBA8? {
        if isTransparent { return nil }
        let c = (backgroundColor ?? .systemBackground).rgba(in: traits)
        return c.a > 0 ? c : nil
    }
    /// The hairline's colour in `traits` (nil: none).
    package func shadow(in traits: UITraitCollection) -> RGBA8? {
        guard !isTransparent, let c = shadowColor?.rgba(in: traits), c.a > 0 else { return nil }
        return c
    }
    /// This appearance made transparent: what UIKit uses at the scroll edge when none is set.
    package func transparentCopy() -> Self {
        let copy = Self(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}

/// A navigation bar's appearance: the background, the title's attributes, its buttons' looks
/// and the back indicator.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes (font, foreground colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The back button's title.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's indicator: the one set, else the system chevron.
    open var backIndicatorImage: UIImage { customBackIndicator?.image ?? Self.systemBackIndicator }
    /// The mask of the indicator during a push (kept; a snapshot shows no transition).
    open var backIndicatorTransitionMaskImage: UIImage { customBackIndicator?.mask ?? Self.systemBackIndicator }
    /// The indicator and mask set with ``setBackIndicatorImage(_:transitionMaskImage:)``.
    package private(set) var customBackIndicator: (image: UIImage, mask: UIImage)?
    private static var systemBackIndicator: UIImage { UIImage(systemName: "chevron.backward") ?? UIImage() }
    public override init() { super.init() }
    public required init(barAppearance: UIBarAppearance) {
        if let n = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = n.titleTextAttributes
            largeTitleTextAttributes = n.largeTitleTextAttributes
            buttonAppearance = n.buttonAppearance.copied()
            doneButtonAppearance = n.doneButtonAppearance.copied()
            backButtonAppearance = n.backButtonAppearance.copied()
            customBackIndicator = n.customBackIndicator
        }
        super.init(barAppearance: barAppearance)
    }

    /// Replaces the back indicator and its mask; nil for either puts the system chevron back for
    /// both, as UIKit documents.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        if let backIndicatorImage, let transitionMaskImage {
            customBackIndicator = (backIndicatorImage, transitionMaskImage)
        } else {
            customBackIndicator = nil
        }
    }

    /// The appearance of `item`'s title: done or plain.
    package func buttonAppearance(for item: UIBarButtonItem) -> UIBarButtonItemAppearance {
        item.style == .done ? doneButtonAppearance : buttonAppearance
    }
}

/// A tab bar's appearance: the background, and the items' colours.
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look in the stacked layout (icon over title).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look side by side (drawn stacked).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items' look in compact widths (drawn stacked).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    public override init() { super.init() }
    public required init(barAppearance: UIBarAppearance) {
        if let t = barAppearance as? UITabBarAppearance { stackedLayoutAppearance = t.stackedLayoutAppearance }
        super.init(barAppearance: barAppearance)
    }
}

/// A toolbar's appearance: the background and its buttons' looks.
open class UIToolbarAppearance: UIBarAppearance {
    /// Plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    public override init() { super.init() }
    public required init(barAppearance: UIBarAppearance) {
        if let t = barAppearance as? UIToolbarAppearance {
            buttonAppearance = t.buttonAppearance.copied()
            doneButtonAppearance = t.doneButtonAppearance.copied()
        }
        super.init(barAppearance: barAppearance)
    }

    /// The appearance of `item`'s title: done or plain.
    package func buttonAppearance(for item: UIBarButtonItem) -> UIBarButtonItemAppearance {
        item.style == .done ? doneButtonAppearance : buttonAppearance
    }
}

/// How tab bar items look in each state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// An item's look in one state.
    @MainActor
    open class StateAppearance: NSObject {
        /// The icon's colour; nil: the bar's.
        open var iconColor: UIColor?
        /// The title's attributes.
        open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        /// A badge's colour; nil: system red.
        open var badgeBackgroundColor: UIColor?
        /// A badge's text attributes.
        open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
        /// How far the badge moves from its place.
        open var badgePositionAdjustment: UIOffset = .zero
        /// How far the badge's text moves inside it.
        open var badgeTitlePositionAdjustment: UIOffset = .zero
        /// How far the title moves from its place.
        open var titlePositionAdjustment: UIOffset = .zero
    }
    /// Unselected items.
    public let normal = StateAppearance()
    /// The selected item.
    public let selected = StateAppearance()
    /// Disabled items.
    public let disabled = StateAppearance()
    /// Focused items.
    public let focused = StateAppearance()
    public override init() { super.init() }
}
