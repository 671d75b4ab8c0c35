/// A symbol's size relative to the text beside it, as SwiftUI's `Image.Scale` and UIKit's
/// `UIImage.SymbolScale`: `.medium` is as tall as the font's point size (the built-in symbols'
/// box), `.small` and `.large` scale that box.
public enum SymbolScale: String, CaseIterable, Hashable, Sendable {
    case small, medium, large

    /// The scale's letter in a custom symbol template's glyph names (`Regular-S`, `Regular-M`…).
    public var templateScale: String {
        switch self {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        }
    }

    /// The box's side as a multiple of the font's point size. SF Symbols' small and large scales
    /// are about 0.78 and 1.29 of the medium one (the ratios of the three scales' glyph heights in
    /// Apple's symbol templates); Penumbra uses those two ratios.
    public var factor: Double {
        switch self {
        case .small: 0.783
        case .medium: 1
        case .large: 1.29
        }
    }
}
