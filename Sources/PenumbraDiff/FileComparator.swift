import Foundation
import PenumbraCore
import PenumbraPNG

/// Compares two PNG files: identical bytes need no decode; otherwise both are decoded to
/// straight RGBA (PenumbraPNG) and compared by an ``ImageComparator``.
public struct FileComparator: Sendable {
    /// The image comparison applied after decoding.
    public var comparator: ImageComparator

    /// Creates a file comparator around `comparator`.
    public init(comparator: ImageComparator = ImageComparator()) {
        self.comparator = comparator
    }

    /// The outcome of a file comparison: the result and, when they were decoded, the images
    /// (a report shows them beside the diff).
    public struct Outcome: Sendable {
        /// The comparison result.
        public let result: DiffResult
        /// The decoded reference, `nil` when the files were identical and nothing was decoded.
        public let reference: RGBAImage?
        /// The decoded actual image, `nil` when nothing was decoded.
        public let actual: RGBAImage?
        /// The colour spaces the two files declare (``PNGInfo/colorSpaceName``), `nil` when
        /// nothing was decoded. Pixels are compared as stored, with no colour conversion, so a
        /// Display P3 file against an sRGB one differs wherever colours are saturated.
        public let colorSpaces: (reference: String, actual: String)?

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
        let referenceBytes = try Self.read(referenceURL)
        let actualBytes = try Self.read(actualURL)
        if referenceBytes == actualBytes, let size = Self.pngSize(referenceBytes) {
            return try compareIdenticalFiles(referenceBytes, path: referenceURL.path, size: size,
                                             makeDiffImage: makeDiffImage, keepImages: keepImages)
        }
        var (reference, actual) = try Self.decodePair(referenceBytes, referenceURL.path, actualBytes, actualURL.path)
        let colorSpaces = (reference.info.colorSpaceName, actual.info.colorSpaceName)
        if makeDiffImage && !keepImages {
            // Move the pixels out of the decode results so that their storage is not shared
            // (the emptied decode results are not used again).
            let referenceImage = reference.image, actualImage = actual.image
            reference.image.bytes = []
            actual.image.bytes = []
            let result = try comparator.compareDrawingInPlace(reference: referenceImage, actual: actualImage)
            return Outcome(result: result, reference: nil, actual: nil, colorSpaces: colorSpaces)
        }
        let result = try comparator.compare(reference: reference.image, actual: actual.image, makeDiffImage: makeDiffImage)
        return Outcome(result: result, reference: keepImages ? reference.image : nil, actual: keepImages ? actual.image : nil,
                       colorSpaces: colorSpaces)
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
            png.image.bytes = []
            comparator.fadeInPlace(&image)
            diff = image
        }
        let result = DiffResult.identical(mode: comparator.mode, size: size, shortcut: .identicalFiles, diffImage: diff)
        return Outcome(result: result, reference: kept, actual: kept, colorSpaces: (space, space))
    }

    /// Decodes the two files at once, one per thread: inflating the PNGs is most of a
    /// comparison's time (two 1170x2532 screens: about 22 ms of CPU against 1 ms for the diff),
    /// and the two decodes share nothing, so the pixels do not depend on the threads.
    static func decodePair(_ first: Data, _ firstPath: String, _ second: Data, _ secondPath: String) throws(DiffError) -> (DecodedPNG, DecodedPNG) {
        let slots = DecodeSlots()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                slots.first = Result { () throws(DiffError) in try decodePNG(first, path: firstPath) }
            } else {
                slots.second = Result { () throws(DiffError) in try decodePNG(second, path: secondPath) }
            }
        }
        guard let a = slots.first, let b = slots.second else {
            throw .undecodableImage(path: firstPath, reason: "the decoder did not run")
        }
        return (try a.get(), try b.get())
    }

    /// Reads a file's bytes.
    static func read(_ url: URL) throws(DiffError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            let ns = error as NSError
            let reason = (ns.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? ns.localizedDescription
            throw .unreadableFile(path: url.path, reason: reason)
        }
    }

    /// The size in a PNG's IHDR (bytes 16-23, big-endian), or `nil` when the bytes do not start
    /// with a PNG signature and an IHDR of a valid size.
    static func pngSize(_ data: Data) -> PixelSize? {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard data.count >= 33, Array(data.prefix(8)) == signature,
              Array(data[data.startIndex + 12..<data.startIndex + 16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ offset: Int) -> Int {
            data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return try? PixelSize(width: be32(16), height: be32(20))
    }
}

/// The two decode results; each slot is written by exactly one iteration of
/// `concurrentPerform`, which returns only after both finished.
private final class DecodeSlots: @unchecked Sendable {
    var first: Result<DecodedPNG, DiffError>?
    var second: Result<DecodedPNG, DiffError>?
}
