import ExampleDesignSystem
import Foundation
import PenumbraTesting
import Testing

/// Each check catches a deliberately broken view built with the example palette.
@Suite struct BrokenExamplesTests {
    static let palette: Palette? = try? ExamplePalette.load(from: .assetCatalog).palette
    static let configuration: RenderConfiguration? = try? ExampleDesignSystem.configuration(text: BoxTextMeasurer())

    static func run(_ checks: [CheckKind], _ subject: ViewSubject) throws -> [CheckFinding] {
        let palette = try #require(Self.palette)
        return try CheckRunner(checks: checks, palette: palette).run(subject).findings
    }

    static func subject(_ name: String, _ view: @escaping @Sendable () -> any View) throws -> ViewSubject {
        try ViewSubject(name: name, configuration: try #require(configuration), size: .fixed(Size(width: 200, height: 80)), view: view)
    }

    @Test func contrastCatchesAStaticBlackLabelInDark() throws {
        let findings = try Self.run([.contrast], try Self.subject("black-label") {
            Text("Storage").foregroundColor(.black)
                .frame(maxWidth: .infinity, maxHeight: .infinity).background(Color("background"))
        })
        #expect(findings.map(\.variant) == ["dark"])
        #expect(findings.first?.path.hasPrefix("root") == true)
        #expect((findings.first?.ratio ?? 99) < 1.5)
    }

    @Test func backgroundCatchesAScreenWithoutOne() throws {
        let findings = try Self.run([.background], try Self.subject("no-background") {
            Text("Storage").foregroundColor(Color("textPrimary")).frame(maxWidth: .infinity, maxHeight: .infinity)
        })
        #expect(findings.map(\.variant) == ["light", "dark"])
        #expect(try findings.first?.box == PixelRect(x: 0, y: 0, width: 200, height: 80))
    }

    @Test func hardcodedCatchesAStaticWhiteBackground() throws {
        let findings = try Self.run([.hardcoded], try Self.subject("white") {
            Text("Storage").foregroundColor(Color("textPrimary"))
                .frame(maxWidth: .infinity, maxHeight: .infinity).background(.white)
        })
        #expect(findings.count == 2)
        #expect(findings.first?.message.contains("equals palette colour") == true)
    }

    @Test func stuckCatchesAColourResolvedWhenTheViewWasMade() throws {
        let palette = try #require(Self.palette)
        // The card resolves its background once, when it is made, as code that stores
        // `color.cgColor` in a layer does; SwiftUI keeps that value across the switch.
        let subject = try ViewSubject(name: "stuck-card", configuration: try #require(Self.configuration),
                                      size: .fixed(Size(width: 200, height: 80))) { StuckCard() }
        let findings = try CheckRunner(checks: [.stuck], palette: palette).run(subject).findings
        #expect(findings.count == 1)
        #expect(findings.first?.variant == "dark")
        #expect(findings.first?.message.contains("#F4F5F7FF stayed as resolved in light where dark gives #2B2E35FF") == true)
    }

    @Test func aBodyThatReadsTheColorSchemeIsNotStuck() throws {
        let palette = try #require(Self.palette)
        // SwiftUI evaluates the body again after a switch: the colour follows.
        let subject = try ViewSubject(name: "scheme-card", configuration: try #require(Self.configuration),
                                      size: .fixed(Size(width: 200, height: 80))) { SchemeCard() }
        #expect(try CheckRunner(checks: [.stuck], palette: palette).run(subject).findings == [])
    }
}

/// The example palette's `backgroundSecondary` as static values, per appearance.
private let secondaryBackground = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(red: 0x2B / 255.0, green: 0x2E / 255.0, blue: 0x35 / 255.0, alpha: 1)
                                       : UIColor(red: 0xF4 / 255.0, green: 0xF5 / 255.0, blue: 0xF7 / 255.0, alpha: 1)
}

/// A card whose background is resolved once, when the card is made.
private struct StuckCard: View {
    private let background = Color(uiColor: secondaryBackground.resolvedColor(with: .current))
    var body: some View {
        Text("Storage").foregroundColor(Color("textPrimary")).padding(12)
            .background(background, in: RoundedRectangle(cornerRadius: 12, style: .circular))
            .frame(maxWidth: .infinity, maxHeight: .infinity).background(Color("background"))
    }
}

/// A card whose body picks its background by the colour scheme it reads: not stuck in SwiftUI.
private struct SchemeCard: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Text("Storage").foregroundColor(Color("textPrimary")).padding(12)
            .background(colorScheme == .dark ? Color(red: 0x2B / 255.0, green: 0x2E / 255.0, blue: 0x35 / 255.0)
                                             : Color(red: 0xF4 / 255.0, green: 0xF5 / 255.0, blue: 0xF7 / 255.0),
                        in: RoundedRectangle(cornerRadius: 12, style: .circular))
            .frame(maxWidth: .infinity, maxHeight: .infinity).background(Color("background"))
    }
}
