import Foundation
import PenumbraCore
import struct PenumbraCore.AffineTransform

/// SVG `transform` lists: `matrix`, `translate`, `scale`, `rotate` (about a point), `skewX`,
/// `skewY`, applied right to left as SVG composes them. Angles go through Penumbra's
/// deterministic trigonometry (quarter turns are exact).
enum SVGTransform {
    static func parse(_ text: String, element e: XMLElement, builder: SVGBuilder) throws(VectorError) -> AffineTransform {
        var result = AffineTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let name = rest[rest.startIndex..<open].trimming { " ,\n\t\r".contains($0) }
            guard let close = rest[open...].firstIndex(of: ")") else { throw builder.fail(e, "transform \"\(text)\" is not closed") }
            let args = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" || $0 == "\t" })
                .compactMap { Double($0) }
            rest = rest[rest.index(after: close)...]
            guard args.allSatisfy(\.isFinite) else { throw builder.fail(e, "transform \"\(text)\" has a number that is not finite") }
            let t: AffineTransform
            switch (name, args.count) {
            case ("matrix", 6): t = AffineTransform(a: args[0], b: args[1], c: args[2], d: args[3], tx: args[4], ty: args[5])
            case ("translate", 1): t = .translation(x: args[0], y: 0)
            case ("translate", 2): t = .translation(x: args[0], y: args[1])
            case ("scale", 1): t = .scale(x: args[0], y: args[0])
            case ("scale", 2): t = .scale(x: args[0], y: args[1])
            case ("rotate", 1), ("rotate", 3):
                let (s, c) = Trigonometry.sinCos(degrees: args[0])
                let r = AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
                if args.count == 3 {
                    t = AffineTransform.translation(x: -args[1], y: -args[2]).concatenating(r)
                        .concatenating(.translation(x: args[1], y: args[2]))
                } else {
                    t = r
                }
            case ("skewX", 1):
                let (s, c) = Trigonometry.sinCos(degrees: args[0])
                t = AffineTransform(a: 1, b: 0, c: s / c, d: 1, tx: 0, ty: 0)
            case ("skewY", 1):
                let (s, c) = Trigonometry.sinCos(degrees: args[0])
                t = AffineTransform(a: 1, b: s / c, c: 0, d: 1, tx: 0, ty: 0)
            default:
                throw builder.fail(e, "transform \"\(name)\" with \(args.count) numbers is not an SVG transform")
            }
            // "A B" maps a point by B, then A.
            result = t.concatenating(result)
        }
        guard rest.allSatisfy({ $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" }) else {
            throw builder.fail(e, "transform \"\(text)\" is not a list of transforms")
        }
        for v in [result.a, result.b, result.c, result.d, result.tx, result.ty] where !v.isFinite || abs(v) > SVGPathData.maxCoordinate {
            throw builder.fail(e, "transform \"\(text)\" is too large", .tooLarge)
        }
        return result
    }
}

/// Bounding boxes, for `objectBoundingBox` units.
enum SVGBounds {
    /// The box of the path's curves (extremes sampled along each curve).
    static func of(_ path: VectorPath) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        var pen = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): add(p); pen = p
            case .quad(let c, let p):
                for i in 1...16 {
                    let t = Double(i) / 16, mt = 1 - t
                    add(pen * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                }
                pen = p
            case .cubic(let c1, let c2, let p):
                for i in 1...32 {
                    let t = Double(i) / 32, mt = 1 - t
                    add(pen * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + p * (t * t * t))
                }
                pen = p
            case .close: break
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The box of what `nodes` draw, in the drawing's coordinates.
    static func of(_ nodes: [VectorNode]) -> Rect? {
        var box: Rect?
        func add(_ r: Rect) {
            guard let b = box else { box = r; return }
            let x0 = min(b.minX, r.minX), y0 = min(b.minY, r.minY)
            box = Rect(x: x0, y: y0, width: max(b.maxX, r.maxX) - x0, height: max(b.maxY, r.maxY) - y0)
        }
        for node in nodes {
            switch node {
            case .shape(let s): if let r = of(s.path.applying(s.transform)) { add(r) }
            case .group(let g): if let r = of(g.children) { add(r) }
            case .image(let i): if let r = of(VectorPath.rectangle(Rect(x: 0, y: 0, width: 1, height: 1)).applying(i.transform)) { add(r) }
            case .mesh(let m):
                var outline = VectorPath()
                for t in m.triangles { outline.move(to: t.points.0); outline.line(to: t.points.1); outline.line(to: t.points.2); outline.close() }
                if let r = of(outline.applying(m.transform)) { add(r) }
            }
        }
        return box
    }
}
