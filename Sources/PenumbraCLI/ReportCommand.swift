import ArgumentParser
import Foundation
import Penumbra

/// `penumbra report RESULTS.json... --out DIR`: merges results files (CI shards, or the results
/// the test assertions write) and builds the reports from them.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Merges results files and writes report.html, junit.xml, summary.md and results.json.",
        discussion: """
        Entries for the same file are resolved deterministically: the more severe status wins \
        (error > changed > missing > new > passed); between equally severe ones, the later file \
        on the command line. Images are copied from each results file's folder into --out; passed \
        entries keep their actual image only with --passed-images. \
        Exit status: 0 when nothing regressed, 1 when something changed, is missing or could \
        not be read (and, with --fail-on-new, when something is new), 2 on usage or I/O errors.
        """
    )

    /// The results files to merge.
    @Argument(help: "results.json files to merge (one or more), or folders whose top-level .json files are results (the assertions' .build/penumbra-artifacts).")
    var results: [String] = []

    /// Only results written after this file was.
    @Option(name: .long, help: "Only results files modified at or after this file was (touch it before the test run, so the results of deleted or renamed tests are left out).")
    var since: String?

    /// The report folder.
    @Option(name: .long, help: "The folder to write the reports into.")
    var out: String

    /// Whether passed entries keep their image in the report.
    @Flag(name: .long, help: "Copy and show the actual image of passed entries that carry one (images.actual), so report.html shows every variant side by side.")
    var passedImages = false

    /// Links, JUnit dialect, strips.
    @OptionGroup(title: "Report")
    var report: ReportOptions

    /// Whether new snapshots fail.
    @Flag(name: .long, help: "Count new snapshots (no reference) as failures.")
    var failOnNew = false

    /// Whether to print nothing.
    @Flag(name: .long, help: "Print nothing; only the exit status tells.")
    var quiet = false

    init() {}

    func validate() throws {
        guard !results.isEmpty else { throw ValidationError("give at least one results.json file") }
    }

    /// The results files: files as given, folders expanded to their top-level `.json` files, and
    /// with `--since` only those modified at or after the marker; the count left out.
    func inputs() throws(ReportError) -> (files: [URL], older: Int) {
        var files: [URL] = []
        for path in results {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += try ResultsApproval.resultFiles(in: URL(fileURLWithPath: path))
            } else {
                files.append(URL(fileURLWithPath: path))
            }
        }
        guard let since else { return (files, 0) }
        func modified(_ path: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        guard let start = modified(since) else { throw .unreadable(path: since, reason: "--since needs an existing file (touch it before the test run)") }
        let kept = files.filter { (modified($0.path) ?? .distantFuture) >= start }
        return (kept, files.count - kept.count)
    }

    func run() throws {
        let outURL = URL(fileURLWithPath: out)
        let (files, older) = try CLIFailure.io("report") { () throws(ReportError) in try inputs() }
        if older > 0 && !quiet, let since { print("left out \(older) results file\(older == 1 ? "" : "s") older than \(since)") }
        guard !files.isEmpty else {
            CLIFailure.report("report", "no results files to report\(older > 0 ? " newer than \(since ?? "")" : ""); give results files or the artifacts folder")
            throw PenumbraExitCode.usage
        }
        let merged = try CLIFailure.io("report") { () throws(ReportError) in
            let merged = try ResultsMerger(inputs: files, passedImages: passedImages, strips: report.strips).mergedCopyingImages(into: outURL)
            try report.writer(failOnNew: failOnNew, out: out).write(merged, to: outURL)
            return merged
        }
        if !quiet {
            print(TerminalSummaryRenderer(colored: CLIFailure.stdoutIsTerminal, failOnNew: failOnNew).render(merged), terminator: "")
            print("report: \(outURL.appendingPathComponent(ReportWriter.FileName.html).path)")
        }
        if merged.summary.hasRegressions(failOnNew: failOnNew) { throw PenumbraExitCode.findings }
    }
}
