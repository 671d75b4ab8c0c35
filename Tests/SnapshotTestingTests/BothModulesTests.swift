import Foundation
import PenumbraTesting
import SnapshotTesting
import Testing
import UIKit

/// A file importing both modules: PenumbraTesting's spellings keep their meaning (one file per
/// variant), swift-snapshot-testing's theirs (one image, `<test>.<n>.png`).
@MainActor
@Suite struct BothModulesTests {
    func tile() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .systemBackground
        return view
    }

    @Test func eachSpellingKeepsItsFileNames() throws {
        let folder = try Folder()
        defer { folder.remove() }
        folder.run {
            withSnapshotSettings(snapshotDirectory: folder.snapshots) {
                // PenumbraTesting's: light and dark, named after the variant.
                let penumbra: SnapshotResult = verifySnapshot(
                    of: tile(), as: .image(size: CGSize(width: 4, height: 4), variants: [.light, .dark]), named: "penumbra", record: .missing)
                #expect(penumbra.recordedCount == 2)
                // swift-snapshot-testing's: one image.
                let message = verifySnapshot(of: tile(), as: .image(size: CGSize(width: 4, height: 4)), named: "sst",
                                             snapshotDirectory: folder.snapshots.path)
                #expect(message?.contains("recorded new reference") == true)
                // Its test names follow swift-snapshot-testing's rule: `renders(size:)` is `renders-size`.
                _ = verifySnapshot(of: tile(), as: .image(size: CGSize(width: 4, height: 4)),
                                   snapshotDirectory: folder.snapshots.path, testName: "renders(size:)")
            }
            #expect(folder.files == ["eachSpellingKeepsItsFileNames.penumbra.dark.png", "eachSpellingKeepsItsFileNames.penumbra.light.png",
                                     "eachSpellingKeepsItsFileNames.sst.png", "renders-size.1.png"])
        }
    }
}
