/// A named trait collection: one appearance a snapshot is rendered in (`light`, `dark`,
/// `dark-elevated-high-contrast`, `light-ax5-rtl@3x`).
///
/// ## Grammar
/// ```
/// name     = style *( "-" modifier ) [ "@" scale "x" ]
/// style    = "light" / "dark"
/// modifier = "elevated" / "base" / "high-contrast" / "rtl" / "ltr" / size
/// size     = "xs" / "s" / "m" / "l" / "xl" / "xxl" / "xxxl" / "ax1" / "ax2" / "ax3" / "ax4" / "ax5"
/// scale    = "1" / "2" / "3"
/// ```
/// Modifiers may come in any order, each trait at most once; a trait not named keeps its default
/// (base level, normal contrast, large text `l`, left to right, 1x). The `ax1`…`ax5` sizes are
/// UIKit's accessibility sizes, medium to extra-extra-extra-large.
///
/// The canonical name (what ``canonicalName(for:)`` prints) lists only non-default traits, in
/// the order style, `elevated`, `high-contrast`, size, `rtl`, `@Nx`: so `light-rtl-ax5@3x`
/// parses and prints as `light-ax5-rtl@3x`, and every canonical name parses back to its traits.
public struct Variant: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The variant's name: used in snapshot file names (`button.dark-elevated.png`) and reports.
    public let name: String
    /// The traits the variant renders with.
    public let traits: Traits

    /// A variant with its canonical name.
    public init(_ traits: Traits) {
        self.name = Self.canonicalName(for: traits)
        self.traits = traits
    }

    /// A variant with a name of the caller's choosing (`"checkout-sheet"`).
    public init(name: String, traits: Traits) {
        self.name = name
        self.traits = traits
    }

    /// Parses a variant name by the grammar above; throws ``StyleError`` naming the bad token,
    /// with the nearest known token as a suggestion. The variant takes the canonical name, so
    /// two spellings of one appearance (`light-rtl-ax5`, `light-ax5-rtl`) name one snapshot file.
    public init(parsing name: String) throws(StyleError) {
        self.init(try Self.parseTraits(name))
    }

    /// `light`.
    public static let light = Variant(.light)
    /// `dark`.
    public static let dark = Variant(.dark)

    public var description: String { name }

    /// One line summarising the grammar, for error messages.
    public static let grammarSummary =
        "light|dark, then any of -elevated -high-contrast -rtl -xs…-xxxl -ax1…-ax5, then optional @2x/@3x"
}
