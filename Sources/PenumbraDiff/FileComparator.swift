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
    /// - Parameter makeDiffImage: draw the diff image (for identical files this decodes the
    ///   reference once, to draw its faded copy).
    /// - Throws: ``DiffError/unreadableFile(path:reason:)`` or
    ///   ``DiffError/undecodableImage(path:reason:)``.
    public func compare(referenceURL: URL, actualURL: URL, makeDiffImage: Bool = false) throws(DiffError) -> Outcome {
        let referenceBytes = try Self.read(referenceURL)
        let actualBytes = try Self.read(actualURL)
        if referenceBytes == actualBytes, let size = Self.pngSize(referenceBytes) {
            var diff: RGBAImage?
            var decoded: DecodedPNG?
            if makeDiffImage {
                let png = try Self.decodePNG(referenceBytes, path: referenceURL.path)
                decoded = png
                diff = comparator.fadedImage(of: png.image)
            }
            let result = DiffResult.identical(mode: comparator.mode, size: size, shortcut: .identicalFiles, diffImage: diff)
            let space = decoded?.info.colorSpaceName
            return Outcome(result: result, reference: decoded?.image, actual: decoded?.image,
                           colorSpaces: space.map { ($0, $0) })
        }
        let (reference, actual) = try Self.decodePair(referenceBytes, referenceURL.path, actualBytes, actualURL.path)
        let result = try comparator.compare(reference: reference.image, actual: actual.image, makeDiffImage: makeDiffImage)
        return Outcome(result: result, reference: reference.image, actual: actual.image,
                       colorSpaces: (reference.info.colorSpaceName, actual.info.colorSpaceName))
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
