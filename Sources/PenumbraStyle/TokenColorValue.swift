import PenumbraCore

/// Parses a colour token's literal value: a hex string (`#RGB`, `#RRGGBB`, `#RRGGBBAA`),
/// `rgb(r, g, b)` / `rgba(r, g, b, a)` (0-255 channels, 0-1 alpha; `rgba({alias}, a)` is
/// resolved by ``TokenResolver``), or the Design Tokens colour
/// object `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": "#…"}` with 0-1
/// components in `srgb`, `srgb-linear` or `display-p3` (converted as ``ColorSpace/toSRGB(_:_:_:)`` says);
/// another colour space uses the object's `hex` fallback when it has one.
enum TokenColorValue {
    static func parse(_ node: JSONNode) throws(StyleError) -> RGBA8 {
        switch node.value {
        case .string(let text):
            if let value = RGBA8(hex: text), text.hasPrefix("#") { return value }
            if let value = parseFunction(text) { return value }
            throw node.mismatch("a colour (#RRGGBB, #RRGGBBAA, rgba(…) or a colour object)")
        case .object:
            return try parseObject(node)
        default:
            throw node.mismatch("a colour (#RRGGBB, #RRGGBBAA, rgba(…) or a colour object)")
        }
    }

    private static func parseObject(_ node: JSONNode) throws(StyleError) -> RGBA8 {
        let spaceNode = try node.required("colorSpace")
        let spaceName = try spaceNode.string()
        guard let space = ColorSpace(name: spaceName), [.sRGB, .displayP3, .linearSRGB].contains(space) else {
            if let hexNode = try node.optional("hex") {
                guard let value = RGBA8(hex: try hexNode.string()) else { throw hexNode.mismatch("a hex colour") }
                return value
            }
            throw .unsupportedColorSpace(file: node.file, path: spaceNode.path, colorSpace: spaceName)
        }
        let componentNodes = try node.required("components").elements()
        guard componentNodes.count == 3 else {
            throw try node.required("components").mismatch("three components")
        }
        var components: [Double] = []
        for component in componentNodes {
            switch component.value {
            case .number(let value) where (0...1).contains(value): components.append(value)
            case .string("none"): components.append(0)
            default: throw component.mismatch("a component 0-1")
            }
        }
        var alpha = 1.0
        if let alphaNode = try node.optional("alpha") {
            guard case .number(let value) = alphaNode.value, (0...1).contains(value) else {
                throw alphaNode.mismatch("an alpha 0-1")
            }
            alpha = value
        }
        let srgb = space.toSRGB(components[0], components[1], components[2])
        return RGBA8(StyleColor.byte(fromUnit: srgb.red), StyleColor.byte(fromUnit: srgb.green),
                     StyleColor.byte(fromUnit: srgb.blue), StyleColor.byte(fromUnit: alpha))
    }

    /// `rgb(0, 122, 255)` or `rgba(0, 122, 255, 0.5)`.
    private static func parseFunction(_ text: String) -> RGBA8? {
        let lowered = text.lowercased().filter { $0 != " " }
        let hasAlpha = lowered.hasPrefix("rgba(")
        guard hasAlpha || lowered.hasPrefix("rgb("), lowered.hasSuffix(")") else { return nil }
        let inner = lowered.dropFirst(hasAlpha ? 5 : 4).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == (hasAlpha ? 4 : 3) else { return nil }
        var bytes: [UInt8] = []
        for part in parts.prefix(3) {
            guard let value = UInt8(part) else { return nil }
            bytes.append(value)
        }
        var alpha: UInt8 = 255
        if hasAlpha {
            guard let value = Double(parts[3]), (0...1).contains(value) else { return nil }
            alpha = StyleColor.byte(fromUnit: value)
        }
        return RGBA8(bytes[0], bytes[1], bytes[2], alpha)
    }
}
