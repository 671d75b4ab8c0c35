import Foundation
import Penumbra
import PenumbraUI

extension ExampleDesignSystem {
    /// The intended exceptions to the hard-coded-colour check: the partner tile's colours.
    public static let allowList = ColorAllowList(colors: [RGBA8(0xFF, 0xD6, 0x0A), RGBA8(0x1C, 0x1C, 0x1E)])

    /// What the components render with: the palette (from the asset catalog), the icon catalog
    /// and a text engine.
    /// - Throws: ``StyleError`` when a fixture catalog cannot be read.
    public static func configuration(text: any TextMeasurer, fixtures: URL = fixturesFolder) throws(StyleError) -> RenderConfiguration {
        let palette = try ExamplePalette.load(from: .assetCatalog, fixtures: fixtures).palette
        let icons = try AssetCatalog.load(fixtures.appendingPathComponent("Icons.xcassets"))
        return RenderConfiguration(palette: palette, images: icons, text: text)
    }

    /// The view stage's renderer over ``configuration(text:fixtures:)``'s resources.
    public static func renderer(text: any TextMeasurer, fixtures: URL = fixturesFolder) throws(StyleError) -> ViewRenderer {
        let config = try configuration(text: text, fixtures: fixtures)
        return ViewRenderer(colors: config.palette, images: config.images, text: text)
    }

    /// One component to snapshot and check: a name, the view, its root size and its variants.
    public struct Showcase: Sendable {
        /// The name (snapshot file names use it).
        public var name: String
        /// Builds the view (each showcase builds its own view when asked).
        public var build: @Sendable () -> AnyView
        /// The view.
        public var view: AnyView { build() }
        /// The root size.
        public var size: RootSize
        /// The variants it is shown in.
        public var variants: VariantSet
    }

    /// Light, dark and both high-contrast appearances (the buttons' set).
    static let withHighContrast = VariantSet([
        .light, .dark,
        Variant(Traits(accessibilityContrast: .high)), Variant(Traits(userInterfaceStyle: .dark, accessibilityContrast: .high)),
    ])

    /// Light, dark and dark elevated (the sheet's set).
    static let withElevated = VariantSet([.light, .dark, Variant(Traits(userInterfaceStyle: .dark, userInterfaceLevel: .elevated))])

    /// Every component, in light and dark; buttons also in high contrast, the sheet also elevated.
    public static let showcases: [Showcase] = {
        func item(_ name: String, variants: VariantSet = .lightAndDark, _ view: @escaping @Sendable () -> AnyView) -> Showcase {
            Showcase(name: name, build: { AnyView(view().padding(16).frame(maxWidth: .infinity).background(Tokens.background)) },
                     size: .width(360), variants: variants)
        }
        var list: [Showcase] = []
        for kind in DSButton.Kind.allCases {
            list.append(item("button-\(kind.rawValue)", variants: withHighContrast) {
                AnyView(HStack(spacing: 12) {
                    DSButton(kind.rawValue.capitalized, kind: kind)
                    DSButton("Disabled", kind: kind, isEnabled: false)
                })
            })
        }
        list.append(item("card") { AnyView(Card(title: "Storage", message: "You are using 3.2 GB of 5 GB.")) })
        list.append(item("list-cell") { AnyView(ListCell(icon: "bell", title: "Notifications", detail: "Sounds and badges")) })
        list.append(item("text-field") {
            AnyView(VStack(spacing: 16) {
                TextField(label: "Email", value: "ada@example.com")
                TextField(label: "Name", value: "Ada Lovelace", state: .focused)
                TextField(label: "Password", value: "hunter2", state: .error("At least 8 characters"))
            })
        })
        list.append(item("banner") {
            AnyView(VStack(spacing: 12) {
                ForEach(Banner.Tone.allCases, id: \.self) { tone in Banner("Banner: \(tone.rawValue)", tone: tone) }
            })
        })
        list.append(item("badge") { AnyView(HStack(spacing: 8) { Badge(count: 3); Badge(count: 42); Badge(count: 120) }) })
        list.append(item("navigation-bar") { AnyView(NavigationBar(title: "Account")) })
        list.append(item("tab-bar") { AnyView(TabBar(selected: 1)) })
        list.append(item("activity-indicator") {
            AnyView(HStack(spacing: 24) { ActivityIndicator(style: .medium); ActivityIndicator(style: .large) })
        })
        list.append(Showcase(name: "modal-sheet", build: { AnyView(ModalSheet(title: "Delete draft?", message: "This cannot be undone.")) },
                             size: .fixed(Size(width: 360, height: 420)), variants: withElevated))
        list.append(item("promo-tile") { AnyView(PromoTile("Two months free")) })
        list.append(Showcase(name: "screen-forced-light", build: { AnyView(ExampleScreen(forcedLight: true)) },
                             size: .fixed(Size(width: 390, height: 844)), variants: .lightAndDark))
        return list
    }()
}
