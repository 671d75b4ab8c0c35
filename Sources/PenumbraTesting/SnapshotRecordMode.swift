/// When a snapshot assertion writes reference images.
///
/// Whatever the mode, an assertion that writes a reference fails its test and names the file it
/// wrote, so a recording run never passes silently. Resolution order: the assertion's argument,
/// then the scoped ``SnapshotSettings`` (`withSnapshotSettings(record:) { }`
/// or the `.snapshots(record:)` trait), then `PENUMBRA_RECORD`, then the default: ``missing`` on a
/// developer's machine, ``never`` when `CI` is set.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Never write: a missing reference fails and nothing is written. The default when `CI` is set.
    case never
    /// Write references that do not exist yet; compare the others. The default on a developer's machine.
    case missing
    /// Write references that do not exist or do not match (the old one stays in the diff artifacts).
    case failed
    /// Write every reference, matching or not.
    case all

    /// Parses `never`, `missing`, `failed` or `all` (case-insensitive, surrounding blanks ignored).
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let mode = SnapshotRecordMode(rawValue: trimmed) else { return nil }
        self = mode
    }
}

extension SnapshotRecordMode: ExpressibleByBooleanLiteral {
    /// swift-snapshot-testing's `record: true` (``all``) and `record: false` (``never``).
    public init(booleanLiteral value: Bool) { self = value ? .all : .never }
}

/// A record mode together with where it came from, for messages and for tests of precedence.
public struct ResolvedRecordMode: Sendable, Hashable, CustomStringConvertible {
    /// Where a record mode was decided.
    public enum Source: String, Sendable, Hashable {
        /// The assertion's `record:` argument.
        case argument
        /// ``SnapshotSettings/current``: `withSnapshotSettings` or the `.snapshots(record:)` trait.
        case settings
        /// The `PENUMBRA_RECORD` environment variable.
        case environment
        /// The default on a developer's machine (`CI` not set).
        case developerDefault
        /// The default on CI (`CI` set).
        case ciDefault
    }

    /// The mode in force.
    public let mode: SnapshotRecordMode
    /// Where it came from.
    public let source: Source

    /// Creates a resolved mode.
    public init(mode: SnapshotRecordMode, source: Source) {
        self.mode = mode
        self.source = source
    }

    /// Picks the mode by precedence: `argument`, then `settings`, then `PENUMBRA_RECORD` in
    /// `environment`, then ``SnapshotRecordMode/never`` when `CI` is set, else
    /// ``SnapshotRecordMode/missing``.
    /// - Throws: ``SnapshotError/invalidRecordMode(value:)`` when `PENUMBRA_RECORD` is set to
    ///   something else than a mode's name (a typo must not silently fall back to the default).
    public static func resolve(
        argument: SnapshotRecordMode?, settings: SnapshotRecordMode?, environment: SnapshotEnvironment
    ) throws(SnapshotError) -> ResolvedRecordMode {
        if let argument { return ResolvedRecordMode(mode: argument, source: .argument) }
        if let settings { return ResolvedRecordMode(mode: settings, source: .settings) }
        if let fromEnvironment = try environment.recordMode() {
            return ResolvedRecordMode(mode: fromEnvironment, source: .environment)
        }
        return environment.isCI
            ? ResolvedRecordMode(mode: .never, source: .ciDefault)
            : ResolvedRecordMode(mode: .missing, source: .developerDefault)
    }

    /// `record mode "missing" (the default on a developer's machine)`, and so on per source.
    public var description: String {
        let origin: String
        switch source {
        case .argument: origin = "from the assertion's argument"
        case .settings: origin = "from the snapshot settings"
        case .environment: origin = "from PENUMBRA_RECORD"
        case .developerDefault: origin = "the default on a developer's machine"
        case .ciDefault: origin = "the default when CI is set"
        }
        return "record mode \"\(mode.rawValue)\" (\(origin))"
    }
}
