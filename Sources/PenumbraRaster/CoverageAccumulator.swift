// Exact-area scan conversion into an integer accumulation buffer.
//
// Every line segment is cut at pixel-row and pixel-column boundaries. A piece inside one pixel
// with height `dy` (subpixels, signed by direction) and end points `fx0`, `fx1` (subpixels from
// the pixel's left edge) covers the part of that pixel to its right, `dy · (512 − fx0 − fx1) / 2`
// subpixels², and all of every pixel further right, `dy · 256`. Both are kept doubled so they
// stay integers; the buffer holds per-pixel *differences* (`dy·512 − area` at the pixel,
// `+area` at the next), so one running sum along a row gives each pixel's exact signed area of
// winding, in units of 1/131,072 pixel (2 · 256 · 256). Integer sums commute: the result does
// not depend on the order the edges arrive in.
//
// The fill rule is applied per pixel to that signed area (non-zero: |v| clamped to one pixel;
// even-odd: |v| folded modulo two pixels). This is the same quantity a per-scanline sparse cell
// list (cover + area per touched cell, running cover between cells) yields; the differences
// are stored densely per row instead of in a sorted list, and the sweep skips empty cells four
// at a time. It is exact wherever the windings inside one pixel are two consecutive values
// (0/1, 1/2 …): whole regions of overlapping same-direction squares, self-crossing stars,
// holes drawn against the outline. It is approximate only where one pixel holds three winding
// values at once (both edges of a sub-pixel sliver that overlaps other coverage); the band of
// a border is therefore built with its inner outline reversed (windings 0/1/0), which keeps
// hairline borders exact. Coverage is `round(a · 255 / 131072)`, halves up, so an edge through
// the middle of a pixel gives 128.
//
// Segments are clipped to the buffer's box: rows outside are skipped; the part left of the box
// adds its full cover to the first column; the part right of it adds nothing.
import PenumbraCore

/// A reusable accumulation buffer over a pixel box.
struct CoverageAccumulator {
    /// The box being rasterized.
    private(set) var box = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    /// `(width + 1) × height` differences (the extra column takes the `+area` of the last pixel).
    private(set) var cells: [Int32] = []
    private(set) var stride = 0

    /// Full coverage of one pixel in accumulator units.
    static let full = 131_072

    /// Prepares the buffer for `box` (non-empty). The cells are all zero between uses (every
    /// sweep clears the cells it reads), so only growth allocates and nothing is cleared here.
    mutating func reset(box: PixelBox) {
        self.box = box
        stride = box.width + 1
        let count = stride * box.height
        if cells.count < count {
            cells = [Int32](repeating: 0, count: count)
        }
    }

    /// Accumulates every segment of `edges`.
    mutating func add(_ edges: EdgeList) {
        let b = box, s = stride
        cells.withUnsafeMutableBufferPointer { buf in
            var r = Rasterizer(cells: buf.baseAddress!, box: b, stride: s)
            for (x0, y0, x1, y1) in edges.segments { r.line(x0, y0, x1, y1) }
        }
    }

    /// Coverage (0...255) of the signed area `sum` under `rule`.
    @inline(__always)
    static func coverage(_ sum: Int, _ rule: FillRule) -> UInt8 {
        var a = sum < 0 ? -sum : sum
        if rule == .nonZero {
            if a > full { a = full }
        } else {
            a &= 262_143
            if a > full { a = 262_144 - a }
        }
        return UInt8(truncatingIfNeeded: (a &* 255 &+ 65_536) >> 17)
    }

    /// Writes row `y` (device row inside the box) as 8-bit coverage into `out[0..<box.width]`,
    /// clearing the row's cells.
    mutating func sweep(row y: Int, rule: FillRule, into out: UnsafeMutablePointer<UInt8>) {
        forEachRun(row: y, rule: rule) { x, length, c in
            (out + x).initialize(repeating: c, count: length)
        }
    }

    /// Writes row `y` as runs of constant coverage, `(x, length, coverage)` with `x` relative to
    /// the box, into `spans`; returns how many. Clears the row's cells.
    mutating func sweepSpans(row y: Int, rule: FillRule, into spans: UnsafeMutablePointer<CoverageSpan>) -> Int {
        var n = 0
        forEachRun(row: y, rule: rule) { x, length, c in
            if n > 0 && spans[n - 1].coverage == c {
                spans[n - 1].length += Int32(truncatingIfNeeded: length)
            } else {
                spans[n] = CoverageSpan(x: Int32(truncatingIfNeeded: x), length: Int32(truncatingIfNeeded: length), coverage: c)
                n += 1
            }
        }
        return n
    }

    /// Calls `body(x, length, coverage)` for each run of row `y` that shares one coverage, left
    /// to right, and clears the row's cells. Cells without edges are skipped by a scan for the
    /// next non-zero cell (four at a time, then one at a time), so a wide interior costs about
    /// one comparison per pixel.
    @inline(__always)
    private mutating func forEachRun(row y: Int, rule: FillRule, _ body: (Int, Int, UInt8) -> Void) {
        let w = box.width, offset = (y - box.y0) * stride
        cells.withUnsafeMutableBufferPointer { buf in
            let row = buf.baseAddress! + offset
            var sum = 0, x = 0
            while x < w {
                sum &+= Int(row[x])
                row[x] = 0
                let c = CoverageAccumulator.coverage(sum, rule)
                var j = x + 1
                while j + 4 <= w {
                    let pair0 = UnsafeRawPointer(row + j).loadUnaligned(as: UInt64.self)
                    let pair1 = UnsafeRawPointer(row + j + 2).loadUnaligned(as: UInt64.self)
                    if pair0 | pair1 != 0 { break }
                    j += 4
                }
                while j < w && row[j] == 0 { j += 1 }
                body(x, j - x, c)
                x = j
            }
            row[w] = 0
        }
    }
}

/// A run of pixels with the same coverage.
struct CoverageSpan {
    var x: Int32
    var length: Int32
    var coverage: UInt8
}

/// The per-segment walk, over a raw pointer so the inner loops have no bounds checks or
/// copy-on-write checks.
private struct Rasterizer {
    let cells: UnsafeMutablePointer<Int32>
    let box: PixelBox
    let stride: Int

    init(cells: UnsafeMutablePointer<Int32>, box: PixelBox, stride: Int) {
        self.cells = cells; self.box = box; self.stride = stride
    }

    /// `x` on the segment at height `y`, rounded symmetrically so every caller gets the same value.
    @inline(__always)
    private func xAt(_ y: Int, _ x0: Int, _ y0: Int, _ dx: Int, _ dy: Int) -> Int {
        x0 + FixedPoint.roundDiv((y - y0) * dx, dy)
    }

    mutating func line(_ ax: Int, _ ay: Int, _ bx: Int, _ by: Int) {
        // Orient downwards; `sign` keeps the winding direction.
        var x0 = ax, y0 = ay, x1 = bx, y1 = by, sign = 1
        if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); sign = -1 }
        let top = box.y0 << 8, bottom = box.y1 << 8
        if y1 <= top || y0 >= bottom { return }
        let dx = x1 - x0, dy = y1 - y0
        var ya = y0, xa = x0
        if ya < top { xa = xAt(top, x0, y0, dx, dy); ya = top }
        let yEnd = min(y1, bottom)
        while ya < yEnd {
            let rowTop = ya & ~255
            let yb = min(yEnd, rowTop + 256)
            let xb = yb == y1 ? x1 : xAt(yb, x0, y0, dx, dy)
            rowPiece(row: (rowTop >> 8) - box.y0, xa, ya - rowTop, xb, yb - rowTop, sign)
            xa = xb; ya = yb
        }
    }

    /// Adds a piece of one pixel row from `(xa, fya)` to `(xb, fyb)`, `fya < fyb` in 0...256.
    private mutating func rowPiece(row: Int, _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int, _ sign: Int) {
        let left = box.x0 << 8, right = box.x1 << 8
        let rowPtr = cells + row * stride
        // Entirely left of the box: full cover for the whole row from column 0.
        if xa <= left && xb <= left {
            rowPtr[0] &+= Int32(truncatingIfNeeded: (fyb - fya) * sign * 512)
            return
        }
        if xa >= right && xb >= right { return }
        var px0 = xa, py0 = fya, px1 = xb, py1 = fyb
        // Clip to the box horizontally, keeping y exact at the cuts.
        let ddx = xb - xa, ddy = fyb - fya
        @inline(__always) func yAt(_ x: Int) -> Int { fya + FixedPoint.roundDiv((x - xa) * ddy, ddx) }
        if px0 < left {
            let yc = yAt(left)
            rowPtr[0] &+= Int32(truncatingIfNeeded: (yc - py0) * sign * 512)
            px0 = left; py0 = yc
        } else if px1 < left {
            let yc = yAt(left)
            rowPtr[0] &+= Int32(truncatingIfNeeded: (py1 - yc) * sign * 512)
            px1 = left; py1 = yc
        }
        if px0 > right {
            py0 = yAt(right); px0 = right
        } else if px1 > right {
            py1 = yAt(right); px1 = right
        }
        walk(rowPtr, px0 - left, py0, px1 - left, py1, sign)
    }

    /// Walks cells from `(x0, y0)` to `(x1, y1)` in box-relative subpixels, `y0 <= y1`.
    @inline(__always)
    private func walk(_ rowPtr: UnsafeMutablePointer<Int32>, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int) {
        var c0 = x0 >> 8
        let c1 = x1 >> 8
        if c0 == c1 {
            let base = c0 << 8
            cell(rowPtr, c0, (y1 - y0) * sign, x0 - base, x1 - base)
            return
        }
        let dx = x1 - x0, dy = y1 - y0
        var cx = x0, cy = y0
        if dx > 0 {
            while c0 < c1 {
                let bx = (c0 + 1) << 8
                let by = y0 + FixedPoint.roundDiv((bx - x0) * dy, dx)
                cell(rowPtr, c0, (by - cy) * sign, cx - (c0 << 8), 256)
                cx = bx; cy = by; c0 += 1
            }
            cell(rowPtr, c0, (y1 - cy) * sign, cx - (c0 << 8), x1 - (c0 << 8))
        } else {
            while c0 > c1 {
                let bx = c0 << 8
                let by = y0 + FixedPoint.roundDiv((bx - x0) * dy, dx)
                cell(rowPtr, c0, (by - cy) * sign, cx - bx, 0)
                cx = bx; cy = by; c0 -= 1
            }
            cell(rowPtr, c0, (y1 - cy) * sign, cx - (c0 << 8), x1 - (c0 << 8))
        }
    }

    /// Adds cover `dy` with end points `fx0`, `fx1` (0...256 from the cell's left) to cell `c`.
    @inline(__always)
    private func cell(_ rowPtr: UnsafeMutablePointer<Int32>, _ c: Int, _ dy: Int, _ fx0: Int, _ fx1: Int) {
        if dy == 0 { return }
        let area = dy * (fx0 + fx1)
        let w = stride - 1
        if c >= w { return }
        if c < 0 { rowPtr[0] &+= Int32(truncatingIfNeeded: dy * 512); return }
        rowPtr[c] &+= Int32(truncatingIfNeeded: dy * 512 - area)
        rowPtr[c + 1] &+= Int32(truncatingIfNeeded: area)
    }
}
