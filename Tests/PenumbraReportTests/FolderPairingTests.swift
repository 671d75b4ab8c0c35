import Foundation
import PenumbraTestSupport
import Testing
@testable import PenumbraReport

@Suite struct VariantNamingTests {
    @Test(arguments: [
        ("Buttons/primary.light.png", "Buttons/primary", "light"),
        ("Buttons/primary.dark-elevated.png", "Buttons/primary", "dark-elevated"),
        ("primary_dark.png", "primary", "dark"),
        ("primary-dark.png", "primary", "dark"),
        ("primary@dark.png", "primary", "dark"),
        ("a/b/primary-button-dark-high-contrast.png", "a/b/primary-button", "dark-high-contrast"),
        ("icon@2x.PNG", "icon", "2x"),
        ("primary-button.png", "primary-button", nil),
        ("dark.png", "dark", nil),
        ("-dark.png", "-dark", nil),
        ("row.light-ax3@2x.png", "row", "light-ax3@2x"),
        ("Flag.sepia.png", "Flag.sepia", nil),
        // Paparazzi: <package>_<class>_<method>[_<label>]; the package's dots never split it.
        ("com.example.ui_ButtonTest_primary_dark.png", "com.example.ui_ButtonTest_primary", "dark"),
        ("com.example.ui_ButtonTest_primary_light.png", "com.example.ui_ButtonTest_primary", "light"),
        ("app.cash.paparazzi.sample_LaunchViewTest_testViews.png", "app.cash.paparazzi.sample_LaunchViewTest_testViews", nil),
        ("com.example_Card_night.png", "com.example_Card", "night"),
        // swift-snapshot-testing: <test>.<name or counter>.
        ("__Snapshots__/ButtonTests/testPrimary.1.png", "__Snapshots__/ButtonTests/testPrimary.1", nil),
        ("__Snapshots__/ButtonTests/testPrimary.dark.png", "__Snapshots__/ButtonTests/testPrimary", "dark"),
        ("__Snapshots__/ButtonTests/testPrimary.iPhone13-dark.png", "__Snapshots__/ButtonTests/testPrimary.iPhone13", "dark"),
        // Playwright: <arg>-<project>-<platform>; a trait word before the name's end stays in it.
        ("home.spec.ts-snapshots/home-dark-linux.png", "home.spec.ts-snapshots/home", "dark-linux"),
        ("home.spec.ts-snapshots/home-light-linux.png", "home.spec.ts-snapshots/home", "light-linux"),
        ("home.spec.ts-snapshots/dark-mode-toggle-1-chromium-linux.png", "home.spec.ts-snapshots/dark-mode-toggle-1", "chromium-linux"),
        ("a.-dark.png", "a.-dark", nil),
    ] as [(String, String, String?)])
    func splitsBuiltInConventions(file: String, snapshot: String, variant: String?) {
        let (s, v) = VariantNaming().split(file)
        #expect(s == snapshot)
        #expect(v == variant)
    }

    /// The real file names of other tools' snapshots in `../shared/corpora/realworld` (each
    /// with the corpus's `<tool>__` prefix): their trait variants group, and nothing else does.
    @Test func realSnapshotNamesOfOtherToolsGroupByTheirTraitSuffix() throws {
        let folder = try #require(TestPaths.corpus("realworld"), Comment(rawValue: TestPaths.sharedMissingMessage))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        var groups: [String: [String?]] = [:]
        for file in files {
            let (snapshot, variant) = VariantNaming().split(file)
            groups[snapshot, default: []].append(variant)
        }
        let grouped = groups.filter { $0.value.count > 1 }.mapValues { $0.map { $0 ?? "-" }.sorted() }
        #expect(grouped == [
            "paparazzi__NightModeTest_compose": ["NIGHT", "NOTNIGHT"],
            "paparazzi__NightModeTest_xml": ["NIGHT", "NOTNIGHT"],
            // iOSSnapshotTestCase appends the scale.
            "uber__testViewSnapshotWithUIAppearance": ["2x", "3x"],
        ])
        // Everything else is a snapshot of its own, named by its whole file name.
        #expect(groups.count == files.count - 3)
        #expect(VariantNaming().split("sst__testTraits.iphone-se.png") == ("sst__testTraits.iphone-se", nil))
        #expect(VariantNaming().split("paparazzi__TestParameterInjectorTest_compose_darkMode_true_fontScale_1.0_.png").1 == nil)
    }

    @Test func customPatternWithNameGroup() throws {
        let naming = try VariantNaming(pattern: #"^(?<name>.+)~(?<variant>[a-z]+)$"#)
        #expect(naming.split("x/card~sepia.png") == ("x/card", "sepia"))
        // Falls back to the built-in conventions when the pattern does not match.
        #expect(naming.split("x/card_dark.png") == ("x/card", "dark"))
    }

    @Test func customPatternWithoutNameGroupRemovesTheVariant() throws {
        let naming = try VariantNaming(pattern: #"(?<variant>Theme[A-Z][a-z]+)"#)
        #expect(naming.split("card-ThemeNight.png") == ("card", "ThemeNight"))
    }

    @Test func rejectsPatternWithoutVariantGroup() {
        #expect(throws: ReportError.self) { try VariantNaming(pattern: "(?<name>.+)") }
        #expect(throws: ReportError.self) { try VariantNaming(pattern: "(unclosed") }
    }
}

@Suite struct ShardSpecTests {
    @Test func parsesAndValidates() throws {
        let shard = try ShardSpec(parsing: "2/4")
        #expect(shard.index == 2 && shard.count == 4)
        for bad in ["0/4", "5/4", "1/0", "a/b", "1", "1/2/3", ""] {
            #expect(throws: ReportError.invalidShard(bad)) { try ShardSpec(parsing: bad) }
        }
    }

    @Test(arguments: [1, 2, 3, 7])
    func shardsCoverEveryGroupExactlyOnce(count: Int) throws {
        let groups = (0..<500).map { "Components/c\($0)" }
        var owners = [String: Int]()
        for i in 1...count {
            let shard = try ShardSpec(index: i, count: count)
            for g in groups where shard.contains(group: g) {
                #expect(owners[g] == nil)
                owners[g] = i
            }
        }
        #expect(owners.count == groups.count)
    }

    @Test func hashIsStable() {
        // FNV-1a 64 test vectors: "" and "a".
        #expect(ShardSpec.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(ShardSpec.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
    }
}

@Suite struct SnapshotPairingTests {
    static func makeFolders() throws -> (URL, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-pairing-\(UUID().uuidString)")
        let ref = root.appendingPathComponent("ref"), act = root.appendingPathComponent("act")
        func touch(_ folder: URL, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([1]).write(to: url)
        }
        for p in ["a/x.light.png", "a/x.dark.png", "gone.png", "notes.txt", ".hidden/y.png", ".DS_Store"] { try touch(ref, p) }
        for p in ["a/x.light.png", "a/x.dark.png", "b/c/new_dark.png", "readme.md"] { try touch(act, p) }
        return (ref, act)
    }

    @Test func pairsByRelativePathAndCountsIgnored() throws {
        let (ref, act) = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(at: ref.deletingLastPathComponent()) }
        let pairing = try SnapshotPairing(reference: ref, actual: act)
        #expect(pairing.pairs.map(\.file) == ["a/x.dark.png", "a/x.light.png", "b/c/new_dark.png", "gone.png"])
        #expect(pairing.pairs.map(\.inReference) == [true, true, false, true])
        #expect(pairing.pairs.map(\.inActual) == [true, true, true, false])
        #expect(pairing.pairs[2].snapshot == "b/c/new" && pairing.pairs[2].variant == "dark")
        #expect(pairing.ignoredFiles == 2)
    }

    @Test func shardsKeepVariantsTogether() throws {
        let (ref, act) = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(at: ref.deletingLastPathComponent()) }
        var seen: [String] = []
        for i in 1...3 {
            let part = try SnapshotPairing(reference: ref, actual: act, shard: try ShardSpec(index: i, count: 3))
            let groups = Set(part.pairs.map(\.snapshot))
            #expect(part.pairs.filter { $0.snapshot == "a/x" }.count == (groups.contains("a/x") ? 2 : 0))
            seen += part.pairs.map(\.file)
        }
        #expect(seen.sorted() == ["a/x.dark.png", "a/x.light.png", "b/c/new_dark.png", "gone.png"])
    }

    @Test func missingFolderIsAnError() {
        let nowhere = URL(fileURLWithPath: "/nonexistent-penumbra-folder")
        #expect(throws: ReportError.notADirectory(path: nowhere.path)) {
            try SnapshotPairing(reference: nowhere, actual: nowhere)
        }
    }
}
