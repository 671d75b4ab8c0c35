import PenumbraCore
@testable import PenumbraDiff

/// Hand-made bitmaps for the diff tests.
enum TestImages {
    /// A `width × height` image of one colour.
    static func solid(_ width: Int, _ height: Int, _ colour: RGBA8) throws -> RGBAImage {
        try RGBAImage(width: width, height: height, fill: colour)
    }

    /// `image` with the pixels of `points` set to `colour`.
    static func painting(_ image: RGBAImage, _ points: [(Int, Int)], _ colour: RGBA8) -> RGBAImage {
        var copy = image
        for (x, y) in points { copy[x, y] = colour }
        return copy
    }

    /// `image` with the rectangle `x, y, w, h` filled with `colour`.
    static func filling(_ image: RGBAImage, _ x: Int, _ y: Int, _ w: Int, _ h: Int, _ colour: RGBA8) -> RGBAImage {
        var copy = image
        for yy in y..<(y + h) { for xx in x..<(x + w) { copy[xx, yy] = colour } }
        return copy
    }

    static func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> PixelRect { PixelRect(unchecked: x, y, w, h) }
}
