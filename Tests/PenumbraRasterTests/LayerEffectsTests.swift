import PenumbraCore
import Testing
@testable import PenumbraRaster

/// Layer effects: transforms, blurs, blend modes, masks and shadows of offscreen layers.
@Suite struct LayerEffectsTests {
    static let white = PremultipliedRGBA8(unchecked: 255, 255, 255, 255)
    static let red = PremultipliedRGBA8(unchecked: 255, 0, 0, 255)
    static let black = PremultipliedRGBA8(unchecked: 0, 0, 0, 255)

    static func canvas(_ w: Int = 40, _ h: Int = 40, fill: PremultipliedRGBA8 = white) throws -> RasterCanvas {
        RasterCanvas(bitmap: try Bitmap(width: w, height: h, fill: fill))
    }

    @Test func aLayersShadowIsTheShadowOfWhatItHolds() throws {
        let square = Shapes.rectangle(Rect(x: 10, y: 10, width: 12, height: 8))
        let shadow = Shadow(color: Self.black, opacity: 0.4, radius: 6, offsetX: 2, offsetY: 3)
        var direct = try Self.canvas()
        direct.drawShadow(of: square, shadow)
        direct.fill(square, color: Self.red)
        var layered = try Self.canvas()
        layered.beginLayer(opacity: 1)
        layered.fill(square, color: Self.red)
        layered.endLayer(shadow: shadow)
        #expect(layered.bitmap == direct.bitmap)
    }
}
