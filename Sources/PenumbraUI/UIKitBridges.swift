import PenumbraCore
import PenumbraStyle
import PenumbraView
import UIKit

// SwiftUI's bridges to UIKit's types, over the one UIColor, UIFont and UIImage both share.

extension Font {
    /// A UIKit font: its family (or the system font), size, weight and slant.
    public init(_ font: UIFont) {
        var f: Font = font.familyNameOrSystem.map { .custom($0, size: font.pointSize) } ?? .system(size: font.pointSize)
        f = f.weight(Weight(value: font.weight.fontWeight))
        self = font.isItalic ? f.italic() : f
    }
}

extension Image {
    /// A UIKit image: an asset, a symbol or pixels, with its rendering mode.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name):
            self.init(name)
            reference.catalog = uiImage.bundleCatalog
        case .symbol(let name): self.init(systemName: name)
        case let .bitmap(bitmap, scale): self.init(bitmap: bitmap, scale: scale)
        case .empty: self.init(systemName: "")
        }
        switch uiImage.renderingMode {
        case .alwaysTemplate: reference.renderingMode = .template
        case .alwaysOriginal: reference.renderingMode = .original
        case .automatic: break
        }
    }
}

extension UIColor {
    /// A SwiftUI colour as a UIKit colour, resolved per trait collection wherever it is drawn
    /// (an opacity below 1 replaces the colour's alpha).
    public convenience init(_ color: Color) {
        let base: UIColor
        switch color.source {
        case .reference(.literal(let rgba)): base = UIColor(.literal(rgba))
        case .reference(.named(let name)): base = UIColor(.named(name))
        case .reference(.color(let style)):
            base = UIColor(.provider { traits in UIColor(.literal(style.resolved(in: traits.traits))) })
        case .system(let name): base = UIColor(.system(name))
        case .accent: base = .tintColor
        case .uiColor(let c): base = c
        }
        if color.opacityValue < 1 {
            self.init(base.source, alpha: color.opacityValue * Double((base.alpha ?? 1)))
        } else {
            self.init(base.source, alpha: base.alpha)
        }
    }
}

extension Color {
    /// The colour as a Core Graphics colour in the current traits (SwiftUI's `cgColor`).
    public var cgColor: CGColor? { UIColor(self).cgColor }
    /// A Core Graphics colour.
    public init(cgColor: CGColor) { self.init(uiColor: UIColor(cgColor: cgColor)) }
    /// The colour resolved in an environment's traits, as SwiftUI's `resolve(in:)` gives it.
    public func penumbraRGBA(in traits: Traits) -> RGBA8 { UIColor(self).rgba(in: UITraitCollection(traits)) }
}
