import PenumbraStyle

extension UIColor {
    /// The colour as it looks in `traitCollection`, as a static colour: UIKit's
    /// `resolvedColor(with:)`, and what a layer's `cgColor` keeps. System colours and dynamic
    /// providers resolve here; a palette colour by name resolves against the palette of the
    /// configuration in force (``RenderConfiguration/current``).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var traits = EnvironmentValues.current.traits
        traits.userInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        traits.userInterfaceLevel = traitCollection.userInterfaceLevel == .elevated ? .elevated : .base
        traits.accessibilityContrast = traitCollection.accessibilityContrast == .high ? .high : .normal
        let config = RenderConfiguration.current
        return UIColor(.literal(resolved(traits, systemColors: EnvironmentValues.current.systemColors, palette: config.colors)))
    }
}

extension UITraitCollection {
    /// The traits of the view being made, evaluated or drawn: UIKit's `UITraitCollection.current`.
    /// A value a view stores when it is made (`let fill = color.resolvedColor(with: .current)`)
    /// keeps the appearance of that moment, as a layer's `cgColor` does; the stuck-colour check
    /// finds it after a switch.
    public static var current: UITraitCollection { UITraitCollection(EnvironmentValues.current.traits) }
}
