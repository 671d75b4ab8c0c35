import Foundation
import PenumbraTestSupport
import Testing
@testable import PenumbraCLI
import Penumbra

/// Inputs from `../shared/corpora/hostile` that once crashed the CLI or wrote outside its output
/// folder: each now ends in a clear result or a typed error, in-process (a crash would end the
/// test run).
@Suite(.requiresSharedCorpora) struct HostileCorpusTests {
    static var hostile: URL { TestPaths.corpus("hostile") ?? URL(fileURLWithPath: "/nonexistent") }

    func scratch() throws -> URL { try TestPaths.scratchFolder("hostile") }

    /// A W x 1 and a 1 x H image: their union (10^12 pixels) is counted and clustered, never
    /// allocated; a diff image of it is refused by name; a folder diff reports the pair changed.
    @Test func aWideAndATallImageCompareWithoutAllocatingTheirUnion() throws {
        let union = Self.hostile.appendingPathComponent("png/union")
        let wide = union.appendingPathComponent("wide-1000000x1.png").path, tall = union.appendingPathComponent("tall-1x1000000.png").path
        #expect(exitStatus(CompareCommand.self, [wide, tall]) == 1)
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(exitStatus(CompareCommand.self, [wide, tall, "--diff", out.appendingPathComponent("d.png").path]) == 2)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("d.png").path))
        let report = out.appendingPathComponent("report")
        #expect(exitStatus(DiffCommand.self, [union.appendingPathComponent("ref").path, union.appendingPathComponent("act").path,
                                              "--out", report.path]) == 1)
        let results = try String(contentsOf: report.appendingPathComponent("results.json"), encoding: .utf8)
        #expect(results.contains("\"changed\""))
        #expect(results.contains("no diff image"))
    }

    /// Trees nested past the limit are refused with the depth, not a stack overflow; one just
    /// under it renders on a thread with a large stack.
    @Test func deepTreesAreRefusedByDepth() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for name in ["modifier-chain-1500", "nested-modifiers-200", "deep-vstack-400"] {
            let file = Self.hostile.appendingPathComponent("json/\(name).json").path
            #expect(exitStatus(RenderCommand.self, [file, "--out", out.path, "--variants", "light"]) == 1, "\(name)")
        }
        let tree = (0..<990).reduce(ViewNode.shape(.rectangle, fill: .literal(RGBA8(255, 0, 0, 255)), stroke: nil)) { node, _ in
            .modified(node, .padding(EdgeInsets(all: 0.1)))
        }
        #expect(TreeDepth.depth(of: tree) == 991)
        let renderer = ViewRenderer(colors: Palette(name: "none", colors: [:]), text: try FontTextEngine.withDefaultFonts())
        let list = try renderer.displayList(for: .modified(tree, .frame(FrameSpec(width: 10, height: 10))), traits: .light, size: .fitting)
        #expect(list.items.count == 1)
        let deeper = (0..<10).reduce(tree) { node, _ in .modified(node, .opacity(1)) }
        #expect(throws: ViewError.tooDeep(path: "root", depth: 1_001, limit: 1_000)) {
            try renderer.displayList(for: deeper, traits: .light, size: .fitting)
        }
    }

    /// `check` on frames that are infinite, NaN or 1e20 points away: findings or clean, never a trap.
    @Test func checksOfAbsurdFramesDoNotTrap() throws {
        for name in ["check-infinite-frame", "check-framewidth", "check-offset-1e20"] {
            let file = Self.hostile.appendingPathComponent("json/\(name).json").path
            #expect(exitStatus(CheckCommand.self, [file]) <= 2, "\(name)")
        }
    }

    /// Shadow radii of 10^6–10^9 points and a dashed border 10^308 points long render within the
    /// canvas's cost (they took 23–98 s and up to 4.4 GB).
    @Test func hugeShadowsAndDashedBordersStayWithinTheCanvasCost() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for name in ["shadow-radius-1e6-50x50", "shadow-hang-card"] {
            let file = Self.hostile.appendingPathComponent("json/\(name).json").path
            #expect(exitStatus(RenderCommand.self, [file, "--out", out.path, "--variants", "light"]) == 0, "\(name)")
        }
        let dashed = Self.hostile.appendingPathComponent("json/fuzz/crash-check-f1187d2e77ed.json").path
        #expect(exitStatus(CheckCommand.self, [dashed]) <= 2)
    }

    /// `approve` through a symbolic link to a folder outside the references writes nothing.
    @Test func approveRefusesToWriteThroughASymlinkOutOfTheReferences() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        for folder in ["ref", "act/linkdir", "outside"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let secret = Data("outside".utf8), incoming = Data("incoming".utf8)
        try secret.write(to: root.appendingPathComponent("outside/secret.png"))
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("ref/linkdir").path, withDestinationPath: "../outside")
        try incoming.write(to: root.appendingPathComponent("act/linkdir/secret.png"))
        #expect(exitStatus(ApproveCommand.self, [root.appendingPathComponent("ref").path, root.appendingPathComponent("act").path]) == 2)
        #expect(try Data(contentsOf: root.appendingPathComponent("outside/secret.png")) == secret)
    }

    /// A temporary file a killed approve left in the references is removed by the next approve;
    /// other hidden files stay.
    @Test func approveRemovesStaleTemporaryFiles() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("ref/sub"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("act"), withIntermediateDirectories: true)
        let stale = root.appendingPathComponent("ref/sub/.a.png.\(UUID().uuidString).tmp")
        let keep = root.appendingPathComponent("ref/.notes.tmp")
        try Data("partial".utf8).write(to: stale)
        try Data("mine".utf8).write(to: keep)
        #expect(exitStatus(ApproveCommand.self, [root.appendingPathComponent("ref").path, root.appendingPathComponent("act").path]) == 0)
        #expect(!fm.fileExists(atPath: stale.path))
        #expect(fm.fileExists(atPath: keep.path))
    }

    /// `approve ref ref/act --prune` is refused before anything is deleted.
    @Test func approveRefusesNestedFolders() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("ref/act"), withIntermediateDirectories: true)
        try Data("a".utf8).write(to: root.appendingPathComponent("ref/x.png"))
        try Data("b".utf8).write(to: root.appendingPathComponent("ref/act/x.png"))
        try Data("c".utf8).write(to: root.appendingPathComponent("ref/act/y.png"))
        let ref = root.appendingPathComponent("ref").path, act = root.appendingPathComponent("ref/act").path
        #expect(exitStatus(ApproveCommand.self, [ref, act, "--prune"]) == 2)
        #expect(exitStatus(ApproveCommand.self, [act, ref]) == 2)
        #expect(fm.fileExists(atPath: root.appendingPathComponent("ref/act/x.png").path))
        #expect(fm.fileExists(atPath: root.appendingPathComponent("ref/act/y.png").path))
        #expect(try Data(contentsOf: root.appendingPathComponent("ref/x.png")) == Data("a".utf8))
    }

    /// Exit codes as the README states them: an invalid input file is a finding (1) and the
    /// others are still processed; empty lists and unreadable files are usage or I/O errors (2).
    @Test func exitCodesForInvalidInputsAndEmptyLists() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"root": {"type": "text", "text": "x", "foregroundColor": "lable"}}"#.utf8).write(to: folder.appendingPathComponent("a-bad.json"))
        try Data(#"{"size": {"width": 4, "height": 4}, "root": {"type": "color", "color": "systemBackground"}}"#.utf8)
            .write(to: folder.appendingPathComponent("b-good.json"))
        let command = try CheckCommand.parse([folder.path, "--checks", "contrast"])
        var failures: [String] = []
        let report = try command.makeReport { failures.append($0) }
        #expect(report.results.count == 1)
        #expect(failures.count == 1 && failures[0].contains("a-bad.json"))
        #expect(exitStatus(CheckCommand.self, [folder.path, "--checks", "contrast"]) == 1)
        #expect(exitStatus(CheckCommand.self, [folder.path, "--checks", ""]) == 2)
        #expect(exitStatus(CheckCommand.self, [folder.path, "--variants", " "]) == 2)
        #expect(exitStatus(RenderCommand.self, [folder.path, "--out", folder.appendingPathComponent("o").path, "--variants", ""]) == 2)
        let chain = Self.hostile.appendingPathComponent("palette/alias-chain-10000.tokens.json").path
        #expect(exitStatus(PaletteCommand.self, [chain]) == 1)
        #expect(exitStatus(PaletteCommand.self, [folder.appendingPathComponent("none.json").path]) == 2)
    }

    /// Messages name the place and the problem in words: no Swift type names, no Foundation
    /// error domains.
    @Test func messagesSayWhatIsWrongInWords() throws {
        let surrogate = Self.hostile.appendingPathComponent("json/lone-surrogate-name.json")
        #expect(throws: ViewError.invalidFixture(file: surrogate.path, path: "$", message:
            "not valid JSON at line 1, column 11: \\ud800 is half of a surrogate pair with no second half: not valid Unicode")) {
            try Fixture.load(surrogate)
        }
        // 1e-400 is a valid JSON number, below the smallest Double: it reads as 0, as JSON
        // readers round numbers to the nearest Double.
        let underflow = try Fixture.load(Self.hostile.appendingPathComponent("json/number-underflow-1e-400.json"))
        guard case let .vstack(_, spacing, _) = underflow.root else {
            Issue.record("expected a vstack, got \(underflow.root)")
            return
        }
        #expect(spacing == 0)
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        #expect(throws: FileWriteError(path: file.path + "/sub/a.png", reason: "cannot create folder \(file.path)/sub: \(file.path) is a file, not a folder")) {
            try AtomicFile.write(Data("png".utf8), to: file.appendingPathComponent("sub/a.png"))
        }
    }

    @Test func aTenThousandDeepAliasChainIsAnError() throws {
        let file = Self.hostile.appendingPathComponent("palette/alias-chain-10000.tokens.json")
        #expect(throws: StyleError.aliasChainTooDeep(file: file.path, path: "color.t0", limit: 64)) {
            try DesignTokens.load(file)
        }
    }

    /// A GPOS pair-adjustment subtable with no classes kerns nothing instead of indexing past
    /// its value table.
    @Test func aFontWithAnEmptyClassTableRendersOrFailsByName() throws {
        let folder = Self.hostile.appendingPathComponent("font/fuzz/crash-dc0ba06d5fd0")
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let status = exitStatus(RenderCommand.self, [folder.appendingPathComponent("fx.json").path, "--out", out.path,
                                                     "--fonts", folder.appendingPathComponent("fonts").path, "--variants", "light"])
        #expect(status <= 1)
    }

    /// A fixture named `../__Snapshots__/button` is refused: nothing is written outside `--out`.
    @Test func aFixtureNameCannotLeaveTheOutputFolder() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("actual")
        let evil = Self.hostile.appendingPathComponent("fs/name-traversal/evil.json").path
        #expect(exitStatus(RenderCommand.self, [evil, "--out", out.path, "--variants", "light"]) == 1)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("__Snapshots__").path))
        #expect(throws: ViewError.invalidFixture(file: nil, path: "name",
                                                 message: #""a/b" is not a file name (no "/" or "\" in it, no leading "."): output files are named after it"#)) {
            try Fixture.decode(Data(##"{"name": "a/b", "root": {"type": "color", "color": "#FF0000"}}"##.utf8))
        }
    }
}
