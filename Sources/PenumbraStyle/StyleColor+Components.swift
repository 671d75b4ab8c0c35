import PenumbraCore

extension StyleColor {
    /// A static colour from 0-255 components (alpha defaults to opaque).
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8 = 255) -> StyleColor {
        StyleColor(RGBA8(red, green, blue, alpha))
    }

    /// A static colour from 0-1 components, each turned into a byte by ``byte(fromUnit:)``.
    /// - Throws: ``StyleError/componentOutOfRange(component:value:range:)`` for a component
    ///   outside 0...1 or NaN.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) throws(StyleError) {
        self.init(try StyleColor.rgba8(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A static colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional, either case).
    /// - Throws: ``StyleError/invalidHexColor(_:)``.
    public init(hex: String) throws(StyleError) {
        guard let value = RGBA8(hex: hex) else { throw .invalidHexColor(hex) }
        self.init(value)
    }

    /// Opaque black, as a static colour.
    public static let black = StyleColor(RGBA8.black)
    /// Opaque white, as a static colour.
    public static let white = StyleColor(RGBA8.white)
    /// Transparent black, as a static colour.
    public static let clear = StyleColor(RGBA8.clear)

    /// THE rounding rule from a 0-1 component to a byte: `round(x × 255)` with halves away from
    /// zero (0.5 → 127.5 → 128). The caller guarantees `x` is in 0...1.
    public static func byte(fromUnit x: Double) -> UInt8 {
        UInt8((x * 255).rounded(.toNearestOrAwayFromZero))
    }

    /// Validates 0-1 components and converts them with ``byte(fromUnit:)``.
    static func rgba8(red: Double, green: Double, blue: Double, alpha: Double) throws(StyleError) -> RGBA8 {
        var bytes: [UInt8] = []
        for (label, value) in [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)] {
            guard value >= 0, value <= 1 else { throw .componentOutOfRange(component: label, value: value, range: 0...1) }
            bytes.append(byte(fromUnit: value))
        }
        return RGBA8(bytes[0], bytes[1], bytes[2], bytes[3])
    }

    /// An alpha for a name suffix: up to three decimals, no trailing zeros (`0.5`, `0.25`, `1`).
    static func formatAlpha(_ alpha: Double) -> String {
        let thousandths = Int(fileNumber: (alpha * 1000).rounded(.toNearestOrAwayFromZero))
        if thousandths % 1000 == 0 { return "\(thousandths / 1000)" }
        var fraction = String(thousandths % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(thousandths / 1000).\(fraction)"
    }
}
