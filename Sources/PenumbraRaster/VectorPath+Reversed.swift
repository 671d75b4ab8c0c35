// Reversing a path's direction: a border's inner outline runs against the outer one so the
// band has winding 1 and the hole winding 0. Then every pixel's signed area is exactly its
// covered area even when both edges of a sub-pixel-thin border fall in the same pixel (with both
// outlines in one direction, a pixel holding windings 0, 1 and 2 would fold wrongly).
import PenumbraCore

extension VectorPath {
    /// The same outlines traversed backwards, each subpath closed.
    func reversedSubpaths() -> VectorPath {
        var out = VectorPath()
        var points: [Point] = []               // start point then end point of each segment
        var segments: [Element] = []           // the segment elements, in order
        func flush() {
            guard let last = points.last, !segments.isEmpty else { points = []; segments = []; return }
            out.move(to: last)
            for i in stride(from: segments.count - 1, through: 0, by: -1) {
                let from = points[i]           // start of segment i
                switch segments[i] {
                case .line: out.line(to: from)
                case .quad(let c, _): out.quad(control: c, to: from)
                case .cubic(let c1, let c2, _): out.cubic(control1: c2, control2: c1, to: from)
                default: break
                }
            }
            out.close()
            points = []; segments = []
        }
        for e in elements {
            switch e {
            case .move(let p): flush(); points = [p]
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if points.isEmpty { points = [Point.zero] }
                segments.append(e); points.append(p)
            case .close:
                if let first = points.first, let last = points.last, first != last {
                    segments.append(.line(to: first)); points.append(first)
                }
                flush()
            }
        }
        flush()
        return out
    }
}
