#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A count badge: a caption on the destructive colour, in a capsule.
public struct Badge: View {
    /// The count shown.
    public var count: Int

    /// A badge.
    nonisolated public init(count: Int) { self.count = count }

    public var body: some View {
        Text(count > 99 ? "99+" : "\(count)").typography(.caption).foregroundColor(Tokens.textInverted)
            .padding(EdgeInsets(top: 2, leading: 7, bottom: 2, trailing: 7))
            .frame(minWidth: 20)
            .background(Tokens.destructive, in: Capsule(style: .circular))
    }
}
