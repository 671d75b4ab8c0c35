import PenumbraCore

/// Colours that did not follow a change of appearance: a tree built under one appearance (its
/// colours resolved once and kept, as a layer's `cgColor` keeps them) and shown under another,
/// compared with a fresh render of the same tree under the new appearance.
///
/// The two renders' display lists are compared item by item (same tree, same order): every item
/// whose colours differ is a node whose colour stayed behind. One finding per node path.
public struct StuckColorCheck: Sendable {
    /// A check.
    public init() {}

    /// The findings: `stuck` is the render built under `builtIn` and shown in `fresh.variant`.
    /// - Throws: ``CheckError/scenesDiffer(reason:)`` when the two are not renders of one tree.
    public func findings(stuck: CheckScene, fresh: CheckScene, builtIn: String) throws(CheckError) -> [CheckFinding] {
        guard stuck.items.count == fresh.items.count else {
            throw .scenesDiffer(reason: "\(stuck.items.count) drawing operations against \(fresh.items.count)")
        }
        var out: [CheckFinding] = []
        var reported: Set<String> = []
        for (kept, expected) in zip(stuck.items, fresh.items) {
            guard kept.path == expected.path, kept.paint.kind == expected.paint.kind else {
                throw .scenesDiffer(reason: "operation at \(kept.path) (\(kept.paint.kind)) faces \(expected.path) (\(expected.paint.kind))")
            }
            let keptColors = kept.paint.colors, expectedColors = expected.paint.colors
            guard keptColors.map(\.rgba) != expectedColors.map(\.rgba), !reported.contains(kept.path) else { continue }
            reported.insert(kept.path)
            let pairs = zip(keptColors, expectedColors).filter { $0.0.rgba != $0.1.rgba }
            let words = pairs.map { stay, want in
                "\(stay.rgba.hex) stayed as resolved in \(builtIn) where \(fresh.variant.name) gives "
                    + "\(want.rgba.hex)\(want.name.map { " (\($0))" } ?? "")"
            }.joined(separator: "; ")
            out.append(CheckFinding(check: .stuck, variant: fresh.variant.name, path: kept.path,
                                    message: "\(kept.paint.kind) colour did not follow the appearance: \(words)",
                                    colors: pairs.flatMap { [$0.1, $0.0] }, box: fresh.pixelBox(of: expected.frame)))
        }
        return out
    }

    /// How many pixels differ between the two renders (a quick measure of how visible the stuck
    /// colours are); sizes must match, else every pixel counts.
    public static func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.size == b.size else { return max(a.size.pixelCount, b.size.pixelCount) }
        var count = 0
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                var i = 0
                while i < pa.count {
                    if pa[i] != pb[i] || pa[i + 1] != pb[i + 1] || pa[i + 2] != pb[i + 2] || pa[i + 3] != pb[i + 3] { count += 1 }
                    i += 4
                }
            }
        }
        return count
    }
}
