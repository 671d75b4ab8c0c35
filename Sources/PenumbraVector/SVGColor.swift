import Foundation
import PenumbraCore

/// CSS colours as SVG files write them: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and
/// `rgba()` with numbers or percentages, `transparent`, and the 147 CSS named colours.
enum SVGColor {
    /// The colour `text` names, or nil when it is not a colour.
    static func parse(_ text: String) -> RGBA8? {
        let t = SVGValues.trimmed(text)
        if t.utf8.first == UInt8(ascii: "#") { return hex(String(t.dropFirst())) }
        let s = t.lowercased()
        if s == "transparent" { return .clear }
        if s.hasPrefix("rgb(") || s.hasPrefix("rgba("), s.hasSuffix(")") {
            let inner = s[s.index(after: s.firstIndex(of: "(")!)..<s.index(before: s.endIndex)]
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var channels: [UInt8] = []
            for p in parts.prefix(3) {
                guard let v = component(p, scale: 255) else { return nil }
                channels.append(v)
            }
            var alpha: UInt8 = 255
            if parts.count == 4 {
                guard let a = component(parts[3], scale: 1) else { return nil }
                alpha = a
            }
            return RGBA8(channels[0], channels[1], channels[2], alpha)
        }
        return CSSNamedColor.color(s)
    }

    /// A channel: a percentage, or a number on `scale` (255 for colours, 1 for alpha).
    private static func component(_ p: String, scale: Double) -> UInt8? {
        let percent = p.hasSuffix("%")
        guard let v = Double(percent ? String(p.dropLast()) : p), v.isFinite else { return nil }
        let unit = percent ? v / 100 : v / scale
        return UInt8((max(0, min(1, unit)) * 255).rounded())
    }

    private static func hex(_ h: String) -> RGBA8? {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        for c in h.utf8 {
            switch c {
            case 0x30...0x39: digits.append(c - 0x30)
            case 0x41...0x46: digits.append(c - 0x41 + 10)
            case 0x61...0x66: digits.append(c - 0x61 + 10)
            default: return nil
            }
        }
        switch digits.count {
        case 3, 4:
            let a = digits.count == 4 ? digits[3] * 17 : 255
            return RGBA8(digits[0] * 17, digits[1] * 17, digits[2] * 17, a)
        case 6, 8:
            func byte(_ k: Int) -> UInt8 { digits[k] * 16 + digits[k + 1] }
            return RGBA8(byte(0), byte(2), byte(4), digits.count == 8 ? byte(6) : 255)
        default:
            return nil
        }
    }
}
