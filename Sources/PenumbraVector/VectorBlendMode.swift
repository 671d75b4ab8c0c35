// How a group's drawing is combined with what lies below it: the separable and non-separable
// blend modes of PDF's ExtGState /BM (ISO 32000-1 § 11.3.5), which are those of W3C Compositing.

/// A blend mode of a ``VectorGroup``.
public enum VectorBlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight, difference, exclusion
    case hue, saturation, color, luminosity

    /// The mode a PDF blend-mode name stands for (`Normal` and `Compatible` are `.normal`), or nil
    /// for a name PDF does not define.
    public init?(pdfName: String) {
        switch pdfName {
        case "Normal", "Compatible": self = .normal
        case "Multiply": self = .multiply
        case "Screen": self = .screen
        case "Overlay": self = .overlay
        case "Darken": self = .darken
        case "Lighten": self = .lighten
        case "ColorDodge": self = .colorDodge
        case "ColorBurn": self = .colorBurn
        case "HardLight": self = .hardLight
        case "SoftLight": self = .softLight
        case "Difference": self = .difference
        case "Exclusion": self = .exclusion
        case "Hue": self = .hue
        case "Saturation": self = .saturation
        case "Color": self = .color
        case "Luminosity": self = .luminosity
        default: return nil
        }
    }
}
