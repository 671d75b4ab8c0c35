import PenumbraStyle

extension UITraitCollection {
    /// The traits of what is being made, laid out or drawn: a view's while UIKit calls its
    /// `layoutSubviews`, `draw(_:)` or `traitCollectionDidChange(_:)`, a SwiftUI view's while its
    /// body is evaluated, else UIKit's defaults (light, base, large text, 1x).
    @TaskLocal package static var currentTraits = Traits()

    /// The traits of the view being made, laid out or drawn: UIKit's `UITraitCollection.current`.
    /// A value stored when a view is made (`layer.borderColor = color.cgColor`,
    /// `let fill = color.resolvedColor(with: .current)`) keeps the appearance of that moment; the
    /// appearance-switch check finds it after a switch.
    public static var current: UITraitCollection { UITraitCollection(currentTraits) }

    /// Runs `actions` with these traits as ``current`` (unspecified ones from the current).
    public func performAsCurrent<R>(_ actions: () throws -> R) rethrows -> R {
        try Self.$currentTraits.withValue(Self.current.merging(self).traits) { try actions() }
    }
}
