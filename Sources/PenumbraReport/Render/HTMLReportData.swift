import Foundation
import PenumbraCore

/// The results as the HTML report's script reads them: one JSON value in a
/// `<script type="application/json" id="penumbra-data">` block, rows already in review order.
///
/// Keys are short because a 5,000-variant report repeats them 5,000 times (about 1.2 MB of JSON
/// with them short). Image paths are already percent-encoded URL paths; texts that the page shows
/// (detail lines, ratios) are computed here, so the page and the other renderers say the same.
struct HTMLReportData: Encodable, Sendable {
    /// One snapshot row.
    struct Row: Encodable, Sendable {
        /// The snapshot name.
        var s: String
        /// Its variants in variant order.
        var v: [Variant]
    }

    /// One variant of a row.
    struct Variant: Encodable, Sendable {
        /// The variant's display name (`"default"` when the file has none).
        var n: String
        /// The file (``SnapshotEntry/file``): what review posts to accept or reject.
        var f: String
        /// The status.
        var st: String
        /// ``ReportFormat/detail(_:)``: ratios above zero never read 0%.
        var d: String
        /// The URL paths of the reference, actual and diff images.
        var r: String?, a: String?, x: String?
        /// The URL paths of their thumbnails, when the images are larger than one.
        var tr: String?, ta: String?, tx: String?
        /// The reference's and the actual's sizes in pixels, `[width, height]`.
        var rs: [Int]?, `as`: [Int]?
        /// The changed regions, `[x, y, width, height]` in pixels of the reference.
        var g: [[Int]]?
        /// Notes (colour space, …).
        var no: [String]?
        /// The size of the change, for ordering by it: the ratio of differing pixels, 1 for a
        /// size mismatch, nil when nothing was compared.
        var c: Double?
    }

    var rows: [Row]

    /// The data of `rows`; with `imagesOnly`, image paths outside `images/` are dropped.
    init(rows: [SnapshotGroupRow], imagesOnly: Bool = false) {
        self.rows = rows.map { row in
            Row(s: row.snapshot, v: row.entries.map { entry in
                Variant(n: entry.variantName, f: entry.file, st: entry.status.rawValue, d: ReportFormat.detail(entry),
                        r: Self.imageURL(entry.images.reference, imagesOnly: imagesOnly),
                        a: Self.imageURL(entry.images.actual, imagesOnly: imagesOnly),
                        x: Self.imageURL(entry.images.diff, imagesOnly: imagesOnly),
                        tr: Self.imageURL(entry.images.referenceThumbnail, imagesOnly: imagesOnly),
                        ta: Self.imageURL(entry.images.actualThumbnail, imagesOnly: imagesOnly),
                        tx: Self.imageURL(entry.images.diffThumbnail, imagesOnly: imagesOnly),
                        rs: entry.referenceSize.map { [$0.width, $0.height] }, as: entry.actualSize.map { [$0.width, $0.height] },
                        g: entry.regions.isEmpty ? nil : entry.regions.map { [$0.x, $0.y, $0.width, $0.height] },
                        no: entry.notes.isEmpty ? nil : entry.notes,
                        c: entry.sizeMismatch ? 1 : entry.differenceRatio)
            })
        }
    }

    /// An image path of the results as a URL the page may load, or `nil` to drop it. Results may
    /// come from anywhere, so only a relative path to a `.png` inside the report folder is kept
    /// (no empty, `.` or `..` segment, no backslash, no NUL, no `:` in the first segment, which
    /// would read as a scheme), percent-encoded; with `imagesOnly` (a review session's page), only
    /// one under the report's `images/` or `thumbs/` folder. A `javascript:` or `https:` URL, an absolute path
    /// or one leaving the folder never reaches an `href` or `src`.
    static func imageURL(_ path: String?, imagesOnly: Bool = false) -> String? {
        guard let path, path.lowercased().hasSuffix(".png") else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let first = segments.first, !first.includes(":"), !imagesOnly || ((first == "images" || first == "thumbs") && segments.count > 2),
              !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.includes("\\") || $0.utf8.contains(0) }) else {
            return nil
        }
        return MarkupEscaping.urlPath(path)
    }

    /// The JSON text, safe inside a `<script>` element: `<`, `>` and `&` are written as `\u003c`,
    /// `\u003e` and `\u0026` (which JSON reads back as the same characters), so no name can close
    /// the element (`</script>`) or open a comment (`<!--`); U+2028 and U+2029 are escaped too.
    func json() -> String {
        let encoder = JSONEncoder()
        // Sorted keys: the same results give the same page, byte for byte.
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        // Encoding strings, ints and arrays of them cannot fail; an empty list keeps the page working if it did.
        guard let data = try? encoder.encode(self) else { return "{\"rows\":[]}" }
        return MarkupEscaping.scriptJSON(String(decoding: data, as: UTF8.self))
    }
}
