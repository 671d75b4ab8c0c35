import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing

/// Layer effects and gradients drawn as SwiftUI draws them, with exact pixels where the geometry
/// gives them.
@Suite struct EffectRenderTests {
    static let config = RenderConfiguration()

    func render<V: View>(_ view: V, _ w: Double, _ h: Double, scale: DisplayScale = .x1) throws -> RGBAImage {
        var traits = Traits.light
        traits.displayScale = scale
        return try Self.config.render(view.frame(width: w, height: h), traits: traits, size: .fitting).bitmap.unpremultiplied()
    }

    func alphaSum(_ image: RGBAImage) -> Int {
        var sum = 0
        for y in 0..<image.size.height { for x in 0..<image.size.width { sum += Int(image[x, y].a) } }
        return sum
    }

    @Test(arguments: [DisplayScale.x1, .x2, .x3])
    func aQuarterTurnMovesPixelsExactly(scale: DisplayScale) throws {
        // A 20x10 bar rotated 90° about the centre of its 20x20 frame stands upright.
        let bar = Color.black.frame(width: 20, height: 10).frame(width: 20, height: 20, alignment: .top).rotationEffect(.degrees(90))
        let image = try render(bar, 20, 20, scale: scale)
        let s = scale.value
        #expect(image[19 * s, 0].a == 255 && image[10 * s, 19 * s].a == 255)
        #expect(image[9 * s, 0].a == 0 && image[0, 19 * s].a == 0)
        #expect(alphaSum(image) == 255 * 200 * s * s)
    }

    @Test func aScaleAboutTheTopLeadingCornerDoublesTheSize() throws {
        // The layer is resampled bilinearly, as Core Animation scales a layer's contents: a
        // 5-point square becomes 10 points with a half-pixel soft edge.
        let image = try render(Color.black.frame(width: 5, height: 5).frame(width: 20, height: 20, alignment: .topLeading)
            .scaleEffect(2, anchor: .topLeading), 20, 20)
        #expect(image[8, 8].a == 255 && image[9, 5].a == 191 && image[9, 9].a == 143 && image[10, 10].a == 16 && image[11, 11].a == 0)
        #expect(abs(alphaSum(image) - 255 * 100) < 255 * 6)
    }

    @Test func aBlurSpreadsInkWithoutLosingIt() throws {
        let sharp = try render(Color.black.frame(width: 8, height: 8), 40, 40)
        let blurred = try render(Color.black.frame(width: 8, height: 8).blur(radius: 3), 40, 40)
        #expect(blurred[20, 20].a == 255 && blurred[16, 20].a < 255 && blurred[14, 20].a > 0)
        // Box blurs keep the sum up to rounding of each pass.
        #expect(abs(alphaSum(blurred) - alphaSum(sharp)) < alphaSum(sharp) / 50)
    }

    @Test func aMaskShowsTheContentThroughItsAlpha() throws {
        let image = try render(Color.black.mask { Color.black.opacity(0.5) }, 4, 4)
        #expect(image[1, 1].a == 128)
        let circle = try render(Color.red.mask { Circle() }, 20, 20)
        // Color.red is the system red.
        #expect(circle[0, 0].a == 0 && circle[10, 10] == RGBA8(0xFF, 0x3B, 0x30))
    }

    @Test func multiplyBlendsWithWhatLiesBelow() throws {
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0)
            Color(red: 0, green: 1, blue: 1).blendMode(.multiply)
        }
        let image = try render(view, 4, 4)
        #expect(image[1, 1] == RGBA8(0, 255, 0))
    }

    @Test func textCastsAShadow() throws {
        let plain = try render(Text("Hi").font(.title), 60, 40)
        let shadowed = try render(Text("Hi").font(.title).shadow(color: .black, radius: 0, x: 3, y: 3), 60, 40)
        #expect(alphaSum(shadowed) > alphaSum(plain) + 255 * 20)
    }

    @Test func radialGradientsRunFromTheCentreOut() throws {
        let view = Rectangle().fill(RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 10))
        let image = try render(view, 40, 40)
        // Pixel centres 0.71 and 5.52 points from the centre: 7% and 55% of the way out.
        #expect(abs(Int(image[20, 20].r) - 18) <= 2)
        #expect(abs(Int(image[25, 19].r) - 141) <= 2)
        #expect(image[0, 0] == RGBA8(255, 255, 255))
    }

    @Test func angularGradientsRunClockwiseFromThreeOClock() throws {
        let view = Rectangle().fill(AngularGradient(colors: [.black, .white], center: .center))
        let image = try render(view, 40, 40)
        // Just below the x axis on the right: the start; a quarter turn on, at the bottom: a quarter of the way.
        #expect(image[39, 20].r < 8)
        #expect(abs(Int(image[20, 39].r) - 64) < 8)
        #expect(abs(Int(image[0, 20].r) - 128) < 8)
    }

    @Test func materialsLayTheirTintOverWhatIsBehindInEachAppearance() throws {
        // `.background(.regularMaterial)` over red: the regular material's tint, 78% #F9F9F9 in
        // light and 82% #252525 in dark, composited over the red behind it (no blur).
        let view = Color.clear.frame(width: 10, height: 10).background(.regularMaterial).background(Color(red: 1, green: 0, blue: 0))
        var dark = Traits.dark
        dark.displayScale = .x1
        let light = try render(view, 10, 10)[5, 5]
        let night = try Self.config.render(view.frame(width: 10, height: 10), traits: dark, size: .fitting).bitmap.unpremultiplied()[5, 5]
        func over(_ t: RGBA8, _ base: (Int, Int, Int)) -> (Int, Int, Int) {
            let a = Int(t.a)
            func c(_ s: UInt8, _ d: Int) -> Int { (Int(s) * a + d * (255 - a) + 127) / 255 }
            return (c(t.r, base.0), c(t.g, base.1), c(t.b, base.2))
        }
        let expectedLight = over(RGBA8(249, 249, 249, 199), (255, 0, 0)), expectedDark = over(RGBA8(37, 37, 37, 209), (255, 0, 0))
        for (got, want) in [(light, expectedLight), (night, expectedDark)] {
            #expect(got.a == 255 && abs(Int(got.r) - want.0) <= 1 && abs(Int(got.g) - want.1) <= 1 && abs(Int(got.b) - want.2) <= 1, "\(got) vs \(want)")
        }
        // Every thickness compiles as SwiftUI spells it, and thicker is more opaque over red.
        let greens = try [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map { m in
            try render(Color.clear.frame(width: 4, height: 4).background(m).background(Color(red: 1, green: 0, blue: 0)), 4, 4)[2, 2].g
        }
        #expect(greens == greens.sorted() && Set(greens).count == 5, "\(greens)")
        _ = Text("bar").background(.bar).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
    }
}
