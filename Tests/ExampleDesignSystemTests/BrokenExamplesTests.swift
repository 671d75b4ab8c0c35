import ExampleDesignSystem
import Foundation
import Penumbra
import Testing

/// Each check catches a deliberately broken view built with the example palette.
@Suite struct BrokenExamplesTests {
    static let palette: Palette? = try? ExamplePalette.load(from: .assetCatalog).palette
    static let renderer: ViewRenderer? = try? ExampleDesignSystem.renderer(text: BoxTextMeasurer())

    static func run(_ checks: [CheckKind], _ subject: ViewSubject) throws -> [CheckFinding] {
        let palette = try #require(Self.palette)
        return try CheckRunner(checks: checks, palette: palette).run(subject).findings
    }

    static func subject(_ name: String, _ view: some View) throws -> ViewSubject {
        ViewSubject(name: name, renderer: try #require(renderer), size: .fixed(Size(width: 200, height: 80)), tree: view)
    }

    @Test func contrastCatchesAStaticBlackLabelInDark() throws {
        let view = Text("Storage").foregroundColor(.literal(.black))
            .frame(maxWidth: .infinity, maxHeight: .infinity).background(.named("background"))
        let findings = try Self.run([.contrast], try Self.subject("black-label", view))
        #expect(findings.map(\.variant) == ["dark"])
        #expect(findings.first?.path.hasPrefix("root") == true)
        #expect((findings.first?.ratio ?? 99) < 1.5)
    }

    @Test func backgroundCatchesAScreenWithoutOne() throws {
        let view = Text("Storage").foregroundColor(.named("textPrimary")).frame(maxWidth: .infinity, maxHeight: .infinity)
        let findings = try Self.run([.background], try Self.subject("no-background", view))
        #expect(findings.map(\.variant) == ["light", "dark"])
        #expect(findings.first?.box == PixelBox(x: 0, y: 0, width: 200, height: 80))
    }

    @Test func hardcodedCatchesAStaticWhiteBackground() throws {
        let view = Text("Storage").foregroundColor(.named("textPrimary"))
            .frame(maxWidth: .infinity, maxHeight: .infinity).background(.literal(.white))
        let findings = try Self.run([.hardcoded], try Self.subject("white", view))
        #expect(findings.count == 2)
        #expect(findings.first?.message.contains("equals palette colour") == true)
    }

    @Test func stuckCatchesALayerColourResolvedWhenBuilt() throws {
        let palette = try #require(Self.palette)
        let renderer = try #require(Self.renderer)
        // The card resolves its background when it is built, as `layer.backgroundColor =
        // color.cgColor` does; the label keeps its reference.
        let subject = ViewSubject(name: "stuck-card", renderer: renderer, size: .fixed(Size(width: 200, height: 80))) { traits in
            let frozen = palette["backgroundSecondary"]?.resolved(in: traits) ?? .clear
            return Text("Storage").foregroundColor(.named("textPrimary")).padding(12)
                .background(.literal(frozen), in: RoundedRectangle(cornerRadius: 12))
                .frame(maxWidth: .infinity, maxHeight: .infinity).background(.named("background"))
        }
        let findings = try CheckRunner(checks: [.stuck], palette: palette).run(subject).findings
        #expect(findings.count == 1)
        #expect(findings.first?.variant == "dark")
        #expect(findings.first?.message.contains("#F4F5F7FF stayed as resolved in light where dark gives #2B2E35FF") == true)
    }
}
