#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A design system's button, as the app ships it.
public struct PayButton: View {
    public enum Kind: Sendable { case primary, secondary }

    var title: String
    var kind: Kind
    @Environment(\.isEnabled) private var isEnabled
    @ScaledMetric(relativeTo: .headline) private var height = 44.0

    public init(_ title: String, kind: Kind = .primary) {
        self.title = title
        self.kind = kind
    }

    public var body: some View {
        Text(title)
            .font(.headline)
            .foregroundStyle(kind == .primary ? Color.white : Color.accentColor)
            .frame(maxWidth: .infinity, minHeight: height)
            .padding(.horizontal, 16)
            .background(kind == .primary ? Color.accentColor : Color(.secondarySystemFill),
                        in: RoundedRectangle(cornerRadius: 12))
            .opacity(isEnabled ? 1 : 0.4)
    }
}
