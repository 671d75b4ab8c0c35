import ArgumentParser
import Foundation
import PenumbraTestSupport
import Testing
@testable import PenumbraCLI
import Penumbra

/// Every input of `../shared/corpora/hostile`, folder by folder, through the commands it once
/// broke, in-process (a crash or a trap ends the test run): each ends in success or a documented
/// exit status within a time bound, and nothing is written outside the output folder.
@Suite(.requiresSharedCorpora, .serialized) struct HostileCorpusReplayTests {
    static var hostile: URL { TestPaths.corpus("hostile") ?? URL(fileURLWithPath: "/nonexistent") }
    /// Seconds any one input may take in a debug build, in which Swift code runs about ten times
    /// slower than in release. The slowest input is a legitimate one: a card 200,000 points tall
    /// (64 million pixels) with a shadow, which `check` draws twice (with and without text); it
    /// takes about 12 s to render and 24 s to check in a debug build on the 2-core CI machine, and
    /// about a second in release. The blow-ups this replays took 20-40 s in release builds.
    static let bound = 60.0

    static func files(_ folder: String, _ suffix: String? = nil) -> [URL] {
        let root = hostile.appendingPathComponent(folder)
        let all = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])?.allObjects as? [URL]) ?? []
        return all.filter { url in
            (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true && (suffix.map { url.lastPathComponent.hasSuffix($0) } ?? true)
        }.sorted { $0.path < $1.path }
    }

    func scratch() throws -> URL { try TestPaths.scratchFolder("replay") }

    /// Runs a command; returns its exit status and the seconds it took.
    func timed<C: ParsableCommand>(_ type: C.Type, _ arguments: [String]) -> (Int32, Double) {
        let t0 = Date()
        let status = exitStatus(type, arguments)
        return (status, Date().timeIntervalSince(t0))
    }

    @Test func everyPNGIsInspectedWithinTheBound() throws {
        let files = Self.files("png", ".png")
        #expect(files.count >= 25)
        for file in files {
            let (status, seconds) = timed(InspectCommand.self, [file.path])
            #expect(status == 0 || status == 1, "\(file.lastPathComponent): exit \(status)")
            #expect(seconds < Self.bound, "\(file.lastPathComponent): \(seconds) s")
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
            let (render, renderSeconds) = timed(RenderCommand.self, [file.path, "--out", out.path, "--variants", "light", "--scale", "1"])
            #expect(render == 0 || render == 1, "render \(file.lastPathComponent): exit \(render)")
            #expect(renderSeconds < Self.bound, "render \(file.lastPathComponent): \(renderSeconds) s")
            guard file.lastPathComponent.contains("check") else { continue }
            let (check, checkSeconds) = timed(CheckCommand.self, [file.path, "--variants", "light", "--scale", "1", "--json"])
            #expect(check == 0 || check == 1, "check \(file.lastPathComponent): exit \(check)")
            #expect(checkSeconds < Self.bound, "check \(file.lastPathComponent): \(checkSeconds) s")
        }
        // Whatever the names in the fixtures, every file written is inside the output folder.
        let written = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String]) ?? []
        #expect(written.allSatisfy { !$0.contains("..") })
    }

    @Test func everyPaletteLoadsOrIsRefusedWithinTheBound() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for file in Self.files("palette") {
            let (status, seconds) = timed(PaletteCommand.self, [file.path, "--out", out.appendingPathComponent("sheet.png").path])
            #expect(status == 1 || status == 2, "\(file.lastPathComponent): exit \(status)")
            #expect(seconds < Self.bound, "\(file.lastPathComponent): \(seconds) s")
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
            let (status, seconds) = timed(RenderCommand.self, [folder.appendingPathComponent("fx.json").path, "--out", out.path,
                                                               "--fonts", folder.appendingPathComponent("fonts").path, "--variants", "light"])
            #expect(status <= 1, "\(folder.lastPathComponent): exit \(status)")
            #expect(seconds < Self.bound, "\(folder.lastPathComponent): \(seconds) s")
        }
    }

    @Test func everyResultsFileIsReportedOrRefusedWithinTheBound() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for file in Self.files("report", ".json") {
            let (status, seconds) = timed(ReportCommand.self, [file.path, "--out", out.path, "--quiet"])
            #expect(status <= 2, "\(file.lastPathComponent): exit \(status)")
            #expect(seconds < Self.bound, "\(file.lastPathComponent): \(seconds) s")
        }
    }
}
