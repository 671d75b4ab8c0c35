import PenumbraCore
import PenumbraView
import PenumbraUI
import PenumbraPNG
import Testing
import UIKit

@MainActor
@Suite("UIKit rendering")
struct UIKitRenderingTests {
    private func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> RGBA8 { bitmap[x, y].unpremultiplied }

    @Test func backgroundResolvesPerAppearance() throws {
        let view = UIView()
        view.backgroundColor = .systemBackground
        let light = try UIKitRendering.render(view, size: CGSize(width: 10, height: 10), traits: .light).bitmap
        let dark = try UIKitRendering.render(view, size: CGSize(width: 10, height: 10), traits: .dark).bitmap
        #expect(pixel(light, 5, 5) == RGBA8(255, 255, 255, 255))
        #expect(pixel(dark, 5, 5) == RGBA8(0, 0, 0, 255))
    }

    /// UIKit's `isEqual`: equal components or the same system colour are equal however they were
    /// made (GOV.UK's `UIColor.fromHex("#FF0000") == .red`, its buttons' `== UIColor.systemBackground`).
    @Test func coloursAreEqualByValueAsInUIKit() throws {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor.systemBackground == .systemBackground)
        #expect(UIColor.label != .secondaryLabel)
        #expect(UIColor.red != .green)
        #expect(UIColor.red.withAlphaComponent(0.5) != .red)
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor.label.withAlphaComponent(0.5) != .label)
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic == dynamic)
        #expect(dynamic != UIColor { $0.userInterfaceStyle == .dark ? .white : .black })
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .label, .label]).count == 2)
    }

    /// Instagram's elevated modal: the same background is lighter on the elevated level in dark.
    @Test func elevatedModalDrawsElevatedColours() throws {
        let modal = UIView()
        modal.backgroundColor = .systemBackground
        modal.traitOverrides.userInterfaceLevel = .elevated
        let render = try UIKitRendering.render(modal, size: CGSize(width: 10, height: 10), traits: .dark).bitmap
        #expect(pixel(render, 5, 5) == RGBA8(0x1C, 0x1C, 0x1E, 255))
    }

    @Test func overrideUserInterfaceStyleWinsOverTheHost() throws {
        let view = UIView()
        view.backgroundColor = .systemBackground
        view.overrideUserInterfaceStyle = .dark
        let render = try UIKitRendering.render(view, size: CGSize(width: 4, height: 4), traits: .light).bitmap
        #expect(pixel(render, 1, 1) == RGBA8(0, 0, 0, 255))
    }

    @Test func borderIsDrawnAboveSubviewsAndInside() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.systemRed.cgColor
        let child = UIView(frame: view.bounds)
        child.backgroundColor = .systemBlue
        view.addSubview(child)
        let render = try UIKitRendering.render(view, traits: .light).bitmap
        #expect(pixel(render, 0, 10) == RGBA8(255, 59, 48, 255))
        #expect(pixel(render, 10, 10) == RGBA8(0, 122, 255, 255))
    }

    @Test func imageRendererDrawsWhatLayerRenderDraws() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 8))
        view.backgroundColor = .systemGreen
        view.layer.cornerRadius = 4
        let direct = try UIKitRendering.render(view, traits: .light).bitmap
        let image = UITraitCollection.light.performAsCurrent {
            UIGraphicsImageRenderer(bounds: view.bounds).image { ctx in view.layer.render(in: ctx.cgContext) }
        }
        let png = try #require(image.pngData())
        #expect(image.size == CGSize(width: 16, height: 8))
        #expect(png == (try PNGEncoder.encode(direct)))
    }
}

extension UITraitCollection {
    static let light = UITraitCollection(Traits.light)
}

@MainActor
@Suite("UIKit layers")
struct UIKitLayerTests {
    private func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> RGBA8 { bitmap[x, y].unpremultiplied }

    @Test func shapeLayerFillsAndStrokesItsPath() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let shape = CAShapeLayer()
        shape.frame = view.bounds
        shape.path = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 32, height: 32)).cgPath
        shape.fillColor = UIColor.systemRed.cgColor
        shape.strokeColor = UIColor.systemBlue.cgColor
        shape.lineWidth = 4
        view.layer.addSublayer(shape)
        let render = try UIKitRendering.render(view, traits: .light).bitmap
        #expect(pixel(render, 20, 20) == RGBA8(255, 59, 48, 255))
        #expect(pixel(render, 20, 4) == RGBA8(0, 122, 255, 255))
        #expect(pixel(render, 1, 1).a == 0)
    }

    @Test func gradientLayerRunsFromStartToEnd() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        view.layer.addSublayer(gradient)
        let render = try UIKitRendering.render(view, traits: .light).bitmap
        let top = pixel(render, 5, 0), bottom = pixel(render, 5, 99), middle = pixel(render, 5, 50)
        #expect(top.r < 5 && bottom.r > 250)
        #expect(abs(Int(middle.r) - 128) <= 3)
    }

    /// A white host with `child` in it, drawn at 1x in light.
    private func onWhite(_ child: UIView, size: CGSize = CGSize(width: 200, height: 200)) throws -> Bitmap {
        let host = UIView(frame: CGRect(origin: .zero, size: size))
        host.backgroundColor = .white
        host.addSubview(child)
        return try UIKitRendering.render(host, traits: .light).bitmap
    }

    @Test func aShadowPathCastsTheShadowAndIsNotItselfDrawn() throws {
        // A transparent layer: without a shadow path nothing casts; with one, the path does.
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 10, height: 10)
        let bare = try onWhite(card)
        #expect(pixel(bare, 155, 155) == RGBA8(255, 255, 255, 255), "nothing drawn casts nothing")
        card.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let b = try onWhite(card)
        #expect(pixel(b, 155, 155) == RGBA8(0, 0, 0, 255), "the path's shadow, offset")
        #expect(pixel(b, 100, 100) == RGBA8(0, 0, 0, 255), "the shadow under the transparent layer")
        #expect(pixel(b, 55, 55) == RGBA8(255, 255, 255, 255), "the path itself is not drawn")
        // An opaque card with a smaller shadow path: the shadow follows the path, not the card.
        card.backgroundColor = .systemRed
        card.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
        let o = try onWhite(card)
        #expect(pixel(o, 155, 105) == RGBA8(255, 255, 255, 255), "no shadow beside the card's right half")
        #expect(pixel(o, 105, 155) == RGBA8(0, 0, 0, 255), "the shadow below the path")
        #expect(pixel(o, 140, 140) == UIColor.systemRed.rgba(in: UITraitCollection(Traits.light)), "the card over it")
    }

    @Test func aMaskKeepsWhatItsAlphaCoversShadowIncluded() throws {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .systemBlue
        view.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = CGSize(width: 0, height: 20)
        let circle = CAShapeLayer()
        circle.frame = view.bounds
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        view.layer.mask = circle
        let b = try onWhite(view)
        let blue = UIColor.systemBlue.rgba(in: UITraitCollection(Traits.light))
        #expect(pixel(b, 100, 100) == blue, "inside the circle")
        #expect(pixel(b, 53, 53) == RGBA8(255, 255, 255, 255), "a corner outside it")
        #expect(pixel(b, 100, 160) == RGBA8(255, 255, 255, 255), "the shadow is masked away with the layer")
        // Half-transparent mask pixels keep half; moving the mask moves what shows.
        circle.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
        let moved = try onWhite(view)
        #expect(pixel(moved, 60, 100) == RGBA8(255, 255, 255, 255) && pixel(moved, 140, 100) == blue, "\(pixel(moved, 60, 100))")
        // A rotated layer's mask turns with it.
        circle.frame = view.bounds
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let turned = try onWhite(view)
        #expect(pixel(turned, 100, 100) == blue && pixel(turned, 100, 35) == RGBA8(255, 255, 255, 255), "the rotated square's corner is outside the circle")
    }

    @Test(arguments: [Traits.light, Traits.dark])
    func attributedTextDrawsEachRunInItsStyle(traits: Traits) throws {
        let text = NSMutableAttributedString(string: "Due ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "TODAY", attributes: [
            .font: UIFont.systemFont(ofSize: 28, weight: .bold), .foregroundColor: UIColor.systemRed,
            .underlineStyle: NSUnderlineStyle.single.rawValue, .kern: 2.0,
        ]))
        let label = UILabel()
        label.attributedText = text
        let plain = UILabel()
        plain.text = "Due TODAY"
        #expect(label.intrinsicContentSize.height > plain.intrinsicContentSize.height, "the 28-point run makes the line taller")
        label.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: label.intrinsicContentSize)
        let list = try UIKitRendering.render(label, size: CGSize(width: 200, height: 60), traits: traits).displayList
        let run = try #require(list.items.lazy.compactMap { item -> TextRun? in if case .text(let r) = item.operation { r } else { nil } }.first)
        #expect(run.spans.map(\.string) == ["Due ", "TODAY"])
        #expect(run.spans.map(\.font.size) == [17, 28])
        let red = UIColor.systemRed.rgba(in: UITraitCollection(traits)), label1 = UIColor.label.rgba(in: UITraitCollection(traits))
        #expect(run.spans.map(\.color.rgba) == [label1, red], "each run's colour, resolved in the label's appearance")
        #expect(run.spans[1].underline?.rgba == red && run.spans[0].underline == nil && run.spans[1].tracking == 2)
        // Drawn: red ink in the second run's box only, and the underline below its baseline.
        let b = try UIKitRendering.render(label, size: CGSize(width: 200, height: 60), traits: traits).bitmap
        let width = Int(label.intrinsicContentSize.width)
        let redColumns = (10..<(10 + width)).filter { x in (10..<50).contains { y in pixel(b, x, y) == red } }
        #expect(!redColumns.isEmpty && redColumns.min()! > 30, "the red run starts after \"Due \": \(redColumns.min() ?? -1)")
        // Setting plain text replaces the attributed text, as on iOS.
        label.text = "Plain"
        let replaced = try UIKitRendering.render(label, size: CGSize(width: 200, height: 60), traits: traits).displayList
        let plainRun = try #require(replaced.items.lazy.compactMap { item -> TextRun? in if case .text(let r) = item.operation { r } else { nil } }.first)
        #expect(plainRun.spans.isEmpty)
    }

    @Test func maskedCornersRoundOnlyThoseCorners() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .black
        view.layer.cornerRadius = 10
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        let render = try UIKitRendering.render(view, traits: .light).bitmap
        #expect(pixel(render, 0, 0).a == 0)
        #expect(pixel(render, 19, 0).a == 255)
        #expect(pixel(render, 19, 19).a == 255)
    }

    /// `UIFont(name:size:)` finds a registered face by its PostScript or full name, as iOS does:
    /// "DejaVuSans-Bold" draws as DejaVu Sans Bold (its family name has a space the PostScript
    /// name has not, so reading the name as `Family-Style` could not find it).
    @Test func aFontByPostScriptNameIsThatFace() throws {
        func draw(_ font: UIFont?) throws -> Bitmap {
            let label = UILabel()
            label.text = "Ag"
            label.font = font
            label.sizeToFit()
            return try UIKitRendering.render(label, traits: .light).bitmap
        }
        let bold = try draw(UIFont(name: "DejaVuSans-Bold", size: 14))
        #expect(try draw(UIFont(name: "DejaVu Sans Bold", size: 14)) == bold, "the full name finds the same face")
        #expect(try draw(UIFont(name: "DejaVu Sans", size: 14)) != bold, "the family name alone is the regular face")
        #expect(try draw(.systemFont(ofSize: 14, weight: .bold)) != bold, "not the system font's fallback")
    }
}
