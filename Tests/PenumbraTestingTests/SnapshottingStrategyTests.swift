import Foundation
import Testing
@testable import PenumbraTesting

/// A chip whose colour comes from a model, for the `pullback` test.
private struct SwatchChip: View {
    let colour: RGBA8
    var body: some View {
        Color(red: Double(colour.r) / 255, green: Double(colour.g) / 255, blue: Double(colour.b) / 255).frame(width: 3, height: 2)
    }
}

/// A model a team snapshots through a strategy pulled back from the view strategy.
private struct Swatch { let red: UInt8 }

/// The one assertion entry over strategy values: `pullback`, the matrix, strategies for images
/// already drawn, and `record:` as swift-snapshot-testing spells it.
@Suite(.rendering(RenderConfiguration(text: NoText())))
struct SnapshottingStrategyTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    func verify<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, record: SnapshotRecordMode? = nil) -> SnapshotResult {
        withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots, artifactsDirectory: scratch.artifacts) {
            verifySnapshot(of: value, as: strategy, named: "s", record: record, codec: .raw, filePath: #filePath, function: "strategy()")
        }
    }

    @Test func pullbackDrawsTheModelThroughTheViewStrategy() throws {
        defer { scratch.remove() }
        let strategy: Snapshotting<Swatch, Bitmap> = Snapshotting<SwatchChip, Bitmap>.image(size: .fitting, variants: VariantSet([.light]))
            .pullback { SwatchChip(colour: RGBA8($0.red, 0, 0)) }
        let result = verify(Swatch(red: 200), as: strategy)
        #expect(result.verdicts.map(\.variant) == ["light"])
        #expect(result.verdicts.first?.outcome == .recordedNew)
        #expect(verify(Swatch(red: 200), as: strategy).passed)
        #expect(!verify(Swatch(red: 100), as: strategy).passed)
    }

    @Test func matrixCrossesTheVariantsWithTheTextSizes() throws {
        defer { scratch.remove() }
        let strategy = Snapshotting<SwatchChip, Bitmap>.image(size: .fitting).matrix(contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
        let result = verify(SwatchChip(colour: .black), as: strategy)
        #expect(result.verdicts.map(\.variant) == ["light", "light-ax5", "dark", "dark-ax5"])
    }

    @Test func anImageAlreadyDrawnIsStoredAsItsVariant() throws {
        defer { scratch.remove() }
        let image = try Images.solid(Images.darkColour, width: 4, height: 3)
        let result = verify(image, as: .image(as: .dark))
        #expect(result.verdicts.map(\.variant) == ["dark"])
        #expect(verify(image, as: .image(as: .dark)).passed)
    }

    @Test func aRenderClosureIsAStrategyToo() throws {
        defer { scratch.remove() }
        let render: (Variant) throws -> RGBAImage = Images.forVariant
        #expect(verify(render, as: .rendering()).verdicts.map(\.variant) == ["light", "dark"])
    }

    @Test func recordTakesSwiftSnapshotTestingsBooleans() {
        let all: SnapshotRecordMode = true, never: SnapshotRecordMode = false
        #expect(all == .all && never == .never)
    }
}
