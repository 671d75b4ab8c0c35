import Foundation
import PenumbraCore

/// What the diff image shows at one pixel: the comparison records it in one byte a pixel and
/// ``DiffPainter`` draws the image from that map afterwards.
enum DiffPaint: UInt8 {
    /// Unchanged, matching or ignored inside the overlap: the faded grey of the reference pixel
    /// (nothing with ``DiffStyle/diffMask``).
    case background = 0
    /// Anti-aliasing the YIQ mode did not count: ``DiffStyle/antialiasedColor`` (nothing with
    /// ``DiffStyle/diffMask``).
    case antialiased
    /// A counted difference: ``DiffStyle/diffColor``.
    case different
    /// A counted difference where the actual is darker: ``DiffStyle/diffColorAlt``, or
    /// ``DiffStyle/diffColor`` when that is `nil`.
    case differentAlt
    /// A difference of alpha alone: ``DiffStyle/alphaOnlyColor``.
    case alphaOnly
    /// An ignored pixel outside the overlap of two images of different sizes: white (nothing
    /// with ``DiffStyle/diffMask``).
    case ignoredOutside
}

/// Draws a diff image from a paint map (``DiffPaint`` raw values) and the reference's pixels.
///
/// Every output pixel depends only on the map byte and the reference pixel at the same place,
/// so the image can be drawn into the reference's own storage (when it has the union's size) or
/// into the actual image's storage: the diff then costs one byte a pixel instead of four.
struct DiffPainter {
    /// The colour of each ``DiffPaint`` raw value (`background`'s entry is unused), as straight
    /// RGBA words in memory order.
    private let palette: [UInt32]
    private let diffMask: Bool
    private var gray: GrayPainter

    init(style: DiffStyle, background: YIQBackground) {
        func word(_ c: RGBA8?) -> UInt32 {
            guard let c else { return 0 }
            let bytes: [UInt8] = [c.r, c.g, c.b, 255]
            return bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        }
        let mask = style.diffMask
        palette = [
            0,
            word(mask ? nil : style.antialiasedColor),
            word(style.diffColor),
            word(style.diffColorAlt ?? style.diffColor),
            word(style.alphaOnlyColor),
            word(mask ? nil : RGBA8.white),
        ]
        diffMask = mask
        gray = GrayPainter(alpha: style.alpha, background: background)
    }

    /// Draws the `width × height` diff image into `out` (4 bytes a pixel, rows `width` pixels
    /// apart). `map` has one byte a pixel with the same layout; `reference` has rows
    /// `referenceWidth` pixels apart and covers every pixel whose map byte is `background`.
    /// `out` may be `reference` itself when `referenceWidth == width`.
    mutating func paint(map: UnsafePointer<UInt8>, reference: UnsafePointer<UInt8>, referenceWidth: Int,
                        out: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
        let outRaw = UnsafeMutableRawPointer(out)
        for y in 0..<height {
            let mapRow = map + y * width
            let refRow = reference + y * referenceWidth * 4
            let outRow = out + y * width * 4
            // Most rows of a screenshot diff are unchanged: all background, drawn in one call.
            if Self.isZero(mapRow, count: width) {
                if diffMask {
                    UnsafeMutableRawPointer(outRow).initializeMemory(as: UInt8.self, repeating: 0, count: width * 4)
                } else {
                    gray.drawRow(refRow, outRow, count: width)
                }
                continue
            }
            for x in 0..<width {
                let code = Int(mapRow[x])
                if code == 0 {
                    if diffMask {
                        outRaw.storeBytes(of: 0, toByteOffset: (y * width + x) * 4, as: UInt32.self)
                    } else {
                        gray.draw(refRow + x * 4, outRow + x * 4)
                    }
                } else {
                    outRaw.storeBytes(of: palette[code], toByteOffset: (y * width + x) * 4, as: UInt32.self)
                }
            }
        }
    }

    /// Whether `count` bytes at `p` are all zero.
    private static func isZero(_ p: UnsafePointer<UInt8>, count: Int) -> Bool {
        var x = 0
        let raw = UnsafeRawPointer(p)
        while x + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: x, as: UInt64.self) != 0 { return false }
            x += 8
        }
        while x < count {
            if p[x] != 0 { return false }
            x += 1
        }
        return true
    }
}
