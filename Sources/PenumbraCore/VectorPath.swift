/// A vector outline: subpaths of lines, quadratic and cubic Bézier curves. Coordinates are in
/// the space of whoever builds it (glyph units, points, pixels); the rasterizer fills paths given
/// in device pixels.
public struct VectorPath: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []

    public init() {}
    public init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element that has one; nil for an empty path.
    public var lastPoint: Point? {
        for element in elements.reversed() {
            switch element {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
            case .close: continue
            }
        }
        return nil
    }

    public mutating func move(to p: Point) { elements.append(.move(to: p)) }
    public mutating func line(to p: Point) { elements.append(.line(to: p)) }
    public mutating func quad(control c: Point, to p: Point) { elements.append(.quad(control: c, to: p)) }
    public mutating func cubic(control1 c1: Point, control2 c2: Point, to p: Point) {
        elements.append(.cubic(control1: c1, control2: c2, to: p))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends every element of `other`.
    public mutating func append(_ other: VectorPath) { elements += other.elements }

    /// A rectangle, clockwise on screen from its top-left corner.
    public static func rectangle(_ r: Rect) -> VectorPath {
        var p = VectorPath()
        p.move(to: Point(r.minX, r.minY)); p.line(to: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY)); p.line(to: Point(r.minX, r.maxY)); p.close()
        return p
    }

    /// The ellipse inscribed in `r`: four cubics with the constant kappa 0.5522847498, from the
    /// rightmost point clockwise on screen.
    public static func ellipse(in r: Rect) -> VectorPath {
        let k = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        var p = VectorPath()
        p.move(to: Point(cx + rx, cy))
        p.cubic(control1: Point(cx + rx, cy + ry * k), control2: Point(cx + rx * k, cy + ry), to: Point(cx, cy + ry))
        p.cubic(control1: Point(cx - rx * k, cy + ry), control2: Point(cx - rx, cy + ry * k), to: Point(cx - rx, cy))
        p.cubic(control1: Point(cx - rx, cy - ry * k), control2: Point(cx - rx * k, cy - ry), to: Point(cx, cy - ry))
        p.cubic(control1: Point(cx + rx * k, cy - ry), control2: Point(cx + rx, cy - ry * k), to: Point(cx + rx, cy))
        p.close()
        return p
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: AffineTransform) -> VectorPath {
        VectorPath(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(to: transform.apply(p))
            case .line(let p): return .line(to: transform.apply(p))
            case .quad(let c, let p): return .quad(control: transform.apply(c), to: transform.apply(p))
            case .cubic(let c1, let c2, let p):
                return .cubic(control1: transform.apply(c1), control2: transform.apply(c2), to: transform.apply(p))
            case .close: return .close
            }
        })
    }

    /// The bounds of every point, control points included (so it may exceed the curve's own
    /// extent); `nil` for an empty path.
    public var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
