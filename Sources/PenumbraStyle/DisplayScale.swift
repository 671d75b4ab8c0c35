/// The number of pixels per point: 1, 2 or 3, as on Apple's devices. Validated at construction.
public struct DisplayScale: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// Pixels per point: 1, 2 or 3.
    public let value: Int

    /// The scales that exist: 1, 2 and 3.
    public static let supported: ClosedRange<Int> = 1...3

    /// One pixel per point. The default.
    public static let x1 = DisplayScale(unchecked: 1)
    /// Two pixels per point (most iPhones before the Plus/Max models, iPads).
    public static let x2 = DisplayScale(unchecked: 2)
    /// Three pixels per point (Plus/Pro/Max iPhones).
    public static let x3 = DisplayScale(unchecked: 3)

    /// A scale of 1, 2 or 3; throws ``StyleError/invalidDisplayScale(_:)`` for anything else.
    public init(_ value: Int) throws(StyleError) {
        guard Self.supported.contains(value) else { throw .invalidDisplayScale(value) }
        self.value = value
    }

    private init(unchecked value: Int) { self.value = value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(Int.self)
        guard Self.supported.contains(raw) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "display scale \(raw) is not 1, 2 or 3")
        }
        self.value = raw
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    public static func < (lhs: DisplayScale, rhs: DisplayScale) -> Bool { lhs.value < rhs.value }

    /// `1x`, `2x` or `3x`.
    public var description: String { "\(value)x" }
}
