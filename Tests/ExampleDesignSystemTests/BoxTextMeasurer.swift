import ExampleDesignSystem
import Penumbra

/// A text engine stand-in for the check tests: every character is 0.55 of the font size wide,
/// a line 1.25 times its size tall, and each line is drawn as a bar of the text colour over
/// the middle third of the line (so the checks see ink where text is).
struct BoxTextMeasurer: TextMeasurer {
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size {
        Size(Double(text.count) * font.size * 0.55, font.size * 1.25)
    }

    func pointSize(of style: TextStyle, category: ContentSizeCategory) -> Double {
        style.pointSize(for: category)
    }

    func hasFamily(_ family: String) -> Bool { false }
    var familyNames: [String] { [] }

    func draw(_ run: TextRun, in frame: Rect, scale: Double, into canvas: inout RasterCanvas) throws(ViewError) {
        let bar = Rect(x: frame.minX * scale, y: (frame.minY + frame.height / 3) * scale,
                       width: frame.width * scale, height: frame.height / 3 * scale)
        canvas.fill(rect: bar, color: run.color.premultiplied)
    }
}
