import PenumbraCore

/// Parses a colour token's literal value: a hex string (`#RGB`, `#RRGGBB`, `#RRGGBBAA`), a CSS
/// colour function or named colour (``CSSColor``: `rgb()`, `hsl()`, `hwb()`, `lab()`, `lch()`,
/// `oklch()`, `oklab()`, `color(display-p3 | rec2020 | a98-rgb …)`, `white`;
/// `rgba({alias}, a)` is resolved by ``TokenResolver``), or the Design Tokens colour object
/// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": "#…"}`: 0-1 components in
/// `srgb`, `srgb-linear` or `display-p3` (converted as ``ColorSpace/toSRGB(_:_:_:)`` says), or
/// `hsl` / `hwb` (hue 0-360, the others 0-100), `lab` and `lch` (lightness 0-100), `oklab` and
/// `oklch` (lightness 0-1), `a98-rgb`, `prophoto-rgb`, `rec2020` (0-1), `xyz-d65` and `xyz-d50`
/// converted and clipped as ``CSSColor`` does — every space of the DTCG 2025.10 colour type;
/// another name uses the object's `hex` fallback when it has one.
enum TokenColorValue {
    static func parse(_ node: JSONNode) throws(StyleError) -> RGBA8 {
        switch node.value {
        case .string(let text):
            if let value = RGBA8(hex: text), text.hasPrefix("#") { return value }
            if let value = CSSColor.parse(text) { return value }
            throw node.mismatch(form)
        case .object:
            return try parseObject(node)
        default:
            throw node.mismatch(form)
        }
    }

    /// What a colour value may be, for errors.
    static let form = "a colour (#RRGGBB, #RRGGBBAA, a CSS colour name, rgb(), hsl(), hwb(), lab(), lch(), oklch(), oklab(), color(display-p3 …) or a colour object)"

    private static func parseObject(_ node: JSONNode) throws(StyleError) -> RGBA8 {
        let spaceNode = try node.required("colorSpace")
        let spaceName = try spaceNode.string()
        let cssSpaces = ["hsl", "hwb", "lab", "lch", "oklab", "oklch"]
        let space = ColorSpace(name: spaceName)
        let cie = CIEColor.Space(rawValue: spaceName.lowercased())
        guard [.sRGB, .displayP3, .linearSRGB].contains(space) || cssSpaces.contains(spaceName.lowercased()) || cie != nil else {
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
        // RGB spaces take 0-1; the others (hues, lightness, XYZ) any finite number.
        let unitRange = space != nil || [.a98RGB, .prophotoRGB, .rec2020].contains(cie)
        var components: [Double] = []
        for component in componentNodes {
            switch component.value {
            case .number(let value) where unitRange ? (0...1).contains(value) : value.isFinite: components.append(value)
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
        let (c0, c1, c2) = (components[0], components[1], components[2])
        let srgb: (Double, Double, Double)
        switch spaceName.lowercased() {
        case "hsl": srgb = CSSColor.hsl(c0, ColorSpace.clamp(c1 / 100), ColorSpace.clamp(c2 / 100))
        case "hwb": srgb = CSSColor.hwb(c0, ColorSpace.clamp(c1 / 100), ColorSpace.clamp(c2 / 100))
        case "lab": srgb = CIEColor.lab(c0, c1, c2)
        case "lch": srgb = CIEColor.lch(c0, c1, c2)
        case "oklab": srgb = CSSColor.oklab(c0, c1, c2)
        case "oklch": srgb = CSSColor.oklch(c0, c1, c2)
        default:
            if let cie {
                srgb = CIEColor.toSRGB(cie, c0, c1, c2)
                break
            }
            guard let space else { throw .unsupportedColorSpace(file: node.file, path: spaceNode.path, colorSpace: spaceName) }
            let converted = space.toSRGB(c0, c1, c2)
            srgb = (converted.red, converted.green, converted.blue)
        }
        return RGBA8(StyleColor.byte(fromUnit: srgb.0), StyleColor.byte(fromUnit: srgb.1),
                     StyleColor.byte(fromUnit: srgb.2), StyleColor.byte(fromUnit: alpha))
    }
}
