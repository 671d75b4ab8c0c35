import Foundation
import PenumbraCore
import PenumbraPNG

/// Compares an actual image with its reference: the diff engine's entry point.
///
/// A value of settings; ``compare(reference:actual:makeDiffImage:)`` is a pure function of them
/// and the two images, single-threaded and deterministic. Typical use:
///
/// ```swift
/// let comparator = ImageComparator(mode: .yiq(.default), budget: try DiffBudget(maxRatio: 0.001))
/// let result = try comparator.compare(reference: expected, actual: rendered, makeDiffImage: true)
/// if !result.passed { print(result.differentPixels, result.regions) }
/// ```
///
/// - Complexity: one `memcmp` per row; per-pixel work only in rows whose bytes differ. Memory:
///   with a diff image, one byte a pixel for what it shows plus the image (none with
///   ``compareDrawingInPlace(reference:actual:)``), and a small grid for the regions.
public struct ImageComparator: Hashable, Sendable {
    /// How pixels are judged. Default: ``ComparisonMode/exact``.
    public var mode: ComparisonMode
    /// How many differing pixels pass. Default: ``DiffBudget/exact``.
    public var budget: DiffBudget
    /// Areas not compared. Default: none.
    public var ignore: IgnoreRegions
    /// How the diff image is drawn. Default: pixelmatch's colours.
    public var style: DiffStyle
    /// How differing pixels are grouped into regions. Default: gap 8, at most 32 regions.
    public var clustering: RegionClustering

    /// Creates a comparator; every argument has the documented default.
    public init(mode: ComparisonMode = .exact, budget: DiffBudget = .exact, ignore: IgnoreRegions = .none,
                style: DiffStyle = .default, clustering: RegionClustering = .default) {
        self.mode = mode
        self.budget = budget
        self.ignore = ignore
        self.style = style
        self.clustering = clustering
    }

    /// Compares `actual` with `reference`.
    /// - Parameter makeDiffImage: also draw the diff image (``DiffResult/diffImage``), in a new
    ///   buffer of the union's size.
    /// - Throws: ``DiffError/maskSizeMismatch(mask:image:path:)`` when the ignore mask is not the
    ///   reference's size.
    public func compare(reference: RGBAImage, actual: RGBAImage, makeDiffImage: Bool = false) throws(DiffError) -> DiffResult {
        let (result, map) = try scanned(reference: reference, actual: actual, paintMap: makeDiffImage)
        guard makeDiffImage else { return result }
        let (width, height) = Self.union(result)
        return result.replacingDiffImage(newDiffImage(map: map, reference: reference, width: width, height: height))
    }

    /// Compares `actual` with `reference` and draws the diff image into the storage of whichever
    /// input has the union's size (the reference when both do): peak memory is the two images
    /// plus one byte a pixel, not three images. Same result and diff pixels as
    /// ``compare(reference:actual:makeDiffImage:)`` with `makeDiffImage: true`. Pass the images
    /// with `consume` (or as their last use) so that their storage is not shared and needs no copy.
    /// - Throws: ``DiffError/maskSizeMismatch(mask:image:path:)`` when the ignore mask is not the
    ///   reference's size.
    public func compareDrawingInPlace(reference: consuming RGBAImage, actual: consuming RGBAImage) throws(DiffError) -> DiffResult {
        // The scan holds the images only inside `scanned`: it ends before their storage is written.
        let (result, map) = try scanned(reference: reference, actual: actual, paintMap: true)
        let (width, height) = Self.union(result)
        if (reference.width != width || reference.height != height) && actual.width == width && actual.height == height {
            let ref = reference
            actual.mutableBytes.withUnsafeMutableBufferPointer { out in
                paintDiff(map: map, reference: ref, into: out, width: width, height: height)
            }
            return result.replacingDiffImage(actual)
        }
        return result.replacingDiffImage(drawDiff(map: map, reference: consume reference, width: width, height: height))
    }

    /// Compares without drawing: the result (no image) and the paint map (``DiffPaint`` raw
    /// values, one byte a pixel of the union) that ``drawDiff(map:reference:width:height:)`` and
    /// ``placeDiff(map:reference:width:height:into:panel:)`` draw from.
    func compareForPaintMap(reference: RGBAImage, actual: RGBAImage) throws(DiffError) -> (result: DiffResult, map: [UInt8]) {
        try scanned(reference: reference, actual: actual, paintMap: true)
    }

    /// The `width × height` diff image of a paint map, drawn into the reference's storage when it
    /// has that size (a new buffer otherwise).
    func drawDiff(map: [UInt8], reference: consuming RGBAImage, width: Int, height: Int) -> RGBAImage? {
        guard reference.width == width && reference.height == height else {
            return newDiffImage(map: map, reference: reference, width: width, height: height)
        }
        reference.mutableBytes.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            paintDiff(map: map, reference: UnsafePointer(base), referenceWidth: width, into: base, width: width, height: height)
        }
        return reference
    }

    /// Draws the `width × height` diff image of a paint map into panel `panel` of a strip page,
    /// one row at a time (no diff image in memory).
    func placeDiff(map: [UInt8], reference: RGBAImage, width: Int, height: Int, into page: inout DiffStrip.Page, panel: Int) {
        var painter = DiffPainter(style: style, background: grayBackground)
        var row = [UInt8](repeating: 0, count: width * 4)
        map.withUnsafeBufferPointer { m in
            reference.bytes.withUnsafeBufferPointer { ref in
                row.withUnsafeMutableBufferPointer { out in
                    guard let mapBase = m.baseAddress, let refBase = ref.baseAddress, let outBase = out.baseAddress,
                          m.count >= width * height else { return }
                    for y in 0..<height {
                        // Rows below the reference hold no background pixels: its last row stands in.
                        let refRow = refBase + min(y, max(reference.height - 1, 0)) * reference.width * 4
                        painter.paint(map: mapBase + y * width, reference: refRow, referenceWidth: reference.width,
                                      out: outBase, width: width, height: 1)
                        page.placeRow(UnsafePointer(outBase), width: width, y: y, panel: panel)
                    }
                }
            }
        }
    }

    /// Throws when the ignore mask does not have the reference's size.
    private func checkMask(against size: PixelSize) throws(DiffError) {
        if let mask = ignore.mask, mask.size != size {
            throw .maskSizeMismatch(mask: mask.size.description, image: size.description, path: ignore.maskPath)
        }
    }

    /// Draws the diff image from a paint map into `out` (`width × height` RGBA).
    private func paintDiff(map: [UInt8], reference: RGBAImage, into out: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int) {
        reference.bytes.withUnsafeBufferPointer { ref in
            guard let refBase = ref.baseAddress, let outBase = out.baseAddress else { return }
            paintDiff(map: map, reference: refBase, referenceWidth: reference.width, into: outBase, width: width, height: height)
        }
    }

    private func paintDiff(map: [UInt8], reference: UnsafePointer<UInt8>, referenceWidth: Int,
                           into out: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
        var painter = DiffPainter(style: style, background: grayBackground)
        map.withUnsafeBufferPointer { m in
            guard let mapBase = m.baseAddress, m.count >= width * height else { return }
            painter.paint(map: mapBase, reference: reference, referenceWidth: referenceWidth, out: out, width: width, height: height)
        }
    }

    /// Scans the two images (recording the paint map when asked) and judges the result, without
    /// a diff image. The scan, and its hold on the images' storage, ends here.
    private func scanned(reference: RGBAImage, actual: RGBAImage, paintMap: Bool) throws(DiffError) -> (result: DiffResult, map: [UInt8]) {
        try checkMask(against: reference.size)
        if paintMap {
            // The diff image covers both sizes: a very wide and a very tall image make a union
            // no image can hold.
            let (w, h) = (max(reference.width, actual.width), max(reference.height, actual.height))
            let (pixels, overflow) = w.multipliedReportingOverflow(by: h)
            if overflow || pixels > PixelSize.defaultMaxPixels {
                throw .diffImageTooLarge(reference: reference.size, actual: actual.size, maxPixels: PixelSize.defaultMaxPixels)
            }
        }
        var scan = DiffScan(comparator: self, referenceSize: reference.size, actualSize: actual.size, makeDiffImage: paintMap)
        scan.run(reference: reference, actual: actual)
        return (result(of: scan), scan.paintMap)
    }

    /// Compares the images `reference` and `actual` read, a band of rows at a time, the two
    /// read side by side on two threads, without a diff image: neither image is ever resident
    /// whole (rows are released once compared), so a comparison holds a few hundred rows instead
    /// of two images. The same result as ``compare(reference:actual:makeDiffImage:)``. Returns
    /// `nil` when the two are not of one size or either cannot be read to its end (a corrupt
    /// stream): decode them whole then.
    /// - Throws: ``DiffError/maskSizeMismatch(mask:image:path:)`` when the ignore mask is not the
    ///   reference's size.
    func compareStreaming(reference: PNGRowStream, actual: PNGRowStream, bandRows: Int = 128) throws(DiffError) -> DiffResult? {
        guard actual.info.width == reference.info.width, actual.info.height == reference.info.height,
              reference.rowsRead == 0, actual.rowsRead == 0,
              let size = try? PixelSize(width: reference.info.width, height: reference.info.height) else { return nil }
        try checkMask(against: size)
        // A band, its neighbourhood, and a spare band ahead.
        let windowRows = 2 * max(1, bandRows) + 2 * DiffScan.neighbourhoodRows
        guard let referenceRows = RowWindow(size: size, windowRows: windowRows),
              let actualRows = RowWindow(size: size, windowRows: windowRows) else { return nil }
        // The reference's rows are read on a helper thread while this one reads the actual's.
        let helper = BandReader(stream: reference, window: referenceRows)
        defer { helper.stop() }
        var scan = DiffScan(comparator: self, referenceSize: size, actualSize: size, makeDiffImage: false)
        let complete = scan.runStreaming(reference: referenceRows, actual: actualRows, bandRows: bandRows) { band in
            helper.request(band)
            let ok = actual.read(band.count, into: actualRows.rows + band.lowerBound * actualRows.stride)
            return helper.wait() && ok
        }
        guard complete, reference.finish(), actual.finish() else { return nil }
        return result(of: scan)
    }

    /// The result of a finished scan.
    private func result(of scan: DiffScan) -> DiffResult {
        let total = scan.unionWidth * scan.unionHeight
        let referenceSize = scan.referenceSize, actualSize = scan.actualSize
        // No row differed: the pixels are identical and no colour maths ran (the rows were
        // compared with one memcmp each, as fast as one memcmp of the whole buffer).
        if referenceSize == actualSize && scan.differingRows == 0 {
            return .identical(mode: mode, size: referenceSize, shortcut: .identicalPixels, diffImage: nil)
        }
        let sizeMismatch = referenceSize != actualSize
        return DiffResult(
            mode: mode, referenceSize: referenceSize, actualSize: actualSize, totalPixels: total,
            differentPixels: scan.different, antialiasedPixels: scan.antialiased, ignoredPixels: scan.ignored,
            maxChannelDelta: scan.maxChannelDelta, regions: scan.regions.regions(maxRegions: clustering.maxRegions),
            passed: !sizeMismatch && budget.allows(differentPixels: scan.different, totalPixels: total),
            shortcut: .none, diffImage: nil)
    }

    /// The union of a result's two sizes, which its paint map and diff image cover.
    private static func union(_ result: DiffResult) -> (width: Int, height: Int) {
        (max(result.referenceSize.width, result.actualSize.width), max(result.referenceSize.height, result.actualSize.height))
    }

    /// The diff image of a paint map in a new `width × height` buffer.
    private func newDiffImage(map: [UInt8], reference: RGBAImage, width: Int, height: Int) -> RGBAImage? {
        guard let size = try? PixelSize(width: width, height: height) else { return nil }
        var image = RGBAImage(size: size)
        image.mutableBytes.withUnsafeMutableBufferPointer { out in
            paintDiff(map: map, reference: reference, into: out, width: width, height: height)
        }
        return image
    }

    /// The diff image of two identical images: the faded reference, or nothing drawn with
    /// ``DiffStyle/diffMask``.
    func fadedImage(of image: RGBAImage) -> RGBAImage {
        var out = RGBAImage(size: image.size)
        if style.diffMask { return out }
        var gray = GrayPainter(alpha: style.alpha, background: grayBackground)
        out.mutableBytes.withUnsafeMutableBufferPointer { dst in
            image.bytes.withUnsafeBufferPointer { src in
                guard let d = dst.baseAddress, let s = src.baseAddress else { return }
                gray.drawRow(s, d, count: image.size.pixelCount)
            }
        }
        return out
    }

    /// Turns `image` into its own diff image as two identical images (see ``fadedImage(of:)``),
    /// in place: each pixel's grey depends only on that pixel.
    func fadeInPlace(_ image: inout RGBAImage) {
        if style.diffMask {
            image.mutableBytes.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            return
        }
        var gray = GrayPainter(alpha: style.alpha, background: grayBackground)
        let count = image.size.pixelCount
        image.mutableBytes.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            gray.drawRow(UnsafePointer(base), base, count: count)
        }
    }

    /// Which pixelmatch version's grayscale rounding to follow: 5.x's with a white blend.
    var grayBackground: YIQBackground {
        if case .yiq(let options) = mode { return options.background }
        return .checkerboard
    }

    /// The settings in words, the one description of a comparison in messages and results:
    /// `exact`, `channel (tolerance 2), budget 10 px`, `yiq (threshold 0.1), budget 10 px or 0.1%`,
    /// `…, ignoring 2 areas`.
    public var summary: String {
        var text = mode.description
        if budget != .exact {
            var limits: [String] = []
            if let maxPixels = budget.maxPixels { limits.append("\(maxPixels) px") }
            if let maxRatio = budget.maxRatio { limits.append("\(maxRatio * 100)%") }
            text += ", budget " + limits.joined(separator: " or ")
        }
        if !ignore.isEmpty { text += ", ignoring \(ignore.rectangles.count) areas" }
        return text
    }
}

/// Reads bands of one row stream on a thread of its own, one request at a time: ``request(_:)``
/// hands it a band, ``wait()`` returns whether it was read. The semaphores order every access to
/// the stream and the window (only one side touches them between a request and its wait). When
/// no thread can be started, ``wait()`` reads the band on the calling thread.
private final class BandReader: @unchecked Sendable {
    private let stream: PNGRowStream
    private let window: RowWindow
    private let requested = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
    private var band: Range<Int>?
    private var succeeded = true
    private var running = false

    init(stream: PNGRowStream, window: RowWindow) {
        self.stream = stream
        self.window = window
        running = NativeThread.start(stackSize: 1 << 20) { [self] in
            while true {
                requested.wait()
                guard let band else { done.signal(); return }  // stopped
                succeeded = read(band)
                done.signal()
            }
        }
    }

    private func read(_ band: Range<Int>) -> Bool {
        stream.read(band.count, into: window.rows + band.lowerBound * window.stride)
    }

    func request(_ band: Range<Int>) {
        self.band = band
        if running { requested.signal() }
    }

    func wait() -> Bool {
        guard running else { return band.map(read) ?? true }
        done.wait()
        return succeeded
    }

    func stop() {
        guard running else { return }
        band = nil
        requested.signal()
        done.wait()
        running = false
    }
}
