import PenumbraCore
import PenumbraStyle

extension UIColor {
    /// The colour as it looks in `traitCollection`, as a static colour: UIKit's
    /// `resolvedColor(with:)`, and what a layer's `cgColor` keeps. System colours and dynamic
    /// providers resolve here; a palette colour by name resolves against the palette of the
    /// configuration in force (``RenderConfiguration/current``). Traits `traitCollection` leaves
    /// unspecified are those of ``UITraitCollection/current``.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let traits = UITraitCollection.current.merging(traitCollection).traits
        let config = RenderConfiguration.current
        return UIColor(.literal(resolved(traits, systemColors: config.systemColors, palette: config.colors)))
    }

    /// The colour in `traitCollection` (unspecified traits from the current), as straight sRGB bytes.
    package func rgba(in traitCollection: UITraitCollection) -> RGBA8 {
        let config = RenderConfiguration.current
        return resolved(UITraitCollection.current.merging(traitCollection).traits, systemColors: config.systemColors,
                        palette: config.colors)
    }

    /// The colour resolved in ``UITraitCollection/current``, as a plain Core Graphics colour that
    /// keeps that appearance wherever it is stored.
    public var cgColor: CGColor { CGColor(rgba: rgba(in: UITraitCollection())) }

    /// A static colour from a Core Graphics one.
    public convenience init(cgColor: CGColor) { self.init(.literal(cgColor.rgba)) }

    /// The colour's sRGB components in the current traits; true, as UIKit returns for sRGB colours.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba(in: UITraitCollection())
        red?.pointee = CGFloat(c.r) / 255
        green?.pointee = CGFloat(c.g) / 255
        blue?.pointee = CGFloat(c.b) / 255
        alpha?.pointee = CGFloat(c.a) / 255
        return true
    }
}
