#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

/// A partner promotion in the partner's own colours (gold and near-black), the same in every
/// appearance: an intended exception to the palette, listed in
/// ``ExampleDesignSystem/allowList`` so the hard-coded-colour check accepts it.
public struct PromoTile: View {
    /// The partner's gold, `#FFD60A`.
    public static let gold = Color(red: 0xFF / 255.0, green: 0xD6 / 255.0, blue: 0x0A / 255.0)
    /// The partner's ink, `#1C1C1E` (15.3:1 on the gold).
    public static let ink = Color(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0)

    /// The message.
    public var message: String

    /// A tile.
    nonisolated public init(_ message: String) { self.message = message }

    public var body: some View {
        HStack(spacing: 10) {
            Text("Partner").typography(.caption).foregroundColor(Self.ink)
            Text(message).typography(.headline).foregroundColor(Self.ink)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(14)
        .background(Self.gold, in: RoundedRectangle(cornerRadius: 12, style: .circular))
    }
}
