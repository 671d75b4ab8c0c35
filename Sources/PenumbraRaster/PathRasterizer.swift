// VectorPath → coverage. See CoverageAccumulator.swift for the scan conversion and EdgeList.swift for
// the flattening tolerance.
import PenumbraCore

/// Turns paths in device pixels into 8-bit exact-area coverage masks.
public enum PathRasterizer {
    /// Exact-area coverage of `path` (device pixels, y down); nil when the path covers nothing.
    ///
    /// - Parameters:
    ///   - path: The outline, in device pixels; open subpaths are closed implicitly.
    ///   - fillRule: Which regions are inside.
    /// - Returns: A mask over the pixels the path's flattened outline touches, trimmed to the
    ///   rows and columns with coverage; `nil` when every pixel is 0. Coverage is computed
    ///   within device coordinates −16,384 ..< 16,384 on both axes (``maskLimit``).
    public static func mask(for path: VectorPath, fillRule: FillRule) -> CoverageMask? {
        let edges = EdgeList(path: path)
        var accumulator = CoverageAccumulator()
        return mask(edges: edges, fillRule: fillRule, within: maskLimit, accumulator: &accumulator)
    }

    /// Exact-area coverage of `path` computed only within the device-pixel rectangle
    /// `x0..<x1`, `y0..<y1` (and ``maskLimit``): what lies outside is not drawn, and the mask
    /// never grows past it, however far a malformed outline reaches.
    public static func mask(for path: VectorPath, fillRule: FillRule, withinX x0: Int, _ x1: Int, y y0: Int, _ y1: Int) -> CoverageMask? {
        let edges = EdgeList(path: path)
        var accumulator = CoverageAccumulator()
        let limit = PixelBox(x0: x0, y0: y0, x1: x1, y1: y1).intersection(maskLimit)
        return mask(edges: edges, fillRule: fillRule, within: limit, accumulator: &accumulator)
    }

    /// The device-pixel area a standalone mask is limited to, so that a stray huge coordinate
    /// cannot ask for an absurd allocation.
    static let maskLimit = PixelBox(x0: -16_384, y0: -16_384, x1: 16_384, y1: 16_384)

    /// The mask of `edges` limited to `limit` (when given), reusing `accumulator`.
    static func mask(edges: EdgeList, fillRule: FillRule, within limit: PixelBox?,
                     accumulator: inout CoverageAccumulator) -> CoverageMask? {
        guard !edges.isEmpty else { return nil }
        var box = edges.pixelBox
        if let limit { box = box.intersection(limit) }
        guard !box.isEmpty else { return nil }
        accumulator.reset(box: box)
        accumulator.add(edges)
        var minX = box.width, maxX = -1, minY = box.height, maxY = -1
        // Every byte is written by the row sweeps, so the buffer starts uninitialized.
        let out = [UInt8](unsafeUninitializedCapacity: box.width * box.height) { p, count in
            count = box.width * box.height
            for row in 0..<box.height {
                let rowPtr = p.baseAddress! + row * box.width
                accumulator.sweep(row: box.y0 + row, rule: fillRule, into: rowPtr)
                var first = 0
                while first < box.width && rowPtr[first] == 0 { first += 1 }
                if first < box.width {
                    var last = box.width - 1
                    while rowPtr[last] == 0 { last -= 1 }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, row); maxY = max(maxY, row)
                }
            }
        }
        guard maxX >= 0 else { return nil }
        if minX == 0 && minY == 0 && maxX == box.width - 1 && maxY == box.height - 1 {
            return CoverageMask(validatedOriginX: box.x0, originY: box.y0, width: box.width,
                                height: box.height, coverage: out)
        }
        let w = maxX - minX + 1, h = maxY - minY + 1
        let trimmed = [UInt8](unsafeUninitializedCapacity: w * h) { dst, count in
            count = w * h
            out.withUnsafeBufferPointer { src in
                for row in 0..<h {
                    (dst.baseAddress! + row * w).initialize(from: src.baseAddress! + (minY + row) * box.width + minX, count: w)
                }
            }
        }
        return CoverageMask(validatedOriginX: box.x0 + minX, originY: box.y0 + minY, width: w,
                            height: h, coverage: trimmed)
    }
}
