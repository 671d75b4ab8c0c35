import Foundation
import PenumbraCore

/// One comparison in progress: walks the rows, decides each pixel by the mode, counts, records
/// regions and, when a diff image is wanted, what it shows at each pixel (``DiffPaint``, one byte
/// a pixel); ``DiffPainter`` draws the image from that map afterwards, so that it can be drawn
/// into an input's own storage once the comparison no longer reads it.
///
/// Rows whose bytes are equal (one `memcmp`) cost nothing; inside a differing row, pixels with
/// equal 32-bit words are skipped before any colour maths.
struct DiffScan {
    let comparator: ImageComparator
    let referenceSize: PixelSize, actualSize: PixelSize
    let makeDiffImage: Bool
    let overlapWidth: Int, overlapHeight: Int
    let unionWidth: Int, unionHeight: Int

    private(set) var different = 0
    private(set) var antialiased = 0
    private(set) var ignored = 0
    private(set) var maxChannelDelta = 0
    /// Rows of the overlap whose bytes differ.
    private(set) var differingRows = 0
    private(set) var regions: RegionAccumulator
    /// What the diff image shows, ``DiffPaint`` raw values, union-sized (empty without an image).
    private(set) var paintMap: [UInt8]
    private var deltaECache = PairCache()

    init(comparator: ImageComparator, referenceSize reference: PixelSize, actualSize actual: PixelSize, makeDiffImage: Bool) {
        self.comparator = comparator
        self.referenceSize = reference
        self.actualSize = actual
        self.makeDiffImage = makeDiffImage
        overlapWidth = min(reference.width, actual.width)
        overlapHeight = min(reference.height, actual.height)
        unionWidth = max(reference.width, actual.width)
        unionHeight = max(reference.height, actual.height)
        regions = RegionAccumulator(width: unionWidth, height: unionHeight, cell: comparator.clustering.gap)
        paintMap = makeDiffImage ? [UInt8](repeating: 0, count: unionWidth * unionHeight) : []
    }

    /// What the mode decided for one pixel whose bytes differ.
    private enum Verdict {
        case match
        case different(DiffPaint)
        case antialiased
    }

    /// Scans `reference` (of ``referenceSize``) against `actual` (of ``actualSize``).
    mutating func run(reference: RGBAImage, actual: RGBAImage) {
        var out = paintMap
        paintMap = []
        reference.bytes.withUnsafeBufferPointer { refBuffer in
            actual.bytes.withUnsafeBufferPointer { actBuffer in
                out.withUnsafeMutableBufferPointer { outBuffer in
                    guard let ref = refBuffer.baseAddress, let act = actBuffer.baseAddress else { return }
                    // An empty array may still hand out a non-nil base address: check the request.
                    let outBase = makeDiffImage ? outBuffer.baseAddress : nil
                    scanOverlap(ref, act, outBase, rows: 0..<overlapHeight)
                    scanOutside(ref, act, outBase)
                }
            }
        }
        paintMap = out
    }

    /// Rows the anti-aliasing rule reads above and below the pixel it judges (its neighbours,
    /// and theirs).
    static let neighbourhoodRows = 2

    /// Scans two images of one size whose rows `fill` delivers a band at a time: `fill(rows)`
    /// writes those rows of both images into their places in `reference` and `actual` and returns
    /// `false` when it cannot. Only rows within ``neighbourhoodRows`` of the band are read, and
    /// rows no longer needed are released as the scan moves on, so neither image is ever
    /// resident whole. No paint map. Returns `false` when `fill` failed; the counts are then
    /// incomplete.
    mutating func runStreaming(reference: RowWindow, actual: RowWindow, bandRows: Int, fill: (Range<Int>) -> Bool) -> Bool {
        precondition(referenceSize == actualSize && !makeDiffImage)
        let height = overlapHeight, margin = Self.neighbourhoodRows
        var filled = 0  // rows delivered
        var y0 = 0
        while y0 < height {
            let y1 = min(height, y0 + max(1, bandRows))
            let needed = min(height, y1 + margin)
            if filled < needed {
                reference.populate(filled..<needed)
                actual.populate(filled..<needed)
                guard fill(filled..<needed) else { return false }
                filled = needed
            }
            scanOverlap(UnsafePointer(reference.rows), UnsafePointer(actual.rows), nil, rows: y0..<y1)
            // Rows above the next band's neighbourhood are done with.
            reference.release(below: y1 - margin)
            actual.release(below: y1 - margin)
            y0 = y1
        }
        return true
    }

    private mutating func scanOverlap(_ ref: UnsafePointer<UInt8>, _ act: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>?,
                                      rows: Range<Int>) {
        let rw = referenceSize.width, aw = actualSize.width, ow = overlapWidth, uw = unionWidth
        let hasIgnore = !comparator.ignore.isEmpty
        let detector = AntialiasingDetector(first: ref, firstWidth: rw, second: act, secondWidth: aw,
                                            width: ow, height: overlapHeight,
                                            background: { if case .yiq(let o) = comparator.mode { return o.background }; return .checkerboard }())
        let refRaw = UnsafeRawPointer(ref), actRaw = UnsafeRawPointer(act)
        // Counters live in locals for the loop and are stored once at the end: updating `self`'s
        // properties per pixel costs an exclusivity check each (58 ns a pixel against 5 ns).
        var different = 0, antialiased = 0, ignored = 0, maxChannelDelta = 0, differingRows = 0
        var regions = self.regions
        var cache = self.deltaECache
        self.regions = RegionAccumulator(width: 1, height: 1, cell: 1)
        defer {
            self.different += different; self.antialiased += antialiased; self.ignored += ignored
            self.maxChannelDelta = max(self.maxChannelDelta, maxChannelDelta); self.differingRows += differingRows
            self.regions = regions
            self.deltaECache = cache
        }
        let mode = comparator.mode
        let ignore = comparator.ignore

        for y in rows {
            let refRow = ref + y * rw * 4, actRow = act + y * aw * 4
            let outRow = out.map { $0 + y * uw }
            if memcmp(refRow, actRow, ow * 4) == 0 { continue }
            differingRows += 1
            // Consecutive differing pixels go to the region grid as one run.
            var runStart = 0, runLength = 0
            for x in 0..<ow {
                let p = refRaw.loadUnaligned(fromByteOffset: (y * rw + x) * 4, as: UInt32.self)
                let q = actRaw.loadUnaligned(fromByteOffset: (y * aw + x) * 4, as: UInt32.self)
                let rp = refRow + x * 4, ap = actRow + x * 4
                if p == q || (hasIgnore && ignore.contains(x: x, y: y)) {
                    if p != q { ignored += 1 }
                    continue
                }
                let r1 = Int(rp[0]), g1 = Int(rp[1]), b1 = Int(rp[2]), a1 = Int(rp[3])
                let r2 = Int(ap[0]), g2 = Int(ap[1]), b2 = Int(ap[2]), a2 = Int(ap[3])
                let channelDelta = max(max(abs(r1 - r2), abs(g1 - g2)), max(abs(b1 - b2), abs(a1 - a2)))
                maxChannelDelta = max(maxChannelDelta, channelDelta)
                let k = (y * rw + x) * 4
                switch Self.verdict(r1, g1, b1, a1, r2, g2, b2, a2, pair: UInt64(p) << 32 | UInt64(q), mode: mode,
                                    channelDelta: channelDelta, k: k, x: x, y: y, detector: detector, cache: &cache) {
                case .match:
                    break
                case .antialiased:
                    antialiased += 1
                    if let outRow { outRow[x] = DiffPaint.antialiased.rawValue }
                case .different(let paint):
                    different += 1
                    if runLength > 0 && runStart + runLength == x {
                        runLength += 1
                    } else {
                        if runLength > 0 { regions.add(x0: runStart, y: y, count: runLength) }
                        runStart = x
                        runLength = 1
                    }
                    if let outRow { outRow[x] = paint.rawValue }
                }
            }
            if runLength > 0 { regions.add(x0: runStart, y: y, count: runLength) }
        }
    }

    @inline(__always)
    private static func verdict(_ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int, _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int,
                                pair: UInt64, mode: ComparisonMode, channelDelta: Int, k: Int, x: Int, y: Int,
                                detector: AntialiasingDetector, cache: inout PairCache) -> Verdict {
        switch mode {
        case .yiq(let options):
            let delta = YIQDelta.delta(r1, g1, b1, a1, r2, g2, b2, a2, k: k, background: options.background, yOnly: false)
            guard abs(delta) > options.maxDelta else { return .match }
            if !options.includeAA && detector.isAntialiased(x: x, y: y) { return .antialiased }
            return .different(delta < 0 ? .differentAlt : .different)
        case .exact:
            break
        case .channel(let tolerance):
            if channelDelta <= tolerance.value { return .match }
        case .deltaE2000(let threshold):
            let de = cache.value(for: pair) { Self.deltaE(r1, g1, b1, a1, r2, g2, b2, a2, DeltaE.ciede2000) }
            if de <= threshold.maximum { return .match }
        case .deltaE94(let threshold):
            let de = cache.value(for: pair) { Self.deltaE(r1, g1, b1, a1, r2, g2, b2, a2, DeltaE.cie94) }
            if de <= threshold.maximum { return .match }
        }
        if r1 == r2 && g1 == g2 && b1 == b2 { return .different(.alphaOnly) }
        // Darker or lighter by YIQ brightness, as pixelmatch colours its alternate.
        let yDelta = YIQDelta.checkerboardDelta(r1, g1, b1, a1, r2, g2, b2, a2, k: k, yOnly: true)
        return .different(yDelta > 0 ? .differentAlt : .different)
    }

    /// ΔE between two straight RGBA colours. Opaque pairs compare directly; otherwise both are
    /// composited (in sRGB, as a display would) over white and over black and the larger ΔE
    /// counts, so that a change of alpha alone is a colour change over at least one of them.
    static func deltaE(_ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int, _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int,
                       _ formula: (CIELab, CIELab) -> Double) -> Double {
        if a1 == 255 && a2 == 255 {
            return formula(CIELab(srgb8: UInt8(r1), UInt8(g1), UInt8(b1)), CIELab(srgb8: UInt8(r2), UInt8(g2), UInt8(b2)))
        }
        func over(_ c: Int, _ a: Int, _ bg: Double) -> Double { (Double(c * a) + bg * Double(255 - a)) / 255 }
        var worst = 0.0
        for bg in [255.0, 0.0] {
            let lab1 = CIELab(srgbRed: over(r1, a1, bg), green: over(g1, a1, bg), blue: over(b1, a1, bg))
            let lab2 = CIELab(srgbRed: over(r2, a2, bg), green: over(g2, a2, bg), blue: over(b2, a2, bg))
            worst = max(worst, formula(lab1, lab2))
        }
        return worst
    }

    /// Counts and draws the pixels of the union outside the overlap: each is different. Without
    /// an ignore mask (and beyond the reference, where the mask cannot reach) they are counted
    /// and recorded as two rectangles, right of and below the overlap, so a union of a very
    /// wide and a very tall image costs nothing per pixel.
    private mutating func scanOutside(_ ref: UnsafePointer<UInt8>, _ act: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>?) {
        guard overlapWidth < unionWidth || overlapHeight < unionHeight else { return }
        let hasIgnore = !comparator.ignore.isEmpty
        let different = DiffPaint.different.rawValue, ignoredOutside = DiffPaint.ignoredOutside.rawValue
        // Columns (of rows inside the overlap's height) or rows where the mask may apply.
        let maskWidth = hasIgnore ? min(unionWidth, referenceSize.width) : 0
        let maskHeight = hasIgnore ? min(unionHeight, referenceSize.height) : 0
        // Right of the overlap, beyond the mask's columns.
        let right0 = max(overlapWidth, maskWidth)
        if right0 < unionWidth, overlapHeight > 0 {
            self.different += (unionWidth - right0) * overlapHeight
            regions.add(x0: right0, x1: unionWidth, y0: 0, y1: overlapHeight)
        }
        // Below the overlap, within the mask's rows: right of the mask's columns.
        let bottom0 = max(overlapHeight, maskHeight)
        if maskWidth < unionWidth, overlapHeight < bottom0 {
            self.different += (unionWidth - maskWidth) * (bottom0 - overlapHeight)
            regions.add(x0: maskWidth, x1: unionWidth, y0: overlapHeight, y1: bottom0)
        }
        // Below the overlap and below the mask's rows.
        if bottom0 < unionHeight {
            self.different += unionWidth * (unionHeight - bottom0)
            regions.add(x0: 0, x1: unionWidth, y0: bottom0, y1: unionHeight)
        }
        if let out {
            for y in 0..<unionHeight {
                let x0 = y < overlapHeight ? right0 : (y < bottom0 ? maskWidth : 0)
                if x0 < unionWidth { (out + y * unionWidth + x0).update(repeating: different, count: unionWidth - x0) }
            }
        }
        guard hasIgnore else { return }
        // Where the mask may apply: pixel by pixel, within the reference's extent.
        for y in 0..<bottom0 {
            let x0 = y < overlapHeight ? overlapWidth : 0
            let x1 = y < overlapHeight ? right0 : maskWidth
            guard x0 < x1 else { continue }
            for x in x0..<x1 {
                if comparator.ignore.contains(x: x, y: y) {
                    ignored += 1
                    if let out { out[y * unionWidth + x] = ignoredOutside }
                } else {
                    self.different += 1
                    regions.add(x: x, y: y)
                    if let out { out[y * unionWidth + x] = different }
                }
            }
        }
    }

}
