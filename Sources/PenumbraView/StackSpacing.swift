/// The space between adjacent children of a stack: the stack's own spacing when it gives one,
/// else SwiftUI's default between two views — 8 points, except two texts one above the other,
/// which are set as close as the lower text's font sets its lines: its line gap, 0 for SF Pro (and
/// for the fonts Penumbra ships), so the lines sit one line height apart. Measured on an iOS 26
/// simulator (SpeziViews' `listRow.iphone-XA3`: label and value of a list row at
/// accessibility-3 have baselines 56 points apart, body's line height at that size). Texts side
/// by side keep 8 points.
enum StackSpacing {
    /// The default distance between two views.
    static let standard = 8.0

    /// The gap after each child but the last.
    static func gaps(_ spacing: Double?, axis: Axis, children: [ResolvedBox]) -> [Double] {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: max(0, spacing), count: children.count - 1) }
        return (1..<children.count).map { i in
            axis == .vertical && isText(children[i - 1]) && isText(children[i]) ? 0 : standard
        }
    }

    /// Whether the box is a text whose top and bottom edges are its lines' (no padding or frame).
    private static func isText(_ box: ResolvedBox) -> Bool {
        if case .text = box.kind { return true }
        return false
    }
}
