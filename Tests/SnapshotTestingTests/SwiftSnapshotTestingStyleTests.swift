import Foundation
// The pixel values and the scoped settings these checks read, which `import SnapshotTesting`
// alone does not give (it gives swift-snapshot-testing's names only).
import PenumbraCore
import func PenumbraTesting.withSnapshotSettings
import SnapshotTesting
import Testing
import UIKit

/// A test written as swift-snapshot-testing's users write theirs, run against Penumbra: files
/// named `<test>.<n>.png`, recorded on the first run, matched on the next, failing on a change.
@MainActor
@Suite struct SwiftSnapshotTestingStyleTests {
    /// A 20 × 10 point canvas with a 6-point square of `colour` in it, clear around.
    func swatch(_ colour: UIColor) -> UIView {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        canvas.backgroundColor = .clear
        let square = UIView(frame: CGRect(x: 2, y: 2, width: 6, height: 6))
        square.backgroundColor = colour
        canvas.addSubview(square)
        return canvas
    }

    @Test func recordsThenPassesThenFailsOnAChange() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.run {
            let strategy: Snapshotting<UIView, UIImage> = .image(size: CGSize(width: 20, height: 10))
            let first = verifySnapshot(of: swatch(UIColor(red: 1, green: 0, blue: 0, alpha: 1)), as: strategy, named: "swatch", snapshotDirectory: folder.snapshots.path)
            #expect(first?.contains("recorded new reference") == true)
            #expect(folder.files == ["recordsThenPassesThenFailsOnAChange.swatch.png"])
            let image = try folder.image("recordsThenPassesThenFailsOnAChange.swatch.png")
            // Light, 3x as an iPhone simulator: the square's pixels red, the canvas clear.
            #expect((image.width, image.height) == (60, 30))
            #expect(image[10, 10] == RGBA8(255, 0, 0) && image[40, 10] == .clear)

            #expect(verifySnapshot(of: swatch(UIColor(red: 1, green: 0, blue: 0, alpha: 1)), as: strategy, named: "swatch", snapshotDirectory: folder.snapshots.path) == nil)
            let changed = verifySnapshot(of: swatch(UIColor(red: 0, green: 0, blue: 1, alpha: 1)), as: strategy, named: "swatch", snapshotDirectory: folder.snapshots.path)
            #expect(changed?.contains("differs from") == true)
        }
    }

    @Test func unnamedSnapshotsCountPerTestInEachTraitCollection() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.run {
            for style in [UIUserInterfaceStyle.light, .dark] {
                let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style),
                                                            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)])
                _ = verifySnapshot(of: swatch(.systemBackground), as: .image(size: CGSize(width: 20, height: 10), traits: traits),
                                   snapshotDirectory: folder.snapshots.path)
            }
            #expect(folder.files == ["unnamedSnapshotsCountPerTestInEachTraitCollection.1.png",
                                     "unnamedSnapshotsCountPerTestInEachTraitCollection.2.png"])
            // The second follows the dark trait: system background is not white there.
            let dark = try folder.image("unnamedSnapshotsCountPerTestInEachTraitCollection.2.png")
            #expect(dark[10, 10] != RGBA8(255, 255, 255))
        }
    }

    @Test func assertSnapshotReportsARecordingAsAFailure() throws {
        let folder = try Folder()
        defer { folder.remove() }
        folder.run {
            withKnownIssue {
                withSnapshotSettings(snapshotDirectory: folder.snapshots) {
                    SnapshotTesting.assertSnapshot(of: swatch(UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)), as: .image(precision: 0.99, size: CGSize(width: 20, height: 10)),
                                                   record: true)
                }
            } matching: { $0.comments.first?.rawValue.contains("re-recorded") == true
                || $0.comments.first?.rawValue.contains("recorded new") == true }
            #expect(folder.files == ["assertSnapshotReportsARecordingAsAFailure.1.png"])
            // A second run in a scope that records nothing matches.
            withSnapshotTesting(record: .never) {
                withSnapshotSettings(snapshotDirectory: folder.snapshots) {
                    assertSnapshot(of: swatch(UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)), as: .image(size: CGSize(width: 20, height: 10)), named: "1")
                }
            }
        }
    }

    @Test func aControllerFillsTheDeviceScreen() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.run {
            let controller = UIViewController()
            controller.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            _ = verifySnapshot(of: controller, as: .image(on: .iPhoneSe(.landscape)), snapshotDirectory: folder.snapshots.path)
            let image = try folder.image("aControllerFillsTheDeviceScreen.1.png")
            #expect((image.width, image.height) == (1136, 640))
            // Upright, the status bar's 20 points are outside the safe area: content pinned to it starts below.
            let content = UIView()
            content.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            content.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(content)
            let guide = controller.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor), content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
            _ = verifySnapshot(of: controller, as: .image(on: .iPhoneSe), snapshotDirectory: folder.snapshots.path)
            let upright = try folder.image("aControllerFillsTheDeviceScreen.2.png")
            #expect((upright.width, upright.height) == (640, 1136))
            #expect(upright[10, 38] == RGBA8(255, 0, 0) && upright[10, 42] == RGBA8(0, 0, 255))
        }
    }

    @Test func precisionsBecomeABudgetAndAColourDistance() {
        let loose = Snapshotting<UIView, UIImage>.image(precision: 0.99, perceptualPrecision: 0.98)
        #expect(loose.comparison.comparator.budget.maxRatio.map { abs($0 - 0.01) < 1e-6 } == true)
        guard case .deltaE94(let threshold) = loose.comparison.comparator.mode else { Issue.record("not CIE94"); return }
        #expect(abs(threshold.maximum - 2) < 1e-4)
        #expect(Snapshotting<UIView, UIImage>.image.comparison == .exact)
    }

    @Test func devicesHaveSwiftSnapshotTestingsScreens() {
        let landscape = ViewImageConfig.iPhone13(.landscape)
        #expect(landscape.size == CGSize(width: 844, height: 390))
        #expect(landscape.safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(landscape.traits.verticalSizeClass == .compact && landscape.traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13Pro.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhoneSe.safeArea.top == 20 && ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
    }
}
