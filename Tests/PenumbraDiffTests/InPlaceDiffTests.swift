import Foundation
import Testing
import PenumbraCore
import PenumbraPNG
@testable import PenumbraDiff

/// The diff image drawn into an input's own storage (``ImageComparator/compareDrawingInPlace(reference:actual:)``)
/// and by ``PairComparison`` without keeping the decoded images: the same pixels and counts as a
/// diff image drawn into a new buffer.
@Suite struct InPlaceDiffTests {
    /// A `width × height` image with a soft diagonal ramp (so anti-aliasing detection has work)
    /// and, when `changed`, a dark block, a lighter block and an alpha-only pixel.
    static func scene(_ width: Int, _ height: Int, changed: Bool) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt8(clamping: 40 + (x + y) * 12)
                image[x, y] = RGBA8(v, UInt8(clamping: 255 - Int(v)), 128, x == width - 1 ? 200 : 255)
            }
        }
        guard changed else { return image }
        image = TestImages.filling(image, 1, 1, 2, 2, .black)
        image = TestImages.filling(image, 4, 3, 2, 1, .white)
        let p = image[6, 1]
        image[6, 1] = RGBA8(p.r, p.g, p.b, 100)
        return image
    }

    static let sizes: [(Int, Int, Int, Int)] = [(8, 6, 8, 6), (10, 6, 8, 6), (8, 6, 10, 7), (10, 5, 8, 7)]

    static func styles() throws -> [DiffStyle] {
        [.default, try DiffStyle(diffMask: true), try DiffStyle(alpha: 0.5, diffColorAlt: RGBA8(0, 200, 0))]
    }

    static let modes: [ComparisonMode] = [.exact, .yiq(.default), .deltaE2000(.default)]

    @Test(arguments: 0..<4, 0..<3)
    func inPlaceDiffEqualsANewBuffer(sizeIndex: Int, modeIndex: Int) throws {
        let (rw, rh, aw, ah) = Self.sizes[sizeIndex]
        for style in try Self.styles() {
            for ignore in [IgnoreRegions.none, IgnoreRegions(rectangles: [TestImages.rect(0, 0, 3, 2), TestImages.rect(7, 4, 5, 5)])] {
                let comparator = ImageComparator(mode: Self.modes[modeIndex], ignore: ignore, style: style)
                let reference = try Self.scene(rw, rh, changed: false), actual = try Self.scene(aw, ah, changed: true)
                let fresh = try comparator.compare(reference: reference, actual: actual, makeDiffImage: true)
                let inPlace = try comparator.compareDrawingInPlace(reference: reference, actual: actual)
                #expect(inPlace.diffImage == fresh.diffImage)
                #expect(inPlace.diffImage?.size == (try PixelSize(width: max(rw, aw), height: max(rh, ah))))
                #expect(inPlace.differentPixels == fresh.differentPixels)
                #expect(inPlace.ignoredPixels == fresh.ignoredPixels)
                #expect(inPlace.antialiasedPixels == fresh.antialiasedPixels)
                #expect(inPlace.regions == fresh.regions)
                // The inputs the caller still holds are untouched.
                #expect(reference == (try Self.scene(rw, rh, changed: false)))
            }
        }
    }

    @Test func identicalImagesGiveTheFadedReferenceInPlace() throws {
        let image = try Self.scene(8, 6, changed: false)
        let comparator = ImageComparator()
        let result = try comparator.compareDrawingInPlace(reference: image, actual: image)
        #expect(result.shortcut == .identicalPixels)
        #expect(result.diffImage == comparator.fadedImage(of: image))
        var faded = image
        comparator.fadeInPlace(&faded)
        #expect(faded == comparator.fadedImage(of: image))
    }

    /// Writes `image` as a PNG in a new temporary folder and returns its URL.
    static func write(_ image: RGBAImage, _ name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try PNGEncoder.write(image, to: url)
        return url
    }

    @Test(arguments: [false, true])
    func fileComparisonWithoutKeptImagesDrawsTheSameDiff(sameFile: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-inplace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try Self.write(try Self.scene(9, 7, changed: false), "a.png", in: folder)
        let b = sameFile ? a : try Self.write(try Self.scene(9, 7, changed: true), "b.png", in: folder)
        let files = PairComparison(comparator: ImageComparator(mode: .yiq(.default)))
        let kept = try files.compare(referenceURL: a, actualURL: b, makeDiffImage: true)
        let lean = try files.compare(referenceURL: a, actualURL: b, makeDiffImage: true, keepImages: false)
        #expect(kept.reference != nil)
        #expect(lean.reference == nil && lean.actual == nil)
        #expect(lean.result.diffImage != nil)
        #expect(lean.result.diffImage == kept.result.diffImage)
        #expect(lean.result.differentPixels == kept.result.differentPixels)
        #expect(lean.result.shortcut == (sameFile ? .identicalFiles : .none))
        #expect(lean.colorSpaces?.reference == kept.colorSpaces?.reference)
    }

    /// `compare(…, writing:)` against the plain path: the diff image from a new buffer and
    /// ``DiffStrip/make(reference:actual:diff:captions:)`` with the same captions.
    @Test(arguments: [(9, 7, 9, 7, false), (10, 5, 8, 7, false), (8, 6, 10, 7, true), (9, 7, 9, 7, true)])
    func writtenDiffAndStripEqualThePlainPath(rw: Int, rh: Int, aw: Int, ah: Int, diffMask: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = try Self.scene(rw, rh, changed: false), actual = try Self.scene(aw, ah, changed: true)
        let a = try Self.write(reference, "a.png", in: folder), b = try Self.write(actual, "b.png", in: folder)
        let comparator = ImageComparator(mode: .yiq(.default), style: try DiffStyle(diffMask: diffMask))
        for (second, secondImage) in [(b, actual), (a, reference)] {
            let diffURL = folder.appendingPathComponent("diff.png"), stripURL = folder.appendingPathComponent("strip.png")
            let outcome = try PairComparison(comparator: comparator).compare(
                referenceURL: a, actualURL: second, writing: .init(diffImage: diffURL, strip: stripURL))
            let plain = try comparator.compare(reference: reference, actual: secondImage, makeDiffImage: true)
            let diff = try #require(plain.diffImage)
            let strip = try DiffStrip.make(reference: reference, actual: secondImage, diff: diff,
                                           captions: ["REFERENCE \(reference.size)", "ACTUAL \(secondImage.size)", "DIFF \(plain.differentPixels) PX"])
            #expect(outcome.result.differentPixels == plain.differentPixels)
            #expect(try PairComparison.loadPNG(diffURL) == diff)
            #expect(try PairComparison.loadPNG(stripURL) == strip)
            // Without a strip, the diff image alone.
            try FileManager.default.removeItem(at: diffURL)
            _ = try PairComparison(comparator: comparator).compare(referenceURL: a, actualURL: second, writing: .init(diffImage: diffURL))
            #expect(try PairComparison.loadPNG(diffURL) == diff)
        }
    }

    @Test func maskSizeErrorNamesTheFileAndBothSizes() throws {
        let comparator = ImageComparator(ignore: IgnoreRegions(mask: try TestImages.solid(3, 4, .white), maskPath: "masks/status.png"))
        let image = try TestImages.solid(4, 4, .black)
        #expect(throws: DiffError.maskSizeMismatch(mask: "3x4", image: "4x4", path: "masks/status.png")) {
            try comparator.compareDrawingInPlace(reference: image, actual: image)
        }
        let text = DiffError.maskSizeMismatch(mask: "3x4", image: "4x4", path: "masks/status.png").description
        #expect(text == "the ignore mask masks/status.png is 3x4 but the reference image is 4x4: they must be the same size")
    }
}
