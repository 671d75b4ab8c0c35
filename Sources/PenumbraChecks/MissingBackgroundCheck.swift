import PenumbraCore

/// Transparent pixels in a screen-sized render: a screen that forgot its background shows
/// whatever lies behind the window (black on a device, the checkerboard in a snapshot).
///
/// Counts the pixels whose alpha is below ``minimumAlpha`` and reports their number and
/// bounding box in one finding per render.
public struct MissingBackgroundCheck: Sendable {
    /// Pixels with alpha below this count as see-through. Default 255: any translucency.
    public let minimumAlpha: UInt8

    /// A check; `minimumAlpha` 255 (default) flags every pixel that is not opaque.
    public init(minimumAlpha: UInt8 = 255) { self.minimumAlpha = minimumAlpha }

    /// The result for one render.
    public struct Result: Hashable, Sendable {
        /// How many pixels are below the alpha threshold.
        public var count: Int
        /// How many of those are fully transparent (alpha 0).
        public var fullyTransparent: Int
        /// Their bounding box, `nil` when there are none.
        public var box: PixelRect?
    }

    /// Counts the see-through pixels of a bitmap.
    public func measure(_ bitmap: Bitmap) -> Result {
        var count = 0, zero = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let threshold = minimumAlpha
        bitmap.withUnsafeBytes { bytes in
            for y in 0..<bitmap.height {
                var i = y * bitmap.width * 4 + 3
                for x in 0..<bitmap.width {
                    let a = bytes[i]
                    if a < threshold {
                        count += 1
                        if a == 0 { zero += 1 }
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                    i += 4
                }
            }
        }
        let box = count == 0 ? nil : PixelRect(unchecked: minX, minY, maxX - minX + 1, maxY - minY + 1)
        return Result(count: count, fullyTransparent: zero, box: box)
    }

    /// One finding when the render has see-through pixels, none otherwise.
    public func findings(_ scene: CheckScene) -> [CheckFinding] {
        let result = measure(scene.bitmap)
        guard result.count > 0, let box = result.box else { return [] }
        let total = scene.bitmap.width * scene.bitmap.height
        return [CheckFinding(
            check: .background, variant: scene.variant.name, path: scene.rootPath,
            message: "\(result.count) of \(total) pixels are not opaque (\(result.fullyTransparent) fully transparent) "
                + "in the box \(box): the screen has no background there",
            box: box)]
    }
}
