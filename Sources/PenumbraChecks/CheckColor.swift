import PenumbraCore

/// A colour as a render used it: the resolved value and where it came from. The checks read the
/// name to tell palette colours from hard-coded ones and `isDynamic` to tell colours that follow
/// the appearance from those that cannot.
public struct CheckColor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The resolved colour, straight alpha.
    public var rgba: RGBA8
    /// The palette name it was resolved from; `nil` for a literal (hard-coded) colour.
    public var name: String?
    /// Whether the colour changes with traits; `false` for literals and single-value colours.
    public var isDynamic: Bool

    /// A resolved colour; by default a literal (no name, static).
    public init(_ rgba: RGBA8, name: String? = nil, isDynamic: Bool = false) {
        self.rgba = rgba
        self.name = name
        self.isDynamic = isDynamic
    }

    /// `#RRGGBBAA`, then the name and `dynamic`/`static` when named.
    public var description: String {
        guard let name else { return "\(rgba.hex) (literal)" }
        return "\(rgba.hex) \(name) (\(isDynamic ? "dynamic" : "static"))"
    }
}

extension CheckColor {
    private enum CodingKeys: String, CodingKey { case hex, name, isDynamic }

    /// Decodes `{"hex": "#RRGGBBAA", "name": …, "isDynamic": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .hex)
        guard let value = RGBA8(hex: text) else {
            throw DecodingError.dataCorruptedError(forKey: .hex, in: container, debugDescription: "'\(text)' is not a hex colour")
        }
        self.init(value, name: try container.decodeIfPresent(String.self, forKey: .name),
                  isDynamic: try container.decodeIfPresent(Bool.self, forKey: .isDynamic) ?? false)
    }

    /// Encodes the colour as `#RRGGBBAA` with its name and dynamic flag.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rgba.hex, forKey: .hex)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encode(isDynamic, forKey: .isDynamic)
    }
}
