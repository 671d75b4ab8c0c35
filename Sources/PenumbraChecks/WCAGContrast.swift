import Foundation
import PenumbraCore

/// WCAG 2 contrast: relative luminance of sRGB colours and the contrast ratio between two.
///
/// The luminance needs the sRGB transfer function (`((c + 0.055) / 1.055)^2.4`); that is a
/// measurement, not pixel production, so it uses `pow` once per byte value to fill a 256-entry
/// table, and every later call is a table read.
public enum WCAGContrast {
    /// The minimum ratio for normal text (WCAG 2 success criterion 1.4.3, level AA): 4.5.
    public static let normalTextMinimum = 4.5
    /// The minimum ratio for large text (see ``isLargeText(pointSize:isBold:)``): 3.
    public static let largeTextMinimum = 3.0
    /// Large text's size in iOS points (WCAG's 18 pt = 24 CSS px; an iOS point is a CSS px at 1x).
    public static let largeTextPoints = 24.0
    /// Large bold text's size in iOS points (WCAG's 14 pt = 18.67 CSS px, 14 × 4 / 3).
    public static let largeBoldTextPoints = 14.0 * 4 / 3

    /// The linear value of each 8-bit sRGB channel value (WCAG 2's definition, threshold 0.04045).
    static let linear: [Double] = (0...255).map { byte in
        let c = Double(byte) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The relative luminance of an opaque sRGB colour, 0 (black) to 1 (white); alpha is ignored.
    public static func relativeLuminance(_ color: RGBA8) -> Double {
        0.2126 * linear[Int(color.r)] + 0.7152 * linear[Int(color.g)] + 0.0722 * linear[Int(color.b)]
    }

    /// The contrast ratio `(L1 + 0.05) / (L2 + 0.05)` of two colours, lighter over darker: 1 to 21.
    /// Alphas are ignored; composite translucent colours first (``composite(_:over:)``).
    public static func ratio(_ a: RGBA8, _ b: RGBA8) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The minimum ratio for text of `pointSize` iOS points: 3 for large text, 4.5 otherwise.
    public static func requiredRatio(pointSize: Double, isBold: Bool) -> Double {
        isLargeText(pointSize: pointSize, isBold: isBold) ? largeTextMinimum : normalTextMinimum
    }

    /// Whether text of `pointSize` iOS points counts as large for WCAG 2. WCAG defines large
    /// text as at least 18 points, or 14 points bold, in typographic points (1/72 inch): 24 and
    /// 18.67 CSS pixels. An iOS point is a CSS pixel at 1x (both 1/160 inch at the reference
    /// viewing distance), so the thresholds are 24 pt, and 18.67 pt for bold — a bold weight
    /// (700) or heavier; iOS's semibold (600, the headline style) is not bold. 17 pt semibold
    /// text therefore needs 4.5:1.
    public static func isLargeText(pointSize: Double, isBold: Bool) -> Bool {
        pointSize >= largeTextPoints || (isBold && pointSize >= largeBoldTextPoints - 1e-9)
    }

    /// A straight colour drawn over an opaque one: each channel `round(f·a + b·(1 − a))` with
    /// `a` the foreground alpha (div255 rounding); the result is opaque.
    public static func composite(_ foreground: RGBA8, over background: RGBA8) -> RGBA8 {
        let a = UInt32(foreground.a), inv = 255 - a
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(f) * a + UInt32(b) * inv))
        }
        return RGBA8(mix(foreground.r, background.r), mix(foreground.g, background.g), mix(foreground.b, background.b), 255)
    }
}
