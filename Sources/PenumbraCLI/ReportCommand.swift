import ArgumentParser
import Foundation
import Penumbra

/// `penumbra report RESULTS.json... --out DIR`: merges results files (CI shards, or the results
/// the test assertions write) and builds the reports from them.
public struct ReportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
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
    @Argument(help: "results.json files to merge (one or more).")
    public var results: [String] = []

    /// The report folder.
    @Option(name: .long, help: "The folder to write the reports into.")
    public var out: String

    /// Whether passed entries keep their image in the report.
    @Flag(name: .long, help: "Copy and show the actual image of passed entries that carry one (images.actual), so report.html shows every variant side by side.")
    public var passedImages = false

    /// Whether new snapshots fail.
    @Flag(name: .long, help: "Count new snapshots (no reference) as failures.")
    public var failOnNew = false

    /// Whether to print nothing.
    @Flag(name: .long, help: "Print nothing; only the exit status tells.")
    public var quiet = false

    public init() {}

    public func validate() throws {
        guard !results.isEmpty else { throw ValidationError("give at least one results.json file") }
    }

    public func run() throws {
        let outURL = URL(fileURLWithPath: out)
        let merged = try CLIFailure.io { () throws(ReportError) in
            let merged = try ResultsMerger(inputs: results.map { URL(fileURLWithPath: $0) }, passedImages: passedImages).mergedCopyingImages(into: outURL)
            try ReportWriter(failOnNew: failOnNew).write(merged, to: outURL)
            return merged
        }
        if !quiet {
            print(TerminalSummaryRenderer(colored: CLIFailure.stdoutIsTerminal, failOnNew: failOnNew).render(merged), terminator: "")
            print("report: \(outURL.appendingPathComponent(ReportWriter.FileName.html).path)")
        }
        if merged.summary.hasRegressions(failOnNew: failOnNew) { throw PenumbraExitCode.findings }
    }
}
