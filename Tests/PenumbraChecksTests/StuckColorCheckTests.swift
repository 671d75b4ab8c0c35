import PenumbraChecks
import PenumbraCore
import PenumbraStyle
import Testing

@Suite struct StuckColorCheckTests {
    static let background = StyleColor(name: "background", light: .white, dark: RGBA8(0x17, 0x19, 0x1D))
    static let label = StyleColor(name: "textPrimary", light: RGBA8(0x17, 0x19, 0x1D), dark: RGBA8(0xF4, 0xF5, 0xF7))

    /// A card whose colours are resolved in `resolveIn` and drawn in the dark variant; with
    /// `stuckLayer`, only the card's fill was resolved once (as a layer's `cgColor`).
    static func render(resolveIn: Traits, stuckLayer: Bool) throws -> CheckScene {
        var b = SceneBuilder(width: 40, height: 30, variant: .dark)
        let fillTraits = stuckLayer ? resolveIn : Traits.dark
        let fill = stuckLayer ? CheckColor(background.resolved(in: fillTraits))
            : CheckColor(background.resolved(in: fillTraits), name: "background", isDynamic: true)
        b.fill("root.card.layer", role: "background", Rect(x: 0, y: 0, width: 40, height: 30), fill)
        b.text("root.card.label", Rect(x: 2, y: 2, width: 30, height: 20),
               CheckColor(label.resolved(in: .dark), name: "textPrimary", isDynamic: true))
        return try b.scene()
    }

    @Test func catchesALayerColourResolvedUnderLightAndShownInDark() throws {
        let stuck = try Self.render(resolveIn: .light, stuckLayer: true)
        let fresh = try Self.render(resolveIn: .dark, stuckLayer: false)
        let findings = try StuckColorCheck().findings(stuck: stuck, fresh: fresh, builtIn: "light")
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.path == "root.card.layer")
        #expect(finding.variant == "dark")
        #expect(finding.message.contains("#FFFFFFFF stayed as resolved in light where dark gives #17191DFF (background)"))
        #expect(StuckColorCheck.differingPixels(stuck.bitmap, fresh.bitmap) > 0)
    }

    @Test func coloursThatFollowTheAppearanceHaveNoFinding() throws {
        let a = try Self.render(resolveIn: .dark, stuckLayer: false)
        #expect(try StuckColorCheck().findings(stuck: a, fresh: a, builtIn: "light").isEmpty)
        #expect(StuckColorCheck.differingPixels(a.bitmap, a.bitmap) == 0)
    }

    @Test func refusesRendersOfDifferentTrees() throws {
        let a = try Self.render(resolveIn: .dark, stuckLayer: false)
        var b = SceneBuilder(width: 40, height: 30, variant: .dark)
        b.fill("root", Rect(x: 0, y: 0, width: 1, height: 1), CheckColor(.white))
        #expect(throws: CheckError.self) { try StuckColorCheck().findings(stuck: a, fresh: try b.scene(), builtIn: "light") }
    }
}
