/// What one `penumbra diff` run compared: recorded in its results so that merged reports still say
/// where each part came from. No timestamps, so the same inputs give the same bytes.
public struct RunInfo: Codable, Hashable, Sendable {
    /// The tool that wrote the results, e.g. `"penumbra 0.1.0"`.
    public var generator: String
    /// The reference folder as given on the command line (or the test's snapshot folder).
    public var referenceDirectory: String?
    /// The actual folder as given on the command line (or the artifacts folder).
    public var actualDirectory: String?
    /// The shard this run covered, `"I/N"`, or `nil` for all pairs.
    public var shard: String?
    /// The comparison settings in words (mode, tolerance, budget).
    public var comparison: String?
    /// Files in either folder that were not PNGs and were skipped.
    public var ignoredFiles: Int

    /// Creates run information.
    public init(generator: String, referenceDirectory: String? = nil, actualDirectory: String? = nil,
                shard: String? = nil, comparison: String? = nil, ignoredFiles: Int = 0) {
        self.generator = generator; self.referenceDirectory = referenceDirectory
        self.actualDirectory = actualDirectory; self.shard = shard; self.comparison = comparison
        self.ignoredFiles = ignoredFiles
    }

    private enum CodingKeys: String, CodingKey {
        case generator, referenceDirectory, actualDirectory, shard, comparison, ignoredFiles
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        generator = try c.decodeIfPresent(String.self, forKey: .generator) ?? "unknown"
        referenceDirectory = try c.decodeIfPresent(String.self, forKey: .referenceDirectory)
        actualDirectory = try c.decodeIfPresent(String.self, forKey: .actualDirectory)
        shard = try c.decodeIfPresent(String.self, forKey: .shard)
        comparison = try c.decodeIfPresent(String.self, forKey: .comparison)
        ignoredFiles = try c.decodeIfPresent(Int.self, forKey: .ignoredFiles) ?? 0
    }
}
