import PenumbraCore
import PenumbraStyle

/// Built-in vector symbols for icons, as outlines in the unit square (y down), filled with the
/// non-zero rule and tinted by the foreground colour. The coordinates are constants, so no
/// trigonometry runs when they are drawn.
enum SymbolLibrary {
    /// Every symbol name, sorted.
    static let names: [String] = (Array(symbols.keys) + Array(directional.keys)).sorted()

    /// The outline of `name` in `direction`, or nil when there is no such symbol. As in SF Symbols,
    /// `chevron.forward` and `chevron.backward` follow the layout direction (forward points right
    /// in left-to-right layouts, left in right-to-left ones); `chevron.right` and `chevron.left`
    /// always point where they say.
    static func path(named name: String, direction: LayoutDirection = .leftToRight) -> VectorPath? {
        if let pair = directional[name] { return symbols[direction == .rightToLeft ? pair.rtl : pair.ltr] }
        return symbols[name]
    }

    /// Directional names and the fixed symbols they stand for in each direction.
    private static let directional: [String: (ltr: String, rtl: String)] = [
        "chevron.forward": ("chevron.right", "chevron.left"),
        "chevron.backward": ("chevron.left", "chevron.right"),
    ]

    private static let symbols: [String: VectorPath] = [
        "chevron.right": polygon([(0.30, 0.22), (0.38, 0.14), (0.74, 0.50), (0.38, 0.86), (0.30, 0.78), (0.58, 0.50)]),
        "chevron.left": polygon([(0.70, 0.22), (0.62, 0.14), (0.26, 0.50), (0.62, 0.86), (0.70, 0.78), (0.42, 0.50)]),
        "chevron.down": polygon([(0.22, 0.30), (0.14, 0.38), (0.50, 0.74), (0.86, 0.38), (0.78, 0.30), (0.50, 0.58)]),
        "checkmark": polygon([(0.12, 0.52), (0.20, 0.44), (0.40, 0.64), (0.80, 0.22), (0.88, 0.30), (0.40, 0.80)]),
        "xmark": combine([
            polygon([(0.20, 0.28), (0.28, 0.20), (0.80, 0.72), (0.72, 0.80)]),
            polygon([(0.72, 0.20), (0.80, 0.28), (0.28, 0.80), (0.20, 0.72)]),
        ]),
        "plus": combine([
            polygon([(0.15, 0.44), (0.85, 0.44), (0.85, 0.56), (0.15, 0.56)]),
            polygon([(0.44, 0.15), (0.56, 0.15), (0.56, 0.85), (0.44, 0.85)]),
        ]),
        "minus": polygon([(0.15, 0.44), (0.85, 0.44), (0.85, 0.56), (0.15, 0.56)]),
        "square.fill": polygon([(0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9)]),
        "circle.fill": ellipse(cx: 0.5, cy: 0.5, r: 0.42),
        "star.fill": polygon([
            (0.5, 0.02), (0.6176, 0.3582), (0.9755, 0.3655), (0.6902, 0.5818), (0.7939, 0.9245),
            (0.5, 0.72), (0.2061, 0.9245), (0.3098, 0.5818), (0.0245, 0.3655), (0.3824, 0.3582),
        ]),
        "house.fill": polygon([
            (0.5, 0.12), (0.92, 0.50), (0.80, 0.50), (0.80, 0.88), (0.60, 0.88), (0.60, 0.62),
            (0.40, 0.62), (0.40, 0.88), (0.20, 0.88), (0.20, 0.50), (0.08, 0.50),
        ]),
        "person.fill": combine([
            ellipse(cx: 0.5, cy: 0.30, r: 0.18),
            {
                var p = VectorPath()
                p.move(to: Point(0.14, 0.90))
                p.cubic(control1: Point(0.14, 0.50), control2: Point(0.86, 0.50), to: Point(0.86, 0.90))
                p.close()
                return p
            }(),
        ]),
    ]

    /// A closed polygon, wound clockwise on screen (positive area with y down) so that pieces
    /// combined under the non-zero rule add up instead of cancelling.
    private static func polygon(_ points: [(Double, Double)]) -> VectorPath {
        var area = 0.0
        for i in points.indices {
            let (x0, y0) = points[i], (x1, y1) = points[(i + 1) % points.count]
            area += x0 * y1 - x1 * y0
        }
        let ordered = area < 0 ? points.reversed() : points
        var path = VectorPath()
        for (i, (x, y)) in ordered.enumerated() {
            if i == 0 { path.move(to: Point(x, y)) } else { path.line(to: Point(x, y)) }
        }
        path.close()
        return path
    }

    /// A circle from four cubic arcs (control distance 0.5523 of the radius), clockwise.
    private static func ellipse(cx: Double, cy: Double, r: Double) -> VectorPath {
        let k = 0.5523 * r
        var p = VectorPath()
        p.move(to: Point(cx + r, cy))
        p.cubic(control1: Point(cx + r, cy + k), control2: Point(cx + k, cy + r), to: Point(cx, cy + r))
        p.cubic(control1: Point(cx - k, cy + r), control2: Point(cx - r, cy + k), to: Point(cx - r, cy))
        p.cubic(control1: Point(cx - r, cy - k), control2: Point(cx - k, cy - r), to: Point(cx, cy - r))
        p.cubic(control1: Point(cx + k, cy - r), control2: Point(cx + r, cy - k), to: Point(cx + r, cy))
        p.close()
        return p
    }

    private static func combine(_ paths: [VectorPath]) -> VectorPath {
        var out = VectorPath()
        for p in paths { out.append(p) }
        return out
    }
}
