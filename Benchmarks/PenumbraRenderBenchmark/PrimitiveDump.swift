import Foundation
import Penumbra

/// A display list as the primitives a 2D library draws (device pixels, straight-alpha RGBA):
/// what `Benchmarks/peers/display_list_peer.py` hands to cairo, so that the peer draws the same
/// shapes, text runs, clips, layers and shadows as the render it is compared with.
enum PrimitiveDump {
    static func json(_ list: DisplayList) throws -> Data {
        let s = Double(list.scale)
        var ops: [[String: Any]] = []
        func rgba(_ c: ResolvedColor) -> [Int] { [Int(c.rgba.r), Int(c.rgba.g), Int(c.rgba.b), Int(c.rgba.a)] }
        func box(_ f: Rect) -> [String: Any] { ["x": f.minX * s, "y": f.minY * s, "w": f.width * s, "h": f.height * s] }
        func shape(_ kind: ShapeKind, _ f: Rect) -> [String: Any] {
            var o = box(f)
            switch kind {
            case .rectangle: o["shape"] = "rect"
            case .roundedRectangle(let r, _): o["shape"] = "rect"; o["r"] = r * s
            case .capsule: o["shape"] = "rect"; o["r"] = min(f.width, f.height) * s / 2
            case .circle, .ellipse: o["shape"] = "ellipse"
            case .unitPath(let path): o["shape"] = "path"; o["d"] = commands(path, f)
            case .path: o["shape"] = "rect"
            }
            return o
        }
        func commands(_ path: VectorPath, _ f: Rect) -> [[Any]] {
            func p(_ q: Point) -> [Double] { [(f.minX + q.x * f.width) * s, (f.minY + q.y * f.height) * s] }
            return path.elements.map { e -> [Any] in
                switch e {
                case .move(let q): ["M"] + p(q)
                case .line(let q): ["L"] + p(q)
                case let .quad(c, q): ["Q"] + p(c) + p(q)
                case let .cubic(c1, c2, q): ["C"] + p(c1) + p(c2) + p(q)
                case .close: ["Z"]
                }
            }
        }
        for item in list.items {
            switch item.operation {
            case let .fill(kind, color):
                var o = shape(kind, item.frame); o["op"] = "fill"; o["rgba"] = rgba(color); ops.append(o)
            case let .fillGradient(kind, gradient):
                var o = shape(kind, item.frame); o["op"] = "gradient"
                let f = item.frame
                o["x0"] = (f.minX + gradient.startPoint.x * f.width) * s; o["y0"] = (f.minY + gradient.startPoint.y * f.height) * s
                o["x1"] = (f.minX + gradient.endPoint.x * f.width) * s; o["y1"] = (f.minY + gradient.endPoint.y * f.height) * s
                o["stops"] = gradient.stops.map { [$0.location, rgba($0.color)] as [Any] }
                ops.append(o)
            case let .strokeBorder(kind, stroke):
                var o = shape(kind, item.frame); o["op"] = "stroke"; o["rgba"] = rgba(stroke.color)
                o["width"] = max(1, stroke.lineWidth * s); ops.append(o)
            case .text(let run):
                let size = run.font.size * s
                ops.append(["op": "text", "x": item.frame.minX * s, "y": item.frame.minY * s + size * 0.93, "size": size,
                            "bold": run.font.weight.value >= 600, "rgba": rgba(run.color), "s": run.string])
            case .image(let image):
                if case .symbol(let path) = image.content {
                    var o = box(item.frame); o["op"] = "fill"; o["shape"] = "path"; o["d"] = commands(path, item.frame)
                    o["rgba"] = rgba(image.tint ?? ResolvedColor(rgba: RGBA8(0, 0, 0), name: nil, isDynamic: false)); ops.append(o)
                }
            case .pushClip(let kind):
                var o = shape(kind, item.frame); o["op"] = "clip"; ops.append(o)
            case .popClip: ops.append(["op": "unclip"])
            case .beginLayer(let opacity): ops.append(["op": "layer", "opacity": opacity])
            case .beginEffect: ops.append(["op": "layer", "opacity": 1.0])
            case .endLayer, .endEffect: ops.append(["op": "unlayer"])
            case .beginMask: break
            case .beginShadow(let shadow):
                ops.append(["op": "shadow", "dx": shadow.x * s, "dy": shadow.y * s, "rgba": rgba(shadow.color)])
            case .endShadow: ops.append(["op": "unshadow"])
            }
        }
        let scene: [String: Any] = ["width": Int((list.size.width * s).rounded()), "height": Int((list.size.height * s).rounded()), "ops": ops]
        return try JSONSerialization.data(withJSONObject: scene)
    }
}
