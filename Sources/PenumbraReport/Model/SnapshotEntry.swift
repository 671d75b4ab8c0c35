import PenumbraCore
import PenumbraDiff

/// The result for one snapshot variant: one PNG path present in the reference folder, the actual
/// folder, or both.
///
/// Paths in ``images`` are relative to the report folder (the folder `results.json` is in), so a
/// report folder can be moved or uploaded as a CI artifact and still open.
public struct SnapshotEntry: Codable, Hashable, Sendable {
    /// The snapshot group: the relative path of the file without its variant suffix and extension,
    /// with `/` separators (`"Buttons/primary"` for `Buttons/primary.dark.png`).
    public var snapshot: String
    /// The variant name (`"dark"`), or `nil` when the file name carries none.
    public var variant: String?
    /// The relative path of the file in the compared folders, with `/` separators. Unique within a
    /// results file: it is the key entries are merged by.
    public var file: String
    /// What happened.
    public var status: SnapshotStatus
    /// The reference image's size in pixels, when it could be read.
    public var referenceSize: ImageDimensions?
    /// The actual image's size in pixels, when it could be read.
    public var actualSize: ImageDimensions?
    /// Pixels that differ beyond the tolerance; `nil` when no comparison ran (new, missing, error).
    public var differentPixels: Int?
    /// Pixels compared (the larger of the two images' areas when sizes differ).
    public var totalPixels: Int?
    /// `differentPixels / totalPixels`, 0 to 1.
    public var differenceRatio: Double?
    /// The largest difference of one channel (0-255) between corresponding pixels.
    public var maxChannelDelta: Int?
    /// Whether the two images have different sizes.
    public var sizeMismatch: Bool
    /// Bounding boxes of the changed areas, in pixels of the reference image.
    public var regions: [PixelRegion]
    /// Notes a reviewer should see, such as "reference is Display P3, actual is sRGB".
    public var notes: [String]
    /// Images for the report, relative to the report folder.
    public var images: EntryImages
    /// Why the entry failed, in words (errors name the file and the reason).
    public var message: String?
    /// The test that produced the entry (assertion results only; schema revision 1).
    public var source: SourceReference?

    /// Creates an entry; counts default to none, as for a new or missing file.
    public init(snapshot: String, variant: String?, file: String, status: SnapshotStatus,
                referenceSize: ImageDimensions? = nil, actualSize: ImageDimensions? = nil,
                differentPixels: Int? = nil, totalPixels: Int? = nil, differenceRatio: Double? = nil,
                maxChannelDelta: Int? = nil, sizeMismatch: Bool = false, regions: [PixelRegion] = [],
                notes: [String] = [], images: EntryImages = EntryImages(), message: String? = nil,
                source: SourceReference? = nil) {
        self.snapshot = snapshot; self.variant = variant; self.file = file; self.status = status
        self.referenceSize = referenceSize; self.actualSize = actualSize
        self.differentPixels = differentPixels; self.totalPixels = totalPixels
        self.differenceRatio = differenceRatio; self.maxChannelDelta = maxChannelDelta
        self.sizeMismatch = sizeMismatch; self.regions = regions; self.notes = notes
        self.images = images; self.message = message; self.source = source
    }

    /// The variant's display name: the variant, or `"default"` when the file has none.
    public var variantName: String { variant ?? "default" }

    /// Takes the comparison's numbers from the diff stage's record, the one place an entry is
    /// filled from a comparison (the folder diff's and the assertions' alike): sizes, counts,
    /// ratio, largest channel change, regions, and the record's notes after any already there.
    /// The status and the message stay the caller's.
    public mutating func apply(_ record: ComparisonRecord) {
        referenceSize = ImageDimensions(record.referenceSize)
        actualSize = ImageDimensions(record.actualSize)
        differentPixels = record.differentPixels
        totalPixels = record.totalPixels
        differenceRatio = record.ratio
        maxChannelDelta = record.maxChannelDelta
        sizeMismatch = record.sizeMismatch
        regions = record.regions.map { PixelRegion(x: $0.bounds.x, y: $0.bounds.y, width: $0.bounds.width, height: $0.bounds.height) }
        notes += record.notes
    }

    /// The share of differing pixels in the diff stage's one format (``ComparisonRecord/percent(_:of:)``),
    /// `nil` when no comparison ran.
    public var differencePercent: String? {
        guard let differentPixels, let totalPixels else { return nil }
        return ComparisonRecord.percent(differentPixels, of: totalPixels)
    }

    /// The comparison's finding in the diff stage's one description
    /// (``ComparisonRecord/summary(differentPixels:totalPixels:maxChannelDelta:sizeChange:)``):
    /// `12 of 800 pixels differ (1.5%), max channel delta 200`; `nil` when no comparison ran.
    public var differenceSummary: String? {
        guard let differentPixels, let totalPixels else { return nil }
        let sizeChange = sizeMismatch ? referenceSize.flatMap { r in actualSize.map { (r.description, $0.description) } } : nil
        return ComparisonRecord.summary(differentPixels: differentPixels, totalPixels: totalPixels,
                                        maxChannelDelta: maxChannelDelta, sizeChange: sizeChange)
    }

    private enum CodingKeys: String, CodingKey {
        case snapshot, variant, file, status, referenceSize, actualSize, differentPixels, totalPixels
        case differenceRatio, maxChannelDelta, sizeMismatch, regions, notes, images, message, source
    }

    /// Writes absent values and empty lists as nothing (decoding restores them), keeping a
    /// results file of 10,000 passed entries small.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(snapshot, forKey: .snapshot)
        try c.encodeIfPresent(variant, forKey: .variant)
        try c.encode(file, forKey: .file)
        try c.encode(status, forKey: .status)
        try c.encodeIfPresent(referenceSize, forKey: .referenceSize)
        try c.encodeIfPresent(actualSize, forKey: .actualSize)
        try c.encodeIfPresent(differentPixels, forKey: .differentPixels)
        try c.encodeIfPresent(totalPixels, forKey: .totalPixels)
        try c.encodeIfPresent(differenceRatio, forKey: .differenceRatio)
        try c.encodeIfPresent(maxChannelDelta, forKey: .maxChannelDelta)
        if sizeMismatch { try c.encode(sizeMismatch, forKey: .sizeMismatch) }
        if !regions.isEmpty { try c.encode(regions, forKey: .regions) }
        if !notes.isEmpty { try c.encode(notes, forKey: .notes) }
        if images != EntryImages() { try c.encode(images, forKey: .images) }
        try c.encodeIfPresent(message, forKey: .message)
        try c.encodeIfPresent(source, forKey: .source)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        snapshot = try c.decode(String.self, forKey: .snapshot)
        variant = try c.decodeIfPresent(String.self, forKey: .variant)
        file = try c.decode(String.self, forKey: .file)
        status = try c.decode(SnapshotStatus.self, forKey: .status)
        referenceSize = try c.decodeIfPresent(ImageDimensions.self, forKey: .referenceSize)
        actualSize = try c.decodeIfPresent(ImageDimensions.self, forKey: .actualSize)
        differentPixels = try c.decodeIfPresent(Int.self, forKey: .differentPixels)
        totalPixels = try c.decodeIfPresent(Int.self, forKey: .totalPixels)
        differenceRatio = try c.decodeIfPresent(Double.self, forKey: .differenceRatio)
        maxChannelDelta = try c.decodeIfPresent(Int.self, forKey: .maxChannelDelta)
        sizeMismatch = try c.decodeIfPresent(Bool.self, forKey: .sizeMismatch) ?? false
        regions = try c.decodeIfPresent([PixelRegion].self, forKey: .regions) ?? []
        notes = try c.decodeIfPresent([String].self, forKey: .notes) ?? []
        images = try c.decodeIfPresent(EntryImages.self, forKey: .images) ?? EntryImages()
        message = try c.decodeIfPresent(String.self, forKey: .message)
        source = try c.decodeIfPresent(SourceReference.self, forKey: .source)
    }
}

/// A width and height in pixels, as written in results (no validation: a results file may
/// describe any image that was read).
public struct ImageDimensions: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Creates dimensions.
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// The dimensions of a validated size.
    public init(_ size: PixelSize) { self.init(width: size.width, height: size.height) }
    /// `"WIDTHxHEIGHT"`.
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of pixels: the bounding box of one changed area.
public struct PixelRegion: Codable, Hashable, Sendable {
    /// Left edge, in pixels from the image's left.
    public var x: Int
    /// Top edge, in pixels from the image's top.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Creates a region.
    public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
}

/// Paths of an entry's images, relative to the report folder; `nil` when not written.
public struct EntryImages: Codable, Hashable, Sendable {
    /// A copy of the reference image.
    public var reference: String?
    /// A copy of the actual image.
    public var actual: String?
    /// The diff image (changed pixels highlighted over a faded reference).
    public var diff: String?
    /// The strip: reference, diff and actual side by side in one image.
    public var strip: String?
    /// Downscaled copies of the reference, actual and diff for the report's thumbnails (schema
    /// revision 2; only for images larger than the thumbnail size, see `Thumbnail`).
    public var referenceThumbnail: String?, actualThumbnail: String?, diffThumbnail: String?
    /// Creates a set of paths.
    public init(reference: String? = nil, actual: String? = nil, diff: String? = nil, strip: String? = nil) {
        self.reference = reference; self.actual = actual; self.diff = diff; self.strip = strip
    }

    /// Every path, as a key path to it (for copying and rewriting them all alike).
    package static var paths: [WritableKeyPath<EntryImages, String?>] {
        [\.reference, \.actual, \.diff, \.strip, \.referenceThumbnail, \.actualThumbnail, \.diffThumbnail]
    }

    /// Puts `folder` (ending in `/`) before each path: the images were copied into that folder.
    package mutating func prefix(_ folder: String) {
        for path in Self.paths { self[keyPath: path] = self[keyPath: path].map { folder + $0 } }
    }
}
