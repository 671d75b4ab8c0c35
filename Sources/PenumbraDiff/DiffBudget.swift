/// How many differing pixels a comparison may have and still pass; applies on top of any mode.
///
/// Both limits apply when both are set. Default: ``exact`` (no differing pixel allowed).
public struct DiffBudget: Hashable, Sendable {
    /// The most differing pixels allowed (a count), or `nil` for no count limit.
    public let maxPixels: Int?
    /// The largest allowed fraction of differing pixels, 0-1 of ``DiffResult/totalPixels``
    /// (0.01 = 1 %), or `nil` for no ratio limit. swift-snapshot-testing's `precision: p` is
    /// `maxRatio: 1 − p`.
    public let maxRatio: Double?

    /// No differing pixel allowed.
    public static let exact = DiffBudget(uncheckedMaxPixels: 0, maxRatio: nil)

    /// Creates a budget; throws for a negative count or a ratio outside 0-1. With neither limit
    /// given the budget is ``exact``.
    public init(maxPixels: Int? = nil, maxRatio: Double? = nil) throws(DiffError) {
        if let maxPixels, maxPixels < 0 {
            throw .invalidOption(name: "max-pixels", value: String(maxPixels), expected: "a count of 0 or more")
        }
        if let maxRatio, !(maxRatio.isFinite && (0...1).contains(maxRatio)) {
            throw .invalidOption(name: "max-ratio", value: String(maxRatio), expected: "a fraction from 0 to 1")
        }
        if maxPixels == nil && maxRatio == nil {
            self = .exact
        } else {
            self.maxPixels = maxPixels
            self.maxRatio = maxRatio
        }
    }

    private init(uncheckedMaxPixels: Int?, maxRatio: Double?) {
        self.maxPixels = uncheckedMaxPixels
        self.maxRatio = maxRatio
    }

    /// Whether `differentPixels` out of `totalPixels` is within the budget.
    public func allows(differentPixels: Int, totalPixels: Int) -> Bool {
        if let maxPixels, differentPixels > maxPixels { return false }
        if let maxRatio, totalPixels > 0, Double(differentPixels) / Double(totalPixels) > maxRatio { return false }
        return true
    }
}
