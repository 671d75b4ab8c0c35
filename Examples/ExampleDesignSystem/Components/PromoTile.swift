import Penumbra

/// A partner promotion in the partner's own colours (gold and near-black), the same in every
/// appearance: an intended exception to the palette, listed in
/// ``ExampleDesignSystem/allowList`` so the hard-coded-colour check accepts it.
public struct PromoTile: Component {
    /// The partner's gold, `#FFD60A`.
    public static let gold = RGBA8(0xFF, 0xD6, 0x0A)
    /// The partner's ink, `#1C1C1E` (15.3:1 on the gold).
    public static let ink = RGBA8(0x1C, 0x1C, 0x1E)

    /// The message.
    public var message: String

    /// A tile.
    public init(_ message: String) { self.message = message }

    public var body: some View {
        HStack(spacing: 10) {
            Text("Partner").typography(.caption).foregroundColor(.literal(Self.ink))
            Text(message).typography(.headline).foregroundColor(.literal(Self.ink))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(14)
        .background(.literal(Self.gold), in: RoundedRectangle(cornerRadius: 12))
    }
}
