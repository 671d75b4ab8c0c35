import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

/// Images: per-appearance assets, templates tinted by the foreground colour, intrinsic sizes.
@Suite struct ImageRenderTests {
    /// A 2x2 asset at 2x: red in light, blue in dark, half-transparent in the bottom row.
    struct Assets: ImageResolver {
        func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)? {
            guard name == "dot" else { return nil }
            let c: RGBA8 = traits.userInterfaceStyle == .dark ? RGBA8(0, 0, 255) : RGBA8(255, 0, 0)
            var image = RGBAImage(size: PixelSize.two, fill: c)
            image[0, 1] = RGBA8(c.r, c.g, c.b, 128)
            image[1, 1] = RGBA8(c.r, c.g, c.b, 128)
            return (image.premultiplied(), 2)
        }
        var imageNames: [String] { ["dot"] }
    }

    static let renderer = ViewRenderer(colors: testPalette, images: Assets(), text: FakeTextMeasurer())

    @Test func assetResolvesPerAppearanceAtItsScale() throws {
        for (traits, expected) in [(Traits.light, RGBA8(255, 0, 0)), (Traits.dark, RGBA8(0, 0, 255))] {
            var t = traits
            t.displayScale = .x2
            let render = try Self.renderer.render(Image("dot"), traits: t, size: .fitting)
            #expect(render.displayList.size == Size(1, 1))
            #expect(render.bitmap.width == 2)
            #expect(render.bitmap.unpremultiplied()[0, 0] == expected)
            #expect(render.bitmap.unpremultiplied()[1, 1] == RGBA8(expected.r, expected.g, expected.b, 128))
        }
    }

    @Test func templateImageTakesTheForegroundColourAndKeepsAlpha() throws {
        var traits = Traits.dark
        traits.displayScale = .x2
        let view = Image("dot").renderingMode(.template).foregroundColor(Color("label"))
        let render = try Self.renderer.render(view, traits: traits, size: .fitting)
        guard case .image(let image) = render.displayList.items[0].operation else { Issue.record("no image"); return }
        #expect(image.tint == ResolvedColor(rgba: .white, name: "label", isDynamic: true))
        #expect(render.bitmap.unpremultiplied()[0, 0] == RGBA8(255, 255, 255))
        #expect(render.bitmap.unpremultiplied()[0, 1] == RGBA8(255, 255, 255, 128))
    }

    @Test func unknownAssetSuggestsTheNearestName() {
        #expect(throws: ViewError.unknownImage(path: "root.children[0]", name: "dott", suggestion: "dot")) {
            try Self.renderer.displayList(for: HStack { Image("dott") }, traits: .light, size: .fitting)
        }
    }

    @Test func resizableImageTakesTheProposedSize() throws {
        let list = try Self.renderer.displayList(for: Image("dot").resizable().frame(width: 30, height: 20),
                                                 traits: .light, size: .fitting)
        #expect(list.nodes.map(\.frame.size) == [Size(30, 20), Size(30, 20)])
    }
}

extension PixelSize {
    static let two: PixelSize = {
        guard let size = try? PixelSize(width: 2, height: 2) else { preconditionFailure("2x2 is a valid size") }
        return size
    }()
}
