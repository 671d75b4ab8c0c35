import PenumbraView

/// Why a UIKit view cannot be laid out or drawn: each case names the view path
/// (`GDSCard/UIStackView[0]/UILabel[1]`) and what is wrong.
public enum UIKitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Layout did not settle: `layoutSubviews` (or a constraint it changes) asked for another pass
    /// after `passes` passes.
    case layoutNeverSettles(path: String, passes: Int)
    /// A constraint's constant or multiplier is NaN or infinite.
    case invalidConstraint(path: String, constraint: String)
    /// Views nest deeper than the renderer follows.
    case tooDeep(path: String, limit: Int)
    /// The size to render is empty, negative or not finite.
    case invalidSize(path: String, width: Double, height: Double)
    /// A view's `draw(_:)`, a layer's `draw(in:)` or an image renderer's block made a drawing call
    /// Penumbra cannot draw (`message` says which and why).
    case drawing(path: String, message: String)
    /// The view stage rejected what the views draw.
    case view(ViewError)
    /// The configuration cannot draw (its fonts are missing).
    case ui(UIError)

    public var description: String {
        switch self {
        case let .layoutNeverSettles(path, passes):
            "\(path): layout did not settle after \(passes) passes; does layoutSubviews call setNeedsLayout or change a constraint every time?"
        case let .invalidConstraint(path, constraint):
            "\(path): the constraint \(constraint) has a NaN or infinite constant or multiplier"
        case let .tooDeep(path, limit):
            "\(UIError.abbreviated(path)): views nest more than \(limit) deep"
        case let .invalidSize(path, width, height):
            "\(path): cannot draw a view of \(width) × \(height) points"
        case let .drawing(path, message):
            "\(path): \(message)"
        case let .view(error):
            error.description
        case let .ui(error):
            error.description
        }
    }
}
