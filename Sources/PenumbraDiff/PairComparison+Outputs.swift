import Foundation
import PenumbraCore
import PenumbraPNG

extension PairComparison {
    /// The images a file comparison writes.
    public struct Outputs: Sendable {
        /// Where to write the diff image (PNG), or `nil`.
        public var diffImage: URL?
        /// Where to write the labelled reference | actual | diff strip (PNG), or `nil`.
        public var strip: URL?
        /// The strip's three captions from the result and the reference's and actual's sizes.
        /// Default: `REFERENCE WxH`, `ACTUAL WxH`, `DIFF N PX`.
        public var stripCaptions: @Sendable (DiffResult, PixelSize, PixelSize) -> [String]

        /// Creates outputs; both images default to none.
        public init(diffImage: URL? = nil, strip: URL? = nil,
                    stripCaptions: @escaping @Sendable (DiffResult, PixelSize, PixelSize) -> [String] = { result, reference, actual in
                        ["REFERENCE \(reference)", "ACTUAL \(actual)", "DIFF \(result.differentPixels) PX"]
                    }) {
            self.diffImage = diffImage
            self.strip = strip
            self.stripCaptions = stripCaptions
        }
    }

    /// Compares the PNG at `actualURL` with the reference at `referenceURL` and writes the images
    /// `outputs` asks for, holding as little as it can: the diff image is drawn into a decoded
    /// image's storage, and a strip is filled panel by panel (the actual image is decoded a
    /// second time for its panel rather than kept beside the page). Peak memory for two
    /// 1170x2532 screens: about 2.5 images with a diff image, about 4.5 with a strip (the strip
    /// itself is 3 panels wide). The pixels written equal those of
    /// ``compare(referenceURL:actualURL:makeDiffImage:keepImages:)`` and ``DiffStrip/make(reference:actual:diff:captions:)``.
    /// - Returns: the outcome, without decoded images.
    /// - Throws: ``DiffError`` for unreadable or undecodable inputs, unwritable outputs or a strip
    ///   over the pixel limit.
    public func compare(referenceURL: URL, actualURL: URL, writing outputs: Outputs) throws(DiffError) -> Outcome {
        guard let stripURL = outputs.strip else {
            let outcome = try compare(referenceURL: referenceURL, actualURL: actualURL,
                                      makeDiffImage: outputs.diffImage != nil, keepImages: false)
            if let url = outputs.diffImage, let diff = outcome.result.diffImage { try Self.writePNG(diff, to: url) }
            return outcome
        }
        let referenceBytes = try Self.read(referenceURL)
        let actualBytes = try Self.read(actualURL)
        if referenceBytes == actualBytes, PNGHeader.size(referenceBytes) != nil {
            // Identical files: one decoded image serves as both panels.
            let outcome = try compare(referenceURL: referenceURL, actualURL: actualURL, makeDiffImage: true)
            guard let diff = outcome.result.diffImage, let image = outcome.reference else { return outcome }
            if let url = outputs.diffImage { try Self.writePNG(diff, to: url) }
            let strip = try DiffStrip.make(reference: image, actual: image, diff: diff,
                                           captions: outputs.stripCaptions(outcome.result, image.size, image.size))
            try Self.writePNG(strip, to: stripURL)
            return Outcome(result: outcome.result, reference: nil, actual: nil, colorSpaces: outcome.colorSpaces)
        }
        var (referencePNG, actualPNG) = try Self.decodePair(referenceBytes, referenceURL.path, actualBytes, actualURL.path)
        let colorSpaces = (referencePNG.info.colorSpaceName, actualPNG.info.colorSpaceName)
        // Move the pixels out of the decode results so that their storage is not shared.
        let reference = referencePNG.image
        referencePNG.image.mutableBytes = []
        var actual = actualPNG.image
        actualPNG.image.mutableBytes = []
        let (result, map) = try comparator.compareForPaintMap(reference: reference, actual: actual)
        let actualSize = actual.size
        let width = max(reference.width, actualSize.width), height = max(reference.height, actualSize.height)
        actual.mutableBytes = []  // decoded again for its panel, once the reference is gone
        var page = try DiffStrip.Page(panelSizes: [reference.size, actualSize, try Self.size(width, height)],
                                      captions: outputs.stripCaptions(result, reference.size, actualSize))
        page.place(reference, panel: 0)
        comparator.placeDiff(map: map, reference: reference, width: width, height: height, into: &page, panel: 2)
        // The reference's storage becomes the diff image, or is freed.
        if let url = outputs.diffImage {
            if let diff = comparator.drawDiff(map: map, reference: consume reference, width: width, height: height) {
                try Self.writePNG(diff, to: url)
            }
        } else {
            _ = consume reference
        }
        page.place(try Self.decodePNG(actualBytes, path: actualURL.path).image, panel: 1)
        try Self.writePNG(page.image, to: stripURL)
        return Outcome(result: result, reference: nil, actual: nil, colorSpaces: colorSpaces)
    }

    /// A size of the union of two decoded images (always valid: each side is one image's).
    private static func size(_ width: Int, _ height: Int) throws(DiffError) -> PixelSize {
        guard let size = try? PixelSize(width: width, height: height) else {
            throw .imageTooLarge(width: width, height: height, maxPixels: PixelSize.defaultMaxPixels)
        }
        return size
    }
}
