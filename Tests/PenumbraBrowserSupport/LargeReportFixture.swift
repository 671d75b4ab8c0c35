import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraReport

/// A report folder of many snapshot pairs for the HTML report's browser tests and `bench-report`:
/// `snapshots` snapshots × light/dark, about 2% changed, some new, missing and error, passed
/// variants with their image (as `--passed-images` writes them). Every image is a small real PNG
/// at its own path, so the browser loads each one separately.
public struct LargeReportFixture: Sendable {
    /// The report folder (`report.html`, `results.json`, `images/…`).
    public let folder: URL
    /// The results written.
    public let results: SnapshotResults

    /// The page's `file://` URL.
    public var page: URL { folder.appendingPathComponent("report.html") }

    /// The status of pair `index` (0 ..< 2 × snapshots): 2 in 100 changed, 1 in 100 new,
    /// 1 in 200 missing, 1 in 500 an error, the rest passed.
    public static func status(_ index: Int) -> SnapshotStatus {
        if index % 500 == 7 { return .error }
        switch index % 100 {
        case 10, 61: return .changed
        case 33: return .new
        case 80 where index % 200 == 80: return .missing
        default: return .passed
        }
    }

    /// Writes the folder under the temporary directory.
    /// - Parameter snapshots: snapshot groups; each has a light and a dark variant. Default: 2,500.
    public static func make(snapshots: Int = 2_500) throws -> LargeReportFixture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-html-large-\(UUID().uuidString)")
        // Three encodings, written to many paths: encoding is not what is tested.
        let width = 96, height = 64
        func png(_ background: RGBA8, _ mark: RGBA8) throws -> Data {
            var image = try RGBAImage(width: width, height: height, fill: background)
            for y in 20..<36 { for x in 24..<72 { image[x, y] = mark } }
            return try PNGEncoder.encode(image)
        }
        let reference = try png(RGBA8(242, 242, 247), RGBA8(10, 132, 255))
        let actual = try png(RGBA8(242, 242, 247), RGBA8(255, 69, 58))
        let diff = try png(RGBA8(250, 250, 250), RGBA8(255, 0, 0))
        var entries: [SnapshotEntry] = []
        let size = ImageDimensions(width: width, height: height)
        for index in 0..<(snapshots * 2) {
            let snapshot = "Feature\(index / 200)/Screen\(String(format: "%04d", index / 2))"
            let variant = index % 2 == 0 ? "light" : "dark"
            let file = "\(snapshot).\(variant).png"
            func write(_ kind: String, _ data: Data) throws -> String {
                let path = "images/\(kind)/\(file)"
                try AtomicFile.write(data, to: folder.appendingPathComponent(path))
                return path
            }
            let status = status(index)
            var entry = SnapshotEntry(snapshot: snapshot, variant: variant, file: file, status: status)
            switch status {
            case .passed:
                entry.referenceSize = size; entry.actualSize = size
                entry.differentPixels = 0; entry.totalPixels = width * height; entry.differenceRatio = 0; entry.maxChannelDelta = 0
                entry.images = EntryImages(actual: try write("actual", actual))
            case .changed:
                entry.referenceSize = size; entry.actualSize = size
                entry.differentPixels = 768; entry.totalPixels = width * height; entry.differenceRatio = 768.0 / Double(width * height)
                entry.maxChannelDelta = 245; entry.regions = [PixelRegion(x: 24, y: 20, width: 48, height: 16)]
                entry.images = EntryImages(reference: try write("reference", reference), actual: try write("actual", actual),
                                           diff: try write("diff", diff))
            case .new:
                entry.actualSize = size
                entry.images = EntryImages(actual: try write("actual", actual))
            case .missing:
                entry.referenceSize = size
                entry.images = EntryImages(reference: try write("reference", reference))
            case .error:
                entry.message = "\(file): not a PNG (bad signature)"
            }
            entries.append(entry)
        }
        let results = SnapshotResults(runs: [RunInfo(generator: "penumbra test", referenceDirectory: "ref", actualDirectory: "act")],
                                      entries: entries)
        try ReportWriter().write(results, to: folder)
        return LargeReportFixture(folder: folder, results: results)
    }

    /// Removes the folder.
    public func remove() { try? FileManager.default.removeItem(at: folder) }
}
