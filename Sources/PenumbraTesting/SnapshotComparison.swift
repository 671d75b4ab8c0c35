import PenumbraCore

/// How an actual image is compared with its reference: a small value holding the comparison, so
/// that assertions take any mode and budget the diff stage offers.
///
/// Default: ``exact``: every byte of every pixel must match and the sizes must be equal.
public struct SnapshotComparison: Sendable {
    /// The settings in words, for messages and results (`exact`).
    public let name: String
    /// Compares `reference` with `actual`.
    public let compare: @Sendable (_ reference: RGBAImage, _ actual: RGBAImage) -> SnapshotDifference

    /// A comparison called `name` that runs `compare`.
    public init(name: String, compare: @escaping @Sendable (_ reference: RGBAImage, _ actual: RGBAImage) -> SnapshotDifference) {
        self.name = name
        self.compare = compare
    }

    /// Exact match: equal sizes and equal straight-alpha bytes. No diff images.
    public static let exact = SnapshotComparison(name: "exact") { reference, actual in
        guard reference.size == actual.size else {
            return SnapshotDifference(
                matches: false,
                differentPixels: max(reference.size.pixelCount, actual.size.pixelCount),
                totalPixels: max(reference.size.pixelCount, actual.size.pixelCount),
                maxChannelDelta: nil, referenceSize: reference.size, actualSize: actual.size, comparison: "exact")
        }
        var different = 0, maxDelta = 0
        reference.bytes.withUnsafeBufferPointer { r in
            actual.bytes.withUnsafeBufferPointer { a in
                var i = 0
                while i < r.count {
                    var pixelDiffers = false
                    for c in i..<(i + 4) where r[c] != a[c] {
                        pixelDiffers = true
                        maxDelta = max(maxDelta, abs(Int(r[c]) - Int(a[c])))
                    }
                    if pixelDiffers { different += 1 }
                    i += 4
                }
            }
        }
        return SnapshotDifference(
            matches: different == 0, differentPixels: different, totalPixels: reference.size.pixelCount,
            maxChannelDelta: maxDelta, referenceSize: reference.size, actualSize: actual.size, comparison: "exact")
    }
}
