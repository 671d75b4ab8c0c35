import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

/// Linear gradients: stop colours resolved per variant, exposed in the display list, drawn by
/// the rasterizer's gradient shader.
@Suite struct GradientTests {
    typealias Gradient = PenumbraUI.LinearGradient
    typealias Spec = PenumbraView.GradientSpec

    static let dynamicToStatic = Gradient(colors: [Color("bg"), Color("accent")], startPoint: .top, endPoint: .bottom)

    func gradientItems(_ view: some View, _ t: Traits, size: RootSize = .fixed(Size(10, 10))) throws -> [(ShapeKind, ResolvedGradient)] {
        try testRenderer().displayList(for: view, traits: t, size: size).items.compactMap {
            if case let .fillGradient(shape, g) = $0.operation { (shape, g) } else { nil }
        }
    }

    @Test func dynamicStopResolvesPerVariantAndIsFlaggedDynamic() throws {
        let light = try #require(try gradientItems(Self.dynamicToStatic, traits(style: .light)).first?.1)
        let dark = try #require(try gradientItems(Self.dynamicToStatic, traits(style: .dark)).first?.1)
        #expect(light.stops[0].color == ResolvedColor(rgba: RGBA8(255, 255, 255), name: "bg", isDynamic: true))
        #expect(dark.stops[0].color == ResolvedColor(rgba: RGBA8(0, 0, 0), name: "bg", isDynamic: true))
        #expect(light.stops[1].color == ResolvedColor(rgba: RGBA8(0, 122, 255), name: "accent", isDynamic: false))
        #expect(dark.stops[1].color == light.stops[1].color)
        #expect(light.stops.map(\.location) == [0, 1])
    }

    @Test func displayListColoursIncludeEveryStop() throws {
        let list = try testRenderer().displayList(for: Self.dynamicToStatic, traits: traits(), size: .fixed(Size(10, 10)))
        #expect(list.colors.map(\.color.name) == ["bg", "accent"])
        #expect(list.colors.map(\.color.isDynamic) == [true, false])
    }

    @Test func stopsSortByLocationAndColoursSpreadEvenly() {
        let spread = Spec(colors: [.white, .black, .clear], startPoint: .leading, endPoint: .trailing)
        #expect(spread.stops.map(\.location) == [0, 0.5, 1])
        let sorted = Spec(stops: [.init(color: .black, location: 0.9), .init(color: .white, location: -1)],
                              startPoint: .top, endPoint: .bottom)
        #expect(sorted.stops.map(\.color) == [.white, .black])
        #expect(sorted.stops.map(\.location) == [0, 0.9])
    }

    @Test func shapeFillAndBackgroundsCarryTheGradient() throws {
        let capsule = try gradientItems(Capsule(style: .circular).fill(Self.dynamicToStatic), traits())
        #expect(capsule.map(\.0) == [.capsule(style: .circular)])
        let behind = try gradientItems(Text("x").background(Self.dynamicToStatic, in: Circle()), traits(), size: .fitting)
        #expect(behind.map(\.0) == [.circle])
        let plain = try gradientItems(Text("x").background(Self.dynamicToStatic), traits(), size: .fitting)
        #expect(plain.map(\.0) == [.rectangle])
    }

    @Test func unitPointsMirrorInRightToLeft() throws {
        let g = Gradient(colors: [.white, .black], startPoint: .leading, endPoint: UnitPoint(x: 0.75, y: 0.5))
        let rtl = try #require(try gradientItems(g, traits(direction: .rightToLeft)).first?.1)
        #expect(rtl.startPoint == UnitPoint(x: 1, y: 0.5))
        #expect(rtl.endPoint == UnitPoint(x: 0.25, y: 0.5))
    }

    @Test func drawsTheRasterizersGradientInTheFrame() throws {
        let g = Gradient(colors: [Color(penumbra: .rgba(255, 0, 0)), Color(penumbra: .rgba(0, 0, 255))], startPoint: .topLeading, endPoint: .bottomTrailing)
        let render = try testRenderer().render(g.padding(2), traits: traits(scale: .x2), size: .fixed(Size(12, 8)))
        var canvas = RasterCanvas(bitmap: Bitmap(size: try PixelSize(width: 24, height: 16)))
        let stops = [GradientStop(location: 0, color: RGBA8(255, 0, 0).premultiplied),
                     GradientStop(location: 1, color: RGBA8(0, 0, 255).premultiplied)]
        let raster = try #require(RasterGradient(stops: stops, start: Point(4, 4), end: Point(20, 12)))
        canvas.fill(Shapes.rectangle(Rect(x: 4, y: 4, width: 16, height: 8)), gradient: raster)
        #expect(render.bitmap == canvas.bitmap)
    }

    @Test func oneStopFillsSolid() throws {
        let g = Gradient(colors: [Color(penumbra: .rgba(10, 20, 30))], startPoint: .top, endPoint: .bottom)
        let render = try testRenderer().render(g, traits: traits(), size: .fixed(Size(2, 2)))
        #expect(render.bitmap[1, 1] == RGBA8(10, 20, 30).premultiplied)
    }
}
