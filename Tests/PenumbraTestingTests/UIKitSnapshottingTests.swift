import Foundation
import Testing
import UIKit
@testable import PenumbraTesting

/// A swatch view whose colour is dynamic, for the UIKit strategy.
private final class SwatchView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }
    required init?(coder: NSCoder) { nil }
}

/// `.image(size:traits:)` for UIKit views and controllers: recorded per variant, then compared.
@MainActor
@Suite(.rendering(RenderConfiguration(text: NoText())))
struct UIKitSnapshottingTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    func verify<Value>(_ value: Value, as strategy: Snapshotting<Value, Bitmap>) -> SnapshotResult {
        withSnapshotSettings(environment: SnapshotEnvironment(), snapshotDirectory: scratch.snapshots, artifactsDirectory: scratch.artifacts) {
            verifySnapshot(of: value, as: strategy, named: "s", codec: .raw, filePath: #filePath, function: "uikit()")
        }
    }

    @Test func aViewIsRecordedInEachVariantThenMatches() throws {
        defer { scratch.remove() }
        let strategy = Snapshotting<SwatchView, Bitmap>.image(size: CGSize(width: 4, height: 3))
        let first = verify(SwatchView(), as: strategy)
        #expect(first.verdicts.map(\.variant) == ["light", "dark"])
        #expect(first.verdicts.allSatisfy { $0.outcome == .recordedNew })
        #expect(verify(SwatchView(), as: strategy).passed)
        let changed = SwatchView()
        changed.backgroundColor = .systemRed
        #expect(!verify(changed, as: strategy).passed)
    }

    @Test func aControllerIsDrawnInItsWindow() throws {
        defer { scratch.remove() }
        let controller = UIViewController()
        controller.view.backgroundColor = .systemGroupedBackground
        let result = verify(controller, as: .image(size: CGSize(width: 10, height: 20)))
        #expect(result.verdicts.count == 2)
        #expect(result.verdicts.allSatisfy { $0.outcome == .recordedNew })
    }
}
