// Gouraud-shaded triangle meshes to pixels. The coverage is the union of the mesh's triangles
// filled as one outline (each triangle wound the same way, non-zero rule), so adjacent triangles
// meet without a seam and their shared edges are not anti-aliased twice. The colours are a
// bitmap of the mesh's device box: each pixel takes the barycentric mix of the corner colours of
// the triangle holding its centre, computed with integer edge functions on 24.8 fixed-point
// corners; a pixel whose centre lies in no triangle (an edge pixel) takes the colour of the
// nearest triangle's edge (barycentric weights clamped at 0). The canvas draws that bitmap,
// pixel for pixel, through the outline as a clip.
import PenumbraCore
import PenumbraRaster
import PenumbraVector

/// Draws triangle meshes with per-pixel interpolated colours.
struct MeshRasterizer {
    /// Device corners are clamped to this many pixels from the origin, keeping the fixed-point
    /// edge functions within 64 bits.
    static let maxCoordinate = 1 << 20
    /// The most pixel visits one mesh's colours may take; past it, pixels keep what they have.
    static let maxVisits = 1 << 26

    /// Draws `mesh` mapped by `toDevice`, tinted as a template when `tint` is given.
    static func draw(_ mesh: VectorMesh, _ toDevice: AffineTransform, tint: PremultipliedRGBA8?, into canvas: inout RasterCanvas) {
        guard mesh.opacity > 0, !mesh.triangles.isEmpty else { return }
        let limit = Double(maxCoordinate)
        func fixed(_ p: Point) -> (Int, Int)? {
            let q = toDevice.apply(p)
            guard q.x.isFinite, q.y.isFinite else { return nil }
            return (Int((max(-limit, min(limit, q.x)) * 256).rounded()), Int((max(-limit, min(limit, q.y)) * 256).rounded()))
        }
        // Triangles in device fixed point, wound one way, and their outline.
        struct Triangle {
            var x: (Int, Int, Int), y: (Int, Int, Int)
            var c: (RGBA8, RGBA8, RGBA8)
        }
        var triangles: [Triangle] = []
        triangles.reserveCapacity(mesh.triangles.count)
        var outline = VectorPath()
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for t in mesh.triangles {
            guard let a = fixed(t.points.0), var b = fixed(t.points.1), var c = fixed(t.points.2) else { continue }
            var cb = t.colors.1, cc = t.colors.2
            let area = (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
            if area == 0 { continue }
            if area < 0 { swap(&b, &c); swap(&cb, &cc) }
            triangles.append(Triangle(x: (a.0, b.0, c.0), y: (a.1, b.1, c.1), c: (t.colors.0, cb, cc)))
            outline.move(to: Point(Double(a.0) / 256, Double(a.1) / 256))
            outline.line(to: Point(Double(b.0) / 256, Double(b.1) / 256))
            outline.line(to: Point(Double(c.0) / 256, Double(c.1) / 256))
            outline.close()
            minX = min(minX, a.0, b.0, c.0); maxX = max(maxX, a.0, b.0, c.0)
            minY = min(minY, a.1, b.1, c.1); maxY = max(maxY, a.1, b.1, c.1)
        }
        guard !triangles.isEmpty else { return }
        // The device box of the mesh, on the canvas.
        let x0 = max(0, (minX >> 8) - 1), y0 = max(0, (minY >> 8) - 1)
        let x1 = min(canvas.width, (maxX >> 8) + 2), y1 = min(canvas.height, (maxY >> 8) + 2)
        guard x1 > x0, y1 > y0, let size = try? PixelSize(width: x1 - x0, height: y1 - y0) else { return }
        let w = x1 - x0, h = y1 - y0
        var colors = [UInt8](repeating: 0, count: w * h * 4)
        // Per pixel: 2 = the centre is inside a triangle; 1 = nearest so far, with its distance.
        var state = [UInt8](repeating: 0, count: w * h)
        var outsideNum = [Int](repeating: 0, count: w * h), outsideDen = [Int](repeating: 1, count: w * h)
        var visits = 0
        for t in triangles {
            let tx0 = max(x0, (min(t.x.0, t.x.1, t.x.2) >> 8) - 1), tx1 = min(x1, (max(t.x.0, t.x.1, t.x.2) >> 8) + 2)
            let ty0 = max(y0, (min(t.y.0, t.y.1, t.y.2) >> 8) - 1), ty1 = min(y1, (max(t.y.0, t.y.1, t.y.2) >> 8) + 2)
            guard tx1 > tx0, ty1 > ty0 else { continue }
            visits += (tx1 - tx0) * (ty1 - ty0)
            if visits > maxVisits { break }
            var area = (t.x.1 - t.x.0) * (t.y.2 - t.y.0) - (t.y.1 - t.y.0) * (t.x.2 - t.x.0)
            // Weights are scaled down together when the area is large, so weight × 255 stays in range.
            var shift = 0
            while area >> shift > 1 << 46 { shift += 1 }
            area >>= shift
            guard area > 0 else { continue }
            for py in ty0..<ty1 {
                let cy = py * 256 + 128
                for px in tx0..<tx1 {
                    let k = (py - y0) * w + (px - x0)
                    if state[k] == 2 { continue }
                    let cx = px * 256 + 128
                    // Edge functions: the weight of each corner is the area opposite it.
                    var w0 = ((t.x.2 - t.x.1) * (cy - t.y.1) - (t.y.2 - t.y.1) * (cx - t.x.1)) >> shift
                    var w1 = ((t.x.0 - t.x.2) * (cy - t.y.2) - (t.y.0 - t.y.2) * (cx - t.x.2)) >> shift
                    var w2 = ((t.x.1 - t.x.0) * (cy - t.y.0) - (t.y.1 - t.y.0) * (cx - t.x.0)) >> shift
                    let inside = w0 >= 0 && w1 >= 0 && w2 >= 0
                    if !inside {
                        // How far outside, as a fraction of the area; keep the nearest triangle.
                        let negative = -(min(0, w0) + min(0, w1) + min(0, w2))
                        if state[k] == 1 {
                            let here = negative.multipliedFullWidth(by: outsideDen[k]), best = outsideNum[k].multipliedFullWidth(by: area)
                            if (here.high, here.low) >= (best.high, best.low) { continue }
                        }
                        outsideNum[k] = negative; outsideDen[k] = area
                        w0 = max(0, w0); w1 = max(0, w1); w2 = max(0, w2)
                        while w0 + w1 + w2 > 1 << 50 { w0 >>= 1; w1 >>= 1; w2 >>= 1 }
                    }
                    let sum = w0 + w1 + w2
                    guard sum > 0 else { continue }
                    @inline(__always) func mix(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
                        UInt8((Int(a) * w0 + Int(b) * w1 + Int(c) * w2 + sum / 2) / sum)
                    }
                    let o = k * 4
                    let r = mix(t.c.0.r, t.c.1.r, t.c.2.r), g = mix(t.c.0.g, t.c.1.g, t.c.2.g)
                    let b = mix(t.c.0.b, t.c.1.b, t.c.2.b), a = mix(t.c.0.a, t.c.1.a, t.c.2.a)
                    let p = RGBA8(r, g, b, a).premultiplied
                    colors[o] = p.r; colors[o + 1] = p.g; colors[o + 2] = p.b; colors[o + 3] = p.a
                    state[k] = inside ? 2 : 1
                }
            }
        }
        guard let bitmap = Bitmap(size: size, premultipliedBytes: colors) else { return }
        let rect = Rect(x: Double(x0), y: Double(y0), width: Double(w), height: Double(h))
        canvas.pushClip(outline, fillRule: .nonZero)
        if let tint {
            canvas.draw(templateImage: bitmap, in: rect, tint: tint, sampling: .nearest, opacity: mesh.opacity)
        } else {
            canvas.draw(image: bitmap, in: rect, sampling: .nearest, opacity: mesh.opacity)
        }
        canvas.popClip()
    }
}
