import PenumbraCore
/// Collects differing pixels into square cells and clusters them into ``DiffRegion``s.
///
/// Memory is one small record per cell (a 1170x2532 image with gap 8 has 46,000 cells), never a
/// per-pixel mask, so a comparison stays within the two images plus the diff image. The grid has
/// at most ``maxCells`` cells: for a huge area (the union of a very wide and a very tall image)
/// the cells grow, doubling, until it fits, so the records stay under 20 MB.
struct RegionAccumulator {
    /// The most cells a grid has (5 × 4 bytes each).
    static let maxCells = 1 << 20

    let cell: Int
    let columns: Int, rows: Int
    /// Per cell: count, minX, minY, maxX, maxY (inclusive); count 0 = empty. Allocated on first use.
    /// Counts saturate at `Int32.max`.
    private var cells: [Int32] = []

    init(width: Int, height: Int, cell: Int) {
        var c = max(1, cell)
        while ((width + c - 1) / c) * ((height + c - 1) / c) > RegionAccumulator.maxCells { c *= 2 }
        self.cell = c
        columns = (width + c - 1) / c
        rows = (height + c - 1) / c
    }

    /// Records every pixel of the rectangle `x0..<x1`, `y0..<y1` as differing, cell by cell.
    mutating func add(x0: Int, x1: Int, y0: Int, y1: Int) {
        guard x1 > x0, y1 > y0 else { return }
        if cells.isEmpty { cells = [Int32](repeating: 0, count: columns * rows * 5) }
        for cy in (y0 / cell)...((y1 - 1) / cell) {
            let top = max(y0, cy * cell), bottom = min(y1, (cy + 1) * cell)
            for cx in (x0 / cell)...((x1 - 1) / cell) {
                let left = max(x0, cx * cell), right = min(x1, (cx + 1) * cell)
                record(cell: (cy * columns + cx) * 5, count: (right - left) * (bottom - top),
                       x0: left, y0: top, x1: right - 1, y1: bottom - 1)
            }
        }
    }

    @inline(__always)
    private mutating func record(cell i: Int, count: Int, x0: Int, y0: Int, x1: Int, y1: Int) {
        if cells[i] == 0 {
            cells[i] = Int32(clamping: count)
            cells[i + 1] = Int32(x0); cells[i + 2] = Int32(y0); cells[i + 3] = Int32(x1); cells[i + 4] = Int32(y1)
        } else {
            cells[i] = Int32(clamping: Int(cells[i]) + count)
            cells[i + 1] = min(cells[i + 1], Int32(x0)); cells[i + 2] = min(cells[i + 2], Int32(y0))
            cells[i + 3] = max(cells[i + 3], Int32(x1)); cells[i + 4] = max(cells[i + 4], Int32(y1))
        }
    }

    var isEmpty: Bool { cells.isEmpty }

    /// Records a run of `count` differing pixels at row `y`, columns `x0..<x0+count`.
    mutating func add(x0: Int, y: Int, count: Int) {
        if cells.isEmpty { cells = [Int32](repeating: 0, count: columns * rows * 5) }
        var x = x0
        let end = x0 + count
        while x < end {
            let cx = x / cell
            let runEnd = min(end, (cx + 1) * cell)
            record(cell: ((y / cell) * columns + cx) * 5, count: runEnd - x, x0: x, y0: y, x1: runEnd - 1, y1: y)
            x = runEnd
        }
    }

    /// Records one differing pixel.
    @inline(__always) mutating func add(x: Int, y: Int) { add(x0: x, y: y, count: 1) }

    /// The clustered regions, sorted top to bottom then left to right, at most `maxRegions`.
    func regions(maxRegions: Int) -> [DiffRegion] {
        guard !cells.isEmpty else { return [] }
        var grid = CellGrid(columns: columns, rows: rows, cells: cells)
        while true {
            let raw = grid.components()
            // Merging overlapping boxes is quadratic: skip it while the count is far too high anyway.
            let found = raw.count > 8 * maxRegions ? raw : CellGrid.mergingOverlaps(raw)
            if found.count <= maxRegions || (grid.columns == 1 && grid.rows == 1) {
                return CellGrid.regions(found).sorted { ($0.bounds.y, $0.bounds.x) < ($1.bounds.y, $1.bounds.x) }
            }
            grid = grid.coarsened()
        }
    }
}

/// A grid of cell records, clustered by 8-connectivity; coarsening merges 2x2 blocks.
private struct CellGrid {
    let columns: Int, rows: Int
    let cells: [Int32]

    func coarsened() -> CellGrid {
        let c2 = (columns + 1) / 2, r2 = (rows + 1) / 2
        var out = [Int32](repeating: 0, count: c2 * r2 * 5)
        for r in 0..<rows {
            for c in 0..<columns {
                let i = (r * columns + c) * 5
                guard cells[i] != 0 else { continue }
                let o = ((r / 2) * c2 + c / 2) * 5
                if out[o] == 0 {
                    for k in 0..<5 { out[o + k] = cells[i + k] }
                } else {
                    out[o] += cells[i]
                    out[o + 1] = min(out[o + 1], cells[i + 1]); out[o + 2] = min(out[o + 2], cells[i + 2])
                    out[o + 3] = max(out[o + 3], cells[i + 3]); out[o + 4] = max(out[o + 4], cells[i + 4])
                }
            }
        }
        return CellGrid(columns: c2, rows: r2, cells: out)
    }

    typealias Box = (x0: Int, y0: Int, x1: Int, y1: Int, n: Int)

    /// Connected components of occupied cells, as inclusive boxes.
    func components() -> [Box] {
        var label = [Int32](repeating: -1, count: columns * rows)
        var boxes: [Box] = []
        var stack: [Int] = []
        for start in 0..<(columns * rows) where cells[start * 5] != 0 && label[start] < 0 {
            let id = Int32(boxes.count)
            var box = (x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min, n: 0)
            label[start] = id
            stack.append(start)
            while let c = stack.popLast() {
                let i = c * 5
                box.n += Int(cells[i])
                box.x0 = min(box.x0, Int(cells[i + 1])); box.y0 = min(box.y0, Int(cells[i + 2]))
                box.x1 = max(box.x1, Int(cells[i + 3])); box.y1 = max(box.y1, Int(cells[i + 4]))
                let cx = c % columns, cy = c / columns
                for ny in max(0, cy - 1)...min(rows - 1, cy + 1) {
                    for nx in max(0, cx - 1)...min(columns - 1, cx + 1) {
                        let n = ny * columns + nx
                        if cells[n * 5] != 0 && label[n] < 0 {
                            label[n] = id
                            stack.append(n)
                        }
                    }
                }
            }
            boxes.append(box)
        }
        return boxes
    }

    /// The boxes with overlapping ones merged, as regions.
    static func mergingOverlaps(_ input: [Box]) -> [Box] {
        var boxes = input
        // Bounding boxes of separate components can overlap (an L beside a dot): merge until none do.
        var merged = true
        while merged {
            merged = false
            outer: for i in 0..<boxes.count {
                for j in (i + 1)..<boxes.count {
                    let a = boxes[i], b = boxes[j]
                    if a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1 {
                        boxes[i] = (min(a.x0, b.x0), min(a.y0, b.y0), max(a.x1, b.x1), max(a.y1, b.y1), a.n + b.n)
                        boxes.remove(at: j)
                        merged = true
                        break outer
                    }
                }
            }
        }
        return boxes
    }

    static func regions(_ boxes: [Box]) -> [DiffRegion] {
        boxes.map {
            DiffRegion(bounds: PixelRect(unchecked: $0.x0, $0.y0, $0.x1 - $0.x0 + 1, $0.y1 - $0.y0 + 1), differentPixels: $0.n)
        }
    }
}
