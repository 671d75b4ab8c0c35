import ArgumentParser
import Foundation
import Penumbra

/// `penumbra approve REFERENCE_DIR ACTUAL_DIR`: accepts actual snapshots as the new references.
public struct ApproveCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Copies accepted actual snapshots over the references.",
        discussion: """
        Only what is asked is touched: files whose status is in --status (changed: in both \
        folders with different bytes; new: only in the actual folder) and whose relative path \
        matches --match. References with no actual are deleted only with --prune. Each copy is \
        atomic. Prints every action; with --dry-run prints them and changes nothing.
        """
    )

    /// The reference folder, changed by the command.
    @Argument(help: "The folder of reference snapshots (updated).")
    public var reference: String

    /// The actual folder, only read.
    @Argument(help: "The folder of actual snapshots (read only).")
    public var actual: String

    /// The statuses approved.
    @Option(name: .long, help: "Comma-separated statuses to approve: changed, new.")
    public var status = "changed,new"

    /// A glob over relative paths.
    @Option(name: .long, help: "Only files whose relative path matches this glob (* also matches /).")
    public var match: String?

    /// Whether to delete references with no actual.
    @Flag(name: .long, help: "Delete references whose actual snapshot is missing.")
    public var prune = false

    /// Whether to only print.
    @Flag(name: .long, help: "Print what would be done; change nothing.")
    public var dryRun = false

    public init() {}

    /// The parsed statuses.
    var statuses: Set<SnapshotStatus> {
        get throws {
            var set = Set<SnapshotStatus>()
            for word in status.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
                guard let value = SnapshotStatus(rawValue: word), value == .changed || value == .new else {
                    throw ValidationError("--status takes changed and new (got '\(word)'); use --prune to delete missing references")
                }
                set.insert(value)
            }
            guard !set.isEmpty || prune else { throw ValidationError("--status is empty and --prune is not given: nothing to approve") }
            return set
        }
    }

    public func validate() throws {
        _ = try statuses
        if let match, match.isEmpty { throw ValidationError("--match is empty") }
    }

    public func run() throws {
        let referenceURL = URL(fileURLWithPath: reference), actualURL = URL(fileURLWithPath: actual)
        let plan = ApprovePlan(statuses: try statuses, match: match, prune: prune)
        let actions = try CLIFailure.io { () throws(ReportError) in try plan.actions(reference: referenceURL, actual: actualURL) }
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
                FileHandle.standardOutput.write(Data("removed a stale temporary file \(path)\n".utf8))
            }
            // Each reference is reported as soon as it is replaced, so an interrupted run says
            // exactly which ones were.
            try CLIFailure.io { () throws(ReportError) in
                try ApprovePlan.apply(actions, reference: referenceURL, actual: actualURL) { action in
                    FileHandle.standardOutput.write(Data("\(verb(action.kind)) \(action.file)\n".utf8))
                }
            }
        }
        let count = { (kind: ApprovePlan.Action.Kind) in actions.filter { $0.kind == kind }.count }
        print("\(dryRun ? "dry run: " : "")\(count(.update)) updated, \(count(.add)) added, \(count(.delete)) deleted")
    }
}
