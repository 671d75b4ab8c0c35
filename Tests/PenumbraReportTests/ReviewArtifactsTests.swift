import Foundation
import PenumbraCore
import PenumbraPNG
import Testing
@testable import PenumbraReport

/// Reviewing what the assertions wrote: per-test results files in the artifacts folder, each
/// naming the reference folder beside its test. A results file is data: it may not choose a
/// folder outside the package, a name with a `/`, or an actual outside the artifacts.
@Suite struct ReviewArtifactsTests {
    /// A package with two test files' reference folders and an artifacts folder, written as the
    /// assertions write them (`<mirror>/<stem>.<variant>.actual.png` and a results file per assertion).
    struct Package {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-artifacts-\(UUID().uuidString)")
        var artifacts: URL { root.appendingPathComponent(".build/penumbra-artifacts") }
        var report: URL { root.appendingPathComponent("review") }
        func references(_ test: String) -> URL { root.appendingPathComponent("Tests/\(test)/__Snapshots__/\(test)") }

        func png(_ url: URL, _ fill: RGBA8) throws {
            try AtomicFile.write(try PNGEncoder.encode(try RGBAImage(width: 6, height: 6, fill: fill)), to: url)
        }

        /// One assertion's results: `test.<name>` in `test` with the given variants; a changed
        /// variant gets its actual and the reference copy, a new one its actual only.
        @discardableResult
        func assertion(_ test: String, _ name: String, _ variants: [(String, SnapshotStatus)], folder: String? = nil,
                       actual: ((String) -> String)? = nil) throws -> URL {
            let mirror = "Tests/\(test)", stem = "test.\(name)"
            var entries: [SnapshotEntry] = []
            for (variant, status) in variants {
                var images = EntryImages()
                if status != .passed {
                    images.actual = actual?(variant) ?? "\(mirror)/\(stem).\(variant).actual.png"
                    try png(artifacts.appendingPathComponent("\(mirror)/\(stem).\(variant).actual.png"), RGBA8(20, 150, 70))
                }
                if status == .changed {
                    images.reference = "\(mirror)/\(stem).\(variant).reference.png"
                    try FileManager.default.copyItem(at: references(test).appendingPathComponent("\(stem).\(variant).png"),
                                                     to: artifacts.appendingPathComponent(images.reference ?? ""))
                }
                entries.append(SnapshotEntry(snapshot: "\(mirror)/\(stem)", variant: variant, file: "\(mirror)/\(stem).\(variant).png",
                                             status: status, images: images,
                                             message: status == .error ? "no reference; not recorded (never); the test failed" : nil))
            }
            let run = RunInfo(generator: "penumbra (PenumbraTesting)", referenceDirectory: folder ?? references(test).path,
                              actualDirectory: artifacts.path)
            let url = artifacts.appendingPathComponent("Tests.\(test).\(stem).json")
            try SnapshotResults(runs: [run], entries: entries).write(to: url)
            return url
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// Two test files' references: `Buttons` has `test.primary` light and dark, `Cards` has `test.card` light.
    static func package() throws -> Package {
        let p = Package()
        for (test, stem, variant) in [("Buttons", "test.primary", "light"), ("Buttons", "test.primary", "dark"), ("Cards", "test.card", "light")] {
            try p.png(p.references(test).appendingPathComponent("\(stem).\(variant).png"), RGBA8(200, 40, 40))
        }
        return p
    }

    /// Why the review of `p`'s artifacts is refused (nil: it is not).
    func refusal(_ p: Package) throws -> String? {
        do { _ = try ReviewSession.artifacts(p.artifacts, root: p.root, reportFolder: p.report) } catch { return error.description }
        return nil
    }

    @Test func acceptWritesBesideEachTestAndUndoRestoresAcrossFolders() throws {
        let p = try Self.package()
        defer { p.remove() }
        try p.assertion("Buttons", "primary", [("light", .changed), ("dark", .passed)])
        try p.assertion("Cards", "card", [("light", .changed), ("dark", .error)])
        let before = try Data(contentsOf: p.references("Buttons").appendingPathComponent("test.primary.light.png"))
        let session = try ReviewSession.artifacts(p.artifacts, root: p.root, reportFolder: p.report)
        #expect(session.layout.referenceFolders.map(\.path) == [p.references("Buttons").path, p.references("Cards").path])
        // A variant the assertion found no reference for is shown as new: its actual can become one.
        #expect(session.results.entries.map { "\($0.file) \($0.status)" } == [
            "Tests/Buttons/test.primary.light.png changed", "Tests/Buttons/test.primary.dark.png passed",
            "Tests/Cards/test.card.light.png changed", "Tests/Cards/test.card.dark.png new"])
        #expect(session.page().contains("Accept writes into 2 reference folders"))

        let files = ["Tests/Buttons/test.primary.light.png", "Tests/Cards/test.card.light.png", "Tests/Cards/test.card.dark.png"]
        let outcome = session.accept(files)
        #expect(outcome.accepted == files && outcome.failed.isEmpty)
        for (test, name) in [("Buttons", "test.primary.light"), ("Cards", "test.card.light"), ("Cards", "test.card.dark")] {
            let mirror = "Tests/\(test)"
            #expect(try Data(contentsOf: p.references(test).appendingPathComponent("\(name).png"))
                    == Data(contentsOf: p.artifacts.appendingPathComponent("\(mirror)/\(name).actual.png")), "\(name)")
        }
        #expect(session.accept(["Tests/Buttons/test.primary.dark.png"]).failed.map(\.message)
                == ["Tests/Buttons/test.primary.dark.png passed: its reference already matches; nothing to accept"])

        // One session, journalled in each folder it wrote to under one name: --undo finds both.
        let journals = ReviewJournal.latest(references: session.layout.referenceFolders)
        #expect(journals.map(\.reference.path) == [p.references("Buttons").path, p.references("Cards").path])
        #expect(Set(journals.map(\.session)) == [session.journalSession])
        #expect(session.undo(["Tests/Buttons/test.primary.light.png", "Tests/Cards/test.card.dark.png"]).undone.count == 2)
        #expect(try Data(contentsOf: p.references("Buttons").appendingPathComponent("test.primary.light.png")) == before)
        #expect(!FileManager.default.fileExists(atPath: p.references("Cards").appendingPathComponent("test.card.dark.png").path))
    }

    /// An assertion that re-recorded its reference (record mode `failed`) leaves the reference
    /// already equal to the actual: accepting it writes nothing and succeeds.
    @Test func aReferenceThatIsAlreadyTheActualIsAcceptedAsItIs() throws {
        let p = try Self.package()
        defer { p.remove() }
        try p.assertion("Buttons", "primary", [("light", .changed)])
        let reference = p.references("Buttons").appendingPathComponent("test.primary.light.png")
        try FileManager.default.removeItem(at: reference)
        try FileManager.default.copyItem(at: p.artifacts.appendingPathComponent("Tests/Buttons/test.primary.light.actual.png"), to: reference)
        let session = try ReviewSession.artifacts(p.artifacts, root: p.root, reportFolder: p.report)
        #expect(session.accept(["Tests/Buttons/test.primary.light.png"]).accepted == ["Tests/Buttons/test.primary.light.png"])
        #expect(ReviewJournal.latest(references: session.layout.referenceFolders).isEmpty, "nothing was replaced")
    }

    @Test func aResultsFileCannotChooseAFolderOutsideThePackage() throws {
        let p = try Self.package()
        defer { p.remove() }
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-elsewhere-\(UUID().uuidString)")
        let results = try p.assertion("Buttons", "primary", [("light", .new)], folder: elsewhere.path)
        #expect(throws: ReviewError.outsideRoot(results: results.path, folder: elsewhere.path, root: p.root.path)) {
            try ReviewSession.artifacts(p.artifacts, root: p.root, reportFolder: p.report)
        }
        // Nor through `..`, nor through a symbolic link inside the package that leads out.
        try FileManager.default.removeItem(at: results)
        try p.assertion("Buttons", "primary", [("light", .new)], folder: p.root.path + "/Tests/../../x")
        #expect(try refusal(p)?.hasPrefix("\(results.path): its reference folder \(p.root.path)/Tests/../../x is outside") == true)
        try FileManager.default.removeItem(at: results)
        try FileManager.default.createSymbolicLink(at: p.root.appendingPathComponent("Tests/out"), withDestinationURL: FileManager.default.temporaryDirectory)
        try p.assertion("Buttons", "primary", [("light", .new)], folder: p.root.path + "/Tests/out/refs")
        #expect(try refusal(p)?.hasPrefix("\(results.path): its reference folder \(p.root.path)/Tests/out/refs is outside") == true)
        #expect(!FileManager.default.fileExists(atPath: p.report.path), "no report folder is written for a refused review")
    }

    @Test func aResultsFileCannotNameAFileOutsideItsFolders() throws {
        let p = try Self.package()
        defer { p.remove() }
        // A variant that makes a path, and an actual outside the artifacts folder.
        let results = try p.assertion("Buttons", "primary", [("x/../../../escape", .new)])
        #expect(try refusal(p) == "\(results.path): the snapshot file 'Tests/Buttons/test.primary.x/../../../escape.png' has a '..' path component; "
                + "results name only relative .png paths inside the compared folders; nothing was written")
        try FileManager.default.removeItem(at: results)
        try p.assertion("Buttons", "primary", [("light", .new)], actual: { _ in "../../secret.png" })
        #expect(try refusal(p) == "\(results.path): the snapshot file '../../secret.png' has a '..' path component; "
                + "results name only relative .png paths inside the compared folders; nothing was written")
    }

    @Test func twoResultsFilesMayNotPlaceOneFileInTwoFolders() throws {
        let p = try Self.package()
        defer { p.remove() }
        let first = try p.assertion("Buttons", "primary", [("light", .changed)])
        let second = p.artifacts.appendingPathComponent("Tests.Buttons.test.primary.again.json")
        var results = try SnapshotResults.read(from: p.artifacts.appendingPathComponent("Tests.Buttons.test.primary.json"))
        results = SnapshotResults(runs: [RunInfo(generator: "x", referenceDirectory: p.references("Cards").path)], entries: results.entries)
        try results.write(to: second)
        // Results files are read in name order: the second one read is the original.
        #expect(try refusal(p) == "\(first.path): not a penumbra results file: places Tests/Buttons/test.primary.light.png at "
                + "\(p.references("Buttons").path)/test.primary.light.png, another results file at \(p.references("Cards").path)/test.primary.light.png")
    }

    @Test func anEmptyArtifactsFolderSaysToRunTheTests() throws {
        let p = try Self.package()
        defer { p.remove() }
        try FileManager.default.createDirectory(at: p.artifacts, withIntermediateDirectories: true)
        #expect(throws: ReviewError.noResults(path: p.artifacts.path)) {
            try ReviewSession.artifacts(p.artifacts, root: p.root, reportFolder: p.report)
        }
    }
}
