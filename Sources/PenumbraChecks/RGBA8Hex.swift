import PenumbraCore

/// An opaque-or-not sRGB colour that encodes as `"#RRGGBBAA"` in JSON.
public struct RGBA8Hex: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The colour.
    public var rgba: RGBA8

    /// Wraps a colour.
    public init(_ rgba: RGBA8) { self.rgba = rgba }

    /// `#RRGGBBAA`.
    public var hex: String { rgba.hex }
    public var description: String { rgba.hex }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = RGBA8(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a hex colour")
        }
        rgba = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rgba.hex)
    }
}
