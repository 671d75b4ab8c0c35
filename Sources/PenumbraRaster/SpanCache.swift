// Coverage of shapes drawn again at whole-pixel offsets: a screen repeats its cards, rows and
// controls, each a rounded rectangle the same size on the same sub-pixel phase. The rasterizer
// works relative to the shape's pixel box (edge positions, rounding, cells), so a shape moved by
// whole pixels has exactly the same coverage spans; they are kept, keyed by the edges relative to
// the box, and replayed, skipping the edge walk, the accumulation and the sweep.
import PenumbraCore

/// Coverage spans of shapes already rasterized by a canvas, by their box-relative edges.
final class SpanCache {
    struct Key: Hashable {
        /// Every edge `(x0, y0, x1, y1)` in 24.8 fixed point, minus the box's corner.
        let edges: [Int]
        let rule: FillRule
        let width: Int, height: Int

        /// A cheap hash: the size, the rule, the edge count and a sample of the edges (equal
        /// keys still compare every edge).
        func hash(into hasher: inout Hasher) {
            hasher.combine(width); hasher.combine(height); hasher.combine(rule); hasher.combine(edges.count)
            let step = max(1, edges.count / 8)
            var i = 0
            while i < edges.count { hasher.combine(edges[i]); i += step }
        }
    }

    /// A shape's spans: row `r`'s are `spans[rowStart[r]..<rowStart[r + 1]]`, x relative to the box.
    struct Entry {
        let spans: [CoverageSpan]
        let rowStart: [Int32]
    }

    /// At most this many shapes are kept (the oldest half is dropped beyond it).
    static let maxEntries = 512
    /// Shapes with more edges than this are not kept (a long path is rarely repeated).
    static let maxEdges = 1_024
    /// Shapes whose box has fewer pixels than this are not kept (they are quick to rasterize).
    static let minPixels = 256

    private var entries: [Key: Entry] = [:]

    /// The key of `edges` in a pixel box `box`, or nil when the shape is not worth keeping.
    static func key(_ edges: EdgeList, box: PixelBox, rule: FillRule) -> Key? {
        guard edges.segments.count <= maxEdges, box.width * box.height >= minPixels else { return nil }
        let ox = box.x0 << 8, oy = box.y0 << 8
        var relative: [Int] = []
        relative.reserveCapacity(edges.segments.count * 4)
        for (x0, y0, x1, y1) in edges.segments {
            relative.append(x0 - ox); relative.append(y0 - oy); relative.append(x1 - ox); relative.append(y1 - oy)
        }
        return Key(edges: relative, rule: rule, width: box.width, height: box.height)
    }

    func entry(_ key: Key) -> Entry? { entries[key] }

    func store(_ entry: Entry, for key: Key) {
        if entries.count >= Self.maxEntries {
            // Drop half, arbitrarily: repeated shapes come back and are kept again.
            for k in entries.keys.prefix(Self.maxEntries / 2) { entries[k] = nil }
        }
        entries[key] = entry
    }
}
