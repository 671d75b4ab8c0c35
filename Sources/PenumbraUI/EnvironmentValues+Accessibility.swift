/// The user's accessibility settings, as SwiftUI's environment values. A snapshot renders with
/// iOS's defaults (every setting off, animated images playing); `.environment(\.accessibilityReduceMotion, true)`
/// sets one for a subtree (SwiftUI lets apps read them only: setting one here is a superset that
/// lets a test render a component as a user with that setting sees it). The text size, Bold Text
/// and Increase Contrast are traits of their own.
struct AccessibilitySettings: Sendable {
    var reduceMotion = false
    var reduceTransparency = false
    var showButtonShapes = false
    var differentiateWithoutColor = false
    var invertColors = false
    var voiceOverEnabled = false
    var switchControlEnabled = false
    var largeContentViewerEnabled = false
    var dimFlashingLights = false
    var playAnimatedImages = true
}

extension EnvironmentValues {
    /// Whether the user asked for reduced motion. Default: `false`.
    public var accessibilityReduceMotion: Bool {
        get { accessibility.reduceMotion }
        set { accessibility.reduceMotion = newValue }
    }
    /// Whether the user asked for reduced transparency. Default: `false`.
    public var accessibilityReduceTransparency: Bool {
        get { accessibility.reduceTransparency }
        set { accessibility.reduceTransparency = newValue }
    }
    /// Whether the user turned on Button Shapes. Default: `false`.
    public var accessibilityShowButtonShapes: Bool {
        get { accessibility.showButtonShapes }
        set { accessibility.showButtonShapes = newValue }
    }
    /// Whether the user asked to differentiate without colour. Default: `false`.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { accessibility.differentiateWithoutColor }
        set { accessibility.differentiateWithoutColor = newValue }
    }
    /// Whether Smart Invert is on. Default: `false`.
    public var accessibilityInvertColors: Bool {
        get { accessibility.invertColors }
        set { accessibility.invertColors = newValue }
    }
    /// Whether an assistive technology is running. Default: `false`.
    public var accessibilityEnabled: Bool { accessibility.voiceOverEnabled || accessibility.switchControlEnabled }
    /// Whether VoiceOver is running. Default: `false`.
    public var accessibilityVoiceOverEnabled: Bool {
        get { accessibility.voiceOverEnabled }
        set { accessibility.voiceOverEnabled = newValue }
    }
    /// Whether Switch Control is running. Default: `false`.
    public var accessibilitySwitchControlEnabled: Bool {
        get { accessibility.switchControlEnabled }
        set { accessibility.switchControlEnabled = newValue }
    }
    /// Whether the large content viewer is on. Default: `false`.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { accessibility.largeContentViewerEnabled }
        set { accessibility.largeContentViewerEnabled = newValue }
    }
    /// Whether the user asked to dim flashing lights. Default: `false`.
    public var accessibilityDimFlashingLights: Bool {
        get { accessibility.dimFlashingLights }
        set { accessibility.dimFlashingLights = newValue }
    }
    /// Whether animated images play. Default: `true`.
    public var accessibilityPlayAnimatedImages: Bool {
        get { accessibility.playAnimatedImages }
        set { accessibility.playAnimatedImages = newValue }
    }
}
