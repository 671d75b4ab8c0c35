import PenumbraCore

/// The report's thumbnails: downscaled copies of its large images (`thumbs/<kind>/<file>`), so a
/// page of phone screens loads small files instead of shrinking full-size ones in the browser
/// (a 1170x2532 screen shown 69x150 px decoded whole, and scrolling a long report grew the tab
/// from 170 to 714 MB). The viewer still opens the full image.
///
/// The filter is a box filter in integers: each thumbnail pixel is the alpha-weighted mean of the
/// source pixels that fall into it, rounded half up — the same pixels on every machine.
package enum Thumbnail {
    /// The longest side of a thumbnail in pixels: the page shows thumbnails at most 150 CSS px
    /// tall, so 300 stays sharp on a 2x screen. Images that fit get no thumbnail.
    package static let maxSide = 300

    /// The size an image of `size` is shrunk to, or nil when it fits already.
    package static func size(for size: PixelSize) -> PixelSize? {
        let longest = max(size.width, size.height)
        guard longest > maxSide else { return nil }
        let width = max(1, (size.width * maxSide + longest / 2) / longest)
        let height = max(1, (size.height * maxSide + longest / 2) / longest)
        return try? PixelSize(width: width, height: height)
    }

    /// The thumbnail of `image`, or nil when it fits already.
    package static func make(_ image: RGBAImage) -> RGBAImage? {
        guard let target = size(for: image.size) else { return nil }
        let sw = image.width, sh = image.height, dw = target.width, dh = target.height
        var out = RGBAImage(size: target)
        let source = image.bytes
        out.withUnsafeMutableBytes { dst in
            for dy in 0..<dh {
                let y0 = dy * sh / dh, y1 = max(y0 + 1, (dy + 1) * sh / dh)
                for dx in 0..<dw {
                    let x0 = dx * sw / dw, x1 = max(x0 + 1, (dx + 1) * sw / dw)
                    var r = 0, g = 0, b = 0, a = 0
                    for y in y0..<y1 {
                        var i = (y * sw + x0) * 4
                        for _ in x0..<x1 {
                            let alpha = Int(source[i + 3])
                            r += Int(source[i]) * alpha; g += Int(source[i + 1]) * alpha; b += Int(source[i + 2]) * alpha
                            a += alpha
                            i += 4
                        }
                    }
                    let count = (y1 - y0) * (x1 - x0), o = (dy * dw + dx) * 4
                    guard a > 0 else { continue }
                    dst[o] = UInt8((r + a / 2) / a); dst[o + 1] = UInt8((g + a / 2) / a); dst[o + 2] = UInt8((b + a / 2) / a)
                    dst[o + 3] = UInt8((a + count / 2) / count)
                }
            }
        }
        return out
    }
}
