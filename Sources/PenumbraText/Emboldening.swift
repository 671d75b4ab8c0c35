import PenumbraCore

/// Synthesised bold: an outline grown outward by a fixed amount, as FreeType's
/// `FT_Outline_EmboldenXY` grows it. Used only for a weight no registered face is near.
extension VectorPath {
    /// The outline with every edge moved outward by `strength / 2` (so stems grow by
    /// `strength`), in the outline's units. Each point, control points included, moves along the
    /// bisector of its two edges' outward normals, far enough that both edges move by the same
    /// distance; a point at a spike sharper than about 150° stays. Which side is outward comes
    /// from the whole outline's winding (clockwise outer contours in TrueType, counter-clockwise
    /// in CFF, y up).
    func emboldened(by strength: Double) -> VectorPath {
        guard strength > 0, strength.isFinite else { return self }
        // Contours as point lists, with each element's point count to rebuild them.
        var contours: [[Point]] = [[]]
        for element in elements {
            switch element {
            case .move(let p):
                if !(contours[contours.count - 1].isEmpty) { contours.append([]) }
                contours[contours.count - 1].append(p)
            case .line(let p): contours[contours.count - 1].append(p)
            case .quad(let c, let p): contours[contours.count - 1] += [c, p]
            case .cubic(let c1, let c2, let p): contours[contours.count - 1] += [c1, c2, p]
            case .close: break
            }
        }
        var area = 0.0
        for c in contours where c.count > 2 {
            for i in c.indices {
                let a = c[i], b = c[(i + 1) % c.count]
                area += a.x * b.y - b.x * a.y
            }
        }
        // Outward normal of a direction (dx, dy): left of it for clockwise outlines.
        let clockwise = area < 0
        let half = strength / 2
        var shifted: [[Point]] = []
        for c in contours {
            let n = c.count
            var out = c
            if n >= 3 {
                for i in 0..<n {
                    // The nearest neighbours that are not on this point.
                    var j = (i + n - 1) % n, k = (i + 1) % n
                    while j != i, c[j] == c[i] { j = (j + n - 1) % n }
                    while k != i, c[k] == c[i] { k = (k + 1) % n }
                    guard j != i, k != i else { continue }
                    func unit(_ a: Point, _ b: Point) -> Point {
                        let dx = b.x - a.x, dy = b.y - a.y, l = (dx * dx + dy * dy).squareRoot()
                        return Point(x: dx / l, y: dy / l)
                    }
                    let din = unit(c[j], c[i]), dout = unit(c[i], c[k])
                    let nin = clockwise ? Point(x: -din.y, y: din.x) : Point(x: din.y, y: -din.x)
                    let nout = clockwise ? Point(x: -dout.y, y: dout.x) : Point(x: dout.y, y: -dout.x)
                    let d = 1 + din.x * dout.x + din.y * dout.y
                    guard d > 0.0625 else { continue }
                    out[i] = Point(x: c[i].x + half * (nin.x + nout.x) / d, y: c[i].y + half * (nin.y + nout.y) / d)
                }
            }
            shifted.append(out)
        }
        // The same elements, through the moved points.
        var result = VectorPath()
        // The walk mirrors the split above: a move starts a new contour only when the current
        // one already has points, so an outline that draws before its first move (a CFF
        // `hlineto` before any `rmoveto`) keeps those points in contour 0.
        var contour = 0, index = 0
        func next() -> Point { defer { index += 1 }; return shifted[contour][index] }
        for element in elements {
            switch element {
            case .move:
                if index > 0 { contour += 1 }
                index = 0
                result.move(to: next())
            case .line: result.line(to: next())
            case .quad: let c = next(); result.quad(control: c, to: next())
            case .cubic: let c1 = next(), c2 = next(); result.cubic(control1: c1, control2: c2, to: next())
            case .close: result.close()
            }
        }
        return result
    }
}
