import PenumbraCore

/// WCAG 2 contrast of every text item against what is actually composited behind it.
///
/// The background is read from the pixels, not from the tree: the scene's text-free render when
/// it has one (every pixel of the text's frame, most common colour), otherwise the most common
/// colour in the text's frame of the render itself. Glyph ink covers well under half of a text
/// frame, so the most common colour there is what lies behind the text; anti-aliased edges are
/// each rare. A translucent background pixel is first composited over the window colour of the
/// variant's style (white for light, black for dark), as the host window would show it.
///
/// Text over a gradient drawn before it is measured conservatively: against each stop's colour
/// (over the window colour) too, keeping the lowest ratio, since the most common pixel of a
/// gradient is only one of its many colours. A gradient hidden behind an opaque fill that covers
/// the text's whole frame (a card or button on a gradient header) is not counted.
///
/// The text colour is the item's resolved colour composited over that background. Required
/// ratio: 4.5:1, or 3:1 for large text (at least 24 pt, or 18.67 pt bold; WCAG's 18 pt and
/// 14 pt bold in CSS pixels, which iOS points are at 1x — see ``WCAGContrast/isLargeText(pointSize:isBold:)``).
public struct ContrastCheck: Sendable {
    /// A check with WCAG 2 AA thresholds.
    public init() {}

    /// One text item's measurement.
    public struct Measurement: Hashable, Sendable, Codable {
        /// The variant's name.
        public var variant: String
        /// The text node's tree path.
        public var path: String
        /// The text's colour as drawn (composited over the background), and its source.
        public var text: CheckColor
        /// The background colour found behind the text (opaque).
        public var background: RGBA8Hex
        /// The contrast ratio, 1-21.
        public var ratio: Double
        /// The minimum the text needs: 4.5 or 3.
        public var required: Double
        /// The text's frame in pixels.
        public var box: PixelRect

        /// Whether the ratio meets the minimum.
        public var passes: Bool { ratio >= required }
        /// How far the ratio is from its minimum (`ratio / required`): below 1 fails.
        public var margin: Double { ratio / required }
    }

    /// Measures every text item of the scene.
    public func measure(_ scene: CheckScene) -> [Measurement] {
        var out: [Measurement] = []
        let window: RGBA8 = scene.variant.traits.userInterfaceStyle == .dark ? .black : .white
        for (index, item) in scene.items.enumerated() {
            guard case .text(let color, let pointSize, let isBold, _) = item.paint,
                  let box = scene.pixelBox(of: item.frame) else { continue }
            let source = scene.textlessBitmap ?? scene.bitmap
            let behind = Self.mostCommonColor(in: source, box: box)
            var background = WCAGContrast.composite(behind.unpremultiplied, over: window)
            var drawn = WCAGContrast.composite(color.rgba, over: background)
            var ratio = WCAGContrast.ratio(drawn, background)
            for (g, under) in scene.items[..<index].enumerated() {
                guard case .gradient(let stops) = under.paint, under.frame.intersection(item.frame) != nil,
                      !Self.isCovered(item.frame, by: scene.items[(g + 1)..<index]) else { continue }
                for stop in stops {
                    let b = WCAGContrast.composite(stop.rgba, over: window), d = WCAGContrast.composite(color.rgba, over: b)
                    let r = WCAGContrast.ratio(d, b)
                    if r < ratio { (background, drawn, ratio) = (b, d, r) }
                }
            }
            out.append(Measurement(variant: scene.variant.name, path: item.path,
                                   text: CheckColor(drawn, name: color.name, isDynamic: color.isDynamic),
                                   background: RGBA8Hex(background), ratio: ratio,
                                   required: WCAGContrast.requiredRatio(pointSize: pointSize, isBold: isBold), box: box))
        }
        return out
    }

    /// Whether an opaque colour fill among `items` covers all of `frame`.
    static func isCovered(_ frame: Rect, by items: ArraySlice<CheckItem>) -> Bool {
        items.contains { item in
            guard case .fill(let color) = item.paint, color.rgba.a == 255 else { return false }
            return item.frame.minX <= frame.minX && item.frame.minY <= frame.minY
                && item.frame.maxX >= frame.maxX && item.frame.maxY >= frame.maxY
        }
    }

    /// A finding for every text item below its minimum.
    public func findings(_ scene: CheckScene) -> [CheckFinding] {
        measure(scene).filter { !$0.passes }.map(Self.finding)
    }

    /// The measurement with the smallest margin over its minimum, or `nil` without text.
    public static func worst(_ measurements: [Measurement]) -> Measurement? {
        measurements.min { $0.margin < $1.margin }
    }

    static func finding(_ m: Measurement) -> CheckFinding {
        let ratio = PaletteSheet.format(ratio: m.ratio)
        return CheckFinding(
            check: .contrast, variant: m.variant, path: m.path,
            message: "text \(m.text.rgba.hex)\(m.text.name.map { " (\($0))" } ?? "") on \(m.background.hex) "
                + "has contrast \(ratio), below the \(m.required == WCAGContrast.largeTextMinimum ? "3" : "4.5"):1 WCAG 2 minimum",
            colors: [m.text, CheckColor(m.background.rgba)], box: m.box, ratio: m.ratio)
    }

    /// The most common premultiplied pixel value in `box` (ties: the first met, row by row).
    static func mostCommonColor(in bitmap: Bitmap, box: PixelRect) -> PremultipliedRGBA8 {
        var counts: [UInt32: Int] = [:]
        var best: UInt32 = 0, bestCount = 0
        bitmap.withUnsafeBytes { bytes in
            for y in box.y..<(box.y + box.height) {
                var i = (y * bitmap.width + box.x) * 4
                for _ in 0..<box.width {
                    let key = UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
                    let count = (counts[key] ?? 0) + 1
                    counts[key] = count
                    if count > bestCount { best = key; bestCount = count }
                    i += 4
                }
            }
        }
        return PremultipliedRGBA8(unchecked: UInt8(best >> 24), UInt8((best >> 16) & 255),
                                  UInt8((best >> 8) & 255), UInt8(best & 255))
    }
}
