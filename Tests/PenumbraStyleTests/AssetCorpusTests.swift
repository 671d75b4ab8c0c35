import Foundation
import Testing
import PenumbraCore
import PenumbraTestSupport
@testable import PenumbraStyle

/// Every asset catalog and token set in `../shared/corpora/assets` (real files as their projects
/// ship them) loads with the colours Xcode or the token tool gives, in every mode it has.
///
/// Each expected value was read by hand from the file named beside it: for catalogs the colour
/// set's `Contents.json` components (0-1 floats × 255, rounded half up; 0-255 integers and `0x`
/// bytes as written; Display P3 triples converted and clipped per channel by an independent
/// implementation, Python's coloraide 8.13); for tokens the JSON path, following each alias to
/// the literal it ends at, in the mode asked.
@Suite(.requiresSharedCorpora) struct AssetCorpusTests {
    static var assets: URL { TestPaths.corpus("assets") ?? URL(fileURLWithPath: "/nonexistent") }

    /// One value to check: colour, variant, expected bytes.
    typealias Check = (name: String, variant: String, value: RGBA8)

    static func load(_ paths: [String]) throws -> PaletteLoad {
        try Palette.load(contentsOf: paths.map { assets.appendingPathComponent($0) })
    }

    static func verify(_ palette: Palette, _ checks: [Check], sourceLocation: SourceLocation = #_sourceLocation) throws {
        for check in checks {
            let color = try palette.color(named: check.name)
            let value = color.resolved(in: try Variant(parsing: check.variant).traits)
            #expect(value == check.value, "\(check.name) in \(check.variant)", sourceLocation: sourceLocation)
        }
    }

    /// `name` in each of `variants`, one expected value per variant in the same order.
    static func modes(_ name: String, _ variants: [String], _ values: [RGBA8]) -> [Check] {
        zip(variants, values).map { (name, $0, $1) }
    }

    static let lightDark = ["light", "dark"]
    static let fourModes = ["light", "dark", "light-high-contrast", "dark-high-contrast"]

    /// 8 catalogs: each loads on its own (one holds only Xcode's two placeholders).
    @Test func everyCatalogLoads() throws {
        let catalogs = try FileManager.default.subpathsOfDirectory(atPath: Self.assets.appendingPathComponent("catalogs").path)
            .filter { $0.hasSuffix(".xcassets") }.sorted()
        #expect(catalogs.count == 8)
        var colours = 0
        for catalog in catalogs {
            let load = try Self.load(["catalogs/" + catalog])
            colours += load.palette.colors.count
        }
        #expect(colours == 109)
        let watch = try Self.load(["catalogs/home-assistant-ios/Sources/WatchWidgets/Assets.xcassets"])
        #expect(watch.palette.colors.isEmpty)
        #expect(watch.notes == ["Assets.xcassets: left out 2 colour set(s) with no colour (Xcode's placeholders; apps see the system "
                                + "default): AccentColor, WidgetBackground"])
    }

    @Test func duckDuckGo() throws {
        let palette = try Self.load(["catalogs/duckduckgo-ios"]).palette
        #expect(palette.colors.count == 63)
        try Self.verify(palette,
            // Assets.xcassets/ListBackground.colorset: srgb 0.961 ×3; dark 0.133 ×3.
            Self.modes("ListBackground", Self.lightDark, [RGBA8(245, 245, 245), RGBA8(34, 34, 34)])
            // Assets.xcassets/Waitlist/WaitlistButtonText.colorset: 0xFF ×3 alpha 1; dark 0x00 ×3 alpha 0.840.
            + Self.modes("WaitlistButtonText", Self.lightDark, [.white, RGBA8(0, 0, 0, 214)])
            // Assets.xcassets/Waitlist/WaitlistNotificationsBackgroundColor.colorset: srgb 1 ×3; dark display-p3
            // 0.092 0.093 0.093 → coloraide 23 24 24.
            + Self.modes("WaitlistNotificationsBackgroundColor", Self.lightDark, [.white, RGBA8(23, 24, 24)])
            // DeprecatedColors.xcassets/AlertButtonDestructiveTitleColor.colorset: display-p3 0.925 0.216 0.141
            // → 255 15 0 (clipped); dark 1.000 0.271 0.227 → 255 39 41.
            + Self.modes("AlertButtonDestructiveTitleColor", Self.lightDark, [RGBA8(255, 15, 0), RGBA8(255, 39, 41)])
            // DeprecatedColors.xcassets/AlertDimmingColor.colorset: black alpha 0.200; dark alpha 0.480.
            + Self.modes("AlertDimmingColor", Self.lightDark, [RGBA8(0, 0, 0, 51), RGBA8(0, 0, 0, 122)])
            // DeprecatedColors.xcassets/AlertSeparatorColor.colorset: display-p3 0.867 0.867 0.871 → 221 221 222;
            // dark 0.322 0.318 0.318 → 82 81 81.
            + Self.modes("AlertSeparatorColor", Self.lightDark, [RGBA8(221, 221, 222), RGBA8(82, 81, 81)])
            // DeprecatedColors.xcassets/AutofillPromptKeyboard.colorset: srgb 0.400 ×3; dark 0.600 ×3.
            + Self.modes("AutofillPromptKeyboard", Self.lightDark, [RGBA8(102, 102, 102), RGBA8(153, 153, 153)]))
    }

    @Test func homeAssistant() throws {
        let load = try Self.load(["catalogs/home-assistant-ios"])
        #expect(load.palette.colors.count == 10)
        try Self.verify(load.palette,
            // Sources/App/Resources/Assets.xcassets/LaunchScreen/launchScreen-background.colorset: srgb 250 ×3; dark 17 ×3.
            Self.modes("launchScreen-background", Self.lightDark, [RGBA8(250, 250, 250), RGBA8(17, 17, 17)])
            // …/App/Resources/Assets.xcassets/accentColor.colorset: 0x00 0x9A 0xC7 in both appearances.
            + Self.modes("accentColor", Self.lightDark, [RGBA8(0x00, 0x9A, 0xC7), RGBA8(0x00, 0x9A, 0xC7)])
            // Sources/Shared/Assets/Colors.xcassets/Background/primaryBackground.colorset: display-p3 0xFA ×3;
            // dark 0x11 0x10 0x10 → coloraide 17 16 16.
            + Self.modes("primaryBackground", Self.lightDark, [RGBA8(250, 250, 250), RGBA8(17, 16, 16)])
            // …/Background/tileBackground.colorset: display-p3 0xFF ×3; dark 0x1C 0x1B 0x1B → 28 27 27.
            + Self.modes("tileBackground", Self.lightDark, [.white, RGBA8(28, 27, 27)])
            // …/Domain/cover.colorset (a namespace folder): extended-srgb 0x92 0x6B 0xC7, no dark entry.
            + Self.modes("Domain/cover", Self.lightDark, [RGBA8(0x92, 0x6B, 0xC7), RGBA8(0x92, 0x6B, 0xC7)])
            // Sources/Extensions/Widgets/…/WidgetBackground.colorset: reference systemBackgroundColor (iOS 18:
            // white, black); WatchWidgets' placeholder of the same name is left out.
            + Self.modes("WidgetBackground", Self.lightDark, [.white, .black]))
    }

    @Test func netNewsWire() throws {
        let mac = try Self.load(["catalogs/netnewswire/Mac/Resources/Assets.xcassets"]).palette
        try Self.verify(mac,
            // Mac/Resources/Assets.xcassets/AccentColor.colorset: srgb 0.031 0.416 0.933; dark 0.369 0.620 0.957.
            Self.modes("AccentColor", Self.lightDark, [RGBA8(8, 106, 238), RGBA8(94, 158, 244)])
            // …/Account icon colors/bazquxColor.colorset: 0.200 0.600 0.800; dark 0.169 0.561 0.761.
            + Self.modes("bazquxColor", Self.lightDark, [RGBA8(51, 153, 204), RGBA8(43, 143, 194)])
            // …/StarColor.colorset: 0.922 0.631 0.000; dark 0.976 0.776 0.204.
            + Self.modes("StarColor", Self.lightDark, [RGBA8(235, 161, 0), RGBA8(249, 198, 52)])
            // …/SidebarUnreadCountBackground.colorset: black alpha 0.500, one appearance.
            + Self.modes("SidebarUnreadCountBackground", Self.lightDark, [RGBA8(0, 0, 0, 128), RGBA8(0, 0, 0, 128)])
            // …/timelineSeparatorColor.colorset: gray-gamma-22 white 0.900 → 230 (coloraide, 0.9^2.2 encoded).
            + [("timelineSeparatorColor", "light", RGBA8(230, 230, 230))])
        let iOS = try Self.load(["catalogs/netnewswire/iOS/Resources/Assets.xcassets"]).palette
        try Self.verify(iOS,
            // iOS/Resources/Assets.xcassets/Account icon colors/feedbinColor.colorset: 7 94 206; dark 7 69 192.
            Self.modes("feedbinColor", Self.lightDark, [RGBA8(7, 94, 206), RGBA8(7, 69, 192)])
            // …/controlBackgroundColor.colorset: 0 0 0 alpha 0.250; dark 255 255 255 alpha 0.250.
            + Self.modes("controlBackgroundColor", Self.lightDark, [RGBA8(0, 0, 0, 64), RGBA8(255, 255, 255, 64)])
            // …/fullScreenBackgroundColor.colorset: reference systemBackgroundColor; dark gray-gamma-22 0.000.
            + Self.modes("fullScreenBackgroundColor", Self.lightDark, [.white, .black])
            // …/primaryAccentColor.colorset: 0x08 0x6A 0xEE; dark 0x2D 0x80 0xF1.
            + Self.modes("primaryAccentColor", Self.lightDark, [RGBA8(0x08, 0x6A, 0xEE), RGBA8(0x2D, 0x80, 0xF1)])
            // …/sectionHeaderColor.colorset: 245 245 247; dark 20 20 23.
            + Self.modes("sectionHeaderColor", Self.lightDark, [RGBA8(245, 245, 247), RGBA8(20, 20, 23)]))
    }

    /// Fluent: src/demo/w3c/{global,light,dark}.tokens.json, one file per theme, aliases into global.
    @Test func fluent() throws {
        let palette = try Self.load(["tokens/fluentui-token-pipeline/src/demo/w3c"]).palette
        #expect(palette.colors.count == 842)
        try Self.verify(palette,
            // light: NeutralForeground1.Fill.Color.Rest.$value {Global.Color.Grey.14} = #242424;
            // dark: {Global.Color.White} = #ffffff.
            Self.modes("NeutralForeground1.Fill.Color.Rest", Self.lightDark, [RGBA8(0x24, 0x24, 0x24), .white])
            // light {Global.Color.White} #ffffff; dark {Global.Color.Grey.16} #292929.
            + Self.modes("NeutralBackground1.Fill.Color.Rest", Self.lightDark, [.white, RGBA8(0x29, 0x29, 0x29)])
            // light {Global.Color.Grey.82} #d1d1d1; dark {Global.Color.Grey.40} #666666.
            + Self.modes("NeutralStroke1.Stroke.Color.Rest", Self.lightDark, [RGBA8(0xD1, 0xD1, 0xD1), RGBA8(0x66, 0x66, 0x66)])
            // light {Global.Color.Brand.80} #0078d4; dark {Global.Color.Brand.70} #106ebe.
            + Self.modes("BrandBackground.Fill.Color.Rest", Self.lightDark, [RGBA8(0x00, 0x78, 0xD4), RGBA8(0x10, 0x6E, 0xBE)])
            // light {Global.Color.Brand.80} #0078d4; dark {Global.Color.Brand.100} #2899f5.
            + Self.modes("NeutralForeground2.Fill.Color.BrandHover", Self.lightDark, [RGBA8(0x00, 0x78, 0xD4), RGBA8(0x28, 0x99, 0xF5)])
            // light {Global.Color.BlackAlpha.40} #00000066; dark {Global.Color.BlackAlpha.50} #00000080.
            + Self.modes("BackgroundOverlay.Fill.Color.Rest", Self.lightDark, [RGBA8(0, 0, 0, 0x66), RGBA8(0, 0, 0, 0x80)]))
    }

    /// A user points at Fluent's `src/demo` as it ships: the pipeline's input beside its W3C
    /// output. The input is skipped with a note naming it, and the output loads as above.
    @Test func fluentDemoFolderSkipsThePipelineInput() throws {
        let load = try Self.load(["tokens/fluentui-token-pipeline/src/demo"])
        #expect(load.palette.colors.count == 842)
        #expect(load.notes == ["skipped 1 file(s) of the folder that are not token output: fluentui.json (a token pipeline's own input)"])
        try Self.verify(load.palette, Self.modes("NeutralBackground1.Fill.Color.Rest", Self.lightDark, [.white, RGBA8(0x29, 0x29, 0x29)]))
    }

    /// Fluent's pipeline input (`src/demo/fluentui.json`: `aliasOf`, `generate`) named on its own
    /// is refused with what to load instead.
    @Test func fluentPipelineInputIsRefusedWithAdvice() throws {
        let file = Self.assets.appendingPathComponent("tokens/fluentui-token-pipeline/src/demo/fluentui.json")
        do {
            _ = try Palette.load(contentsOf: file)
            Issue.record("the pipeline's input loaded")
        } catch {
            guard case .invalidValue(let errorFile, _, _, let found) = error else { Issue.record("wrong error \(error)"); return }
            #expect(errorFile == file.path)
            #expect(found.hasSuffix("run the pipeline and load its W3C output (the folder of global.tokens.json, light.tokens.json "
                                    + "and dark.tokens.json)"))
        }
    }

    /// PatternFly: packages/module/tokens/default/{light,dark,highcontrast,highcontrast-dark}/, one
    /// folder per mode; each chain followed in that mode's folder.
    @Test func patternFly() throws {
        let palette = try Self.load(["tokens/patternfly/packages/module/tokens/default"]).palette
        // Order of values: light, dark, light-high-contrast (highcontrast/), dark-high-contrast (highcontrast-dark/).
        try Self.verify(palette,
            // semantic*.json global.background.color.primary.default: light → global.background.color.100 →
            // color.white #ffffff; dark → global.dark.background.color.200 → color.gray.80 #292929;
            // highcontrast → global.background.color.100 → #ffffff; highcontrast-dark → color.black #000000.
            Self.modes("global.background.color.primary.default", Self.fourModes, [.white, RGBA8(0x29, 0x29, 0x29), .white, .black])
            // global.text.color.regular: light → global.text.color.100 → color.gray.95 #151515; dark →
            // global.dark.text.color.100 → color.white; hc #151515; hc-dark #ffffff.
            + Self.modes("global.text.color.regular", Self.fourModes, [RGBA8(0x15, 0x15, 0x15), .white, RGBA8(0x15, 0x15, 0x15), .white])
            // global.border.color.default: light → border.color.100 → gray.30 #c7c7c7; dark → dark.border.color.100 →
            // gray.60 #4d4d4d; hc → border.color.400 → gray.60 #4d4d4d; hc-dark → dark.border.color.300 → gray.30 #c7c7c7.
            + Self.modes("global.border.color.default", Self.fourModes,
                         [RGBA8(0xC7, 0xC7, 0xC7), RGBA8(0x4D, 0x4D, 0x4D), RGBA8(0x4D, 0x4D, 0x4D), RGBA8(0xC7, 0xC7, 0xC7)])
            // global.color.brand.default: light → brand.200 → blue.50 #0066cc; dark → dark.color.brand.100 → blue.30
            // #92c5f9; hc → brand.300 → blue.60 #004d99; hc-dark → dark.color.brand.100 → #92c5f9.
            + Self.modes("global.color.brand.default", Self.fourModes,
                         [RGBA8(0x00, 0x66, 0xCC), RGBA8(0x92, 0xC5, 0xF9), RGBA8(0x00, 0x4D, 0x99), RGBA8(0x92, 0xC5, 0xF9)])
            // global.icon.color.status.danger.default: light → … → red-orange.60 #b1380b; dark → … → red-orange.50
            // #f0561d; hc → status.danger.100 → red-orange.60 #b1380b; hc-dark → dark.status.danger.200 → red-orange.40 #f4784a.
            + Self.modes("global.icon.color.status.danger.default", Self.fourModes,
                         [RGBA8(0xB1, 0x38, 0x0B), RGBA8(0xF0, 0x56, 0x1D), RGBA8(0xB1, 0x38, 0x0B), RGBA8(0xF4, 0x78, 0x4A)])
            // global.background.color.backdrop.default: base.json rgba(21, 21, 21, 0.4000); base.dark.json 0.8000.
            + Self.modes("global.background.color.backdrop.default", Self.fourModes,
                         [RGBA8(21, 21, 21, 102), RGBA8(21, 21, 21, 204), RGBA8(21, 21, 21, 102), RGBA8(21, 21, 21, 204)]))
    }

    /// Spectrum: packages/tokens/src/{color-palette,color-aliases,semantic-color-palette}.json;
    /// `sets.light` / `sets.dark` (wireframe is not an appearance).
    @Test func spectrum() throws {
        let load = try Self.load(["tokens/adobe-spectrum/packages/tokens/src"])
        #expect(load.palette.colors.count == 626)
        #expect(load.notes.count == 1 && load.notes[0].hasPrefix("left out modes that are not appearances: wireframe"))
        try Self.verify(load.palette,
            // color-aliases.json accent-background-color-default.sets.light {accent-color-900} → semantic-color-palette.json
            // {blue-900} → color-palette.json blue-900.sets.light rgb(59, 99, 251); dark {accent-color-800} → blue-800 dark
            // rgb(64, 105, 253).
            Self.modes("accent-background-color-default", Self.lightDark, [RGBA8(59, 99, 251), RGBA8(64, 105, 253)])
            // color-palette.json gray-100.sets: light rgb(233, 233, 233), dark rgb(44, 44, 44).
            + Self.modes("gray-100", Self.lightDark, [RGBA8(233, 233, 233), RGBA8(44, 44, 44)])
            // color-aliases.json neutral-content-color-default.value {gray-800}: light rgb(41, 41, 41), dark rgb(219, 219, 219).
            + Self.modes("neutral-content-color-default", Self.lightDark, [RGBA8(41, 41, 41), RGBA8(219, 219, 219)])
            // negative-background-color-default: light → negative-color-900 → red-900 rgb(215, 50, 32); dark →
            // negative-color-800 → red-800 rgb(223, 52, 34).
            + Self.modes("negative-background-color-default", Self.lightDark, [RGBA8(215, 50, 32), RGBA8(223, 52, 34)])
            // accent-color-800.value {blue-800}: light rgb(75, 117, 255), dark rgb(64, 105, 253).
            + Self.modes("accent-color-800", Self.lightDark, [RGBA8(75, 117, 255), RGBA8(64, 105, 253)])
            // drop-shadow-ambient-color.sets: light rgba(0, 0, 0, 0.08), dark rgba(0, 0, 0, 0.24).
            + Self.modes("drop-shadow-ambient-color", Self.lightDark, [RGBA8(0, 0, 0, 20), RGBA8(0, 0, 0, 61)]))
        #expect(load.palette.colors["overlay-opacity"] == nil)  // an opacity set, not a colour
    }

    /// Terrazzo fixture packages/plugin-css/test/fixtures/mode-type-color/tokens.json: DTCG
    /// 2025.10 `$extensions.mode` with colour-blind and dimmed modes (left out), oklch, a gradient.
    @Test func terrazzoModeTypeColor() throws {
        let load = try Self.load(["tokens/terrazzo-fixtures/packages/plugin-css/test/fixtures/mode-type-color/tokens.json"])
        #expect(load.notes == ["left out modes that are not appearances: dark-colorblind, dark-dimmed, light-colorblind (to use one, "
                               + "map it: --mode-map \"NAME=VARIANT\", or ModeMap.map(_:to:))"])
        // Values in order light, dark, light-high-contrast, dark-high-contrast, from $extensions.mode.<mode>.hex
        // (the components give the same bytes).
        try Self.verify(load.palette,
            // color.blue.0: #ddf4ff, #cae8ff, #dff7ff, #caeaff.
            Self.modes("color.blue.0", Self.fourModes,
                       [RGBA8(0xDD, 0xF4, 0xFF), RGBA8(0xCA, 0xE8, 0xFF), RGBA8(0xDF, 0xF7, 0xFF), RGBA8(0xCA, 0xEA, 0xFF)])
            // color.blue.6: #0550ae, #1158c7, #023b95, #318bf8.
            + Self.modes("color.blue.6", Self.fourModes,
                         [RGBA8(0x05, 0x50, 0xAE), RGBA8(0x11, 0x58, 0xC7), RGBA8(0x02, 0x3B, 0x95), RGBA8(0x31, 0x8B, 0xF8)])
            // color.blue.7: #033d8b, #0d419d, #022f7a, #2672f3.
            + Self.modes("color.blue.7", Self.fourModes,
                         [RGBA8(0x03, 0x3D, 0x8B), RGBA8(0x0D, 0x41, 0x9D), RGBA8(0x02, 0x2F, 0x7A), RGBA8(0x26, 0x72, 0xF3)])
            // color.hdr-blue: oklch 0.6412 0.239 254.98 / 0.6471 0.242 257.45 / 0.5441 0.274 259.2 /
            // 0.6971 0.183 252.18, outside sRGB: coloraide clipped 0 134 255 / 0 133 255 / 0 90 255 / 52 160 255.
            + Self.modes("color.hdr-blue", Self.fourModes, [RGBA8(0, 134, 255), RGBA8(0, 133, 255), RGBA8(0, 90, 255), RGBA8(52, 160, 255)])
            // color.control.border-focus: light {color.blue.7} #033d8b; dark {color.blue.6} in dark #1158c7.
            + Self.modes("color.control.border-focus", Self.lightDark, [RGBA8(0x03, 0x3D, 0x8B), RGBA8(0x11, 0x58, 0xC7)])
            // color.alias-5 → alias-4 → … → alias-1 → {color.blue.6}.
            + Self.modes("color.alias-5", Self.lightDark, [RGBA8(0x05, 0x50, 0xAE), RGBA8(0x11, 0x58, 0xC7)]))
        #expect(load.palette.colors["gradient.blue-pink"] == nil && load.palette.colors["gradient.default"] == nil)
    }

    /// Terrazzo fixture packages/plugin-swift/test/color/tokens.json: light and dark per token.
    @Test func terrazzoSwiftColors() throws {
        let palette = try Self.load(["tokens/terrazzo-fixtures/packages/plugin-swift/test/color/tokens.json"]).palette
        // color.primitive.blue.N.$extensions.mode.{light,dark}.hex.
        try Self.verify(palette,
            Self.modes("color.primitive.blue.1", Self.lightDark, [RGBA8(0xFB, 0xFD, 0xFF), RGBA8(0x0D, 0x15, 0x20)])
            + Self.modes("color.primitive.blue.2", Self.lightDark, [RGBA8(0xF4, 0xFA, 0xFF), RGBA8(0x11, 0x19, 0x27)])
            + Self.modes("color.primitive.blue.3", Self.lightDark, [RGBA8(0xE6, 0xF4, 0xFE), RGBA8(0x0D, 0x28, 0x47)])
            + Self.modes("color.primitive.blue.4", Self.lightDark, [RGBA8(0xD5, 0xEF, 0xFF), RGBA8(0x00, 0x33, 0x62)])
            + Self.modes("color.primitive.blue.5", Self.lightDark, [RGBA8(0xC2, 0xE5, 0xFF), RGBA8(0x00, 0x40, 0x74)]))
    }

    /// Terrazzo fixture packages/plugin-vanilla-extract/test/fixtures/github-primer-legacy/
    /// github-primer.tokens.json: Primer's eight modes; colour-blind, dimmed and "white" left out.
    @Test func terrazzoPrimer() throws {
        let load = try Self.load(["tokens/terrazzo-fixtures/packages/plugin-vanilla-extract/test/fixtures/github-primer-legacy/github-primer.tokens.json"])
        #expect(load.palette.colors.count == 93)
        // base.color.*.$extensions.mode.{light,dark,light-high-contrast,dark-high-contrast}.hex.
        try Self.verify(load.palette,
            Self.modes("base.color.black", Self.fourModes,
                       [RGBA8(0x1F, 0x23, 0x28), RGBA8(0x01, 0x04, 0x09), RGBA8(0x01, 0x04, 0x09), RGBA8(0x01, 0x04, 0x09)])
            + Self.modes("base.color.neutral.0", Self.fourModes, [RGBA8(0xF6, 0xF8, 0xFA), RGBA8(0xF0, 0xF6, 0xFC), .white, .white])
            + Self.modes("base.color.neutral.1", Self.fourModes,
                         [RGBA8(0xEA, 0xEE, 0xF2), RGBA8(0xC9, 0xD1, 0xD9), RGBA8(0xE7, 0xEC, 0xF0), RGBA8(0xF0, 0xF3, 0xF6)])
            + Self.modes("base.color.neutral.2", Self.fourModes,
                         [RGBA8(0xD0, 0xD7, 0xDE), RGBA8(0xB1, 0xBA, 0xC4), RGBA8(0xCE, 0xD5, 0xDC), RGBA8(0xD9, 0xDE, 0xE3)])
            + Self.modes("base.color.neutral.3", Self.fourModes,
                         [RGBA8(0xAF, 0xB8, 0xC1), RGBA8(0x8B, 0x94, 0x9E), RGBA8(0xAC, 0xB6, 0xC0), RGBA8(0xBD, 0xC4, 0xCC)]))
    }

    /// Terrazzo fixture packages/plugin-token-listing/test/fixtures/figma-sds-legacy.tokens.json:
    /// semantic aliases with light and dark modes; dimensions and typography skipped.
    @Test func terrazzoFigmaSDS() throws {
        let palette = try Self.load(["tokens/terrazzo-fixtures/packages/plugin-token-listing/test/fixtures/figma-sds-legacy.tokens.json"]).palette
        #expect(palette.colors.count == 216)
        try Self.verify(palette,
            // color.background.brand.default: light {color.brand.800} #2c2c2c; dark {color.white.100} #ffffff alpha
            // 0.050980… (13/255).
            Self.modes("color.background.brand.default", Self.lightDark, [RGBA8(0x2C, 0x2C, 0x2C), RGBA8(255, 255, 255, 13)])
            // color.background.default.default: light {color.white.1000} #ffffff; dark {color.gray.900} #1e1e1e.
            + Self.modes("color.background.default.default", Self.lightDark, [.white, RGBA8(0x1E, 0x1E, 0x1E)])
            // color.text.default.default: light {color.gray.900} #1e1e1e; dark {color.white.1000} #ffffff.
            + Self.modes("color.text.default.default", Self.lightDark, [RGBA8(0x1E, 0x1E, 0x1E), .white])
            // color.border.default.default: light {color.gray.300} #d9d9d9; dark {color.gray.600} #444444.
            + Self.modes("color.border.default.default", Self.lightDark, [RGBA8(0xD9, 0xD9, 0xD9), RGBA8(0x44, 0x44, 0x44)])
            // color.background.danger.default: light {color.red.500} #ec221f; dark {color.red.600} #c00f0c.
            + Self.modes("color.background.danger.default", Self.lightDark, [RGBA8(0xEC, 0x22, 0x1F), RGBA8(0xC0, 0x0F, 0x0C)]))
    }

    /// Each source as a user points at it, its top folder as it ships (package manifests, a
    /// pipeline's input, placeholder catalogs and all): every one loads, none is empty.
    @Test func everySourceLoadsFromItsTopFolder() throws {
        let sources = ["catalogs/duckduckgo-ios", "catalogs/home-assistant-ios", "catalogs/netnewswire", "tokens/adobe-spectrum",
                       "tokens/fluentui-token-pipeline", "tokens/patternfly"]
        for source in sources {
            let load = try Self.load([source])
            #expect(!load.palette.colors.isEmpty, "\(source)")
        }
    }

    /// Every token file in the corpus is covered by one of the tests above: a new file fails here
    /// until it gets its own checks.
    @Test func everyTokenFileIsCovered() throws {
        let tokens = Self.assets.appendingPathComponent("tokens")
        let files = try FileManager.default.subpathsOfDirectory(atPath: tokens.path).filter { $0.hasSuffix(".json") }.sorted()
        let covered = ["fluentui-token-pipeline/src/demo/w3c/", "fluentui-token-pipeline/src/demo/fluentui.json",
                       "patternfly/packages/module/tokens/default/", "adobe-spectrum/packages/tokens/src/",
                       "terrazzo-fixtures/packages/plugin-css/test/fixtures/mode-type-color/tokens.json",
                       "terrazzo-fixtures/packages/plugin-swift/test/color/tokens.json",
                       "terrazzo-fixtures/packages/plugin-vanilla-extract/test/fixtures/github-primer-legacy/github-primer.tokens.json",
                       "terrazzo-fixtures/packages/plugin-token-listing/test/fixtures/figma-sds-legacy.tokens.json"]
        #expect(files.count == 31)
        for file in files { #expect(covered.contains { file.hasPrefix($0) }, "\(file) has no corpus test") }
    }
}
