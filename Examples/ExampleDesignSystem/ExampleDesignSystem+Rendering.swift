import Foundation
import Penumbra

extension ExampleDesignSystem {
    /// The intended exceptions to the hard-coded-colour check: the partner tile's colours.
    public static let allowList = ColorAllowList(colors: [PromoTile.gold, PromoTile.ink])

    /// A renderer with the palette (from the asset catalog), the icon catalog and a text engine.
    /// - Throws: ``StyleError`` when a fixture catalog cannot be read.
    public static func renderer(text: any TextMeasurer, fixtures: URL = fixturesFolder) throws(StyleError) -> ViewRenderer {
        let palette = try ExamplePalette.load(from: .assetCatalog, fixtures: fixtures).palette
        let icons = try AssetCatalog.load(fixtures.appendingPathComponent("Icons.xcassets"))
        return ViewRenderer(colors: palette, images: icons, text: text)
    }

    /// One component to snapshot and check: a name, the view, its root size and its variants.
    public struct Showcase: Sendable {
        /// The name (snapshot file names use it).
        public var name: String
        /// Builds the view (each showcase builds its own tree when asked, so no one stack frame
        /// holds every component's tree).
        public var build: @Sendable () -> ViewNode
        /// The view.
        public var view: ViewNode { build() }
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
        func item(_ name: String, variants: VariantSet = .lightAndDark, _ view: @escaping @Sendable () -> ViewNode) -> Showcase {
            Showcase(name: name, build: { view().padding(16).frame(maxWidth: .infinity).background(Tokens.background) },
                     size: .width(360), variants: variants)
        }
        var list: [Showcase] = []
        for kind in DSButton.Kind.allCases {
            list.append(item("button-\(kind.rawValue)", variants: withHighContrast) {
                HStack(spacing: 12) {
                    DSButton(kind.rawValue.capitalized, kind: kind)
                    DSButton("Disabled", kind: kind, isEnabled: false)
                }.node
            })
        }
        list.append(item("card") { Card(title: "Storage", message: "You are using 3.2 GB of 5 GB.").node })
        list.append(item("list-cell") { ListCell(icon: "bell", title: "Notifications", detail: "Sounds and badges").node })
        list.append(item("text-field") {
            VStack(spacing: 16) {
                TextField(label: "Email", value: "ada@example.com")
                TextField(label: "Name", value: "Ada Lovelace", state: .focused)
                TextField(label: "Password", value: "hunter2", state: .error("At least 8 characters"))
            }.node
        })
        list.append(item("banner") {
            VStack(spacing: 12) {
                for tone in Banner.Tone.allCases { Banner("Banner: \(tone.rawValue)", tone: tone) }
            }.node
        })
        list.append(item("badge") { HStack(spacing: 8) { Badge(count: 3); Badge(count: 42); Badge(count: 120) }.node })
        list.append(item("navigation-bar") { NavigationBar(title: "Account").node })
        list.append(item("tab-bar") { TabBar(selected: 1).node })
        list.append(item("activity-indicator") {
            HStack(spacing: 24) { ActivityIndicator(style: .medium); ActivityIndicator(style: .large) }.node
        })
        list.append(Showcase(name: "modal-sheet", build: { ModalSheet(title: "Delete draft?", message: "This cannot be undone.").node },
                             size: .fixed(Size(width: 360, height: 420)), variants: withElevated))
        list.append(item("promo-tile") { PromoTile("Two months free").node })
        list.append(Showcase(name: "screen-forced-light", build: { ExampleScreen(forcedLight: true).node },
                             size: .fixed(Size(width: 390, height: 844)), variants: .lightAndDark))
        return list
    }()
}
