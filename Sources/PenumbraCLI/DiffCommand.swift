import ArgumentParser
import Foundation
import Penumbra

/// `penumbra diff REFERENCE_DIR ACTUAL_DIR`: compares two folders of snapshot PNGs and reports
/// regressions.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compares two folders of snapshot PNGs and reports regressions.",
        discussion: """
        Files are paired by relative path: passed, changed, new (only in ACTUAL_DIR) or missing \
        (only in REFERENCE_DIR). Non-PNG files are skipped and counted; a PNG that cannot be read \
        is an error for that file and the run goes on. Variants of one snapshot (name.light.png, \
        name.dark.png, name_dark.png, name-dark.png, name@dark.png, or --variant-pattern) are \
        grouped into one report row. With --out, writes results.json, report.html, junit.xml, \
        summary.md and the images of changed snapshots (with --passed-images, of passed ones too, so \
        the report shows every variant side by side). Exit status: 0 when nothing regressed, \
        1 when something changed, is missing or could not be read (and, with --fail-on-new, when \
        something is new), 2 on usage or I/O errors. --ignore-mask applies one mask to every pair: \
        a mask that cannot be read, or a reference of another size than the mask, exits 2.
        """
    )

    /// The reference folder.
    @Argument(help: "The folder of reference snapshots.")
    var reference: String

    /// The actual folder.
    @Argument(help: "The folder of snapshots to check.")
    var actual: String

    /// The report folder.
    @Option(name: .long, help: "The folder to write results.json, the reports and the images into.")
    var out: String?

    /// How pixels are compared.
    @OptionGroup(title: "Comparison")
    var comparison: ComparisonOptions

    /// Worker threads.
    @Option(name: .long, parsing: .unconditional, help: "Pairs compared at once. Default: the number of cores.")
    var jobs: Int?

    /// The shard.
    @Option(name: .long, help: "Compare only part I of N (1-based, e.g. 2/4); variants of one snapshot stay together.")
    var shard: String?

    /// A custom variant naming pattern.
    @Option(name: .long, help: "A regular expression with a named group (?<variant>…) and optionally (?<name>…), matched against file names without .png.")
    var variantPattern: String?

    /// Whether passed variants get their image in the report.
    @Flag(name: .long, help: "Copy the actual image of passed variants into the report too (images/actual/<file>), so report.html shows every variant side by side.")
    var passedImages = false

    /// Links, JUnit dialect, strips.
    @OptionGroup(title: "Report")
    var report: ReportOptions

    /// Whether new snapshots fail.
    @Flag(name: .long, help: "Count new snapshots (no reference) as failures.")
    var failOnNew = false

    /// Whether to print nothing.
    @Flag(name: .long, help: "Print no progress and no summary.")
    var quiet = false

    init() {}

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
        try Self.refuseArtifacts([reference, actual], command: "diff")
        _ = try parsedShard()
        _ = try naming()
        _ = try comparator()
    }

    func parsedShard() throws -> ShardSpec? {
        guard let shard else { return nil }
        do { return try ShardSpec(parsing: shard) } catch { throw ValidationError(error.description) }
    }

    func naming() throws -> VariantNaming {
        guard let variantPattern else { return VariantNaming() }
        do { return try VariantNaming(pattern: variantPattern) } catch { throw ValidationError(error.description) }
    }

    /// The comparator, for validation: option values only (the mask file is read by `run()`).
    func comparator() throws -> ImageComparator {
        do { return try comparison.makeComparator(loadingMask: false) } catch { throw ValidationError("\(error)") }
    }

    /// Runs `body`; a ``DiffError`` is printed as `error: …` and becomes exit status 2.
    private func usageOnFailure<T>(_ body: () throws(DiffError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            CLIFailure.report("diff", error.description)
            throw PenumbraExitCode.usage
        }
    }

    /// Refuses the assertions' artifacts folder as a snapshot folder: its `.actual.png`,
    /// `.diff.png` and `.strip.png` files would pair as new and the references as missing.
    static func refuseArtifacts(_ folders: [String], command: String) throws {
        for folder in folders where ResultsApproval.looksLikeArtifacts(URL(fileURLWithPath: folder)) {
            throw ValidationError("""
                \(folder) holds the assertions' artifacts (.actual.png, .diff.png, .strip.png), not snapshots; \
                \(command) would pair them as new and every reference as missing. To review them: penumbra review --results \(folder); \
                to see them: penumbra report \(folder) --out DIR; to accept them all: penumbra approve --results \(folder)
                """)
        }
    }

    func run() throws {
        let comparator = try usageOnFailure { () throws(DiffError) in try comparison.makeComparator() }
        let outURL = out.map { URL(fileURLWithPath: $0) }
        // The report is built beside --out and moved into place whole at the end: a run killed
        // or out of disk leaves the previous report as it was.
        let staging = try outURL.map { url in try CLIFailure.io("diff") { () throws(ReportError) in try ReportWriter.staging(for: url) } }
        defer { if let staging { try? FileManager.default.removeItem(at: staging) } }
        let options = FolderDiffOptions(
            reference: URL(fileURLWithPath: reference), actual: URL(fileURLWithPath: actual), reportDirectory: staging,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, shard: try parsedShard(), naming: try naming(),
            comparator: comparator, passedImages: passedImages, strips: report.strips)
        let progress = ProgressPrinter(style: ProgressPrinter.style(quiet: quiet))
        let results = try CLIFailure.io("diff") { () throws(ReportError) in
            defer { progress.finish() }
            return try FolderDiff(options: options).run { done, total in progress.update(done: done, total: total) }
        }
        if let outURL, let staging {
            try CLIFailure.io("diff") { () throws(ReportError) in
                try report.writer(failOnNew: failOnNew, out: out ?? "").write(results, to: staging)
                try ReportWriter.commit(staging: staging, to: outURL)
            }
        }
        if !quiet {
            print(TerminalSummaryRenderer(colored: CLIFailure.stdoutIsTerminal, failOnNew: failOnNew).render(results), terminator: "")
            if let outURL { print("report: \(outURL.appendingPathComponent(ReportWriter.FileName.html).path)") }
        }
        if results.summary.hasRegressions(failOnNew: failOnNew) { throw PenumbraExitCode.findings }
    }
}
