import ArgumentParser
import Foundation
import PenumbraCore
import Penumbra
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `penumbra review REFERENCE_DIR ACTUAL_DIR` or `penumbra review --report REPORT_DIR`: serves the
/// report on 127.0.0.1 with Accept and Reject, until Ctrl-C.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Serves the report on 127.0.0.1 to accept or reject snapshots from the browser.",
        discussion: """
        With two folders, diffs them into --out (a temporary folder without it) first; with \
        --report, serves a report folder that penumbra diff wrote (its results.json names the \
        two folders). Prints the URL to open, with a random token every request must carry, and \
        serves until Ctrl-C (SIGINT) or SIGTERM, then prints how many files were accepted and \
        rejected and exits 0. Accepting a file does what approve does for it: a changed or new \
        actual is copied over its reference atomically; for a missing one, the reference is \
        deleted. Rejecting touches no file. Every decision is printed and appended to \
        review-log.jsonl in the report folder. Exit status 2 when the folders, the report or the \
        port cannot be used.
        """
    )

    /// The reference folder, changed by accepting.
    @Argument(help: "The folder of reference snapshots (updated by Accept).")
    var reference: String?

    /// The actual folder, only read.
    @Argument(help: "The folder of actual snapshots (read only).")
    var actual: String?

    /// An existing report folder, instead of the two folders.
    @Option(name: .long, help: "Serve this report folder (written by penumbra diff --out) instead of diffing two folders.")
    var report: String?

    /// Where the diff's report goes.
    @Option(name: .long, help: "The folder to write the report into (default: a temporary folder, removed when nothing was decided).")
    var out: String?

    /// How pixels are compared (two-folder form only).
    @OptionGroup(title: "Comparison")
    var comparison: ComparisonOptions

    /// The port.
    @Option(name: .long, parsing: .unconditional, help: "The port on 127.0.0.1 (default 0: any free port).")
    var port = 0

    /// Worker threads for the diff.
    @Option(name: .long, help: "Pairs compared at once. Default: the number of cores.")
    var jobs: Int?

    /// A custom variant naming pattern.
    @Option(name: .long, help: "A regular expression with a named group (?<variant>…), as for diff.")
    var variantPattern: String?

    /// Whether new snapshots fail the page's verdict.
    @Flag(name: .long, help: "Count new snapshots as failures in the page's verdict.")
    var failOnNew = false

    init() {}

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0-65535 (got \(port))") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
        if report != nil {
            guard reference == nil, actual == nil, out == nil else {
                throw ValidationError("--report takes the report folder alone; its results.json names the two folders")
            }
        } else {
            guard reference != nil, actual != nil else {
                throw ValidationError("give REFERENCE_DIR and ACTUAL_DIR, or --report REPORT_DIR for a report penumbra diff wrote")
            }
        }
        if let variantPattern {
            do { _ = try VariantNaming(pattern: variantPattern) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        let temporary = report == nil && out == nil
            ? FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-review-\(UUID().uuidString)") : nil
        let session: ReviewSession, server: ReviewServer, interrupts: ReviewInterrupts
        do {
            session = try makeSession(temporary: temporary)
            server = ReviewServer(session: session, port: UInt16(port))
            interrupts = try ReviewInterrupts.install()
            try Self.io { () throws(ReviewError) in try server.start() }
        } catch {
            // Nothing was served: a temporary report folder has nothing anyone could want.
            if let temporary { try? FileManager.default.removeItem(at: temporary) }
            throw error
        }
        Self.say("penumbra review: serving \(server.url) (Ctrl-C to stop)")
        interrupts.wait()
        server.stop()
        ReviewInterrupts.restore()
        let counts = session.counts
        var summary = "penumbra review: \(counts.accepted) accepted, \(counts.rejected) rejected"
        if let temporary, counts.accepted + counts.rejected == 0 {
            try? FileManager.default.removeItem(at: temporary)
        } else {
            summary += "; audit log: \(session.auditLogURL.path)"
        }
        Self.say(summary)
    }

    /// The session: over `--report`, or over a fresh diff of the two folders.
    private func makeSession(temporary: URL?) throws -> ReviewSession {
        let announce: @Sendable (String) -> Void = { Self.say($0) }
        if let report {
            return try Self.io { () throws(ReviewError) in
                try ReviewSession.open(reportFolder: URL(fileURLWithPath: report), failOnNew: failOnNew, announce: announce)
            }
        }
        guard let reference, let actual, let folder = out.map({ URL(fileURLWithPath: $0) }) ?? temporary else {
            throw PenumbraExitCode.usage
        }
        let comparator: ImageComparator
        do { comparator = try comparison.makeComparator() } catch {
            CLIFailure.report("review", error.description)
            throw PenumbraExitCode.usage
        }
        let naming = try variantPattern.map { try VariantNaming(pattern: $0) } ?? VariantNaming()
        let options = FolderDiffOptions(
            reference: URL(fileURLWithPath: reference), actual: URL(fileURLWithPath: actual), reportDirectory: folder,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, naming: naming, comparator: comparator)
        let results = try CLIFailure.io("review") { () throws(ReportError) in
            let results = try FolderDiff(options: options).run()
            try ReportWriter(failOnNew: failOnNew).write(results, to: folder)
            return results
        }
        return try Self.io { () throws(ReviewError) in
            try ReviewSession(results: results, reference: options.reference, actual: options.actual, reportFolder: folder,
                              failOnNew: failOnNew, announce: announce)
        }
    }

    /// Runs `body`; a ``ReviewError`` is reported in the CLI's one format and becomes exit status 2.
    static func io<T>(_ body: () throws(ReviewError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            CLIFailure.report("review", error.description)
            throw PenumbraExitCode.usage
        }
    }

    /// Writes one line on standard output at once (the URL must reach a script reading the pipe
    /// before the first request).
    static func say(_ line: String) {
        StandardStream.output(line + "\n")
    }
}

/// Waiting for Ctrl-C or SIGTERM: the handlers write a byte to a pipe (`write(2)` is
/// async-signal-safe; nothing else a Swift handler could do is), and ``wait()`` reads it.
struct ReviewInterrupts {
    /// The pipe, made once before any handler is installed: the handler only reads this constant.
    private static let pipeEnds: (read: Int32, write: Int32) = {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        return (fds[0], fds[1])
    }()

    /// Installs the handlers.
    static func install() throws -> ReviewInterrupts {
        guard pipeEnds.read >= 0 else {
            CLIFailure.report("review", "cannot make a pipe for Ctrl-C: \(String(cString: strerror(errno))); try again")
            throw PenumbraExitCode.usage
        }
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in [SIGINT, SIGTERM] {
            _ = signal(signalNumber) { _ in
                var byte: UInt8 = 1
                _ = write(ReviewInterrupts.pipeEnds.write, &byte, 1)
            }
            sigaddset(&set, signalNumber)
        }
        // A parent may start us with the two blocked (a test runner's thread does, and a child
        // inherits its mask): unblocked here, they reach this thread instead of waiting forever.
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        return ReviewInterrupts()
    }

    /// Blocks until SIGINT or SIGTERM arrives.
    func wait() {
        var byte: UInt8 = 0
        while read(Self.pipeEnds.read, &byte, 1) < 0 && errno == EINTR {}
    }

    /// Puts the default handlers back: a second Ctrl-C during shutdown stops at once.
    static func restore() {
        _ = signal(SIGINT, SIG_DFL)
        _ = signal(SIGTERM, SIG_DFL)
    }
}
