/// Why a view's content is hidden, as SwiftUI's `RedactionReasons` (`.redacted(reason:)`).
///
/// Shapes, colours and layout draw as they are under any reason, as in SwiftUI, so a skeleton of
/// placeholder cells renders. Text and images under `.placeholder`, which SwiftUI replaces with
/// rounded boxes, fail the render with ``UIError/unsupported(path:api:)`` naming the view: the
/// boxes' size and colour have not been measured against iOS yet.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as a placeholder while it loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content, hidden while the device is locked or the app in the switcher.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content a widget shows as no longer current.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    /// What a render says for text or an image under `.placeholder`.
    static let unmeasured = ".redacted(reason: .placeholder) on text or an image (SwiftUI's placeholder boxes are not measured yet)"
}

nonisolated extension View {
    /// Hides the subtree's content for `reason` (added to any reason above it).
    public func redacted(reason: RedactionReasons) -> some View {
        changingEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Shows the subtree's content whatever redaction is above it.
    public func unredacted() -> some View {
        changingEnvironment { $0.redactionReasons = [] }
    }
}
