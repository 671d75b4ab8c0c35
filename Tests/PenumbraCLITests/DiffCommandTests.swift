import ArgumentParser
import Foundation
import Penumbra
import Testing
@testable import PenumbraCLI

/// Runs a parsed command in-process and returns its exit status (0 when `run()` returns).
func exitStatus<C: ParsableCommand>(_ type: C.Type, _ arguments: [String]) -> Int32 {
    do {
        var command = try type.parse(arguments)
        try command.run()
        return 0
    } catch let code as ExitCode {
        return code.rawValue
    } catch {
        return PenumbraExitCode.code(for: error).rawValue
    }
}

/// Two small folders of PNGs in a temporary directory.
struct CLIFolders {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-cli-\(UUID().uuidString)")
    var reference: URL { root.appendingPathComponent("ref") }
    var actual: URL { root.appendingPathComponent("act") }
    var out: URL { root.appendingPathComponent("out") }

    func png(_ folder: URL, _ path: String, _ fill: RGBA8, size: Int = 4) throws {
        let image = try RGBAImage(width: size, height: size, fill: fill)
        try AtomicFile.write(try PNGEncoder.encode(image), to: folder.appendingPathComponent(path))
    }

    /// `a.light.png` and `a.dark.png` equal in both folders.
    static func passing() throws -> CLIFolders {
        let f = CLIFolders()
        for folder in [f.reference, f.actual] {
            try f.png(folder, "a.light.png", RGBA8(250, 250, 250))
            try f.png(folder, "a.dark.png", RGBA8(20, 20, 20))
        }
        return f
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite struct DiffCommandTests {
    /// diff-interrupted-report: a run that stops after comparing (here: a mask of the wrong size,
    /// found once the images are written; a kill or a full disk does the same) leaves the
    /// previous report byte for byte; a run that finishes replaces it whole, keeps the files
    /// that are not the report's (a review's log), drops the old run's images, and removes a
    /// killed run's staging folder.
    @Test func anInterruptedRunLeavesThePreviousReportWhole() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "a.dark.png", RGBA8(90, 20, 20))
        try f.png(f.actual, "b.dark.png", RGBA8(90, 20, 20))
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--out", f.out.path, "--quiet"]) == 1)
        try Data("{}\n".utf8).write(to: f.out.appendingPathComponent("review-log.jsonl"))
        func files(_ folder: URL) -> [String: Data] {
            var out: [String: Data] = [:]
            for case let path as String in FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? [] {
                out[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) ?? Data()
            }
            return out
        }
        let before = files(f.out)
        #expect(before["images/actual/b.dark.png"] != nil)
        try FileManager.default.removeItem(at: f.actual.appendingPathComponent("b.dark.png"))
        try f.png(f.actual, "a.dark.png", RGBA8(1, 2, 3), size: 6)
        try f.png(f.root, "mask.png", RGBA8(0, 0, 0), size: 9)
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--out", f.out.path, "--quiet",
                                              "--ignore-mask", f.root.appendingPathComponent("mask.png").path]) == 2)
        #expect(files(f.out) == before)
        let stale = f.root.appendingPathComponent(".out.penumbra-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--out", f.out.path, "--quiet"]) == 1)
        let after = files(f.out)
        #expect(after["review-log.jsonl"] == Data("{}\n".utf8))
        #expect(after["images/actual/b.dark.png"] == nil && after["images/reference/b.dark.png"] == nil)
        #expect(after["images/actual/a.dark.png"] == FileManager.default.contents(atPath: f.actual.appendingPathComponent("a.dark.png").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.root.path).sorted() == ["act", "mask.png", "out", "ref"])
    }

    /// The assertions' artifacts folder is not a snapshot folder: diff and review refuse it on
    /// either side, naming the commands that take it, and write nothing.
    @Test func theArtifactsFolderIsRefusedAsASnapshotFolder() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "ButtonTests/primary.light.actual.png", RGBA8(1, 2, 3))
        try f.png(f.actual, "ButtonTests/primary.light.diff.png", RGBA8(1, 2, 3))
        let before = try FileManager.default.contentsOfDirectory(atPath: f.reference.path).sorted()
        for (command, arguments) in [("diff", [f.reference.path, f.actual.path, "--out", f.out.path]),
                                     ("diff", [f.actual.path, f.reference.path]),
                                     ("review", [f.reference.path, f.actual.path, "--out", f.out.path])] {
            let message: String
            do {
                if command == "diff" { _ = try DiffCommand.parse(arguments) } else { _ = try ReviewCommand.parse(arguments) }
                Issue.record("\(command) \(arguments) accepted the artifacts folder")
                continue
            } catch {
                message = command == "diff" ? DiffCommand.message(for: error) : ReviewCommand.message(for: error)
            }
            #expect(message == "\(f.actual.path) holds the assertions' artifacts (.actual.png, .diff.png, .strip.png), not snapshots; "
                    + "\(command) would pair them as new and every reference as missing. To review them: penumbra review --results \(f.actual.path); "
                    + "to see them: penumbra report \(f.actual.path) --out DIR; to accept them all: penumbra approve --results \(f.actual.path)")
            #expect((command == "diff" ? exitStatus(DiffCommand.self, arguments) : exitStatus(ReviewCommand.self, arguments)) == 2)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.reference.path).sorted() == before)
        #expect(!FileManager.default.fileExists(atPath: f.out.path))
    }

    @Test func exitsZeroWhenNothingRegressed() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--quiet"]) == 0)
    }

    @Test func exitsOneOnChangeAndWritesTheReports() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "a.dark.png", RGBA8(30, 20, 20))
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--out", f.out.path, "--quiet"]) == 1)
        for name in ["results.json", "report.html", "junit.xml", "summary.md", "images/diff/a.dark.png"] {
            #expect(FileManager.default.fileExists(atPath: f.out.appendingPathComponent(name).path), "\(name)")
        }
        let results = try SnapshotResults.read(from: f.out.appendingPathComponent("results.json"))
        #expect(results.summary.changed == 1 && results.summary.passed == 1)
    }

    @Test(arguments: [true, false])
    func passedImagesFlagCopiesPassedVariants(flag: Bool) throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        let arguments = [f.reference.path, f.actual.path, "--out", f.out.path, "--quiet"] + (flag ? ["--passed-images"] : [])
        #expect(exitStatus(DiffCommand.self, arguments) == 0)
        let results = try SnapshotResults.read(from: f.out.appendingPathComponent("results.json"))
        #expect(results.entries.map(\.images.actual) == (flag ? ["images/actual/a.light.png", "images/actual/a.dark.png"] : [nil, nil]))
        for file in ["a.dark.png", "a.light.png"] {
            let copy = f.out.appendingPathComponent("images/actual/\(file)").path
            #expect(FileManager.default.fileExists(atPath: copy) == flag, "\(file)")
        }
        let html = try String(contentsOf: f.out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("\"a\":\"images/actual/a.light.png\"") == flag)
    }

    @Test func exitsOneOnMissing() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try FileManager.default.removeItem(at: f.actual.appendingPathComponent("a.dark.png"))
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--quiet"]) == 1)
    }

    @Test func newPassesUnlessFailOnNew() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "b.light.png", RGBA8(1, 2, 3))
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--quiet"]) == 0)
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--quiet", "--fail-on-new"]) == 1)
    }

    @Test func toleranceOptionsReachTheComparison() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "a.dark.png", RGBA8(22, 20, 20))
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--quiet"]) == 1)
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--quiet", "--mode", "channel", "--tolerance", "5"]) == 0)
    }

    @Test(arguments: [["--jobs", "0"], ["--shard", "3/2"], ["--variant-pattern", "(?<name>x)"]])
    func exitsTwoOnUsageErrors(extra: [String]) throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--quiet"] + extra) == 2)
    }

    @Test func exitsTwoWhenAFolderIsMissing() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        #expect(exitStatus(DiffCommand.self, [f.root.appendingPathComponent("nope").path, f.actual.path, "--quiet"]) == 2)
    }

    @Test func isRegisteredAsSubcommands() {
        let names = PenumbraCommand.configuration.subcommands.map { $0._commandName }
        #expect(names.contains("diff") && names.contains("report") && names.contains("approve"))
    }
}

@Suite struct DiffReportOptionsTests {
    @Test func reportURLJUnitDialectAndStripsReachTheReportFolder() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "a.dark.png", RGBA8(30, 20, 20))
        let url = "https://ci.example/run/7/report.html"
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--out", f.out.path, "--quiet",
                                              "--report-url", url, "--junit", "annotated", "--strips"]) == 1)
        let junit = try String(contentsOf: f.out.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("report: \(url)#snapshot=a\n"))
        #expect(junit.contains("<system-out>[[ATTACHMENT|\(f.out.path)/images/diff/a.dark.png]]</system-out>"))
        #expect(!junit.contains(" file=\""), "a folder diff has no test source")
        let summary = try String(contentsOf: f.out.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("[Open the report](\(url))"))
        #expect(FileManager.default.fileExists(atPath: f.out.appendingPathComponent("images/strip/a.dark.png").path))
    }

    @Test func byDefaultNoStripNoLinksAndStrictJUnit() throws {
        let f = try CLIFolders.passing()
        defer { f.remove() }
        try f.png(f.actual, "a.dark.png", RGBA8(30, 20, 20))
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--out", f.out.path, "--quiet"]) == 1)
        let junit = try String(contentsOf: f.out.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n  <testsuite name=\"penumbra\" package=\"penumbra\" id=\"0\" timestamp=\""))
        #expect(!junit.contains("ATTACHMENT") && !junit.contains("report: "))
        #expect(!FileManager.default.fileExists(atPath: f.out.appendingPathComponent("images/strip").path))
        #expect(exitStatus(DiffCommand.self, [f.reference.path, f.actual.path, "--junit", "gitlab"]) == 2)
    }
}
