import PenumbraStyle

/// Light or dark appearance, as SwiftUI's `ColorScheme`; a variant's `userInterfaceStyle`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark

    init(_ style: UserInterfaceStyle) { self = style == .dark ? .dark : .light }
    var style: UserInterfaceStyle { self == .dark ? .dark : .light }
}

/// Standard or increased contrast, as SwiftUI's `ColorSchemeContrast`; a variant's
/// `accessibilityContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased

    init(_ contrast: AccessibilityContrast) { self = contrast == .high ? .increased : .standard }
    var contrast: AccessibilityContrast { self == .increased ? .high : .normal }
}

/// Compact or regular width or height, as SwiftUI's `UserInterfaceSizeClass`. Snapshots render
/// as an iPhone in portrait: compact width, regular height, unless the environment says otherwise.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// The legibility weight setting (bold text), as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}
