import ArgumentParser
import Foundation
import PenumbraCore
import Penumbra
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `penumbra review REFERENCE_DIR ACTUAL_DIR` (or with `--report REPORT_DIR`), or
/// `penumbra review --results ARTIFACTS_DIR` for what `swift test` wrote: serves the report on
/// 127.0.0.1 with Accept, Reject and Undo, until Ctrl-C.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Serves the report on 127.0.0.1 to accept or reject snapshots from the browser.",
        discussion: """
        Diffs the two folders into --out (a temporary folder without it) first; with --report, \
        serves a report folder that penumbra diff wrote for these two folders instead (the \
        folders its results.json names must be the two given: a report folder is data, and \
        never chooses what is written). Prints the URL to open, with a random token every request must carry, and \
        serves until Ctrl-C (SIGINT) or SIGTERM, then prints how many files were accepted and \
        rejected and exits 0. Accepting a file does what approve does for it, only if both files \
        are still the ones the report showed: a changed or new actual is copied over its \
        reference atomically; for a missing one, the reference is deleted. Only .png files \
        inside REFERENCE_DIR are ever written or deleted. Rejecting touches no file. Every decision is printed and appended to \
        review-log.jsonl in the report folder, and every reference replaced or deleted is kept \
        in REFERENCE_DIR/.penumbra-journal (ignored by git and by diffs). penumbra review --undo \
        REFERENCE_DIR puts back the references of the latest session, newest first, each only \
        if it is still what the accept left. Exit status 2 when the folders, the report or the \
        port cannot be used; with --undo, 1 when a reference could not be restored.

        After swift test: penumbra review --results .build/penumbra-artifacts reviews what the \
        assertions wrote (their per-test results files). Accept copies a failing assertion's \
        actual image over its reference beside the test (__Snapshots__/<TestFile>/), one folder \
        per test file; every folder a results file names must be inside the package (--root, the \
        current folder by default). penumbra review --undo --results ARTIFACTS_DIR undoes the \
        latest session across those folders.
        """
    )

    /// The reference folder, changed by accepting.
    @Argument(help: "The folder of reference snapshots (updated by Accept).")
    var reference: String?

    /// The actual folder, only read.
    @Argument(help: "The folder of actual snapshots (read only).")
    var actual: String?

    /// An existing report folder, instead of the two folders.
    @Option(name: .long, help: "Serve this report folder (written by penumbra diff REFERENCE_DIR ACTUAL_DIR --out) instead of diffing again.")
    var report: String?

    /// The assertions' artifacts folder, instead of two folders.
    @Option(name: .long, help: "Review what the assertions wrote: the artifacts folder of swift test (.build/penumbra-artifacts), whose results files name the reference folders.")
    var results: String?

    /// The package whose reference folders `--results` may write to.
    @Option(name: .long, help: "With --results: the package the tests ran in; every reference folder must be inside it (default: the current folder).")
    var root: String?

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

    /// Whether to undo the latest session instead of serving.
    @Flag(name: .long, help: "Undo the accepts of the latest review session over REFERENCE_DIR (penumbra review --undo REFERENCE_DIR).")
    var undo = false

    /// Whether new snapshots fail the page's verdict.
    @Flag(name: .long, help: "Count new snapshots as failures in the page's verdict.")
    var failOnNew = false

    init() {}

    func validate() throws {
        if root != nil && results == nil { throw ValidationError("--root goes with --results: the package whose reference folders the results name") }
        if undo {
            guard (reference != nil) != (results != nil), actual == nil, report == nil, out == nil else {
                throw ValidationError("--undo takes the reference folder alone, or the artifacts folder: "
                    + "penumbra review --undo REFERENCE_DIR, or penumbra review --undo --results ARTIFACTS_DIR")
            }
            return
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0-65535 (got \(port))") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
        if results != nil {
            guard reference == nil, actual == nil, report == nil else {
                throw ValidationError("--results takes the artifacts folder alone; the reference folders come from its results files: "
                    + "penumbra review --results .build/penumbra-artifacts")
            }
            return
        }
        guard reference != nil, actual != nil else {
            throw ValidationError(report == nil
                ? "give REFERENCE_DIR and ACTUAL_DIR"
                : "--report needs the two folders it compared too: penumbra review REFERENCE_DIR ACTUAL_DIR --report DIR")
        }
        try DiffCommand.refuseArtifacts([reference, actual].compactMap { $0 }, command: "review")
        if report != nil, out != nil {
            throw ValidationError("--report serves an existing report folder; --out writes a new one: give one of them")
        }
        if let variantPattern {
            do { _ = try VariantNaming(pattern: variantPattern) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        if undo {
            try Self.undoLatest(try referenceFolders())
            return
        }
        let temporary = report == nil && out == nil
            ? FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-review-\(UUID().uuidString)") : nil
        let session: ReviewSession, server: ReviewServer, interrupts: ReviewInterrupts
        do {
            session = try makeSession(temporary: temporary)
            server = ReviewServer(session: session, port: UInt16(port))
            interrupts = try ReviewInterrupts.install()
            _ = try Self.io { () throws(ReviewError) in try server.start() }
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
        if counts.accepted > 0 {
            summary += "; to undo: penumbra review --undo " + (results.map { "--results \($0)" } ?? session.layout.referenceFolders[0].path)
        }
        Self.say(summary)
    }

    /// The session: over `--report`, or over a fresh diff of the two folders.
    private func makeSession(temporary: URL?) throws -> ReviewSession {
        let announce: @Sendable (String) -> Void = { Self.say($0) }
        if let results {
            guard let folder = out.map({ URL(fileURLWithPath: $0) }) ?? temporary else { throw PenumbraExitCode.usage }
            return try Self.io { () throws(ReviewError) in
                try ReviewSession.artifacts(URL(fileURLWithPath: results), root: packageRoot, reportFolder: folder, failOnNew: failOnNew, announce: announce)
            }
        }
        guard let reference, let actual else { throw PenumbraExitCode.usage }
        if let report {
            return try Self.io { () throws(ReviewError) in
                try ReviewSession.open(reportFolder: URL(fileURLWithPath: report), reference: URL(fileURLWithPath: reference),
                                       actual: URL(fileURLWithPath: actual), failOnNew: failOnNew, announce: announce)
            }
        }
        guard let folder = out.map({ URL(fileURLWithPath: $0) }) ?? temporary else {
            throw PenumbraExitCode.usage
        }
        let comparator: ImageComparator
        do { comparator = try comparison.makeComparator() } catch {
            CLIFailure.report("review", error.description)
            throw PenumbraExitCode.usage
        }
        let naming = try variantPattern.map { try VariantNaming(pattern: $0) } ?? VariantNaming()
        // Built beside the folder and moved into place whole, as diff does.
        let staging = try CLIFailure.io("review") { () throws(ReportError) in try ReportWriter.staging(for: folder) }
        defer { try? FileManager.default.removeItem(at: staging) }
        let options = FolderDiffOptions(
            reference: URL(fileURLWithPath: reference), actual: URL(fileURLWithPath: actual), reportDirectory: staging,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, naming: naming, comparator: comparator)
        let results = try CLIFailure.io("review") { () throws(ReportError) in
            let results = try FolderDiff(options: options).run()
            try ReportWriter(failOnNew: failOnNew).write(results, to: staging)
            return results
        }
        try CLIFailure.io("review") { () throws(ReportError) in try ReportWriter.commit(staging: staging, to: folder) }
        return try Self.io { () throws(ReviewError) in
            try ReviewSession(results: results, reference: options.reference, actual: options.actual, reportFolder: folder,
                              failOnNew: failOnNew, announce: announce)
        }
    }

    /// The package whose reference folders `--results` may write to: `--root`, else the current folder.
    private var packageRoot: URL { URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath) }

    /// The folders `--undo` looks in: the one given, or every one the artifacts' results name.
    private func referenceFolders() throws -> [URL] {
        if let reference { return [URL(fileURLWithPath: reference)] }
        guard let results else { throw PenumbraExitCode.usage }
        let artifacts = URL(fileURLWithPath: results)
        let files = try CLIFailure.io("review") { () throws(ReportError) in try ResultsApproval.resultFiles(in: artifacts) }
        return try Self.io { () throws(ReviewError) in try ReviewLayout.artifacts(artifacts, results: files, root: packageRoot) }.referenceFolders
    }

    /// Restores the references the latest session's accepts replaced or deleted, newest first,
    /// in every folder that session wrote to.
    static func undoLatest(_ references: [URL]) throws {
        let journals = ReviewJournal.latest(references: references)
        guard !journals.isEmpty else {
            say("penumbra review: nothing to undo in \(references.map(\.path).joined(separator: ", "))")
            return
        }
        var restored = 0, failed = 0, left: [String] = []
        for journal in journals {
            var failedHere = 0
            for (number, entry) in journal.entries().reversed() {
                do {
                    try journal.undo(number, entry)
                    restored += 1
                    say("\(entry.previous == nil ? "deleted" : "restored") \(journal.reference.appendingPathComponent(entry.file).path)")
                } catch {
                    failedHere += 1
                    CLIFailure.report("review", error.description)
                }
            }
            if failedHere > 0 { left.append(journal.folder.path) }
            failed += failedHere
        }
        say("penumbra review: \(restored) restored" + (failed > 0 ? ", \(failed) left in \(left.joined(separator: ", "))" : ""))
        if failed > 0 { throw PenumbraExitCode.findings }
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
