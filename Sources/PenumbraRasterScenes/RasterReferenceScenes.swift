import PenumbraRaster
// The reference scenes: one small scene per primitive, drawn at display scales 1, 2 and 3.
// The tests compare them with PNGs under __Snapshots__/Raster/, and their hashes with
// Fixtures/raster-goldens.txt in debug (tests) and release (bench-raster --verify-goldens).
import PenumbraCore

/// One reference scene at one display scale.
public struct RasterScene: Sendable {
    /// `<scene>@<scale>x`, e.g. `corners-continuous@2x`: the snapshot and golden name.
    public let name: String
    /// Display scale: device pixels per point.
    public let scale: Int
    let size: (Int, Int)
    let draw: @Sendable (inout RasterCanvas, Double) -> Void

    /// Draws the scene into a fresh bitmap (transparent unless the scene paints a background);
    /// `nil` only if the scene's size were invalid.
    public func render() -> Bitmap? {
        guard let px = try? PixelSize(width: size.0 * scale, height: size.1 * scale) else { return nil }
        var canvas = RasterCanvas(bitmap: Bitmap(size: px))
        draw(&canvas, Double(scale))
        return canvas.bitmap
    }
}

/// The list of reference scenes.
public enum RasterReferenceScenes {
    /// Every scene at scales 1, 2 and 3.
    public static var all: [RasterScene] {
        definitions.flatMap { def in
            [1, 2, 3].map { s in RasterScene(name: "\(def.name)@\(s)x", scale: s, size: def.size, draw: def.draw) }
        }
    }

    typealias Definition = (name: String, size: (Int, Int), draw: @Sendable (inout RasterCanvas, Double) -> Void)

    static let definitions: [Definition] = SceneLibrary.definitions
}
