import PenumbraView

/// `.imageScale(_:)`: the size of symbols in a subtree relative to its font, as SwiftUI's.
nonisolated extension View {
    /// Symbols in the subtree drawn small, medium (the default) or large beside their text.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

extension EnvironmentValues {
    /// The scale of symbols relative to the font. Default: `.medium`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/imageScale``.
private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue: Image.Scale = .medium
}

extension SymbolScale {
    /// The view stage's scale for SwiftUI's.
    init(_ scale: Image.Scale) {
        switch scale {
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        }
    }
}

/// `.symbolRenderingMode(_:)` on any view, as SwiftUI's: carried in the environment; Penumbra's
/// symbols draw monochrome in the foreground style whatever the mode, but for the multicolor
/// badges ``BadgedSymbol`` composes (see ``SymbolRenderingMode``).
nonisolated extension View {
    /// How symbols in the subtree use colours.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension EnvironmentValues {
    /// How symbols use colours; nil: each symbol's own default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/symbolRenderingMode``.
private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}
