import PenumbraView

/// What happens to a view's drawing when the layout direction changes, as SwiftUI's
/// `LayoutDirectionBehavior` (iOS 17): `.fixed` never mirrors; `.mirrors(in: direction)` mirrors
/// horizontally when the layout direction is `direction`; `.mirrors` is `.mirrors(in: .rightToLeft)`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Drawn the same in both directions.
    case fixed
    /// Mirrored horizontally when the layout direction is the given one.
    case mirrors(in: LayoutDirection)

    /// Mirrored horizontally in a right-to-left layout.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

nonisolated extension View {
    /// Mirrors the view's drawing horizontally, about its centre, in a right-to-left layout
    /// (`enabled`), as SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: for artwork with a
    /// direction (an arrow, a progress glyph) that the layout's own mirroring does not turn round.
    /// The view is laid out as before; only its pixels are mirrored.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutDirectionBehavior(enabled ? .mirrors : .fixed)
    }

    /// Mirrors the view's drawing horizontally when the layout direction is the behaviour's
    /// (`.mirrors(in: .leftToRight)` for artwork drawn for a right-to-left layout), as SwiftUI's
    /// `layoutDirectionBehavior(_:)`; `.fixed` leaves it as it is.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            switch behavior {
            case .fixed: try context.lower(content, into: &nodes)
            case .mirrors(let direction): try context.lower(content, modifier: .mirrors(in: direction), into: &nodes)
            }
        }
    }
}
