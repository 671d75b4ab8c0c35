import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

/// The painter builds a rounded clip's mask only when something drawn inside it reaches its
/// corners, skips an outer clip while a deeper one that it leaves untouched is on the canvas,
/// and draws a background that fills its own clip as the clip's shape. Every shortcut must give
/// the pixels of pushing every clip at once.
@Suite struct ClipPaintingTests {
    static let renderer = ViewRenderer(colors: testPalette, text: FakeTextMeasurer())

    /// A list card: rounded, clipped; rows with a rounded icon tile whose symbol reaches the tile's
    /// corners, away from the card's corners (so the tile's clip is pushed and the card's is not
    /// needed), then items that do reach the card's corners after the tiles' clips are popped.
    static func card(cornerReachingRowLast: Bool) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<3) { i in
                HStack(spacing: 8) {
                    Image(systemName: "star.fill").font(.system(size: 22)).foregroundColor(.white)
                        .frame(width: 24, height: 24).background(Color("accent")).clipShape(RoundedRectangle(cornerRadius: 6, style: .continuous))
                    Rectangle().fill(Color("separator")).frame(height: 10)
                }
                .padding(.horizontal, 30).frame(height: 36)
                .background(i == 2 && cornerReachingRowLast ? Color("label") : Color(penumbra: .rgba(0, 0, 0, 0)))
            }
            // Reaches the card's bottom corners after every tile clip was pushed and popped.
            Rectangle().fill(Color("accent")).frame(height: 14)
        }
        .frame(width: 160)
        .background(Color("primaryText"))
        .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
        .padding(6)
        .background(Color("bg"))
    }

    static var trees: [(name: String, view: AnyView)] { [
        ("card", AnyView(card(cornerReachingRowLast: false))),
        ("card-dark-last-row", AnyView(card(cornerReachingRowLast: true))),
        ("nested", AnyView(ZStack {
            Circle().fill(Color("accent")).frame(width: 90, height: 90)
                .overlay {
                    RoundedRectangle(cornerRadius: 10, style: .circular).fill(Color("label")).frame(width: 40, height: 40)
                        .overlay { Rectangle().fill(Color("bg")).frame(width: 60, height: 8) }
                        .cornerRadius(10)
                }
                .clipShape(Circle())
            Rectangle().fill(Color("separator")).frame(width: 120, height: 6)
        }.frame(width: 100, height: 100).cornerRadius(24).padding(4).background(Color("bg")))),
    ] }

    @Test(arguments: trees.map(\.name), [Traits.light, Traits(userInterfaceStyle: .dark, displayScale: .x3)])
    func shortcutsDrawTheSamePixelsAsPushingEveryClip(name: String, traits: PenumbraStyle.Traits) throws {
        let tree = try #require(Self.trees.first { $0.name == name }).view
        let list = try Self.renderer.displayList(for: tree, traits: traits, size: .fitting)
        let lazy = try Self.renderer.draw(list)
        let size = try PixelSize(width: list.pixelSize.width, height: list.pixelSize.height)
        var eager = DisplayListPainter(size: size, scale: list.scale, text: FakeTextMeasurer())
        eager.pushesEveryClip = true
        try eager.paint(list.items)
        let differing = zip(lazy.bytes, eager.canvas.bitmap.bytes).count { $0 != $1 }
        #expect(lazy.size == eager.canvas.bitmap.size)
        #expect(differing == 0, "bytes that differ from the render with every clip pushed")
        // The card's corners are clipped: its corner pixels show the page background.
        guard name != "nested" else { return }
        let bg = testPalette.colors["bg"]!.resolved(in: traits).premultiplied
        let s = traits.displayScale.value
        for (x, y) in [(6 * s, 6 * s), (166 * s - 1, 6 * s), (6 * s, lazy.height - 6 * s - 1), (166 * s - 1, lazy.height - 6 * s - 1)] {
            #expect(lazy[x, y] == bg, "corner pixel (\(x), \(y))")
        }
    }
}
