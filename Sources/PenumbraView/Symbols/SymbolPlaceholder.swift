import PenumbraCore

/// What an unknown symbol draws: the outline of a rounded square in the symbol's box, in the
/// foreground colour, so the layout keeps the symbol's size and a reviewer sees where it is.
enum SymbolPlaceholder {
    /// The outline in the unit square (y down): a ring between two rounded squares, the outer one
    /// clockwise and the inner one anticlockwise, so the non-zero rule leaves the middle empty.
    /// The outer square spans 0.1…0.9 as the built-in `square.fill` does; the line is 0.08 thick,
    /// about a regular-weight symbol's stroke.
    static let outline: VectorPath = {
        var path = roundedSquare(inset: 0.1, radius: 0.16, clockwise: true)
        path.append(roundedSquare(inset: 0.18, radius: 0.08, clockwise: false))
        return path
    }()

    /// A rounded square from `inset` to `1 - inset` with circular corners (cubic control
    /// distance 0.5523 of the radius).
    private static func roundedSquare(inset: Double, radius r: Double, clockwise: Bool) -> VectorPath {
        let lo = inset, hi = 1 - inset, k = 0.5523 * r
        // Clockwise on screen (y down): top edge left to right, then down the right edge.
        var points: [(Point, Point, Point, Point)] = [ // (line end, control 1, control 2, arc end)
            (Point(hi - r, lo), Point(hi - r + k, lo), Point(hi, lo + r - k), Point(hi, lo + r)),
            (Point(hi, hi - r), Point(hi, hi - r + k), Point(hi - r + k, hi), Point(hi - r, hi)),
            (Point(lo + r, hi), Point(lo + r - k, hi), Point(lo, hi - r + k), Point(lo, hi - r)),
            (Point(lo, lo + r), Point(lo, lo + r - k), Point(lo + r - k, lo), Point(lo + r, lo)),
        ]
        var path = VectorPath()
        if clockwise {
            path.move(to: Point(lo + r, lo))
            for (end, c1, c2, arcEnd) in points {
                path.line(to: end)
                path.cubic(control1: c1, control2: c2, to: arcEnd)
            }
        } else {
            // The same corners walked backwards: each arc from its end to its start.
            points.reverse()
            path.move(to: Point(lo + r, lo))
            for (end, c1, c2, arcEnd) in points {
                path.line(to: arcEnd)
                path.cubic(control1: c2, control2: c1, to: end)
            }
        }
        path.close()
        return path
    }
}
