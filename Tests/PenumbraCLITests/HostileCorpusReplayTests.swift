import Foundation
import PenumbraTestSupport
import Testing

/// Every input of `../shared/corpora/hostile`, folder by folder, through the commands it once
/// broke, run as the built `penumbra` executable: each ends in success or a documented exit
/// status (a crash or a trap is a signal, and fails the test) within a bound on the CPU time of
/// that one process, and nothing is written outside the output folder.
@Suite(.requiresSharedCorpora, .requiresBuiltCLI, .serialized) struct HostileCorpusReplayTests {
    static var hostile: URL { TestPaths.corpus("hostile") ?? URL(fileURLWithPath: "/nonexistent") }
    /// CPU seconds (user and system, all threads of the one `penumbra` process) any one input may
    /// take in a debug build, in which Swift code runs about ten times slower than in release.
    /// CPU time, not wall time: a machine under load delays a run but does not add to its CPU
    /// time (under a load average of 20 the wall-clock bound this replaced failed five times,
    /// once at 410 s for a render of 20 s of CPU). The slowest input, measured on 2026-11-27, is
    /// a fuzzed fixture (`fuzz/hang-check-5609afb4cc69.json`): about 20 s of CPU to render and
    /// twice that to check, which draws it twice; a card 200,000 points tall takes 7 s and 13 s.
    /// The blow-ups this replays took 20-40 s in release builds, minutes in debug.
    static let bound = 120.0

    static func files(_ folder: String, _ suffix: String? = nil) -> [URL] {
        let root = hostile.appendingPathComponent(folder)
        let all = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])?.allObjects as? [URL]) ?? []
        return all.filter { url in
            (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true && (suffix.map { url.lastPathComponent.hasSuffix($0) } ?? true)
        }.sorted { $0.path < $1.path }
    }

    func scratch() throws -> URL { try TestPaths.scratchFolder("replay") }

    /// Runs `penumbra` with `arguments`; returns how it ended and the CPU time it used.
    func run(_ arguments: [String]) throws -> CPUTime.ChildRun {
        try CPUTime.run(BuiltCLI.binary, arguments)
    }

    @Test func everyPNGIsInspectedWithinTheBound() throws {
        let files = Self.files("png", ".png")
        #expect(files.count >= 25)
        for file in files {
            let run = try run(["inspect", file.path])
            #expect(run.status == 0 || run.status == 1, "\(file.lastPathComponent): \(run)")
            #expect(run.cpuSeconds < Self.bound, "\(file.lastPathComponent): \(run)")
        }
    }

    /// Every fixture through `render`; those that broke `check` (frames that are infinite, NaN or
    /// 1e20 points away) through `check` too.
    @Test func everyFixtureRendersAndChecksOrFailsWithinTheBound() throws {
        let files = Self.files("json", ".json")
        #expect(files.count >= 100)
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for file in files {
            let render = try run(["render", file.path, "--out", out.path, "--variants", "light", "--scale", "1"])
            #expect(render.status == 0 || render.status == 1, "render \(file.lastPathComponent): \(render)")
            #expect(render.cpuSeconds < Self.bound, "render \(file.lastPathComponent): \(render)")
            guard file.lastPathComponent.contains("check") else { continue }
            let check = try run(["check", file.path, "--variants", "light", "--scale", "1", "--json"])
            #expect(check.status == 0 || check.status == 1, "check \(file.lastPathComponent): \(check)")
            #expect(check.cpuSeconds < Self.bound, "check \(file.lastPathComponent): \(check)")
        }
        // Whatever the names in the fixtures, every file written is inside the output folder.
        let written = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String]) ?? []
        #expect(written.allSatisfy { !$0.contains("..") })
    }

    @Test func everyPaletteLoadsOrIsRefusedWithinTheBound() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let files = Self.files("palette")
        #expect(!files.isEmpty)
        for file in files {
            let run = try run(["palette", file.path, "--out", out.appendingPathComponent("sheet.png").path])
            #expect(run.status == 1 || run.status == 2, "\(file.lastPathComponent): \(run)")
            #expect(run.cpuSeconds < Self.bound, "\(file.lastPathComponent): \(run)")
        }
    }

    /// The fuzzers' font folders, each with the fixture that drew with it, through `render`. (The
    /// single hostile font files — huge glyphs, composite cycles and fan-outs, 20,000 GPOS
    /// subtables — are loaded and drawn one by one in PenumbraTextTests' VariableFontTests.)
    @Test func everyFuzzedFontRendersOrIsRefusedWithinTheBound() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let folders = Self.files("font", "fx.json").map { $0.deletingLastPathComponent() }
        #expect(folders.count >= 2)
        for folder in folders {
            let run = try run(["render", folder.appendingPathComponent("fx.json").path, "--out", out.path,
                               "--fonts", folder.appendingPathComponent("fonts").path, "--variants", "light"])
            #expect(run.status == 0 || run.status == 1, "\(folder.lastPathComponent): \(run)")
            #expect(run.cpuSeconds < Self.bound, "\(folder.lastPathComponent): \(run)")
        }
    }

    @Test func everyResultsFileIsReportedOrRefusedWithinTheBound() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let files = Self.files("report", ".json")
        #expect(!files.isEmpty)
        for file in files {
            let run = try run(["report", file.path, "--out", out.path, "--quiet"])
            #expect(run.status.map { $0 <= 2 } == true, "\(file.lastPathComponent): \(run)")
            #expect(run.cpuSeconds < Self.bound, "\(file.lastPathComponent): \(run)")
        }
    }
}
