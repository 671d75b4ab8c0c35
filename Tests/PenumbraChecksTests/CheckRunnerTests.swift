import Foundation
import PenumbraChecks
import PenumbraCore
import PenumbraStyle
import PenumbraText
import PenumbraView
import Testing

/// A small screen drawn with the scene builder: a background, a card and a label, each either
/// from the palette or broken in one way.
struct StandInScreen: CheckSubject {
    var name: String
    /// Draws a static white card (the light background's value).
    var staticCard = false
    /// Leaves the bottom quarter without a background.
    var forgetsBottom = false
    /// Draws the label in static black.
    var blackLabel = false
    /// Resolves the background once, when the screen is built (as a layer's `cgColor`).
    var freezesBackground = false

    static let palette = Palette(name: "Test", colors: [
        "background": StyleColor(light: .white, dark: RGBA8(0x17, 0x19, 0x1D)),
        "textPrimary": StyleColor(light: RGBA8(0x17, 0x19, 0x1D), dark: RGBA8(0xF4, 0xF5, 0xF7)),
    ])

    func scene(for variant: Variant) throws -> CheckScene { try render(shownIn: variant) }

    func stuckScene(builtIn: Variant, shownIn: Variant) throws -> CheckScene? {
        try render(builtIn: builtIn, shownIn: shownIn)
    }

    private func render(builtIn: Variant? = nil, shownIn: Variant) throws -> CheckScene {
        func color(_ name: String) -> CheckColor {
            .palette(name, Self.palette[name]?.resolved(in: shownIn.traits) ?? .clear)
        }
        var b = SceneBuilder(width: 40, height: 40, variant: shownIn)
        var background = color("background")
        if freezesBackground, let builtIn {
            background = CheckColor(Self.palette["background"]?.resolved(in: builtIn.traits) ?? .clear)
        }
        b.fill("root.background", role: "background", Rect(x: 0, y: 0, width: 40, height: forgetsBottom ? 30 : 40), background)
        if staticCard { b.fill("root.card", Rect(x: 0, y: 30, width: 10, height: 4), CheckColor(.white)) }
        b.text("root.label", Rect(x: 4, y: 4, width: 30, height: 20), blackLabel ? CheckColor(.black) : color("textPrimary"))
        return try b.scene()
    }
}

@Suite struct CheckRunnerTests {
    @Test func aCleanScreenPassesEveryCheckInLightAndDark() throws {
        let result = try CheckRunner(palette: StandInScreen.palette).run(StandInScreen(name: "clean"))
        #expect(result.isClean, "\(result.findings)")
        #expect(result.worstContrast != nil)
        #expect(result.variants == ["light", "dark"])
    }

    @Test func aBrokenScreenIsCaughtByEveryCheck() throws {
        let screen = StandInScreen(name: "broken", staticCard: true, forgetsBottom: true, blackLabel: true,
                                   freezesBackground: true)
        let result = try CheckRunner(palette: StandInScreen.palette).run(screen)
        let found = Set(result.findings.map { "\($0.check.rawValue) \($0.variant) \($0.path)" })
        #expect(found == [
            "contrast dark root.label",
            "background light root", "background dark root",
            "hardcoded light root.label", "hardcoded dark root.label", "hardcoded light root.card",
            "stuck dark root.background",
        ])
        let report = CheckReport(results: [result])
        #expect(report.text.hasPrefix("broken: 7 findings (checks contrast,background,hardcoded,stuck; variants light,dark)\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
    }

    @Test func frozenColoursAreStuckInTheSecondVariant() throws {
        let screen = StandInScreen(name: "s", freezesBackground: true)
        let result = try CheckRunner(checks: [.stuck], palette: StandInScreen.palette).run(screen)
        #expect(result.findings.map(\.path) == ["root.background"])
        #expect(result.findings.first?.variant == "dark")
    }

    @Test func parsesCheckLists() throws {
        #expect(try CheckKind.parseList("contrast, stuck,contrast") == [.contrast, .stuck])
        #expect(throws: CheckError.unknownCheck(name: "colour", known: ["contrast", "background", "hardcoded", "stuck"])) {
            try CheckKind.parseList("colour")
        }
    }
}

/// WCAG's large text, read in iOS points: 17 pt semibold (the headline style) is normal text.
@Suite struct LargeTextRuleTests {
    func findings(_ size: Double, _ weight: FontWeight) throws -> [CheckFinding] {
        // #888888 on white: 3.54:1, enough for large text only.
        let tree = ViewNode.modified(
            .modified(.modified(.text("Pay now"), .font(.system(size: size, weight: weight))),
                      .foregroundColor(.literal(RGBA8(0x88, 0x88, 0x88)))),
            .background(.shape(.rectangle, fill: .literal(.white), stroke: nil), alignment: .center))
        let renderer = ViewRenderer(colors: Palette(name: "none", colors: [:]), text: try FontTextEngine.withDefaultFonts())
        let subject = ViewSubject(name: "label", renderer: renderer, size: .fitting, tree: tree)
        return try CheckRunner(checks: [.contrast], variants: VariantSet([.light]), palette: Palette(name: "none", colors: [:]))
            .run(subject).findings
    }

    @Test func semiboldHeadlineTextNeedsFourAndAHalfToOne() throws {
        #expect(try findings(17, .semibold).count == 1)
        #expect(try findings(20, .regular).count == 1)
        #expect(try findings(18, .bold).count == 1)
    }

    @Test func textFrom24PointsOrBoldFrom18_67PassesAtThreeToOne() throws {
        #expect(try findings(24, .regular).isEmpty)
        #expect(try findings(19, .bold).isEmpty)
        #expect(try findings(19, .heavy).isEmpty)
    }
}
