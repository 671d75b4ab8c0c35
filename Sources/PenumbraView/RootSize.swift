import PenumbraCore

/// How big the root of a render is.
public enum RootSize: Hashable, Sendable {
    /// A fixed size in points (a screen: 390x844).
    case fixed(Size)
    /// A fixed width in points and the content's height for it (a list row, a card).
    case width(Double)
    /// The content's ideal size (a button, a badge).
    case fitting
    /// The size the content chooses for a proposed size, not made to fill it (UIKit's
    /// `sizeThatFits` of a hosting controller).
    case proposed(Size)

    /// The proposal this root makes to the tree.
    var proposal: ProposedSize {
        switch self {
        case .fixed(let s): ProposedSize(width: s.width, height: s.height)
        case .width(let w): ProposedSize(width: w, height: nil)
        case .fitting: ProposedSize(width: nil, height: nil)
        case .proposed(let s): ProposedSize(width: s.width.isFinite ? s.width : nil, height: s.height.isFinite ? s.height : nil)
        }
    }
}
