import PenumbraCore

/// Builds lists of views from the statements of a closure, as SwiftUI's `@ViewBuilder`:
/// sequences, `if`/`else`, `switch`, optional views and `for` loops.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [ViewNode] { [view.node] }
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ViewNode]) -> [ViewNode] { part }

    /// A body with one view is that view; with several, a `VStack` of them.
    public static func buildFinalResult(_ parts: [ViewNode]) -> ViewNode {
        switch parts.count {
        case 0: .empty
        case 1: parts[0]
        default: .vstack(alignment: .center, spacing: nil, children: parts)
        }
    }

    /// Stack contents stay a list.
    public static func buildFinalResult(_ parts: [ViewNode]) -> [ViewNode] { parts }
}
