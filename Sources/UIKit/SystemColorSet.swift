import PenumbraStyle
import PenumbraView

/// Which of Apple's system colour sets standard colours resolve from.
public enum SystemColorSet: String, Hashable, Sendable, CaseIterable {
    /// iOS 18's values (the default).
    case ios18
    /// iOS 26's values.
    case ios26

    /// The set's colours.
    public var colors: SystemColors { self == .ios26 ? .ios26 : .ios18 }

    /// The set as a palette, built once.
    package var palette: Palette { self == .ios26 ? Self.ios26Palette : Self.ios18Palette }

    private static let ios18Palette = SystemColors.ios18.palette
    private static let ios26Palette = SystemColors.ios26.palette

    /// A system colour by name (`systemRed`, `label`).
    package func color(_ name: String) -> PenumbraStyle.StyleColor? { palette[name] }
}
