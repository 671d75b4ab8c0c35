import PenumbraCore
import PenumbraView

/// A visual effect a `UIVisualEffectView` applies (UIKit's `UIVisualEffect`): a blur or vibrancy.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}

/// A material: a blur of what is behind the view with a tint over it (UIKit's `UIBlurEffect`).
/// Penumbra draws the tint without the blur (``ControlMetrics/Material``).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The materials: the adaptive system ones (iOS 13), their always-light and always-dark
    /// forms, and the older styles.
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        case extraLight, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    /// The material.
    public let style: Style

    /// The effect of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The tint this material lays over the backdrop, straight alpha, in `traits` (the Light and
    /// Dark forms ignore the appearance; `.regular` and `.prominent` follow it as the regular and
    /// thick materials).
    package func tint(in traits: UITraitCollection) -> RGBA8 {
        typealias M = ControlMetrics.Material
        let dark = traits.userInterfaceStyle == .dark
        switch style {
        case .extraLight: return M.legacyExtraLight
        case .light: return M.legacyLight
        case .dark: return M.legacyDark
        case .regular, .systemMaterial: return M.tint(.regular, dark: dark)
        case .prominent, .systemThickMaterial: return M.tint(.thick, dark: dark)
        case .systemUltraThinMaterial: return M.tint(.ultraThin, dark: dark)
        case .systemThinMaterial: return M.tint(.thin, dark: dark)
        case .systemChromeMaterial: return M.tint(.chrome, dark: dark)
        case .systemUltraThinMaterialLight: return M.tint(.ultraThin, dark: false)
        case .systemThinMaterialLight: return M.tint(.thin, dark: false)
        case .systemMaterialLight: return M.tint(.regular, dark: false)
        case .systemThickMaterialLight: return M.tint(.thick, dark: false)
        case .systemChromeMaterialLight: return M.tint(.chrome, dark: false)
        case .systemUltraThinMaterialDark: return M.tint(.ultraThin, dark: true)
        case .systemThinMaterialDark: return M.tint(.thin, dark: true)
        case .systemMaterialDark: return M.tint(.regular, dark: true)
        case .systemThickMaterialDark: return M.tint(.thick, dark: true)
        case .systemChromeMaterialDark: return M.tint(.chrome, dark: true)
        }
    }
}

/// How vibrant content is drawn over a material (UIKit's `UIVibrancyEffectStyle`).
public enum UIVibrancyEffectStyle: Int, Hashable, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Content made vibrant over a blur (UIKit's `UIVibrancyEffect`). Penumbra draws the content of a
/// vibrancy view with its own colours: vibrancy blends with the blurred backdrop, which a still
/// render without a backdrop sample cannot do.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
    /// Vibrancy over `blurEffect` in the label style.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }
}
