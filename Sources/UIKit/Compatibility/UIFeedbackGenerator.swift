/// Haptic feedback (UIKit's feedback generators). A render has no Taptic Engine: every call is
/// accepted and does nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Prepares the engine.
    open func prepare() {}
}
/// Success, warning and error haptics.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Hashable, Sendable { case success, warning, error }
    open func notificationOccurred(_ type: FeedbackType) {}
}
/// Selection-change haptics.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}
/// Impact haptics.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Hashable, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle) { super.init() }
    public override init() { super.init() }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}
