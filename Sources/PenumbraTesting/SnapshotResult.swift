import Foundation

/// The outcome of one snapshot assertion: a verdict per variant, and the failure message when
/// the test must fail.
///
/// ``verifySnapshot(of:named:variants:comparison:record:snapshotDirectory:filePath:function:line:)``
/// returns it without reporting anything, so the assertions themselves can be tested on every
/// platform; the `assertSnapshot` functions report ``failureMessage`` to the running framework.
public struct SnapshotResult: Hashable, Sendable {
    /// `<testName>.<name>`: the stem of the snapshot's files.
    public let snapshot: String
    /// The record mode in force, or `nil` when it could not be resolved.
    public let recordMode: ResolvedRecordMode?
    /// One verdict per variant, in the order the variants were given.
    public let verdicts: [SnapshotVerdict]
    /// An error that stopped the assertion before any variant (an invalid `PENUMBRA_RECORD`).
    public let configurationError: SnapshotError?
    /// The JSON result written for the report, or `nil`.
    public var resultFile: URL?
    /// Why the JSON result could not be written, or `nil`.
    public var resultFileError: SnapshotError?

    /// Creates a result.
    public init(snapshot: String, recordMode: ResolvedRecordMode?, verdicts: [SnapshotVerdict],
                configurationError: SnapshotError? = nil, resultFile: URL? = nil, resultFileError: SnapshotError? = nil) {
        self.snapshot = snapshot
        self.recordMode = recordMode
        self.verdicts = verdicts
        self.configurationError = configurationError
        self.resultFile = resultFile
        self.resultFileError = resultFileError
    }

    /// Whether the test passes: no configuration error and every variant matched.
    public var passed: Bool {
        configurationError == nil && verdicts.allSatisfy(\.passed)
    }

    /// Variants that failed without writing a reference (differ, missing, error).
    public var failedCount: Int {
        verdicts.filter { !$0.passed && !$0.wroteReference }.count
    }

    /// Variants whose reference was written.
    public var recordedCount: Int {
        verdicts.filter(\.wroteReference).count
    }

    /// The failure message, or `nil` when the assertion passed. Every variant has a line, so a
    /// failing variant never hides the others.
    public var failureMessage: String? {
        passed ? nil : message
    }
}
