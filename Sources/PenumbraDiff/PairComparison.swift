import Foundation
import PenumbraCore
import PenumbraPNG

/// The one comparison of a reference with an actual image, used by `penumbra compare`,
/// `penumbra diff` (each pair of a folder) and the test assertions: read, the identical-bytes
/// shortcut (no decode), the two decodes in parallel, the comparison by an ``ImageComparator``,
/// the diff image and strip when asked, and the notes a reviewer needs (colour spaces that
/// differ, a diff image left out).
///
/// Inputs are PNG bytes, or an image already in memory (an assertion's render) with its bytes;
/// either side is decoded only when its pixels are needed.
public struct PairComparison: Sendable {
    /// The image comparison applied after decoding.
    public var comparator: ImageComparator
    /// The largest image decoded, in pixels. Default: ``PixelSize/defaultMaxPixels``.
    public var maxPixels: Int
    /// Whether a pair of one size compared without images reads both files a band of rows at a
    /// time (``PNGRowStream``, side by side on two threads) instead of decoding them whole: a few
    /// hundred rows in memory instead of two images (12 MiB instead of 33 for two 1170x2532
    /// screens, most of it the executable), in about 1.2 times the time. `penumbra compare` does
    /// (unless `--no-low-memory`). Default: `false`.
    public var lowMemory: Bool

    /// Creates a comparison around `comparator`.
    public init(comparator: ImageComparator = ImageComparator(), maxPixels: Int = PixelSize.defaultMaxPixels, lowMemory: Bool = false) {
        self.comparator = comparator
        self.maxPixels = maxPixels
        self.lowMemory = lowMemory
    }

    /// One side of a pair: its PNG bytes, its pixels, or both, and the path that names it in
    /// errors and notes.
    public struct Input: Sendable {
        /// The PNG file's bytes, when known (the identical-bytes shortcut needs both sides').
        public var bytes: Data?
        /// The straight-alpha pixels, when already in memory; decoded from ``bytes`` otherwise.
        public var image: RGBAImage?
        /// The file's path, or a name for an image in memory.
        public var path: String

        /// A PNG file's bytes.
        public static func png(_ bytes: Data, path: String) -> Input { Input(bytes: bytes, image: nil, path: path) }
        /// An image in memory with, optionally, the bytes it was encoded to.
        public static func image(_ image: RGBAImage, encoded bytes: Data? = nil, path: String) -> Input {
            Input(bytes: bytes, image: image, path: path)
        }
    }

    /// When a diff image is drawn.
    public enum DiffImageRequest: Sendable {
        /// Never.
        case none
        /// For pairs that fail; a pair too different in size for one image to hold both is
        /// reported without it (with a note).
        case whenDifferent
        /// Always, also for identical files (a faded copy of the reference); too large is an error.
        case always
    }

    /// The outcome of a comparison: the result and, when they were decoded and kept, the images
    /// (a report shows them beside the diff).
    public struct Outcome: Sendable {
        /// The comparison result.
        public let result: DiffResult
        /// The decoded reference, `nil` when nothing was decoded or the images were not kept.
        public let reference: RGBAImage?
        /// The decoded actual image, `nil` when nothing was decoded or the images were not kept.
        public let actual: RGBAImage?
        /// The colour spaces the two files declare (``PNGInfo/colorSpaceName``), `nil` when
        /// nothing was decoded. Pixels are compared as stored, with no colour conversion, so a
        /// Display P3 file against an sRGB one differs wherever colours are saturated.
        public let colorSpaces: (reference: String, actual: String)?
        /// What a reviewer should know beside the result: `reference is Display P3, actual is
        /// sRGB`; `no diff image: …`.
        public var notes: [String] = []

        /// Creates an outcome.
        public init(result: DiffResult, reference: RGBAImage?, actual: RGBAImage?,
                    colorSpaces: (reference: String, actual: String)?, notes: [String] = []) {
            self.result = result
            self.reference = reference
            self.actual = actual
            self.colorSpaces = colorSpaces
            self.notes = notes
            if let colorSpaces, colorSpaces.reference != colorSpaces.actual {
                self.notes.insert("reference is \(colorSpaces.reference), actual is \(colorSpaces.actual)", at: 0)
            }
        }

        /// Whether the two files declare different colour spaces.
        public var colorSpaceMismatch: Bool {
            guard let colorSpaces else { return false }
            return colorSpaces.reference != colorSpaces.actual
        }
    }

    /// Compares the PNG at `actualURL` with the reference PNG at `referenceURL`.
    /// - Parameters:
    ///   - makeDiffImage: draw the diff image (for identical files this decodes the reference
    ///     once, to draw its faded copy).
    ///   - keepImages: return the decoded images in the ``Outcome`` (default `true`). With
    ///     `false` and a diff image, the image is drawn into a decoded image's own storage
    ///     (``ImageComparator/compareDrawingInPlace(reference:actual:)``): about two images'
    ///     memory plus one byte a pixel instead of three images, and the same pixels.
    /// - Throws: ``DiffError/unreadableFile(path:reason:)`` or
    ///   ``DiffError/undecodableImage(path:reason:)``.
    public func compare(referenceURL: URL, actualURL: URL, makeDiffImage: Bool = false, keepImages: Bool = true) throws(DiffError) -> Outcome {
        try compare(reference: .png(try Self.read(referenceURL), path: referenceURL.path),
                    actual: .png(try Self.read(actualURL), path: actualURL.path),
                    diffImage: makeDiffImage ? .always : .none, keepImages: keepImages)
    }

    /// Compares `actual` with `reference`.
    /// - Parameters:
    ///   - diffImage: when to draw the diff image.
    ///   - keepImages: return the decoded images in the ``Outcome``. With `false` and a diff
    ///     image, the image is drawn into a decoded image's own storage.
    /// - Throws: ``DiffError/undecodableImage(path:reason:)`` for bytes that do not decode,
    ///   and the comparator's errors (an ignore mask of another size; with ``DiffImageRequest/always``
    ///   a diff image over the pixel limit).
    public func compare(reference: Input, actual: Input, diffImage: DiffImageRequest, keepImages: Bool) throws(DiffError) -> Outcome {
        if let referenceBytes = reference.bytes, let actualBytes = actual.bytes, referenceBytes == actualBytes,
           let size = PNGHeader.size(referenceBytes) {
            if diffImage != .always {
                // Identical bytes: identical pixels, nothing to decode.
                let result = DiffResult.identical(mode: comparator.mode, size: size, shortcut: .identicalFiles, diffImage: nil)
                return Outcome(result: result, reference: keepImages ? reference.image : nil,
                               actual: keepImages ? actual.image : nil, colorSpaces: nil)
            }
            if let image = reference.image ?? actual.image {
                let result = DiffResult.identical(mode: comparator.mode, size: size, shortcut: .identicalFiles,
                                                  diffImage: comparator.fadedImage(of: image))
                return Outcome(result: result, reference: keepImages ? image : nil, actual: keepImages ? image : nil, colorSpaces: nil)
            }
            return try compareIdenticalFiles(referenceBytes, path: reference.path, size: size,
                                             makeDiffImage: true, keepImages: keepImages)
        }
        if lowMemory, diffImage == .none, !keepImages, let outcome = try compareStreaming(reference, actual) { return outcome }
        let (referenceImage, referenceSpace, actualImage, actualSpace) = try decode(reference, actual)
        let colorSpaces = (referenceSpace, actualSpace)
        if diffImage == .always && !keepImages {
            let result = try comparator.compareDrawingInPlace(reference: consume referenceImage, actual: consume actualImage)
            return Outcome(result: result, reference: nil, actual: nil, colorSpaces: colorSpaces)
        }
        var notes: [String] = []
        let result: DiffResult
        switch diffImage {
        case .none:
            result = try comparator.compare(reference: referenceImage, actual: actualImage, makeDiffImage: false)
        case .always:
            result = try comparator.compare(reference: referenceImage, actual: actualImage, makeDiffImage: true)
        case .whenDifferent:
            do {
                result = try comparator.compare(reference: referenceImage, actual: actualImage, makeDiffImage: true)
            } catch .diffImageTooLarge {
                // Sizes so different that no image holds both (a very wide against a very tall
                // one): the pair is compared, and reported, without its diff image.
                result = try comparator.compare(reference: referenceImage, actual: actualImage, makeDiffImage: false)
                notes.append("no diff image: one covering both sizes would exceed the pixel limit")
            }
        }
        let kept = keepImages
        return Outcome(result: result,
                       reference: kept ? referenceImage : nil, actual: kept ? actualImage : nil,
                       colorSpaces: colorSpaces, notes: notes)
    }

    /// The pixels and colour-space names of both sides: images in memory as they are (sRGB),
    /// bytes decoded, two at once, one per thread.
    private func decode(_ reference: Input, _ actual: Input) throws(DiffError) -> (RGBAImage, String, RGBAImage, String) {
        switch (reference.image, actual.image) {
        case let (r?, a?):
            return (r, "sRGB", a, "sRGB")
        case let (r?, nil):
            let a = try Self.decodePNG(try bytes(actual), path: actual.path, maxPixels: maxPixels)
            return (r, "sRGB", a.image, a.info.colorSpaceName)
        case let (nil, a?):
            let r = try Self.decodePNG(try bytes(reference), path: reference.path, maxPixels: maxPixels)
            return (r.image, r.info.colorSpaceName, a, "sRGB")
        case (nil, nil):
            var (r, a) = try Self.decodePair(try bytes(reference), reference.path, try bytes(actual), actual.path, maxPixels: maxPixels)
            // Move the pixels out of the decode results so that their storage is not shared.
            let referenceImage = r.image, actualImage = a.image
            r.image.mutableBytes = []
            a.image.mutableBytes = []
            return (referenceImage, r.info.colorSpaceName, actualImage, a.info.colorSpaceName)
        }
    }

    /// ``lowMemory``, two files of one size, no images wanted: both read a band of rows at a time,
    /// side by side, and compared as they come (``ImageComparator/compareStreaming(reference:actual:bandRows:)``),
    /// so the pair holds a few hundred rows instead of two decoded images. `nil` when the pair does not qualify (sizes differ, a format that does not
    /// stream) or the actual file fails on the way: the whole-image path then decides, and
    /// reports, as always.
    private func compareStreaming(_ reference: Input, _ actual: Input) throws(DiffError) -> Outcome? {
        guard reference.image == nil, actual.image == nil, let referenceBytes = reference.bytes, let actualBytes = actual.bytes,
              let referenceSize = PNGHeader.size(referenceBytes), PNGHeader.size(actualBytes) == referenceSize,
              let referenceStream = try? PNGRowStream.open(referenceBytes, name: reference.path, maxPixels: maxPixels),
              let actualStream = try? PNGRowStream.open(actualBytes, name: actual.path, maxPixels: maxPixels),
              let result = try comparator.compareStreaming(reference: referenceStream, actual: actualStream) else { return nil }
        return Outcome(result: result, reference: nil, actual: nil,
                       colorSpaces: (referenceStream.info.colorSpaceName, actualStream.info.colorSpaceName))
    }

    private func bytes(_ input: Input) throws(DiffError) -> Data {
        guard let bytes = input.bytes else { throw .undecodableImage(path: input.path, reason: "neither bytes nor pixels were given") }
        return bytes
    }

    /// Two byte-identical files: nothing to compare; the reference is decoded only to draw the
    /// diff image's faded copy (in its own storage when the images are not kept).
    private func compareIdenticalFiles(_ bytes: Data, path: String, size: PixelSize, makeDiffImage: Bool,
                                       keepImages: Bool) throws(DiffError) -> Outcome {
        guard makeDiffImage else {
            return Outcome(result: DiffResult.identical(mode: comparator.mode, size: size, shortcut: .identicalFiles, diffImage: nil),
                           reference: nil, actual: nil, colorSpaces: nil)
        }
        var png = try Self.decodePNG(bytes, path: path)
        let space = png.info.colorSpaceName
        let diff: RGBAImage
        var kept: RGBAImage?
        if keepImages {
            diff = comparator.fadedImage(of: png.image)
            kept = png.image
        } else {
            var image = png.image
            png.image.mutableBytes = []
            comparator.fadeInPlace(&image)
            diff = image
        }
        let result = DiffResult.identical(mode: comparator.mode, size: size, shortcut: .identicalFiles, diffImage: diff)
        return Outcome(result: result, reference: kept, actual: kept, colorSpaces: (space, space))
    }

    /// Decodes the two files at once, one per thread: inflating the PNGs is most of a
    /// comparison's time (two 1170x2532 screens: about 22 ms of CPU against 1 ms for the diff),
    /// and the two decodes share nothing, so the pixels do not depend on the threads.
    static func decodePair(_ first: Data, _ firstPath: String, _ second: Data, _ secondPath: String,
                           maxPixels: Int = PixelSize.defaultMaxPixels) throws(DiffError) -> (DecodedPNG, DecodedPNG) {
        let slots = DecodeSlots()
        ParallelWork.forEach(count: 2, threads: 2) { index in
            if index == 0 {
                slots.first = Result { () throws(DiffError) in try decodePNG(first, path: firstPath, maxPixels: maxPixels) }
            } else {
                slots.second = Result { () throws(DiffError) in try decodePNG(second, path: secondPath, maxPixels: maxPixels) }
            }
            return true
        }
        guard let a = slots.first, let b = slots.second else {
            throw .undecodableImage(path: firstPath, reason: "the decoder did not run")
        }
        return (try a.get(), try b.get())
    }

    /// Reads a file's bytes.
    static func read(_ url: URL) throws(DiffError) -> Data {
        do { return try FileBytes.readData(url.path) } catch { throw .unreadableFile(path: url.path, reason: error.reason) }
    }
}

/// The two decode results; each slot is written by exactly one index of
/// ``ParallelWork/forEach(count:threads:stackSize:_:)``, which returns only after both finished.
private final class DecodeSlots: @unchecked Sendable {
    var first: Result<DecodedPNG, DiffError>?
    var second: Result<DecodedPNG, DiffError>?
}
