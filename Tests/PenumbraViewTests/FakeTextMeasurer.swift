import PenumbraCore
import PenumbraStyle
import PenumbraText
import PenumbraView

/// A text measurer with round numbers, for exact layout expectations: every character is half
/// the font size wide, a line is 1.25 times the font size tall, words wrap greedily at spaces.
struct FakeTextMeasurer: TextMeasurer {
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size {
        let advance = font.size / 2
        var lines: [Double] = []
        var current = 0.0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let w = Double(word.count) * advance
            if current == 0 {
                current = w
            } else if let maxWidth, current + advance + w > maxWidth {
                lines.append(current)
                current = w
            } else {
                current += advance + w
            }
        }
        lines.append(current)
        if let lineLimit, lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        return Size(lines.max() ?? 0, Double(lines.count) * font.size * 1.25)
    }

    func pointSize(of style: TextStyle, category: ContentSizeCategory) -> Double { style.pointSize(for: .large) }
    func hasFamily(_ family: String) -> Bool { familyNames.contains(family) }
    var familyNames: [String] { ["Brand Sans"] }
}

/// A small palette for tests: `bg`, `label`, `separator`, `primaryText`, `accent` (static).
let testPalette = Palette(name: "test", colors: [
    "bg": StyleColor(light: RGBA8(255, 255, 255), dark: RGBA8(0, 0, 0), darkElevated: RGBA8(28, 28, 30)),
    "label": StyleColor(light: RGBA8(0, 0, 0), dark: RGBA8(255, 255, 255)),
    "separator": StyleColor(light: RGBA8(60, 60, 67, 73), dark: RGBA8(84, 84, 88, 153)),
    "primaryText": StyleColor(light: RGBA8(17, 17, 17), dark: RGBA8(238, 238, 238), lightHighContrast: RGBA8(0, 0, 0)),
    "accent": StyleColor(RGBA8(0, 122, 255)),
])

func testRenderer() -> ViewRenderer { ViewRenderer(colors: testPalette, text: FakeTextMeasurer()) }

func traits(scale: DisplayScale = .x1, style: UserInterfaceStyle = .light,
            direction: LayoutDirection = .leftToRight) -> Traits {
    Traits(userInterfaceStyle: style, displayScale: scale, layoutDirection: direction)
}
