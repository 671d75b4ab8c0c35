import PenumbraCore

/// A deterministic 1170x2532 (iPhone, 3x) app-like screen for the PNG benchmark: grouped
/// background, a gradient header, white rounded cards with rows of icons and text-like strokes
/// with anti-aliased edges, hairline separators and a tab bar. Integer arithmetic only, with
/// 4x4 supersampling for edge coverage, so the image is the same on every machine.
struct AppScreen {
    static let width = 1170, height = 2532

    private(set) var image: RGBAImage
    private var rng: UInt64 = 0x5EED

    init() throws {
        image = try RGBAImage(width: Self.width, height: Self.height, fill: RGBA8(242, 242, 247))
        drawHeader()
        var y = 420
        for (rows, index) in [(3, 0), (4, 1), (3, 2)] {
            y = drawCard(top: y, rows: rows, palette: index) + 48
        }
        drawTabBar()
    }

    // MARK: - Layout

    private mutating func drawHeader() {
        let top = RGBA8(0, 122, 255), bottom = RGBA8(88, 86, 214)
        let headerHeight = 360
        for y in 0..<headerHeight {
            let t = UInt32(y * 255 / (headerHeight - 1))
            let color = RGBA8(mix(top.r, bottom.r, t), mix(top.g, bottom.g, t), mix(top.b, bottom.b, t))
            for x in 0..<Self.width { image[x, y] = color }
        }
        drawText(x: 48 * 4, baseline: 300 * 4, xHeight: 44 * 4, words: 2, color: .white, maxX: 900)
        drawText(x: 48 * 4, baseline: 120 * 4, xHeight: 22 * 4, words: 1, color: .white, maxX: 300)
        fillRoundedRect(x0: 1000 * 4, y0: 90 * 4, x1: 1110 * 4, y1: 140 * 4, radius: 12 * 4, color: .white)
    }

    /// Draws a card with `rows` rows; returns its bottom edge.
    private mutating func drawCard(top: Int, rows: Int, palette: Int) -> Int {
        let rowHeight = 150
        let bottom = top + rows * rowHeight
        fillRoundedRect(x0: 48 * 4, y0: top * 4, x1: 1122 * 4, y1: bottom * 4, radius: 32 * 4, color: .white)
        let icons: [RGBA8] = [RGBA8(0, 122, 255), RGBA8(52, 199, 89), RGBA8(255, 149, 0), RGBA8(255, 59, 48), RGBA8(175, 82, 222)]
        for row in 0..<rows {
            let y = top + row * rowHeight
            let icon = icons[(row + palette * 2) % icons.count]
            if row % 2 == 0 {
                fillEllipse(cx: 126 * 4 + 2, cy: (y + 75) * 4 + 1, rx: 40 * 4, ry: 40 * 4, color: icon)
            } else {
                fillRoundedRect(x0: 86 * 4, y0: (y + 35) * 4, x1: 166 * 4, y1: (y + 115) * 4, radius: 18 * 4, color: icon)
            }
            drawText(x: 200 * 4, baseline: (y + 70) * 4, xHeight: 22 * 4, words: 3, color: RGBA8(28, 28, 30), maxX: 1000)
            drawText(x: 200 * 4 + 1, baseline: (y + 118) * 4 + 2, xHeight: 17 * 4, words: 5, color: RGBA8(142, 142, 147), maxX: 1060)
            // Disclosure chevron.
            fillRoundedRect(x0: 1070 * 4 + 1, y0: (y + 62) * 4, x1: 1078 * 4 + 3, y1: (y + 88) * 4, radius: 6, color: RGBA8(196, 196, 199))
            if row < rows - 1 {
                for x in 200..<1122 { image[x, y + rowHeight - 1] = RGBA8(198, 198, 200) }
            }
        }
        return bottom
    }

    private mutating func drawTabBar() {
        let top = 2280
        for y in top..<Self.height { for x in 0..<Self.width { image[x, y] = RGBA8(249, 249, 249) } }
        for x in 0..<Self.width { image[x, top] = RGBA8(198, 198, 200) }
        for i in 0..<5 {
            let cx = (117 + i * 234) * 4
            let color = i == 0 ? RGBA8(0, 122, 255) : RGBA8(153, 153, 153)
            fillRoundedRect(x0: cx - 36 * 4, y0: (top + 30) * 4, x1: cx + 36 * 4, y1: (top + 96) * 4, radius: 14 * 4, color: color)
            drawText(x: cx - 50 * 4, baseline: (top + 140) * 4, xHeight: 12 * 4, words: 1, color: color, maxX: cx / 4 + 60)
        }
    }

    // MARK: - Text-like strokes

    /// Words of glyph-like shapes (stems, bowls, bars) in quarter-pixel coordinates.
    private mutating func drawText(x startX: Int, baseline: Int, xHeight: Int, words: Int, color: RGBA8, maxX: Int) {
        var x = startX
        let stem = max(6, xHeight / 6)
        for _ in 0..<words {
            let letters = 3 + Int(next() % 6)
            for _ in 0..<letters {
                let advance = xHeight * (5 + Int(next() % 4)) / 8
                guard (x + advance) / 4 < maxX else { return }
                switch next() % 5 {
                case 0: // tall stem ("l")
                    fillRect(x0: x, y0: baseline - xHeight * 3 / 2, x1: x + stem, y1: baseline, color: color)
                case 1: // bowl ("o")
                    fillRing(cx: x + advance / 2, cy: baseline - xHeight / 2, rx: advance / 2, ry: xHeight / 2, thickness: stem, color: color)
                case 2: // arch ("n")
                    fillRect(x0: x, y0: baseline - xHeight, x1: x + stem, y1: baseline, color: color)
                    fillRect(x0: x + advance - stem, y0: baseline - xHeight * 2 / 3, x1: x + advance, y1: baseline, color: color)
                    fillRing(cx: x + advance / 2, cy: baseline - xHeight * 2 / 3, rx: advance / 2, ry: xHeight / 3,
                             thickness: stem, color: color, upperHalfOnly: true)
                case 3: // bowl with bar ("e")
                    fillRing(cx: x + advance / 2, cy: baseline - xHeight / 2, rx: advance / 2, ry: xHeight / 2, thickness: stem, color: color)
                    fillRect(x0: x, y0: baseline - xHeight / 2 - stem / 2, x1: x + advance, y1: baseline - xHeight / 2 + stem / 2, color: color)
                default: // crossed stem ("t")
                    fillRect(x0: x + advance / 2 - stem / 2, y0: baseline - xHeight * 4 / 3, x1: x + advance / 2 + stem / 2, y1: baseline, color: color)
                    fillRect(x0: x, y0: baseline - xHeight, x1: x + advance, y1: baseline - xHeight + stem, color: color)
                }
                x += advance + xHeight / 5
            }
            x += xHeight * 2 / 3
        }
    }

    // MARK: - Coverage by 4x4 supersampling (coordinates in quarter pixels)

    private mutating func fillRect(x0: Int, y0: Int, x1: Int, y1: Int, color: RGBA8) {
        fill(x0: x0, y0: y0, x1: x1, y1: y1, color: color) { sx, sy in sx >= x0 && sx < x1 && sy >= y0 && sy < y1 }
    }

    private mutating func fillRoundedRect(x0: Int, y0: Int, x1: Int, y1: Int, radius r: Int, color: RGBA8) {
        fill(x0: x0, y0: y0, x1: x1, y1: y1, color: color) { sx, sy in
            guard sx >= x0, sx < x1, sy >= y0, sy < y1 else { return false }
            let cx = min(max(sx, x0 + r), x1 - r), cy = min(max(sy, y0 + r), y1 - r)
            let dx = sx - cx, dy = sy - cy
            return dx * dx + dy * dy <= r * r
        }
    }

    private mutating func fillEllipse(cx: Int, cy: Int, rx: Int, ry: Int, color: RGBA8) {
        fill(x0: cx - rx, y0: cy - ry, x1: cx + rx, y1: cy + ry, color: color) { sx, sy in
            let dx = sx - cx, dy = sy - cy
            return dx * dx * ry * ry + dy * dy * rx * rx <= rx * rx * ry * ry
        }
    }

    private mutating func fillRing(cx: Int, cy: Int, rx: Int, ry: Int, thickness t: Int, color: RGBA8, upperHalfOnly: Bool = false) {
        let irx = max(1, rx - t), iry = max(1, ry - t)
        fill(x0: cx - rx, y0: cy - ry, x1: cx + rx, y1: upperHalfOnly ? cy : cy + ry, color: color) { sx, sy in
            let dx = sx - cx, dy = sy - cy
            let outer = dx * dx * ry * ry + dy * dy * rx * rx <= rx * rx * ry * ry
            let inner = dx * dx * iry * iry + dy * dy * irx * irx < irx * irx * iry * iry
            return outer && !inner && (!upperHalfOnly || sy < cy)
        }
    }

    /// Blends `color` over every pixel touched by the quarter-pixel box, weighted by how many of
    /// the pixel's 16 sample points `inside` accepts.
    private mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int, color: RGBA8, inside: (Int, Int) -> Bool) {
        let px0 = max(0, x0 >> 2), py0 = max(0, y0 >> 2)
        let px1 = min(Self.width, (x1 + 3) >> 2), py1 = min(Self.height, (y1 + 3) >> 2)
        guard px0 < px1, py0 < py1 else { return }
        for py in py0..<py1 {
            for px in px0..<px1 {
                var count = 0
                for sy in 0..<4 { for sx in 0..<4 where inside(px * 4 + sx, py * 4 + sy) { count += 1 } }
                guard count > 0 else { continue }
                let coverage = UInt32(count * 255 / 16)
                let d = image[px, py]
                image[px, py] = RGBA8(mix(d.r, color.r, coverage), mix(d.g, color.g, coverage), mix(d.b, color.b, coverage))
            }
        }
    }

    /// `a + (b − a) × t / 255`, rounded by ``PixelMath/div255(_:)``.
    private func mix(_ a: UInt8, _ b: UInt8, _ t: UInt32) -> UInt8 {
        UInt8(PixelMath.div255(UInt32(a) * (255 - t) + UInt32(b) * t))
    }

    private mutating func next() -> UInt64 {
        rng &+= 0x9E37_79B9_7F4A_7C15
        var z = rng
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
