import Foundation

/// What happened to one variant of a snapshot assertion.
public struct SnapshotVerdict: Hashable, Sendable {
    /// The outcome for one variant.
    public enum Outcome: Hashable, Sendable {
        /// The rendering matches the reference.
        case matched
        /// There was no reference; the rendering was written as the reference.
        case recordedNew
        /// There was no reference and the record mode forbade writing one.
        case missing
        /// The rendering differs from the reference; nothing was written.
        case mismatched(SnapshotDifference)
        /// The reference was rewritten: it differed (`failed`/`all` mode) or, with `nil`, it
        /// matched but the mode is `all`.
        case rerecorded(SnapshotDifference?)
        /// The variant could not be rendered, read, compared or written.
        case error(SnapshotError)
    }

    /// The variant's name as used in the file name (sanitised).
    public let variant: String
    /// The reference image's location.
    public let reference: URL
    /// What happened.
    public let outcome: Outcome
    /// Artifacts written for this variant (none when it matched).
    public var artifacts: SnapshotArtifacts

    /// Creates a verdict.
    public init(variant: String, reference: URL, outcome: Outcome, artifacts: SnapshotArtifacts = SnapshotArtifacts()) {
        self.variant = variant
        self.reference = reference
        self.outcome = outcome
        self.artifacts = artifacts
    }

    /// Whether this variant lets the test pass: only a match does (recording fails the test).
    public var passed: Bool { outcome == .matched }

    /// Whether a reference was written.
    public var wroteReference: Bool {
        switch outcome {
        case .recordedNew, .rerecorded: return true
        default: return false
        }
    }
}

/// Files kept for a failing or new variant, under the artifacts folder; `nil` when not written.
public struct SnapshotArtifacts: Hashable, Sendable {
    /// The rendered image.
    public var actual: URL?
    /// A copy of the reference it was compared with.
    public var reference: URL?
    /// The diff image.
    public var diff: URL?
    /// The labelled strip.
    public var strip: URL?

    /// Creates a set of artifact locations (all default to none).
    public init(actual: URL? = nil, reference: URL? = nil, diff: URL? = nil, strip: URL? = nil) {
        self.actual = actual; self.reference = reference; self.diff = diff; self.strip = strip
    }

    /// The written files in message order: actual, reference, diff, strip, with their labels.
    public var labelled: [(label: String, url: URL)] {
        var out: [(String, URL)] = []
        if let actual { out.append(("actual", actual)) }
        if let reference { out.append(("reference copy", reference)) }
        if let diff { out.append(("diff", diff)) }
        if let strip { out.append(("strip", strip)) }
        return out
    }
}
