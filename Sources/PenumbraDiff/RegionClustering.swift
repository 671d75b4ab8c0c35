/// How differing pixels are grouped into the changed regions a result lists.
///
/// Differing pixels are binned into square cells of ``gap`` pixels; occupied cells that touch
/// (including diagonally) form one region, reported as the bounding box of its pixels, and
/// overlapping boxes are merged. So two differences at most `gap` pixels apart always share a
/// region, and differences up to `2 × gap − 1` apart may. When more than ``maxRegions`` remain,
/// the cell size doubles until they fit, so the list stays short on a noisy diff.
public struct RegionClustering: Hashable, Sendable {
    /// The gap tolerance in pixels, at least 1. Default: 8.
    public let gap: Int
    /// The most regions listed, at least 1. Default: 32.
    public let maxRegions: Int

    /// Creates the clustering options; throws when a value is below 1.
    public init(gap: Int = 8, maxRegions: Int = 32) throws(DiffError) {
        guard gap >= 1 else { throw .invalidOption(name: "gap", value: String(gap), expected: "at least 1 pixel") }
        guard maxRegions >= 1 else {
            throw .invalidOption(name: "maxRegions", value: String(maxRegions), expected: "at least 1")
        }
        self.gap = gap
        self.maxRegions = maxRegions
    }

    /// Gap 8, at most 32 regions.
    public static let `default` = RegionClustering(uncheckedGap: 8, maxRegions: 32)

    private init(uncheckedGap: Int, maxRegions: Int) {
        gap = uncheckedGap
        self.maxRegions = maxRegions
    }
}
