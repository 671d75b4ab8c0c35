import Foundation
import Testing
@testable import PenumbraTesting

/// A chip in the brand colour, for the configuration tests.
private struct BrandChip: View {
    var body: some View {
        Color("brand").frame(width: 6, height: 4)
    }
}

private let brandPalette = Palette(name: "brand", colors: [
    "brand": StyleColor(name: "brand", light: RGBA8(200, 0, 100), dark: RGBA8(100, 0, 50)),
])

/// The SwiftUI spellings of the assertion: configuration from a trait or a scope, and
/// swift-snapshot-testing's `as: .image(…)`.
@Suite(.rendering(RenderConfiguration(palette: brandPalette, text: NoText())))
struct SwiftUIAssertionTests {
    func recorded(_ body: (Scratch) -> Void) throws -> Scratch {
        let scratch = try Scratch()
        withKnownIssue {
            withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots,
                                 artifactsDirectory: scratch.artifacts) { body(scratch) } as Void
        } matching: { $0.comments.first?.rawValue.contains("recorded") == true }
        return scratch
    }

    func image(_ scratch: Scratch, _ file: String) throws -> RGBAImage {
        try PNGDecoder.decodeImage(contentsOf: scratch.snapshots.appendingPathComponent(file))
    }

    @Test func theSuiteTraitConfiguresThePalette() throws {
        let scratch = try recorded { _ in assertSnapshot(of: BrandChip(), named: "chip") }
        defer { scratch.remove() }
        #expect(try image(scratch, "theSuiteTraitConfiguresThePalette.chip.light.png")[0, 0] == RGBA8(200, 0, 100))
        #expect(try image(scratch, "theSuiteTraitConfiguresThePalette.chip.dark.png")[0, 0] == RGBA8(100, 0, 50))
    }

    @Test func aScopeOverridesTheSuitesConfiguration() throws {
        let wide = RenderConfiguration(palette: brandPalette, text: NoText(), variants: [.dark], scale: .x3)
        let scratch = try recorded { _ in
            _ = withRenderConfiguration(wide) { assertSnapshot(of: BrandChip(), named: "chip") }
        }
        defer { scratch.remove() }
        #expect(scratch.files(in: scratch.snapshots) == ["aScopeOverridesTheSuitesConfiguration.chip.dark.png"])
        #expect(try image(scratch, "aScopeOverridesTheSuitesConfiguration.chip.dark.png").width == 18)
    }

    @Test func snapshotSettingsCarryARenderConfiguration() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let wide = RenderConfiguration(palette: brandPalette, text: NoText(), variants: [.dark], scale: .x2)
        withKnownIssue {
            withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots,
                                 artifactsDirectory: scratch.artifacts, rendering: wide) {
                _ = assertSnapshot(of: BrandChip(), named: "chip")
            }
        } matching: { $0.comments.first?.rawValue.contains("recorded") == true }
        #expect(scratch.files(in: scratch.snapshots) == ["snapshotSettingsCarryARenderConfiguration.chip.dark.png"])
        #expect(try image(scratch, "snapshotSettingsCarryARenderConfiguration.chip.dark.png").width == 12)
    }

    @Test func swiftSnapshotTestingSpellingRendersEveryVariantAtItsLayout() throws {
        let scratch = try recorded { _ in
            assertSnapshot(of: BrandChip(), as: .image(layout: .fixed(width: 10, height: 8)), named: "fixed")
            assertSnapshot(of: BrandChip(), as: .image(layout: .device(config: .iPhoneSe),
                                                       traits: UITraitCollection(userInterfaceStyle: .dark)), named: "device")
        }
        defer { scratch.remove() }
        #expect(scratch.files(in: scratch.snapshots) == [
            "swiftSnapshotTestingSpellingRendersEveryVariantAtItsLayout.device.dark.png",
            "swiftSnapshotTestingSpellingRendersEveryVariantAtItsLayout.fixed.dark.png",
            "swiftSnapshotTestingSpellingRendersEveryVariantAtItsLayout.fixed.light.png",
        ])
        let fixed = try image(scratch, "swiftSnapshotTestingSpellingRendersEveryVariantAtItsLayout.fixed.light.png")
        #expect((fixed.width, fixed.height) == (10, 8))
        // The chip is centred in the fixed root over the window's system background, as a
        // hosting view centres and backs its content.
        #expect(fixed[2, 2] == RGBA8(200, 0, 100) && fixed[0, 0] == RGBA8(255, 255, 255))
        let device = try image(scratch, "swiftSnapshotTestingSpellingRendersEveryVariantAtItsLayout.device.dark.png")
        #expect((device.width, device.height) == (640, 1136))
    }

    @Test func precisionsBecomeABudgetAndAColourDistance() {
        let strict = Snapshotting<BrandChip, Bitmap>.image
        #expect(strict.comparison.comparator.budget == .exact)
        guard case .exact = strict.comparison.comparator.mode else { Issue.record("not exact"); return }
        let loose = Snapshotting<BrandChip, Bitmap>.image(precision: 0.99, perceptualPrecision: 0.98)
        #expect(loose.comparison.comparator.budget.maxRatio.map { abs($0 - 0.01) < 1e-6 } == true)
        guard case .deltaE94(let threshold) = loose.comparison.comparator.mode else { Issue.record("not CIE94"); return }
        #expect(abs(threshold.maximum - 2) < 1e-4)
    }

    @Test func anUnknownColourFailsWithTheViewPath() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        withKnownIssue {
            _ = withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots,
                                     artifactsDirectory: scratch.artifacts) {
                assertSnapshot(of: HStack { BrandChip(); Color("brnd") }, named: "bad", variants: [.light])
            }
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.contains("root.children[1]: unknown colour \"brnd\"; did you mean \"brand\"?")
        }
        #expect(scratch.files(in: scratch.snapshots).isEmpty)
    }
}
