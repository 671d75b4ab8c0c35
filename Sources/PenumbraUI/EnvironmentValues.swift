import PenumbraStyle
import PenumbraView
import PenumbraCore
import UIKit

/// The values that flow down the view tree, as SwiftUI's `EnvironmentValues`: the variant's
/// traits (colour scheme, contrast, text size, layout direction, scale), the font, colours, and
/// any custom ``EnvironmentKey``.
///
/// A variant sets the traits for the whole tree; `.environment(\.colorScheme, .dark)` on a
/// subtree overrides them there, as a trait override.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    /// The traits the subtree renders in.
    var traits: Traits
    /// Custom keys' values, by key type.
    var custom: [ObjectIdentifier: Any] = [:]
    /// `.foregroundStyle` / `.foregroundColor`; nil: the default (`label`).
    var foreground: AnyShapeStyle? { didSet { foregroundVersion &+= 1 } }
    /// Counts changes of ``foreground``, which has no equality.
    var foregroundVersion = 0
    /// Whether ``foreground`` was set by the app's own `.foregroundColor` / `.foregroundStyle`
    /// (not by a control's body): a default-style button then draws its label in it, not in
    /// the tint, as on iOS (`.foregroundColor(.primary)` over a button makes it primary).
    var foregroundSetByApp = false
    /// `.tint`; nil: the accent colour.
    var tintStyle: AnyShapeStyle?
    /// The style `.background` paints with (`.backgroundStyle(_:)`); nil: the system background.
    var backgroundShapeStyle: AnyShapeStyle?
    /// The font of text; nil: `body`.
    public var font: Font?
    /// `.fontWeight(_:)` / `.bold()` on a view: the weight of text below, over any font set
    /// inside that names no weight of its own (as on iOS, an inner `.font(.title)` stays bold).
    var fontWeightOverride: Font.Weight?
    /// `.italic()` on a view: text below is italic, whatever font is set inside.
    var italicOverride = false
    /// `.fontDesign(_:)` on a view: the system font's design of text below, over fonts set
    /// inside that name none.
    var fontDesignOverride: Font.Design?

    /// `font` (or `fallback`) with the view-level weight, italics and design applied: what text
    /// at this point draws in. Nil when neither a font nor an override is set.
    func textFont(_ own: Font? = nil, fallback: Font = .body) -> Font? {
        guard own != nil || font != nil || fontWeightOverride != nil || italicOverride || fontDesignOverride != nil else { return nil }
        var resolved = own ?? font ?? fallback
        if let weight = fontWeightOverride, resolved.weightValue == nil { resolved = resolved.weight(weight) }
        if italicOverride { resolved = resolved.italic() }
        if let design = fontDesignOverride, resolved.designValue == nil { resolved = resolved.design(design) }
        return resolved
    }
    /// The most lines text shows; nil: no limit.
    public var lineLimit: Int?
    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat = 0
    /// Where text is cut at its line limit.
    public var truncationMode: Text.TruncationMode = .tail
    /// How far text may shrink to fit before it is cut (1: not at all).
    public var minimumScaleFactor: CGFloat = 1
    /// The fewest lines' height text takes (`lineLimit(2...4)`, `reservesSpace`).
    var minimumLines: Int?
    /// How lines of multi-line text align.
    public var multilineTextAlignment: TextAlignment = .leading
    /// The button style of the subtree; nil: iOS's default.
    var buttonStyle: ButtonStyleValue?
    /// The toggle style of the subtree; nil: iOS's switch.
    var toggleStyle: ErasedStyle<ToggleStyleConfiguration>?
    /// Where `.tag` reports its view and value while a picker gathers its options.
    var tagBox: TagBox?
    /// The picker style of the subtree.
    var pickerStyle: PickerStyleKind = .automatic
    /// The tab view this subtree is in, which `.tabItem` reports to.
    var tabBox: TabBox?
    /// The list style of the subtree.
    var listStyle: ListStyleKind = .automatic
    /// Whether the subtree is a list's rows (a navigation link there has a disclosure indicator).
    var isInList = false
    /// The navigation stack this subtree is in, which `.navigationTitle` reports to.
    var navigation: NavigationBox?
    /// The screen's safe area around the subtree when it is a hosted root view (a device
    /// preview's), which a container's bars extend their backgrounds under; zero elsewhere.
    var screenSafeArea = EdgeInsets()
    /// `.labelsHidden()`: controls draw without their labels.
    var labelsHidden = false
    /// The text field style of the subtree.
    var textFieldStyle: TextFieldStyleKind = .automatic
    /// The label style of the subtree; nil: icon and title.
    var labelStyle: BuiltInLabelStyle.Kind?
    /// Why the subtree's content is redacted (`.redacted(reason:)`); empty: shown as it is.
    public var redactionReasons: RedactionReasons = []
    /// A custom label style of the subtree, which draws its labels before the built-in one.
    var customLabelStyle: ErasedStyle<LabelStyleConfiguration>?
    /// Letter case of text in the subtree (`.textCase(.uppercase)`).
    public var textCase: Text.Case?
    /// Whether controls in the subtree are enabled (`.disabled(_:)` clears it).
    public var isEnabled = true
    /// The horizontal size class: compact, as an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// The vertical size class: regular, as an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// The locale: `en_US_POSIX`, the same on every machine.
    public var locale = Locale(identifier: "en_US_POSIX")
    /// The calendar: Gregorian, so dates read the same on every machine.
    public var calendar = Calendar(identifier: .gregorian)
    /// The time zone: UTC, so dates read the same on every machine.
    public var timeZone = TimeZone(identifier: "UTC") ?? TimeZone.current
    /// Bold text off, unless a test sets it.
    public var legibilityWeight: LegibilityWeight? = .regular
    /// The Apple system colour set (`ios18` or `ios26`) that `Color.red`, `.primary` and
    /// `Color(.systemBackground)` resolve from.
    var systemColors: SystemColorSet = .ios18
    /// The registered families that draw the system font's designs (``RenderConfiguration/fontDesigns``).
    var fontDesigns: [Font.Design: String] = [:]
    /// The user's accessibility settings (Reduce Motion, Button Shapes …): iOS's defaults.
    var accessibility = AccessibilitySettings()

    /// The environment of a variant's traits.
    public init(traits: Traits = .light) {
        self.traits = traits
    }

    /// The environment of a variant.
    public init(_ variant: Variant) { self.init(traits: variant.traits) }

    /// A custom key's value: the nearest one set above, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// An `@Observable` object put in the environment with `.environment(object)`.
    subscript<T: AnyObject>(object type: T.Type) -> T? {
        get { custom[ObjectIdentifier(type)] as? T }
        set { custom[ObjectIdentifier(type)] = newValue }
    }

    // MARK: Traits, in SwiftUI's names

    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { ColorScheme(traits.userInterfaceStyle) }
        set { traits.userInterfaceStyle = newValue.style }
    }
    /// Standard or increased contrast (a variant's `high-contrast`); read-only in SwiftUI, set
    /// here with Penumbra's `.accessibilityContrast(.high)`.
    public internal(set) var colorSchemeContrast: ColorSchemeContrast {
        get { ColorSchemeContrast(traits.accessibilityContrast) }
        set { traits.accessibilityContrast = newValue.contrast }
    }
    /// The text size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize(traits.contentSizeCategory) }
        set { traits.contentSizeCategory = newValue.category }
    }
    /// The text size in its older name.
    public var sizeCategory: ContentSizeCategory {
        get { traits.contentSizeCategory }
        set { traits.contentSizeCategory = newValue }
    }
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection {
        get { traits.layoutDirection }
        set { traits.layoutDirection = newValue }
    }
    /// Pixels per point: 1, 2 or 3.
    public var displayScale: CGFloat {
        get { CGFloat(traits.displayScale.value) }
        set { if let s = try? DisplayScale(Int(newValue.rounded())) { traits.displayScale = s } }
    }
    /// One pixel in points.
    public var pixelLength: CGFloat { 1 / displayScale }
    /// Whether the user turned on Bold Text; `legibilityWeight == .bold`.
    public var accessibilityBoldText: Bool { legibilityWeight == .bold }

    /// The trait collection, for Penumbra's own APIs.
    public var penumbraTraits: Traits { traits }

    public var description: String { "EnvironmentValues(\(Variant.canonicalName(for: traits)))" }

    /// The environment a body is evaluated in: set by the renderer around each `body`, so
    /// `@Environment` reads the values of the place the view is rendered in.
    @TaskLocal static var current = EnvironmentValues()

    /// Runs `body` with `env` as the current environment, and its traits as UIKit's
    /// `UITraitCollection.current`, as a body, a shape's path or a style sees them.
    static func withCurrent<R>(_ env: EnvironmentValues, _ body: () throws -> R) rethrows -> R {
        try $current.withValue(env) { try UITraitCollection.$currentTraits.withValue(env.traits) { try body() } }
    }
}
