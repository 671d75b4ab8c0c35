import PenumbraCore
import PenumbraUI
import Testing
import UIKit

/// SF Symbols' multicolor `….badge.plus`: the base symbol in the foreground and a system-green
/// badge with a white plus at its bottom trailing corner, as the iOS simulator draws SpeziViews'
/// `ListHeader` (`person.fill.badge.plus`, multicolor, 50 points); monochrome otherwise.
@Suite struct BadgedSymbolTests {
    struct Ink { var green = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min); var blue = 0; var whiteInGreen = 0 }

    static func ink(_ view: some View, _ traits: Traits) throws -> (Ink, Bitmap) {
        let b = try RenderConfiguration().render(view, traits: traits).bitmap
        let green = UIColor.systemGreen.rgba(in: UITraitCollection(traits)), blue = UIColor.systemBlue.rgba(in: UITraitCollection(traits))
        var ink = Ink()
        for y in 0..<b.height { for x in 0..<b.width where b[x, y].unpremultiplied == green {
            ink.green = (min(ink.green.minX, x), min(ink.green.minY, y), max(ink.green.maxX, x), max(ink.green.maxY, y))
        } }
        for y in 0..<b.height { for x in 0..<b.width {
            let p = b[x, y].unpremultiplied
            if p == blue { ink.blue += 1 }
            if p == RGBA8(255, 255, 255, 255), x > ink.green.minX, x < ink.green.maxX, y > ink.green.minY, y < ink.green.maxY { ink.whiteInGreen += 1 }
        } }
        return (ink, b)
    }

    @Test(arguments: [Traits.light, Traits.dark])
    func aMulticolorBadgePlusHasItsGreenDiscAtTheBottomTrailingCorner(_ appearance: Traits) throws {
        var traits = appearance
        traits.displayScale = .x3
        let symbol = Image(systemName: "person.fill.badge.plus").foregroundColor(.blue).font(.system(size: 50))
        let (ink, b) = try Self.ink(symbol.symbolRenderingMode(.multicolor), traits)
        #expect(b.width == 150 && b.height == 150, "the symbol's box: its point size square")
        // A disc 0.46 of the box across, at its trailing and bottom edges (±2 px).
        let d = ink.green.maxX - ink.green.minX + 1
        #expect(abs(d - 69) <= 2 && abs(ink.green.maxX - 149) <= 2 && abs(ink.green.maxY - 149) <= 2, "\(ink.green)")
        #expect(ink.whiteInGreen > 200, "the white plus on the disc")
        #expect(ink.blue > 3_000, "the person in the foreground colour")
        // The environment's mode reaches the image as the image's own does.
        let (viaEnvironment, _) = try Self.ink(VStack { symbol }.symbolRenderingMode(.multicolor), traits)
        #expect(viaEnvironment.green == ink.green)
        // Monochrome (the default): the one glyph in the foreground colour, no green.
        let (monochrome, plain) = try Self.ink(symbol, traits)
        #expect(monochrome.green.minX == Int.max && plain.width == 150)
    }
}
