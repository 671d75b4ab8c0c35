import PenumbraChecks
import PenumbraCore
import PenumbraRaster
import PenumbraStyle

/// Builds small renders for the check tests: fills drawn with the rasterizer and text stood in
/// for by vertical strokes in the text colour (about a third of the frame's area, as glyph ink).
struct SceneBuilder {
    var size: Size
    var scale: Int = 1
    var variant: Variant = .light
    private(set) var items: [CheckItem] = []
    private var canvas: RasterCanvas
    private var textless: RasterCanvas

    init(width: Double, height: Double, scale: Int = 1, variant: Variant = .light) {
        size = Size(width: width, height: height)
        self.scale = scale
        self.variant = variant
        let bitmap = Bitmap(size: (try? PixelSize(width: Int(width) * scale, height: Int(height) * scale))
                            ?? Self.onePixel)
        canvas = RasterCanvas(bitmap: bitmap)
        textless = RasterCanvas(bitmap: bitmap)
    }

    private static let onePixel: PixelSize = {
        guard let size = try? PixelSize(width: 1, height: 1) else { preconditionFailure("1x1 is a valid size") }
        return size
    }()

    /// A filled rectangle.
    mutating func fill(_ path: String, role: String = "shape", _ frame: Rect, _ color: CheckColor) {
        items.append(CheckItem(path: path, role: role, frame: frame, paint: .fill(color)))
        let s = Double(scale)
        let pixels = Rect(x: frame.minX * s, y: frame.minY * s, width: frame.width * s, height: frame.height * s)
        canvas.fill(rect: pixels, color: color.rgba.premultiplied)
        textless.fill(rect: pixels, color: color.rgba.premultiplied)
    }

    /// A horizontal gradient, drawn as its stops side by side in equal bands.
    mutating func gradient(_ path: String, _ frame: Rect, _ stops: [CheckColor]) {
        items.append(CheckItem(path: path, role: "shape", frame: frame, paint: .gradient(stops)))
        let s = Double(scale), band = frame.width / Double(max(1, stops.count))
        for (i, stop) in stops.enumerated() {
            let pixels = Rect(x: (frame.minX + Double(i) * band) * s, y: frame.minY * s, width: band * s, height: frame.height * s)
            canvas.fill(rect: pixels, color: stop.rgba.premultiplied)
            textless.fill(rect: pixels, color: stop.rgba.premultiplied)
        }
    }

    /// "Text": strokes one pixel wide every third pixel column, in the text colour.
    mutating func text(_ path: String, _ frame: Rect, _ color: CheckColor, pointSize: Double = 17, bold: Bool = false) {
        items.append(CheckItem(path: path, role: "text", frame: frame,
                               paint: .text(color, pointSize: pointSize, isBold: bold, string: "Label")))
        let s = Double(scale)
        var x = frame.minX * s + 1
        while x < frame.maxX * s - 1 {
            canvas.fill(rect: Rect(x: x, y: frame.minY * s + 1, width: 1, height: frame.height * s - 2),
                        color: color.rgba.premultiplied)
            x += 3
        }
    }

    func scene(withTextless: Bool = false) throws -> CheckScene {
        try CheckScene(variant: variant, size: size, scale: scale, items: items, bitmap: canvas.bitmap,
                       textlessBitmap: withTextless ? textless.bitmap : nil)
    }
}

extension CheckColor {
    static func palette(_ name: String, _ rgba: RGBA8) -> CheckColor { CheckColor(rgba, name: name, isDynamic: true) }
}
