#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import PenumbraTestSupport
import Testing

/// The reproducers of `../shared/corpora/hostile/2026-11-27` that trapped, took a minute or took
/// gigabytes, each through the built `penumbra` binary as a child process: each must end with a
/// render or a typed error (exit 0 or 1, never a signal), within ``cpuBound`` seconds of CPU time
/// and ``memoryBound`` bytes of peak resident memory, both read from the child's own resource
/// usage (`wait4`), never from the wall clock. Inputs that the corpus writes with a `make.py`
/// are written here the same way, into a scratch folder.
@Suite(.requiresSharedCorpora, .serialized,
       .enabled(if: ExitCodeTableTests.built, "the penumbra executable is not built (swift build builds it)"))
struct HostileCorpus20261127Tests {
    /// CPU seconds one command may take (user + system), in the debug build tests run.
    static let cpuBound = 30.0
    /// Peak resident memory one command may take: 2.5 GB.
    static let memoryBound = 2_500_000_000

    static var corpus: URL {
        (TestPaths.corpus("hostile") ?? URL(fileURLWithPath: "/nonexistent")).appendingPathComponent("2026-11-27")
    }

    /// How a child ended and what it used.
    struct Outcome: CustomStringConvertible {
        /// The exit status, or nil when a signal ended it.
        var status: Int32?
        var signal: Int32?
        var cpuSeconds: Double
        var maxResidentBytes: Int
        var standardError: String
        var description: String {
            "exit \(status.map(String.init) ?? "-"), signal \(signal.map(String.init) ?? "-"), \(cpuSeconds) s CPU, "
                + "\(maxResidentBytes / 1_000_000) MB peak; stderr: \(standardError.prefix(400))"
        }
    }

    /// Runs `penumbra arguments…` in `folder` under an address-space limit of 8 GB and a CPU
    /// limit of 120 s (so a regression fails the test instead of the machine), and reports its
    /// exit and its resource usage.
    static func run(_ arguments: [String], in folder: URL, scratch: URL) throws -> Outcome {
        let errorFile = scratch.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        let script = "cd \"$0\" && ulimit -v 8000000 && ulimit -t 120 && exec \"$@\""
        let argv = ["/bin/sh", "-c", script, folder.path, ExitCodeTableTests.binary.path] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArguments { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &cArguments, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL) }
        }
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        // WIFEXITED / WEXITSTATUS / WTERMSIG by hand: the C macros do not reach Swift.
        let exited = status & 0x7F == 0
        return Outcome(status: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F,
                       cpuSeconds: cpu, maxResidentBytes: Int(usage.ru_maxrss) * 1024, standardError: text)
    }

    /// Expects a render (exit 0) or a typed error (exit 1), within the bounds.
    static func expectBounded(_ outcome: Outcome, renders: Bool? = nil, _ what: String) {
        #expect(outcome.signal == nil, "\(what): \(outcome)")
        #expect(outcome.status == 0 || outcome.status == 1, "\(what): \(outcome)")
        if let renders { #expect(outcome.status == (renders ? 0 : 1), "\(what): \(outcome)") }
        #expect(outcome.cpuSeconds < cpuBound, "\(what): \(outcome)")
        #expect(outcome.maxResidentBytes < memoryBound, "\(what): \(outcome)")
    }

    func scratch() throws -> URL { try TestPaths.scratchFolder("hostile-1127") }

    static func writeJSON(_ value: Any, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]).write(to: url)
    }

    static var xcodeInfo: [String: Any] { ["author": "xcode", "version": 1] }

    /// A CFF glyph that draws (`hlineto`) before its first `rmoveto`, under synthetic bold:
    /// was a trap (index out of range) in the emboldening; renders now, as regular does.
    @Test func glyphDrawingBeforeItsFirstMoveIsEmboldened() throws {
        let folder = Self.corpus.appendingPathComponent("font-embolden-no-moveto")
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for fixture in ["bold.json", "regular.json"] {
            let outcome = try Self.run(["render", fixture, "--out", out.appendingPathComponent("out").path, "--fonts", "fonts"],
                                       in: folder, scratch: out)
            Self.expectBounded(outcome, renders: true, fixture)
        }
    }

    /// A PDF stream whose `/Length` is 10^20 (past 2^63): was a trap converting it to `Int`; the
    /// length is not trusted and the stream ends at `endstream`.
    @Test func streamLengthPastTheIntegersIsNotTrusted() throws {
        let folder = Self.corpus.appendingPathComponent("pdf-length-huge")
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let outcome = try Self.run(["render", "icon.json", "--out", out.appendingPathComponent("out").path, "--palette", "Icons.xcassets"],
                                   in: folder, scratch: out)
        Self.expectBounded(outcome, "pdf-length-huge")
    }

    /// 35,000 zig-zag segments with round joins on a stroke 10^6 wide: took 8.5 GB before the
    /// outline's point bound was checked; the bound is now counted while the outline is built.
    @Test func roundJoinsOnAHugeStrokeStayWithinTheOutlineBound() throws {
        let folder = Self.corpus.appendingPathComponent("svg-round-join-memory")
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let outcome = try Self.run(["render", "icon.json", "--out", out.appendingPathComponent("out").path,
                                    "--palette", "Icons.xcassets", "--scale", "1"], in: folder, scratch: out)
        Self.expectBounded(outcome, "svg-round-join-memory")
    }

    /// Ten image sets of one 208-byte JPEG that decodes to 10000 × 10000, drawn at 40 pt: took
    /// 4.3 GB (each decoded whole and kept); now decoded at 1/4 by libjpeg, once per file, within
    /// the catalog's pixel budget.
    @Test func tenJPEGBombsDrawnSmallStayWithinTheBudget() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let jpeg = Self.corpus.appendingPathComponent("image-bomb-accumulate/flat-10000x10000-arith.jpg")
        let catalog = out.appendingPathComponent("Icons.xcassets")
        try Self.writeJSON(["info": Self.xcodeInfo], to: catalog.appendingPathComponent("Contents.json"))
        var children: [[String: Any]] = []
        for i in 0..<10 {
            let set = catalog.appendingPathComponent("icon\(i).imageset")
            try Self.writeJSON(["images": [["filename": "icon.jpg", "idiom": "universal"]], "info": Self.xcodeInfo],
                               to: set.appendingPathComponent("Contents.json"))
            try FileManager.default.copyItem(at: jpeg, to: set.appendingPathComponent("icon.jpg"))
            children.append(["type": "image", "name": "icon\(i)", "resizable": true, "frame": ["width": 40, "height": 40]])
        }
        try Self.writeJSON(["name": "icons", "variants": ["light"], "root": ["type": "hstack", "children": children]],
                           to: out.appendingPathComponent("icons.json"))
        let outcome = try Self.run(["render", "icons.json", "--out", "out", "--palette", "Icons.xcassets", "--scale", "1"],
                                   in: out, scratch: out)
        Self.expectBounded(outcome, renders: true, "image-bomb-accumulate")
    }

    /// 30,000 class rules over 30,000 elements: took 102 s matched pairwise; selectors are now
    /// looked up by class.
    @Test func manyClassRulesOverManyElementsAreIndexed() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let rules = (0..<30_000).map { String(format: ".c%d{fill:#%06x}", $0, $0) }.joined()
        let rects = (0..<30_000).map { "<rect class=\"c\($0)\" width=\"1\" height=\"1\"/>" }.joined()
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\"><style>\(rules)</style>\(rects)</svg>"
        let set = out.appendingPathComponent("Icons.xcassets/icon.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(svg.utf8).write(to: set.appendingPathComponent("icon.svg"))
        try Self.writeJSON(["images": [["filename": "icon.svg", "idiom": "universal"]], "info": Self.xcodeInfo],
                           to: set.appendingPathComponent("Contents.json"))
        try Self.writeJSON(["info": Self.xcodeInfo], to: out.appendingPathComponent("Icons.xcassets/Contents.json"))
        try Self.writeJSON(["name": "icon", "variants": ["light"],
                            "root": ["type": "image", "name": "icon", "resizable": true, "frame": ["width": 64, "height": 64]]],
                           to: out.appendingPathComponent("icon.json"))
        let outcome = try Self.run(["render", "icon.json", "--out", "out", "--palette", "Icons.xcassets", "--scale", "1"],
                                   in: out, scratch: out)
        Self.expectBounded(outcome, renders: true, "svg-css-quadratic")
    }

    /// An unknown colour name of 9,000 characters against 4,000 palette names of 405: "did you
    /// mean" took 69 s (full Levenshtein each); the error now comes at once, without a suggestion.
    @Test func suggestionsForAHugeUnknownNameAreBounded() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        var palette: [String: String] = [:]
        for i in 0..<4_000 { palette[String(format: "n%05d", i) + String(repeating: "x", count: 400)] = "#ff0000" }
        try Self.writeJSON(["name": "s", "variants": ["light"], "palette": palette,
                            "root": ["type": "color", "color": String(repeating: "y", count: 9_000)]],
                           to: out.appendingPathComponent("unknown-colour.json"))
        let outcome = try Self.run(["render", "unknown-colour.json", "--out", "out"], in: out, scratch: out)
        Self.expectBounded(outcome, renders: false, "suggestion-quadratic")
        #expect(outcome.standardError.contains("unknown colour"), "\(outcome)")
    }

    /// A 732-byte PDF drawing a form of 999 fills 1,000 times, alone and in 4 fixtures × 2
    /// variants: took 34 s a drawing, read again for each; the file is read once per run.
    @Test func aFormDrawnAThousandTimesIsBounded() throws {
        let folder = Self.corpus.appendingPathComponent("pdf-form-fanout")
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for target in ["icon.json", "fixtures"] {
            let outcome = try Self.run(["render", target, "--out", out.appendingPathComponent("out").path,
                                        "--palette", "Icons.xcassets", "--scale", "1"], in: folder, scratch: out)
            Self.expectBounded(outcome, "pdf-form-fanout \(target)")
        }
    }
}
