import ArgumentParser
import Foundation
import PenumbraCore
import Penumbra

/// `penumbra approve REFERENCE_DIR ACTUAL_DIR`: accepts actual snapshots as the new references;
/// `penumbra approve --results ARTIFACTS_DIR`: accepts what the assertions wrote.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Copies accepted actual snapshots over the references.",
        discussion: """
        Only what is asked is touched: files whose status is in --status (changed: in both \
        folders with different bytes; new: only in the actual folder) and whose relative path \
        matches --match. References with no actual are deleted only with --prune. Each copy is \
        atomic. Prints every action; with --dry-run prints them and changes nothing.

        For the assertions' output (PenumbraTesting writes results files and .actual.png, \
        .diff.png and .strip.png artifacts under .build/penumbra-artifacts), use \
        --results ARTIFACTS_DIR instead of the two folders: each results file names its \
        reference folder, and only each actual image is copied to its reference path.
        """
    )

    /// The reference folder, changed by the command.
    @Argument(help: "The folder of reference snapshots (updated).")
    var reference: String?

    /// The actual folder, only read.
    @Argument(help: "The folder of actual snapshots (read only).")
    var actual: String?

    /// The assertions' artifacts folder, instead of the two folders.
    @Option(name: .long, help: "Approve what the assertions wrote: their artifacts folder (.build/penumbra-artifacts).")
    var results: String?

    /// The statuses approved.
    @Option(name: .long, help: "Comma-separated statuses to approve: changed, new.")
    var status = "changed,new"

    /// A glob over relative paths.
    @Option(name: .long, help: "Only files whose relative path matches this glob (* also matches /).")
    var match: String?

    /// Whether to delete references with no actual.
    @Flag(name: .long, help: "Delete references whose actual snapshot is missing.")
    var prune = false

    /// Whether to only print.
    @Flag(name: .long, help: "Print what would be done; change nothing.")
    var dryRun = false

    init() {}

    /// The parsed statuses.
    var statuses: Set<SnapshotStatus> {
        get throws {
            var set = Set<SnapshotStatus>()
            for word in status.split(separator: ",").map({ $0.trimmingSpaces() }) where !word.isEmpty {
                guard let value = SnapshotStatus(rawValue: word), value == .changed || value == .new else {
                    throw ValidationError("--status takes changed and new (got '\(word)'); use --prune to delete missing references")
                }
                set.insert(value)
            }
            guard !set.isEmpty || prune else { throw ValidationError("--status is empty and --prune is not given: nothing to approve") }
            return set
        }
    }

    func validate() throws {
        _ = try statuses
        if let match, match.isEmpty { throw ValidationError("--match is empty") }
        if results != nil {
            guard reference == nil, actual == nil else {
                throw ValidationError("--results takes the artifacts folder alone; the reference folders come from its results files")
            }
            guard !prune else { throw ValidationError("--prune deletes references by folder; it does not apply to --results") }
        } else {
            guard let reference, let actual else {
                throw ValidationError("give REFERENCE_DIR and ACTUAL_DIR, or --results ARTIFACTS_DIR for the assertions' output")
            }
            if ResultsApproval.looksLikeArtifacts(URL(fileURLWithPath: actual)) {
                throw ValidationError("""
                    \(actual) holds the assertions' artifacts (.actual.png, .diff.png, .strip.png); approving it as a \
                    folder would copy them all into \(reference). Use: penumbra approve --results \(actual)
                    """)
            }
        }
    }

    func run() throws {
        if let results {
            try approveResults(URL(fileURLWithPath: results))
            return
        }
        guard let reference, let actual else { return }
        let referenceURL = URL(fileURLWithPath: reference), actualURL = URL(fileURLWithPath: actual)
        let plan = ApprovePlan(statuses: try statuses, match: match, prune: prune)
        let actions = try CLIFailure.io("approve") { () throws(ReportError) in try plan.actions(reference: referenceURL, actual: actualURL) }
        let verb: (ApprovePlan.Action.Kind) -> String = { kind in
            switch kind {
            case .update: return dryRun ? "would update" : "updated"
            case .add: return dryRun ? "would add" : "added"
            case .delete: return dryRun ? "would delete" : "deleted"
            }
        }
        if dryRun {
            for action in actions { print("\(verb(action.kind)) \(action.file)") }
        } else {
            // A previous approve killed mid-way may have left temporary files: remove them.
            for path in AtomicFile.removeStaleTemporaries(in: referenceURL) {
                StandardStream.output("removed a stale temporary file \(path)\n")
            }
            // Each reference is reported as soon as it is replaced, so an interrupted run says
            // exactly which ones were.
            try CLIFailure.io("approve") { () throws(ReportError) in
                try ApprovePlan.apply(actions, reference: referenceURL, actual: actualURL) { action in
                    StandardStream.output("\(verb(action.kind)) \(action.file)\n")
                }
            }
        }
        let count = { (kind: ApprovePlan.Action.Kind) in actions.filter { $0.kind == kind }.count }
        print("\(dryRun ? "dry run: " : "")\(count(.update)) updated, \(count(.add)) added, \(count(.delete)) deleted")
    }

    /// Copies each selected actual image the assertions wrote to its reference path.
    private func approveResults(_ artifacts: URL) throws {
        let approval = ResultsApproval(statuses: try statuses, match: match)
        let copies = try CLIFailure.io("approve") { () throws(ReportError) in try approval.copies(artifacts: artifacts) }
        func line(_ copy: ResultsApproval.Copy) -> String {
            let verb = copy.kind == .update ? (dryRun ? "would update" : "updated") : (dryRun ? "would add" : "added")
            return "\(verb) \(copy.target.path) (from \(copy.file))"
        }
        if dryRun {
            for copy in copies { print(line(copy)) }
        } else {
            try CLIFailure.io("approve") { () throws(ReportError) in
                try ResultsApproval.apply(copies) { copy in StandardStream.output(line(copy) + "\n") }
            }
        }
        let updated = copies.filter { $0.kind == .update }.count
        print("\(dryRun ? "dry run: " : "")\(updated) updated, \(copies.count - updated) added, 0 deleted")
    }
}
