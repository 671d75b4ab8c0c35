import PenumbraTesting
import PenumbraDiff

extension SnapshotComparison {
    /// swift-snapshot-testing's two precisions as a Penumbra comparison:
    /// - `perceptualPrecision` p < 1: a pixel matches when its CIE94 ΔE from the reference is at
    ///   most (1 − p) × 100 (0.98 allows ΔE 2, as Core Image's `CILabDeltaE` check there does);
    ///   1 is an exact byte comparison;
    /// - `precision` q < 1: up to (1 − q) of the pixels may fail that test (the diff budget).
    /// Values outside 0…1 are clamped.
    public static func swiftSnapshotTesting(precision: Float, perceptualPrecision: Float) -> SnapshotComparison {
        let perceptual = Double(min(1, max(0, perceptualPrecision)))
        let share = Double(min(1, max(0, precision)))
        var mode = ComparisonMode.exact
        if perceptual < 1, let threshold = try? DeltaEThreshold(perceptualPrecision: perceptual) {
            mode = .deltaE94(threshold)
        }
        let budget = share < 1 ? (try? DiffBudget(maxRatio: 1 - share)) ?? .exact : .exact
        return SnapshotComparison(mode: mode, budget: budget)
    }
}
