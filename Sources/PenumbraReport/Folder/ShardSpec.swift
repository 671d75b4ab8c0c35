import Foundation
import PenumbraCore

/// One part of a run split across CI jobs: `index` of `count`, 1-based (`--shard 2/4`).
///
/// A snapshot group belongs to the shard `fnv1a64(group) mod count + 1`: a stable hash of the
/// group's relative path, so the split is the same on every machine and every run, and all
/// variants of one snapshot stay in one shard (one report row comes from one job).
package struct ShardSpec: Hashable, Sendable, CustomStringConvertible {
    /// The shard, 1-based, at most ``count``.
    package let index: Int
    /// How many shards, at least 1.
    package let count: Int

    /// Creates a shard, or throws when not 1 ≤ index ≤ count.
    package init(index: Int, count: Int) throws(ReportError) {
        guard count >= 1, index >= 1, index <= count else { throw .invalidShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// Parses `"I/N"`.
    package init(parsing text: String) throws(ReportError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let i = Int(parts[0].trimmingSpaces()),
              let n = Int(parts[1].trimmingSpaces()) else { throw .invalidShard(text) }
        do {
            try self.init(index: i, count: n)
        } catch {
            throw .invalidShard(text)
        }
    }

    /// Whether the snapshot group belongs to this shard.
    package func contains(group: String) -> Bool {
        Int(Self.fnv1a64(group) % UInt64(count)) + 1 == index
    }

    /// `"I/N"`.
    package var description: String { "\(index)/\(count)" }

    /// FNV-1a, 64-bit, over the UTF-8 bytes (``FNV1a64``), stable across platforms and runs.
    static func fnv1a64(_ text: String) -> UInt64 { FNV1a64.hash(text) }
}
