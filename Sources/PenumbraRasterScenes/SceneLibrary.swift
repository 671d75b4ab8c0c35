import PenumbraRaster
// The reference scenes' drawings, in points (multiplied by the display scale). Each scene puts
// one primitive on an opaque background so that its edges can be judged by eye.
import PenumbraCore

enum SceneLibrary {
    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> PremultipliedRGBA8 {
        RGBA8(r, g, b, a).premultiplied
    }
    static let background = rgb(242, 242, 247)
    static let white = rgb(255, 255, 255)
    static let blue = rgb(0, 122, 255)
    static let red = rgb(255, 59, 48)
    static let green = rgb(52, 199, 89)
    static let gray = rgb(199, 199, 204)
    static let ink = rgb(28, 28, 30)

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ s: Double) -> Rect {
        Rect(x: x * s, y: y * s, width: w * s, height: h * s)
    }

    static func paintBackground(_ c: inout RasterCanvas) {
        c.fill(rect: Rect(x: 0, y: 0, width: Double(c.width), height: Double(c.height)), color: background)
    }

    /// A 4x4 test image: four coloured quadrants with a translucent pixel.
    static let checker: Bitmap? = {
        let colors = [red, green, blue, ink]
        var bytes = [UInt8](repeating: 0, count: 64)
        for y in 0..<4 {
            for x in 0..<4 {
                var c = colors[(y / 2) * 2 + x / 2]
                if x == 1 && y == 1 { c = rgb(255, 204, 0, 128) }
                if (x + y) % 2 == 1 && y >= 2 { c = white }
                let i = (y * 4 + x) * 4
                bytes[i] = c.r; bytes[i + 1] = c.g; bytes[i + 2] = c.b; bytes[i + 3] = c.a
            }
        }
        return (try? PixelSize(width: 4, height: 4)).flatMap { Bitmap(size: $0, premultipliedBytes: bytes) }
    }()

    /// A 6x6 template glyph (a plus sign with soft ends) as alpha.
    static let plus: Bitmap? = {
        var bytes = [UInt8](repeating: 0, count: 144)
        for y in 0..<6 {
            for x in 0..<6 where x == 2 || x == 3 || y == 2 || y == 3 {
                let edge = x == 0 || x == 5 || y == 0 || y == 5
                let a: UInt8 = edge ? 128 : 255
                let i = (y * 6 + x) * 4
                bytes[i] = a / 3; bytes[i + 1] = a / 3; bytes[i + 2] = a / 3; bytes[i + 3] = a
            }
        }
        return (try? PixelSize(width: 6, height: 6)).flatMap { Bitmap(size: $0, premultipliedBytes: bytes) }
    }()

    static let definitions: [RasterReferenceScenes.Definition] = [
        ("rects-fractional", (48, 32), { c, s in
            paintBackground(&c)
            c.fill(rect: rect(4, 4, 16, 10, s), color: blue)
            c.fill(rect: rect(24.25, 4.5, 16.5, 10.25, s), color: red)
            c.fill(rect: rect(4.4, 18.7, 40.3, 0.6, s), color: ink)
            c.fill(rect: rect(4.5, 22.5, 20, 6, s), color: green, opacity: 0.5)
            c.fill(rect: rect(14.5, 24.5, 20, 6, s), color: blue, opacity: 0.5)
        }),
        ("corners-circular", (64, 40), { c, s in
            paintBackground(&c)
            c.fill(RoundedRect(rect: rect(4, 4, 26, 32, s), radius: 8 * s), color: blue)
            let radii = CornerRadii(topLeft: 0, topRight: 4 * s, bottomRight: 12 * s, bottomLeft: 2 * s)
            c.fill(RoundedRect(rect: rect(34.5, 4.5, 25, 31, s), radii: radii), color: red)
        }),
        ("corners-continuous", (64, 40), { c, s in
            paintBackground(&c)
            c.fill(RoundedRect(rect: rect(4, 4, 26, 32, s), radius: 8 * s, style: .continuous), color: blue)
            let radii = CornerRadii(topLeft: 0, topRight: 4 * s, bottomRight: 12 * s, bottomLeft: 2 * s)
            c.fill(RoundedRect(rect: rect(34.5, 4.5, 25, 31, s), radii: radii, style: .continuous), color: red)
        }),
        ("ellipses-lines", (64, 40), { c, s in
            paintBackground(&c)
            c.fill(Shapes.circle(center: Point(14 * s, 14 * s), radius: 10 * s), color: blue)
            c.fill(Shapes.ellipse(in: rect(28.3, 4.6, 30, 16, s)), color: red)
            c.fill(Shapes.line(from: Point(4 * s, 34 * s), to: Point(60 * s, 26 * s), width: 1.5 * s), color: ink)
            c.fill(Shapes.line(from: Point(6 * s, 26 * s), to: Point(20 * s, 38 * s), width: 1), color: green)
        }),
        ("fill-rules", (64, 36), { c, s in
            paintBackground(&c)
            for (i, rule) in [FillRule.nonZero, .evenOdd].enumerated() {
                let ox = Double(i) * 32
                let pts = [(16.0, 2.0), (24.8, 29.2), (1.7, 12.4), (30.3, 12.4), (7.2, 29.2)]
                var p = VectorPath()
                p.move(to: Point((ox + pts[0].0) * s, pts[0].1 * s))
                for q in pts.dropFirst() { p.line(to: Point((ox + q.0) * s, q.1 * s)) }
                p.close()
                c.fill(p, color: ink, fillRule: rule)
            }
        }),
        ("borders", (80, 40), { c, s in
            paintBackground(&c)
            let a = RoundedRect(rect: rect(4, 4, 22, 32, s), radius: 8 * s)
            c.fill(a, color: white)
            c.drawBorder(a, width: 3 * s, color: blue)
            let b = RoundedRect(rect: rect(30.5, 4.5, 22, 32, s), radius: 10 * s, style: .continuous)
            c.fill(b, color: white)
            c.drawBorder(b, width: 1, color: gray)
            let d = RoundedRect(rect: rect(56, 4, 20, 32, s), radii: CornerRadii(topLeft: 2 * s, topRight: 12 * s, bottomRight: 0, bottomLeft: 6 * s))
            c.drawBorder(d, width: 4 * s, color: red)
        }),
        ("borders-dashed", (64, 40), { c, s in
            paintBackground(&c)
            if let dash = DashPattern(on: 4 * s, off: 2 * s) {
                let a = RoundedRect(rect: rect(4, 4, 26, 32, s), radius: 8 * s)
                c.fill(a, color: white)
                c.drawBorder(a, width: 1.5 * s, color: blue, dash: dash)
            }
            if let dash = DashPattern(on: 3, off: 2, phase: 1) {
                let b = RoundedRect(rect: rect(34, 4, 26, 32, s), radius: 0)
                c.drawBorder(b, width: 1, color: ink, dash: dash)
            }
        }),
        ("clips-nested", (64, 40), { c, s in
            paintBackground(&c)
            c.pushClip(RoundedRect(rect: rect(4, 4, 40, 32, s), radius: 10 * s))
            c.fill(rect: rect(0, 0, 64, 40, s), color: blue)
            c.pushClip(RoundedRect(rect: rect(20.5, 14.5, 40, 30, s), radius: 8 * s, style: .continuous))
            c.fill(rect: rect(0, 0, 64, 40, s), color: red)
            c.popClip()
            c.fill(Shapes.circle(center: Point(10 * s, 30 * s), radius: 8 * s), color: green)
            c.popClip()
            c.pushClip(rect: rect(48.5, 2.25, 12, 10, s))
            c.fill(Shapes.circle(center: Point(54 * s, 7 * s), radius: 7 * s), color: ink)
            c.popClip()
        }),
        ("opacity-group", (64, 36), { c, s in
            paintBackground(&c)
            // Left: each square at 50 % (the overlap is darker). Right: one group at 50 %.
            c.fill(rect: rect(4, 4, 18, 18, s), color: blue, opacity: 0.5)
            c.fill(rect: rect(12, 12, 18, 18, s), color: red, opacity: 0.5)
            c.beginLayer(opacity: 0.5)
            c.fill(rect: rect(34, 4, 18, 18, s), color: blue)
            c.fill(RoundedRect(rect: rect(42, 12, 18, 18, s), radius: 4 * s), color: red)
            c.endLayer()
        }),
        ("gradients", (64, 40), { c, s in
            paintBackground(&c)
            let stops2 = [GradientStop(location: 0, color: blue), GradientStop(location: 1, color: red)]
            if let g = RasterGradient(stops: stops2, start: Point(4 * s, 0), end: Point(28 * s, 0)) {
                c.fill(Shapes.rectangle(rect(4, 4, 24, 14, s)), gradient: g)
            }
            let stops3 = [GradientStop(location: 0, color: green), GradientStop(location: 0.3, color: white),
                          GradientStop(location: 1, color: rgb(0, 0, 0, 0))]
            if let g = RasterGradient(stops: stops3, start: Point(34 * s, 4 * s), end: Point(60 * s, 36 * s)) {
                c.fill(RoundedRect(rect: rect(34, 4, 26, 32, s), radius: 6 * s).path, gradient: g)
            }
            let stopsV = [GradientStop(location: 0.2, color: ink), GradientStop(location: 0.8, color: rgb(255, 204, 0))]
            if let g = RasterGradient(stops: stopsV, start: Point(0, 22 * s), end: Point(0, 36 * s)) {
                c.fill(Shapes.rectangle(rect(4, 22, 24, 14, s)), gradient: g)
            }
        }),
        ("shadows", (64, 44), { c, s in
            paintBackground(&c)
            let card = RoundedRect(rect: rect(6, 6, 24, 28, s), radius: 6 * s)
            c.drawShadow(of: card.path, Shadow(opacity: 0.3, radius: 4 * s, offsetY: 2 * s))
            c.fill(card, color: white)
            let pill = RoundedRect(rect: rect(36, 10, 22, 22, s), radius: 11 * s)
            c.drawShadow(of: pill.path, Shadow(color: blue, opacity: 0.6, radius: 2 * s, offsetX: 2 * s, offsetY: 3 * s))
            c.fill(pill, color: white)
        }),
        ("images", (64, 36), { c, s in
            paintBackground(&c)
            guard let checker else { return }
            c.draw(image: checker, in: rect(4, 4, 24, 24, s), sampling: .nearest)
            c.draw(image: checker, in: rect(34.5, 4.5, 24, 24, s), sampling: .bilinear)
            c.draw(image: checker, in: rect(4, 30, 8, 4, s), sampling: .bilinear, opacity: 0.5)
        }),
        ("images-template", (48, 24), { c, s in
            paintBackground(&c)
            guard let plus else { return }
            c.draw(templateImage: plus, in: rect(4, 4, 16, 16, s), tint: blue, sampling: .nearest)
            c.draw(templateImage: plus, in: rect(26.5, 4.5, 16, 16, s), tint: red, sampling: .bilinear)
        }),
    ]
}
