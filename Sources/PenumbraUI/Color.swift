import PenumbraCore
import PenumbraStyle
import PenumbraView

/// A colour, as SwiftUI's `Color`: a view that fills its frame and a ``ShapeStyle``.
///
/// Standard colours (`.red`, `.blue` …) and semantic ones (`.primary`, `.secondary`) are Apple's
/// dynamic system colours, resolved per variant (light, dark, high contrast, elevated);
/// `Color("Brand")` is a palette colour (asset catalog or design tokens) resolved the same way;
/// `Color(red:green:blue:)` is static. Two uses of one named colour are equal.
nonisolated public struct Color: Hashable, Sendable, View, ShapeStyle {
    enum Source: Hashable, Sendable {
        /// A literal, a palette name or a style-stage colour.
        case reference(ColorReference)
        /// An Apple system colour by name, from the environment's system colour set.
        case system(String)
        /// The accent colour: the palette's `AccentColor`, else the system blue.
        case accent
        /// A UIKit colour (which may be dynamic through a provider).
        case uiColor(UIColor)
    }
    let source: Source
    /// The opacity multiplied into the colour's alpha, 0…1.
    let opacityValue: Double

    init(_ source: Source, opacity: Double = 1) {
        self.source = source
        opacityValue = opacity.isNaN ? 0 : min(1, max(0, opacity))
    }

    /// The colour set `name` of `bundle`'s asset catalogs (SwiftPM copies a target's `.xcassets`
    /// into its resource bundle), as on iOS; else, or with no bundle, a palette colour by name
    /// (asset catalog colour set or design token of the renderer's), resolved per variant.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let bundle, let color = BundleAssetCatalogs.color(in: bundle, named: name) {
            self.init(.reference(.color(color)))
        } else {
            self.init(.reference(.named(name)))
        }
    }

    /// A static colour from 0…1 components in `colorSpace` (sRGB; other spaces are read as sRGB).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.reference(.literal(RGBA8(Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(opacity)))))
    }

    /// A static colour from hue, saturation and brightness, each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(.sRGB, red: r, green: g, blue: b, opacity: opacity)
    }

    /// A UIKit colour (`Color(.systemBackground)`, `Color(uiColor: brandColor)`).
    public init(_ color: UIColor) { self.init(.uiColor(color)) }
    /// A UIKit colour.
    public init(uiColor: UIColor) { self.init(.uiColor(uiColor)) }

    /// A colour of the view stage (a palette colour, a system colour, a literal).
    public init(penumbra reference: ColorReference) { self.init(.reference(reference)) }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(source, opacity: opacityValue * (opacity.isNaN ? 0 : min(1, max(0, opacity))))
    }

    /// Colour spaces of `Color(_:red:green:blue:opacity:)`.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    // MARK: Standard colours

    public static let red = Color(.system("systemRed"))
    public static let orange = Color(.system("systemOrange"))
    public static let yellow = Color(.system("systemYellow"))
    public static let green = Color(.system("systemGreen"))
    public static let mint = Color(.system("systemMint"))
    public static let teal = Color(.system("systemTeal"))
    public static let cyan = Color(.system("systemCyan"))
    public static let blue = Color(.system("systemBlue"))
    public static let indigo = Color(.system("systemIndigo"))
    public static let purple = Color(.system("systemPurple"))
    public static let pink = Color(.system("systemPink"))
    public static let brown = Color(.system("systemBrown"))
    public static let gray = Color(.system("systemGray"))
    public static let white = Color(.reference(.literal(.white)))
    public static let black = Color(.reference(.literal(.black)))

    /// A colour PenumbraUI's own controls draw with, as UIKit's controls do in every appearance
    /// (a switch's white thumb, its black shadows): static, but with a name, so the
    /// hard-coded-colour check never reports Penumbra's own drawing as the team's.
    static func control(_ name: String, _ rgba: RGBA8) -> Color {
        Color(.reference(.color(StyleColor(name: name, light: rgba))))
    }
    public static let clear = Color(.reference(.literal(.clear)))
    /// The label colour: black in light, white in dark.
    public static let primary = Color(.system("label"))
    /// The secondary label colour.
    public static let secondary = Color(.system("secondaryLabel"))
    /// The accent colour: the palette's `AccentColor` when it has one, else the system blue.
    public static let accentColor = Color(.accent)

    // MARK: Lowering

    /// The view stage's colour, resolved against the renderer's palette and system colours.
    func reference(_ context: LoweringContext) throws(UIError) -> ColorReference {
        let base: ColorReference
        switch source {
        case .reference(let r): base = r
        case .system(let name): base = .color(context.systemColor(name))
        case .accent: base = context.accentReference
        case .uiColor(let c): base = try c.reference(context)
        }
        return try context.applying(opacity: opacityValue, to: base)
    }

    private static func byte(_ unit: Double) -> UInt8 {
        let v = unit.isNaN ? 0 : min(1, max(0, unit))
        return UInt8((v * 255).rounded())
    }

    private static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension Color: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(.shape(.rectangle, fill: try reference(context), stroke: nil))
    }
}

extension Color: PaintStyle {
    func paint(_ context: LoweringContext) throws(UIError) -> Paint { .color(try reference(context)) }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color(.system("systemRed")) }
    public static var orange: Color { Color(.system("systemOrange")) }
    public static var yellow: Color { Color(.system("systemYellow")) }
    public static var green: Color { Color(.system("systemGreen")) }
    public static var mint: Color { Color(.system("systemMint")) }
    public static var teal: Color { Color(.system("systemTeal")) }
    public static var cyan: Color { Color(.system("systemCyan")) }
    public static var blue: Color { Color(.system("systemBlue")) }
    public static var indigo: Color { Color(.system("systemIndigo")) }
    public static var purple: Color { Color(.system("systemPurple")) }
    public static var pink: Color { Color(.system("systemPink")) }
    public static var brown: Color { Color(.system("systemBrown")) }
    public static var gray: Color { Color(.system("systemGray")) }
    public static var white: Color { Color(.reference(.literal(.white))) }
    public static var black: Color { Color(.reference(.literal(.black))) }
    public static var clear: Color { Color(.reference(.literal(.clear))) }
}
