import PenumbraCore

/// The order in which a stack offers this view space (SwiftUI's `layoutPriority`): higher
/// first; every other answer is the content's.
struct LayoutPriorityLayout: LayoutModifier {
    /// The priority (default elsewhere: 0).
    let priority: Double

    var role: String { "layoutPriority" }
    var layoutPriority: Double? { priority }
}
