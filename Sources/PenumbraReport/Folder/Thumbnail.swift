import PenumbraCore

/// The report's thumbnails: downscaled copies of its large images (`thumbs/<kind>/<file>`), so a
/// page of phone screens loads small files instead of shrinking full-size ones in the browser
/// (a 1170x2532 screen shown 69x150 px decoded whole, and scrolling a long report grew the tab
/// from 170 to 714 MB). The viewer still opens the full image.
///
/// The filter is a box filter in integers: each thumbnail pixel is the alpha-weighted mean of
/// samples of the source pixels that fall into it, rounded half up — the same pixels on every
/// machine.
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
    ///
    /// A thumbnail is never larger than its image, so the boxes `[d·s/n, (d+1)·s/n)` partition
    /// the source's columns and rows. A box is sampled every `step` rows and columns, `step`
    /// being half the scale factor (a 750x1334 screen: every other pixel of its 4x4 boxes), so a
    /// box still averages about four samples or more at a quarter of the reads or less; the
    /// samples are summed in registers across a box's columns, then added to the row's sums.
    package static func make(_ image: RGBAImage) -> RGBAImage? {
        guard let target = size(for: image.size) else { return nil }
        let sw = image.width, sh = image.height, dw = target.width, dh = target.height
        let step = max(1, max(sw / dw, sh / dh) / 2)
        var out = RGBAImage(size: target)
        var sums = [Int](repeating: 0, count: dw * 5)
        // Where each box's columns end, worked out once rather than per row.
        let ends = (0..<dw).map { ($0 + 1) * sw / dw }
        image.bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBytes { dst in
                sums.withUnsafeMutableBufferPointer { sum in
                    for dy in 0..<dh {
                        let y0 = dy * sh / dh, y1 = (dy + 1) * sh / dh
                        for i in 0..<sum.count { sum[i] = 0 }
                        var y = y0
                        while y < y1 {
                            let row = y &* sw
                            var x = 0
                            for dx in 0..<dw {
                                let x1 = ends[dx]
                                var r = 0, g = 0, b = 0, a = 0, n = 0
                                while x < x1 {
                                    let i = (row &+ x) &* 4, alpha = Int(src[i &+ 3])
                                    r &+= Int(src[i]) &* alpha
                                    g &+= Int(src[i &+ 1]) &* alpha
                                    b &+= Int(src[i &+ 2]) &* alpha
                                    a &+= alpha
                                    n &+= 1
                                    x &+= step
                                }
                                // The next box starts at its own first column, not where the stride ended.
                                x = x1
                                let c = dx &* 5
                                sum[c] &+= r; sum[c &+ 1] &+= g; sum[c &+ 2] &+= b; sum[c &+ 3] &+= a; sum[c &+ 4] &+= n
                            }
                            y &+= step
                        }
                        for dx in 0..<dw {
                            let c = dx * 5, a = sum[c + 3], n = sum[c + 4], o = (dy * dw + dx) * 4
                            guard a > 0, n > 0 else { continue }
                            dst[o] = UInt8((sum[c] + a / 2) / a)
                            dst[o + 1] = UInt8((sum[c + 1] + a / 2) / a)
                            dst[o + 2] = UInt8((sum[c + 2] + a / 2) / a)
                            dst[o + 3] = UInt8((a + n / 2) / n)
                        }
                    }
                }
            }
        }
        return out
    }
}
