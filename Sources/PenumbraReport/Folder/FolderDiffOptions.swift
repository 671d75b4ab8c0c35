import Foundation
import PenumbraCore
import PenumbraDiff

/// What ``FolderDiff`` compares and how.
package struct FolderDiffOptions: Sendable {
    /// The folder of reference snapshots.
    package var reference: URL
    /// The folder of snapshots produced by this run.
    package var actual: URL
    /// Where report images go (`images/{reference,actual,diff,strip}/<file>`); `nil` writes none.
    package var reportDirectory: URL?
    /// Worker threads, at least 1. Default: the active processor count.
    package var jobs: Int
    /// The part of the pairs to compare, or `nil` for all.
    package var shard: ShardSpec?
    /// How file names split into snapshot and variant.
    package var naming: VariantNaming
    /// How two decoded images are compared (mode, budget, ignore regions, diff style).
    /// Default: exact.
    package var comparator: ImageComparator
    /// The largest image accepted, in pixels. Default: ``PixelSize/defaultMaxPixels``.
    package var maxPixels: Int
    /// Whether passed variants get their actual image copied into the report folder
    /// (`images/actual/<file>`) so the report shows every variant side by side. Default: `false`
    /// (a large, mostly passing run copies no files for them).
    package var passedImages: Bool
    /// Whether changed variants also get a strip (reference | diff | actual in one image,
    /// `images/strip/<file>`). Default: `false`: the report page shows the three images itself,
    /// and strips were half the bytes of a report's images.
    package var strips: Bool

    /// Creates options; `jobs` below 1 becomes 1.
    package init(reference: URL, actual: URL, reportDirectory: URL? = nil,
                 jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: ShardSpec? = nil,
                 naming: VariantNaming = VariantNaming(), comparator: ImageComparator = ImageComparator(),
                 maxPixels: Int = PixelSize.defaultMaxPixels, passedImages: Bool = false,
                 strips: Bool = false) {
        self.reference = reference; self.actual = actual; self.reportDirectory = reportDirectory
        self.jobs = max(1, jobs); self.shard = shard; self.naming = naming; self.comparator = comparator
        self.maxPixels = maxPixels; self.passedImages = passedImages; self.strips = strips
    }
}
