import PenumbraCore
import PenumbraStyle
import PenumbraView

/// UIKit's colour, for component files that use `Color(.systemBackground)` or
/// `UIColor { traits in … }`: Apple's system colours by their UIKit names, palette colours by name,
/// static colours, and dynamic colours from a provider.
public final class UIColor: Hashable, @unchecked Sendable {
    package enum Source {
        case system(String)
        case named(String)
        case literal(RGBA8)
        case provider(@Sendable (UITraitCollection) -> UIColor)
    }
    package let source: Source
    package let alpha: Double?

    package init(_ source: Source, alpha: Double? = nil) {
        self.source = source
        self.alpha = alpha
    }

    /// A static sRGB colour from 0…1 components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func byte(_ v: CGFloat) -> UInt8 { UInt8((min(1, max(0, Double(v))) * 255).rounded()) }
        self.init(.literal(RGBA8(byte(red), byte(green), byte(blue), byte(alpha))))
    }
    /// A static colour from hue, saturation and brightness, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6, s = min(1, max(0, Double(saturation))), v = min(1, max(0, Double(brightness)))
        let i = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }
    /// A Display P3 colour, read as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A static grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    /// The colour set `name` of `bundle`'s asset catalogs (SwiftPM copies a target's `.xcassets`
    /// into its resource bundle), as on iOS; else, or with no bundle, a palette colour by name,
    /// which Penumbra resolves when rendering, so it never returns nil here.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
        if let bundle, let color = BundleAssetCatalogs.color(in: bundle, named: name) {
            self.init(.provider { traits in UIColor(.literal(color.resolved(in: traits.traits))) })
        } else {
            self.init(.named(name))
        }
    }
    /// A colour that `provider` picks per trait collection.
    public convenience init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(.provider(provider))
    }
    /// The colour with its alpha replaced.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(source, alpha: Double(alpha)) }

    /// UIKit's `isEqual`: two static colours with the same components, or the same system or
    /// named colour, are equal however they were made (`UIColor(red: 1, green: 0, blue: 0,
    /// alpha: 1) == .red`, `.label == .label`); a dynamic colour from a provider equals only itself.
    public static func == (a: UIColor, b: UIColor) -> Bool {
        if a === b { return true }
        switch (a.source, b.source) {
        case let (.literal(x), .literal(y)): return a.effective(x) == b.effective(y)
        case let (.system(x), .system(y)), let (.named(x), .named(y)): return x == y && a.alpha == b.alpha
        default: return false
        }
    }
    public func hash(into hasher: inout Hasher) {
        switch source {
        case .literal(let value): hasher.combine(0); hasher.combine(effective(value))
        case .system(let name): hasher.combine(1); hasher.combine(name); hasher.combine(alpha)
        case .named(let name): hasher.combine(2); hasher.combine(name); hasher.combine(alpha)
        case .provider: hasher.combine(ObjectIdentifier(self))
        }
    }
    /// A colour's bytes with its alpha override applied.
    private func effective(_ value: RGBA8) -> RGBA8 {
        var v = value
        if let alpha { v.a = UInt8((min(1, max(0, alpha)) * 255).rounded()) }
        return v
    }

    /// The colour for `traits`, for a dynamic provider (no path: a provider cannot fail).
    package func resolved(_ traits: Traits, systemColors: SystemColorSet, palette: any ColorResolver) -> RGBA8 {
        var rgba: RGBA8
        switch source {
        case .system(let name): rgba = systemColors.color(name)?.resolved(in: traits) ?? .clear
        case .named(let name): rgba = palette.resolve(name, traits: traits)?.rgba ?? .clear
        case .literal(let value): rgba = value
        case .provider(let provider):
            rgba = provider(UITraitCollection(traits)).resolved(traits, systemColors: systemColors, palette: palette)
        }
        return effective(rgba)
    }

    // MARK: System colours, by their UIKit names

    public static var label: UIColor { UIColor(.system("label")) }
    public static var secondaryLabel: UIColor { UIColor(.system("secondaryLabel")) }
    public static var tertiaryLabel: UIColor { UIColor(.system("tertiaryLabel")) }
    public static var quaternaryLabel: UIColor { UIColor(.system("quaternaryLabel")) }
    public static var systemFill: UIColor { UIColor(.system("systemFill")) }
    public static var secondarySystemFill: UIColor { UIColor(.system("secondarySystemFill")) }
    public static var tertiarySystemFill: UIColor { UIColor(.system("tertiarySystemFill")) }
    public static var quaternarySystemFill: UIColor { UIColor(.system("quaternarySystemFill")) }
    public static var placeholderText: UIColor { UIColor(.system("placeholderText")) }
    public static var systemBackground: UIColor { UIColor(.system("systemBackground")) }
    public static var secondarySystemBackground: UIColor { UIColor(.system("secondarySystemBackground")) }
    public static var tertiarySystemBackground: UIColor { UIColor(.system("tertiarySystemBackground")) }
    public static var systemGroupedBackground: UIColor { UIColor(.system("systemGroupedBackground")) }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(.system("secondarySystemGroupedBackground")) }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(.system("tertiarySystemGroupedBackground")) }
    public static var separator: UIColor { UIColor(.system("separator")) }
    public static var opaqueSeparator: UIColor { UIColor(.system("opaqueSeparator")) }
    public static var link: UIColor { UIColor(.system("link")) }
    public static var systemRed: UIColor { UIColor(.system("systemRed")) }
    public static var systemOrange: UIColor { UIColor(.system("systemOrange")) }
    public static var systemYellow: UIColor { UIColor(.system("systemYellow")) }
    public static var systemGreen: UIColor { UIColor(.system("systemGreen")) }
    public static var systemMint: UIColor { UIColor(.system("systemMint")) }
    public static var systemTeal: UIColor { UIColor(.system("systemTeal")) }
    public static var systemCyan: UIColor { UIColor(.system("systemCyan")) }
    public static var systemBlue: UIColor { UIColor(.system("systemBlue")) }
    public static var systemIndigo: UIColor { UIColor(.system("systemIndigo")) }
    public static var systemPurple: UIColor { UIColor(.system("systemPurple")) }
    public static var systemPink: UIColor { UIColor(.system("systemPink")) }
    public static var systemBrown: UIColor { UIColor(.system("systemBrown")) }
    public static var systemGray: UIColor { UIColor(.system("systemGray")) }
    public static var systemGray2: UIColor { UIColor(.system("systemGray2")) }
    public static var systemGray3: UIColor { UIColor(.system("systemGray3")) }
    public static var systemGray4: UIColor { UIColor(.system("systemGray4")) }
    public static var systemGray5: UIColor { UIColor(.system("systemGray5")) }
    public static var systemGray6: UIColor { UIColor(.system("systemGray6")) }
    public static var lightText: UIColor { UIColor(.system("lightText")) }
    public static var darkText: UIColor { UIColor(.system("darkText")) }
    public static var white: UIColor { UIColor(.literal(.white)) }
    // UIKit's fixed class colours (not the dynamic system ones): sRGB components from UIKit's docs.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// The tint of the app (`AccentColor` in the palette, else the system blue).
    public static var tintColor: UIColor {
        UIColor(dynamicProvider: { _ in
            RenderConfiguration.current.colors.resolve("AccentColor", traits: Traits()) != nil ? UIColor(.named("AccentColor")) : .systemBlue
        })
    }
    public static var black: UIColor { UIColor(.literal(.black)) }
    public static var clear: UIColor { UIColor(.literal(.clear)) }
}
