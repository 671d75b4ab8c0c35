import Foundation

/// The environment variables the assertions read, as a value that tests can build.
///
/// The assertions never read the process environment directly: they read
/// ``SnapshotSettings/environment`` (default: ``process``), so a test can set `CI` or
/// `PENUMBRA_RECORD` for one scope without touching global state.
public struct SnapshotEnvironment: Sendable, Hashable {
    /// The variables, by name.
    public var values: [String: String]

    /// An environment holding `values` (default: none).
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The process's environment when read.
    public static var process: SnapshotEnvironment {
        SnapshotEnvironment(ProcessInfo.processInfo.environment)
    }

    /// The variable `name`, or `nil` when unset or empty.
    public subscript(name: String) -> String? {
        guard let value = values[name], !value.isEmpty else { return nil }
        return value
    }

    /// Whether `CI` is set to anything but `0`, `false` or `no` (CI services set `CI=true`).
    public var isCI: Bool {
        guard let value = self["CI"] else { return false }
        return !["0", "false", "no"].contains(value.lowercased())
    }

    /// The record mode named by `PENUMBRA_RECORD`, or `nil` when it is unset or empty.
    /// - Throws: ``SnapshotError/invalidRecordMode(value:)`` for any other value.
    public func recordMode() throws(SnapshotError) -> SnapshotRecordMode? {
        guard let value = self["PENUMBRA_RECORD"] else { return nil }
        guard let mode = SnapshotRecordMode(parsing: value) else { throw .invalidRecordMode(value: value) }
        return mode
    }

    /// `PENUMBRA_ARTIFACTS`: the artifacts folder; a relative path is taken from the package root.
    public var artifactsPath: String? { self["PENUMBRA_ARTIFACTS"] }

    /// `PENUMBRA_KEEP_ACTUALS` set to anything but `0`, `false` or `no`: every image drawn is kept
    /// in the artifacts folder as `.actual.png`, also for variants that match their reference (to
    /// measure a run against references, or to browse everything it drew). Off by default: a
    /// matching variant leaves no artifact.
    public var keepsActuals: Bool {
        guard let value = self["PENUMBRA_KEEP_ACTUALS"] else { return false }
        return !["0", "false", "no"].contains(value.lowercased())
    }
}
