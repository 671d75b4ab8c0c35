import Penumbra

/// The example design system's icons and its illustration, drawn with Penumbra's rasterizer.
///
/// The PNGs in `Fixtures/ExampleDesignSystem/Icons.xcassets` are these drawings at 1x, 2x and
/// 3x; a test checks that the committed files are exactly what this code draws, so the icons
/// have one source and no external drawing tool.
public enum IconArt {
    /// The template icons (black on transparent; tinted by a palette colour when drawn).
    public enum Icon: String, CaseIterable, Sendable {
        case chevronRight = "chevron-right"
        case bell, house, magnifier, person, info, xmark
    }

    /// The icons' design grid and size in points: 24 × 24.
    public static let iconSize = 24.0

    /// The illustration's size in points: 48 × 32.
    public static let illustrationSize = Size(width: 48, height: 32)

    /// An icon at `scale` pixels per point (24 × scale pixels square), black with coverage alpha.
    public static func draw(_ icon: Icon, scale: Int) -> Bitmap {
        let side = Int(iconSize) * scale
        var canvas = RasterCanvas(bitmap: Bitmap(size: (try? PixelSize(width: side, height: side)) ?? onePixel))
        let k = Double(scale)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x * k, y: y * k) }
        func line(_ a: Point, _ b: Point, _ width: Double = 2) {
            canvas.fill(Shapes.line(from: a, to: b, width: width * k), color: ink)
            // Round joins and caps: a disc at each end.
            canvas.fill(Shapes.circle(center: a, radius: width * k / 2), color: ink)
            canvas.fill(Shapes.circle(center: b, radius: width * k / 2), color: ink)
        }
        func ring(_ center: Point, outer: Double, inner: Double) {
            var path = Shapes.circle(center: center, radius: outer * k)
            path.append(Shapes.circle(center: center, radius: inner * k))
            canvas.fill(path, color: ink, fillRule: .evenOdd)
        }
        switch icon {
        case .chevronRight:
            line(p(9, 5), p(16, 12)); line(p(16, 12), p(9, 19))
        case .bell:
            canvas.fill(RoundedRect(rect: Rect(x: 6 * k, y: 4 * k, width: 12 * k, height: 14 * k),
                                    radii: CornerRadii(topLeft: 6 * k, topRight: 6 * k, bottomRight: 0, bottomLeft: 0)), color: ink)
            line(p(4, 17), p(20, 17))
            canvas.fill(Shapes.circle(center: p(12, 20.5), radius: 2 * k), color: ink)
        case .house:
            var roof = VectorPath()
            roof.move(to: p(2, 12)); roof.line(to: p(12, 3)); roof.line(to: p(22, 12)); roof.close()
            canvas.fill(roof, color: ink)
            var body = Shapes.rectangle(Rect(x: 5 * k, y: 11 * k, width: 14 * k, height: 10 * k))
            body.append(Shapes.rectangle(Rect(x: 10 * k, y: 14 * k, width: 4 * k, height: 7 * k)))
            canvas.fill(body, color: ink, fillRule: .evenOdd)
        case .magnifier:
            ring(p(10, 10), outer: 7, inner: 5)
            line(p(15, 15), p(20.5, 20.5), 2.5)
        case .person:
            canvas.fill(Shapes.circle(center: p(12, 8), radius: 4 * k), color: ink)
            canvas.fill(RoundedRect(rect: Rect(x: 4 * k, y: 14 * k, width: 16 * k, height: 8 * k),
                                    radii: CornerRadii(topLeft: 7 * k, topRight: 7 * k, bottomRight: 2 * k, bottomLeft: 2 * k)), color: ink)
        case .info:
            ring(p(12, 12), outer: 10, inner: 8)
            canvas.fill(Shapes.circle(center: p(12, 7.5), radius: 1.4 * k), color: ink)
            line(p(12, 11), p(12, 17))
        case .xmark:
            line(p(6, 6), p(18, 18)); line(p(18, 6), p(6, 18))
        }
        return canvas.bitmap
    }

    /// The illustration: a sun for the light appearance, a moon with stars for the dark one.
    public static func illustration(dark: Bool, scale: Int) -> Bitmap {
        let k = Double(scale)
        let w = Int(illustrationSize.width) * scale, h = Int(illustrationSize.height) * scale
        var canvas = RasterCanvas(bitmap: Bitmap(size: (try? PixelSize(width: w, height: h)) ?? onePixel))
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x * k, y: y * k) }
        if dark {
            let moon = RGBA8(0xE8, 0xEA, 0xF0).premultiplied, crater = RGBA8(0xC2, 0xC7, 0xCF).premultiplied
            canvas.fill(Shapes.circle(center: p(24, 16), radius: 11 * k), color: moon)
            canvas.fill(Shapes.circle(center: p(20, 12), radius: 2.5 * k), color: crater)
            canvas.fill(Shapes.circle(center: p(28, 19), radius: 3 * k), color: crater)
            canvas.fill(Shapes.circle(center: p(21, 21), radius: 1.5 * k), color: crater)
            for (x, y) in [(6.0, 6.0), (42.0, 9.0), (40.0, 26.0), (8.0, 25.0)] {
                canvas.fill(Shapes.circle(center: p(x, y), radius: 1.2 * k), color: moon)
            }
        } else {
            let sun = RGBA8(0xF5, 0xA6, 0x23).premultiplied
            canvas.fill(Shapes.circle(center: p(24, 16), radius: 8 * k), color: sun)
            let rays: [(Double, Double, Double, Double)] = [
                (24, 1, 24, 5), (24, 27, 24, 31), (9, 16, 13, 16), (35, 16, 39, 16),
                (13.5, 5.5, 16.3, 8.3), (31.7, 23.7, 34.5, 26.5), (34.5, 5.5, 31.7, 8.3), (16.3, 23.7, 13.5, 26.5),
            ]
            for (x0, y0, x1, y1) in rays { canvas.fill(Shapes.line(from: p(x0, y0), to: p(x1, y1), width: 2 * k), color: sun) }
        }
        return canvas.bitmap
    }

    private static let ink = RGBA8.black.premultiplied

    private static let onePixel: PixelSize = {
        guard let size = try? PixelSize(width: 1, height: 1) else { preconditionFailure("1x1 is a valid size") }
        return size
    }()
}
