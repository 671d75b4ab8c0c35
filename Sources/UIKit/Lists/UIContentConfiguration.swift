import PenumbraCore

/// What a cell's content shows, and the view that shows it (UIKit's `UIContentConfiguration`).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a cell's state (selected, highlighted, disabled).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: UIContentConfiguration { get set }
}

/// A cell's state for configurations (UIKit's `UIConfigurationState`).
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits the cell is drawn in.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: selected, highlighted, disabled, editing (UIKit's `UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

extension UIBackgroundConfiguration {
    /// A plain list cell's: the system background.
    public static func listPlainCell() -> Self { var c = Self(); c.backgroundColor = .systemBackground; return c }
    /// A grouped list cell's: the secondary grouped background.
    public static func listGroupedCell() -> Self { var c = Self(); c.backgroundColor = .secondarySystemGroupedBackground; return c }
    /// A list cell's, for where it is used: no colour of its own, so the list's (iOS 18).
    public static func listCell() -> Self { Self() }
    /// A list header's or footer's: no colour of its own (iOS 18).
    public static func listHeader() -> Self { Self() }
    public static func listFooter() -> Self { Self() }
    /// A sidebar cell's: clear until selected.
    public static func listSidebarCell() -> Self { Self() }
    /// An accompanied sidebar cell's.
    public static func listAccompaniedSidebarCell() -> Self { Self() }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> Self { var c = Self(); c.backgroundColor = .systemBackground; return c }
    /// A grouped list's header or footer: clear, over the grouped background.
    public static func listGroupedHeaderFooter() -> Self { var c = Self(); c.backgroundColor = .clear; return c }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> Self { var c = Self(); c.backgroundColor = .clear; return c }
    /// The configuration for a state (kept as is).
    public func updated(for state: UIConfigurationState) -> Self { self }
}
