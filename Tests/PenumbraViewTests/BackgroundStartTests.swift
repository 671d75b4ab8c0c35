import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

/// A screen's opaque background over the whole canvas becomes the bitmap's starting colour
/// instead of a fill: the pixels must be those of painting every item on a transparent bitmap.
@Suite struct BackgroundStartTests {
    static let renderer = ViewRenderer(colors: testPalette, text: FakeTextMeasurer())

    static func screen(background: Color) -> some View {
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 7, style: .continuous).fill(Color("accent")).frame(width: 41, height: 23)
            Circle().fill(Color("label").opacity(0.5)).frame(width: 17, height: 17)
        }
        .frame(width: 61, height: 47)
        .background(background)
    }

    /// Every item painted on a transparent bitmap, as the painter does without the shortcut.
    static func paintedFromClear(_ list: DisplayList) throws -> Bitmap {
        var painter = DisplayListPainter(size: try PixelSize(width: list.pixelSize.width, height: list.pixelSize.height),
                                         scale: list.scale, text: FakeTextMeasurer())
        try painter.paint(list.items)
        return painter.canvas.bitmap
    }

    @Test(arguments: [Traits.light, Traits(userInterfaceStyle: .dark, displayScale: .x3)])
    func anOpaqueBackgroundStartsTheBitmap(traits: PenumbraStyle.Traits) throws {
        let list = try Self.renderer.displayList(for: Self.screen(background: Color("bg")), traits: traits, size: .fitting)
        // The shortcut applies: the first item is an opaque rectangle over the whole canvas.
        let first = try #require(list.items.first)
        guard case let .fill(.rectangle, color) = first.operation else { Issue.record("first item: \(first.operation)"); return }
        #expect(color.rgba.a == 255)
        #expect(first.frame.minX == 0 && first.frame.minY == 0 && first.frame.width == 61 && first.frame.height == 47)
        let drawn = try Self.renderer.draw(list)
        #expect(drawn == (try Self.paintedFromClear(list)))
        #expect(drawn[0, 0] == color.premultiplied)
    }

    /// A translucent background is blended, not copied: no shortcut, the same pixels.
    @Test func aTranslucentBackgroundIsPainted() throws {
        let list = try Self.renderer.displayList(for: Self.screen(background: Color("bg").opacity(0.4)), traits: .light, size: .fitting)
        let drawn = try Self.renderer.draw(list)
        #expect(drawn == (try Self.paintedFromClear(list)))
        #expect(drawn[0, 0].a < 255)
    }
}
