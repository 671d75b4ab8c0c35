import PenumbraCore
import PenumbraUI
import Testing
import UIKit

/// UIKit's system controls at rest, each state a test asks for, at 1x, 2x and 3x in light and
/// dark: pixels at known points of `ControlMetrics`' geometry, and the same metrics as PenumbraUI's
/// SwiftUI controls draw.
@MainActor
@Suite("UIKit controls")
struct UIKitControlTests {
    static let variants: [(Int, Traits)] = [1, 2, 3].flatMap { s in [Traits.light, Traits.dark].map { t in
        var traits = t
        traits.displayScale = (try? DisplayScale(s)) ?? .x1
        return (s, traits)
    } }

    /// `view` drawn on a plain background of `size` points in `traits`.
    func render(_ view: UIView, in size: CGSize, traits: Traits) throws -> Bitmap {
        let host = UIView(frame: CGRect(origin: .zero, size: size))
        host.backgroundColor = .systemBackground
        host.addSubview(view)
        return try UIKitRendering.render(host, traits: traits).bitmap
    }

    /// The colour at (x, y) points, in the middle of that point's pixels.
    func color(_ b: Bitmap, _ x: Double, _ y: Double, scale: Int) -> RGBA8 {
        b[Int(x * Double(scale)), Int(y * Double(scale))].unpremultiplied
    }

    func resolved(_ c: UIColor, _ traits: Traits) -> RGBA8 { c.rgba(in: UITraitCollection(traits)) }

    /// `top` composited over the system background (straight alpha, one rounding).
    func over(_ top: RGBA8, _ traits: Traits) -> RGBA8 { over(top, onto: resolved(.systemBackground, traits)) }

    /// `top` composited over an opaque `bottom`.
    func over(_ top: RGBA8, onto bottom: RGBA8) -> RGBA8 {
        let a = Int(top.a)
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(t) * a + Int(b) * (255 - a) + 127) / 255) }
        return RGBA8(mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b), 255)
    }

    func close(_ a: RGBA8, _ b: RGBA8, within: Int = 2) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= within && abs(Int(a.g) - Int(b.g)) <= within && abs(Int(a.b) - Int(b.b)) <= within
    }

    @Test func aSwitchIsFiftyOneByThirtyOneOnAndOffEnabledAndNot() throws {
        let s = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        #expect(s.bounds.size == CGSize(width: 51, height: 31) && s.intrinsicContentSize == CGSize(width: 51, height: 31))
        for (scale, traits) in Self.variants {
            for on in [false, true] {
                s.isOn = on
                s.isEnabled = true
                let b = try render(s, in: CGSize(width: 80, height: 50), traits: traits)
                // The track between the thumb and the far end; the thumb's centre.
                let trackX = on ? 10 + 6.0 : 10 + 45.0, thumbX = on ? 10 + 51 - 2 - 13.5 : 10 + 2 + 13.5
                let track = color(b, trackX, 25.5, scale: scale)
                let expected = on ? resolved(.systemGreen, traits) : over(resolved(.secondarySystemFill, traits), traits)
                #expect(close(track, expected), "\(on ? "on" : "off") \(scale)x \(traits.userInterfaceStyle): track \(track) vs \(expected)")
                #expect(color(b, thumbX, 25.5, scale: scale) == RGBA8(255, 255, 255, 255), "the white thumb")
                // Above the track only the thumb's soft shadow reaches (a level or two).
                #expect(close(color(b, 10 + 25.5, 8, scale: scale), resolved(.systemBackground, traits)), "nothing above the track")
                s.isEnabled = false
                let dimmed = color(try render(s, in: CGSize(width: 80, height: 50), traits: traits), trackX, 25.5, scale: scale)
                #expect(close(dimmed, over(RGBA8(expected.r, expected.g, expected.b, 128), traits), within: 3) || !on,
                        "disabled: half opacity \(dimmed)")
            }
        }
    }

    @Test func aSwitchFollowsItsOnTintAndMirrorsRightToLeft() throws {
        let s = UISwitch()
        s.isOn = true
        s.onTintColor = .systemIndigo
        var rtl = Traits.light
        rtl.layoutDirection = .rightToLeft
        let b = try render(s, in: CGSize(width: 51, height: 31), traits: rtl)
        #expect(color(b, 45, 15.5, scale: 1) == resolved(.systemIndigo, .light), "the track shows at the trailing (left) end's opposite")
        #expect(color(b, 15.5, 15.5, scale: 1) == RGBA8(255, 255, 255, 255), "on is on the left right to left")
    }

    @Test func aSliderFillsTheTintUpToItsThumb() throws {
        for (scale, traits) in Self.variants {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 28))
            slider.value = 0.5
            let b = try render(slider, in: CGSize(width: 228, height: 40), traits: traits)
            // Thumb centre at 14 + 200 × 0.5 = 114.
            #expect(color(b, 114, 14, scale: scale) == RGBA8(255, 255, 255, 255))
            #expect(close(color(b, 50, 14, scale: scale), resolved(.systemBlue, traits)), "tint before the thumb")
            #expect(close(color(b, 180, 14, scale: scale), over(resolved(.systemFill, traits), traits)), "fill after the thumb")
            #expect(color(b, 180, 10, scale: scale) == resolved(.systemBackground, traits), "the track is 4 points tall")
        }
        #expect(UISlider().intrinsicContentSize.height == 28)
    }

    @Test func aProgressViewShowsThePartDone() throws {
        for (scale, traits) in Self.variants {
            let bar = UIProgressView(progressViewStyle: .default)
            bar.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
            bar.progress = 0.3
            bar.progressTintColor = .systemPink
            let b = try render(bar, in: CGSize(width: 100, height: 4), traits: traits)
            #expect(color(b, 15, 2, scale: scale) == resolved(.systemPink, traits))
            #expect(close(color(b, 60, 2, scale: scale), over(resolved(.systemFill, traits), traits)))
        }
        #expect(UIProgressView().intrinsicContentSize.height == 4)
    }

    @Test func aStepperDimsTheGlyphAtItsBound() throws {
        for (scale, traits) in Self.variants {
            let stepper = UIStepper()
            #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
            stepper.value = 0
            let b = try render(stepper, in: CGSize(width: 94, height: 32), traits: traits)
            let fill = over(resolved(.tertiarySystemFill, traits), traits)
            #expect(close(color(b, 10, 16, scale: scale), fill), "the plate")
            #expect(close(color(b, 47, 16, scale: scale), over(resolved(.separator, traits), onto: fill)) || scale == 1, "the separator")
            // The minus glyph's bar, dimmed at the minimum; the plus glyph's centre in the label colour.
            let minus = color(b, 23.25, 16, scale: scale), plus = color(b, 70.75, 16, scale: scale)
            #expect(close(plus, resolved(.label, traits), within: 24), "plus in the label colour: \(plus)")
            #expect(!close(minus, resolved(.label, traits), within: 24), "minus dimmed at the minimum: \(minus)")
        }
    }

    @Test func aSegmentedControlRaisesTheSelectedSegment() throws {
        for (scale, traits) in Self.variants {
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            control.selectedSegmentIndex = 1
            control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
            let b = try render(control, in: CGSize(width: 300, height: 40), traits: traits)
            let plate = traits.userInterfaceStyle == .dark ? RGBA8(99, 99, 102, 255) : RGBA8(255, 255, 255, 255)
            // Segments of 296 / 3 points from x = 2: the second spans 100.7…199.3; its top-left corner area is plate.
            #expect(close(color(b, 110, 6, scale: scale), plate), "the plate")
            #expect(close(color(b, 20, 6, scale: scale), over(resolved(.tertiarySystemFill, traits), traits)), "the track")
            #expect(color(b, 150, 36, scale: scale) != RGBA8(0, 0, 0, 0))
        }
        let sized = UISegmentedControl(items: ["A", "Longer title"])
        #expect(sized.intrinsicContentSize.height == 32 && sized.intrinsicContentSize.width > 100)
        #expect(sized.numberOfSegments == 2 && sized.titleForSegment(at: 1) == "Longer title")
    }

    @Test func aTextFieldDrawsItsPlaceholderThenItsTextInsideItsBorder() throws {
        for (scale, traits) in Self.variants {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            field.borderStyle = .roundedRect
            field.placeholder = "Email"
            #expect(field.intrinsicContentSize.height == 34)
            let empty = try render(field, in: CGSize(width: 200, height: 34), traits: traits)
            field.text = "me@example.com"
            let filled = try render(field, in: CGSize(width: 200, height: 34), traits: traits)
            // Ink (pixels far from the background) starts 7 points in, and only inside the field.
            func inkColumns(_ b: Bitmap) -> [Int] {
                let bg = resolved(.systemBackground, traits)
                // Columns between the border's sides (a point in from each).
                return (scale..<(b.width - scale)).filter { x in (Int(8 * Double(scale))..<Int(26 * Double(scale))).contains { y in
                    !close(b[x, y].unpremultiplied, bg, within: 30) } }
            }
            let placeholder = inkColumns(empty), text = inkColumns(filled)
            #expect((placeholder.first ?? 0) >= 7 * scale && (text.first ?? 0) >= 7 * scale, "7 points of padding")
            #expect((text.last ?? 0) > (placeholder.last ?? 0), "the text is longer than the placeholder")
            // The placeholder is lighter than the text (placeholderText vs label).
            let bg = resolved(.systemBackground, traits)
            func strongest(_ b: Bitmap) -> Int {
                var best = 0
                for y in 0..<b.height { for x in 0..<b.width {
                    let p = b[x, y].unpremultiplied
                    best = max(best, abs(Int(p.r) - Int(bg.r)))
                } }
                return best
            }
            #expect(strongest(filled) > strongest(empty) + 40)
        }
    }

    @Test func aSecureFieldDrawsBulletsAndTheClearButtonShowsWithText() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        field.isSecureTextEntry = true
        field.text = "abc"
        field.clearButtonMode = .always
        let r = field.textRect(forBounds: field.bounds)
        #expect(abs(r.width - 97) < 1e-9, "the clear button takes its room (19 points and 4 of space): \(r.width)")
        let b = try render(field, in: CGSize(width: 120, height: 30), traits: .light)
        let bg = resolved(.systemBackground, .light)
        #expect((100..<120).contains { x in (0..<30).contains { y in b[x, y].unpremultiplied != bg } }, "the clear button is drawn")
    }

    @Test func controlsDrawTheSameMetricsAsSwiftUI() throws {
        // PenumbraUI's Toggle and UIKit's UISwitch, both on, in light at 2x: the same pixels.
        var traits = Traits.light
        traits.displayScale = .x2
        let uikit = UISwitch()
        uikit.isOn = true
        let a = try UIKitRendering.render(uikit, size: CGSize(width: 51, height: 31), traits: traits).bitmap
        let renderer = ImageRenderer(content: Toggle(isOn: .constant(true)) { EmptyView() }.labelsHidden())
        renderer.traits = traits
        renderer.scale = 2
        let b = try renderer.render().bitmap
        #expect(a.width == b.width && a.height == b.height)
        var worst = 0
        for y in 0..<min(a.height, b.height) { for x in 0..<min(a.width, b.width) {
            let p = a[x, y], q = b[x, y]
            worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
        } }
        #expect(worst <= 2, "largest channel difference \(worst)")
    }
}
