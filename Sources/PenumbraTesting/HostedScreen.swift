import PenumbraCore
import PenumbraUI

/// A view as a `UIHostingController` shows it in a window: laid out inside the safe area (centred
/// there when smaller), over the window's `systemBackground` (or the view's own background colour
/// when it fills the safe area, as a `List` does: ``SafeAreaHost``), at the screen's text
/// size when one is given.
nonisolated struct HostedScreen<Content: PenumbraUI.View>: PenumbraUI.View {
    let content: Content
    let safeArea: UIEdgeInsets
    let category: ContentSizeCategory?

    var body: some PenumbraUI.View {
        let inset = SafeAreaHost(content: content,
                                 safeArea: EdgeInsets(top: safeArea.top, leading: safeArea.left, bottom: safeArea.bottom, trailing: safeArea.right))
        if let category {
            AnyView(inset.dynamicTypeSize(DynamicTypeSize(category)))
        } else {
            AnyView(inset)
        }
    }
}

/// How swift-snapshot-testing lays out a SwiftUI view.
public enum SwiftUISnapshotLayout: Sendable {
    /// At a device's screen size and scale.
    case device(config: ViewImageConfig)
    /// At a fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
    /// At the view's ideal size.
    case sizeThatFits
}
