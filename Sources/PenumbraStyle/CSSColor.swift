import Foundation
import PenumbraCore

/// CSS colour functions in token values, converted to the sRGB bytes Penumbra renders with:
/// `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and
/// `color(srgb | srgb-linear | display-p3 | a98-rgb | prophoto-rgb | rec2020 | xyz | xyz-d50 |
/// xyz-d65 …)` (``CIEColor``), in the legacy comma syntax and the modern space syntax with
/// `/ alpha`; components as numbers or percentages, hues in degrees or with `deg`, `rad`, `grad`,
/// `turn`; `none` is zero. `transparent` is transparent black, and the CSS named colours
/// (``CSSNamedColor``, `white`, `rebeccapurple`) are what CSS says.
///
/// ## Gamut mapping
/// A colour outside sRGB (a saturated `oklch()` or `display-p3` colour) is clipped per channel:
/// its linear-light sRGB components are clamped to 0…1 and encoded with the sRGB curve — the
/// same rule as the asset-catalog path (``ColorSpace/toSRGB(_:_:_:)``), so a Display P3 colour
/// gives the same bytes from a colour set, a token object and `color(display-p3 …)`. Clipping
/// changes the hue of far-out colours a little; it is what a PNG written in sRGB shows anyway.
/// Values are converted in `Double` and rounded once to bytes.
enum CSSColor {
    /// The colour a CSS colour function or keyword stands for, or `nil` when `text` is not one
    /// (or has the wrong number of components).
    static func parse(_ text: String) -> RGBA8? {
        let lowered = text.trimmingSpaces().lowercased()
        if lowered == "transparent" { return RGBA8(0, 0, 0, 0) }
        if let named = CSSNamedColor.color(lowered) { return named }
        guard lowered.hasSuffix(")"), let open = lowered.firstIndex(of: "(") else { return nil }
        let name = String(lowered[..<open]).trimmingSpaces()
        let inner = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        var parts = halves[0].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        var alphaText = halves.count == 2 ? halves[1].trimmingSpaces() : nil
        var space: String?
        if name == "color" {
            guard !parts.isEmpty else { return nil }
            space = parts.removeFirst()
        }
        // The legacy syntax gives alpha as a fourth comma-separated value.
        if alphaText == nil, parts.count == 4 { alphaText = parts.removeLast() }
        guard parts.count == 3 else { return nil }
        var alpha = 1.0
        if let alphaText {
            guard let part = Part(alphaText) else { return nil }
            alpha = part.value(percentOf: 1)
        }
        let rgb: (Double, Double, Double)
        switch name {
        case "rgb", "rgba":
            guard let c = components(parts, percentOf: [255, 255, 255]) else { return nil }
            rgb = (ColorSpace.clamp(c[0] / 255), ColorSpace.clamp(c[1] / 255), ColorSpace.clamp(c[2] / 255))
        case "hsl", "hsla":
            guard let hue = Part(parts[0])?.degrees, let c = components(Array(parts[1...]), percentOf: [100, 100]) else { return nil }
            rgb = hsl(hue, ColorSpace.clamp(c[0] / 100), ColorSpace.clamp(c[1] / 100))
        case "hwb":
            guard let hue = Part(parts[0])?.degrees, let c = components(Array(parts[1...]), percentOf: [100, 100]) else { return nil }
            rgb = hwb(hue, ColorSpace.clamp(c[0] / 100), ColorSpace.clamp(c[1] / 100))
        case "oklab":
            guard let c = components(parts, percentOf: [1, 0.4, 0.4]) else { return nil }
            rgb = oklab(c[0], c[1], c[2])
        case "oklch":
            guard let c = components(Array(parts[..<2]), percentOf: [1, 0.4]), let hue = Part(parts[2])?.degrees else { return nil }
            rgb = oklch(c[0], c[1], hue)
        case "lab":
            guard let c = components(parts, percentOf: [100, 125, 125]) else { return nil }
            rgb = CIEColor.lab(c[0], c[1], c[2])
        case "lch":
            guard let c = components(Array(parts[..<2]), percentOf: [100, 150]), let hue = Part(parts[2])?.degrees else { return nil }
            rgb = CIEColor.lch(c[0], c[1], hue)
        case "color":
            guard let space, let c = components(parts, percentOf: [1, 1, 1]) else { return nil }
            switch space {
            case "srgb": rgb = ColorSpace.sRGB.toSRGB(c[0], c[1], c[2])
            case "srgb-linear": rgb = ColorSpace.linearSRGB.toSRGB(c[0], c[1], c[2])
            case "display-p3": rgb = ColorSpace.displayP3.toSRGB(c[0], c[1], c[2])
            default:
                guard let cie = CIEColor.Space(rawValue: space) else { return nil }
                rgb = CIEColor.toSRGB(cie, c[0], c[1], c[2])
            }
        default:
            return nil
        }
        return RGBA8(StyleColor.byte(fromUnit: rgb.0), StyleColor.byte(fromUnit: rgb.1), StyleColor.byte(fromUnit: rgb.2),
                     StyleColor.byte(fromUnit: ColorSpace.clamp(alpha)))
    }

    /// One component as written.
    private enum Part {
        case number(Double), percent(Double), degrees(Double)

        init?(_ text: String) {
            if text == "none" { self = .number(0); return }
            for (unit, perTurn) in [("deg", 360.0), ("grad", 400), ("rad", 2 * Double.pi), ("turn", 1)] where text.hasSuffix(unit) {
                guard let value = Double(text.dropLast(unit.count)), value.isFinite else { return nil }
                self = .degrees(value / perTurn * 360)
                return
            }
            if text.hasSuffix("%") {
                guard let value = Double(text.dropLast()), value.isFinite else { return nil }
                self = .percent(value)
                return
            }
            guard let value = Double(text), value.isFinite else { return nil }
            self = .number(value)
        }

        /// The number, a percentage taken of `full`; `nil` for an angle.
        func value(percentOf full: Double) -> Double {
            switch self {
            case .number(let value), .degrees(let value): value
            case .percent(let value): value / 100 * full
            }
        }

        /// A hue in degrees (a bare number is degrees).
        var degrees: Double? {
            switch self {
            case .number(let value), .degrees(let value): value
            case .percent: nil
            }
        }
    }

    /// Numbers or percentages (of `full[i]`); `nil` when one is neither.
    private static func components(_ parts: [String], percentOf full: [Double]) -> [Double]? {
        var values: [Double] = []
        for (part, full) in zip(parts, full) {
            guard let parsed = Part(part) else { return nil }
            if case .degrees = parsed { return nil }
            values.append(parsed.value(percentOf: full))
        }
        return values.count == full.count ? values : nil
    }

    /// HSL (hue in degrees, saturation and lightness 0…1) to sRGB, by CSS Color 4's formula.
    static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// HWB (hue in degrees, whiteness and blackness 0…1) to sRGB; whiteness and blackness that
    /// add up to 1 or more give a gray.
    static func hwb(_ hue: Double, _ whiteness: Double, _ blackness: Double) -> (Double, Double, Double) {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return (gray, gray, gray)
        }
        let pure = hsl(hue, 1, 0.5)
        let scale = 1 - whiteness - blackness
        return (pure.0 * scale + whiteness, pure.1 * scale + whiteness, pure.2 * scale + whiteness)
    }

    /// OKLCh (lightness 0…1, chroma, hue in degrees) to sRGB, clipped per channel.
    static func oklch(_ lightness: Double, _ chroma: Double, _ hue: Double) -> (Double, Double, Double) {
        let radians = hue * .pi / 180
        return oklab(lightness, max(chroma, 0) * cos(radians), max(chroma, 0) * sin(radians))
    }

    /// OKLab to sRGB, clipped per channel in linear light. The matrices are OKLab's published
    /// ones (Björn Ottosson, as CSS Color 4 gives them): OKLab → LMS (cube roots), cube, LMS →
    /// linear sRGB.
    static func oklab(_ lightness: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let l = lightness + 0.3963377774 * a + 0.2158037573 * b
        let m = lightness - 0.1055613458 * a - 0.0638541728 * b
        let s = lightness - 0.0894841775 * a - 1.2914855480 * b
        let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
        let red = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let green = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let blue = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        return (ColorSpace.encode(ColorSpace.clamp(red)), ColorSpace.encode(ColorSpace.clamp(green)),
                ColorSpace.encode(ColorSpace.clamp(blue)))
    }
}
