import PenumbraCore
import PenumbraUI
import Testing

/// A UIKit swatch with an intrinsic size, hosted in SwiftUI.
private final class Swatch: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 12, height: 6) }
}

private struct SwatchRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> Swatch { Swatch() }
    func updateUIView(_ uiView: Swatch, context: Context) { uiView.backgroundColor = .systemRed }
}

/// A flexible UIKit view (no intrinsic size) fills what it is offered.
private struct FillRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let v = UIView()
        v.backgroundColor = .systemBlue
        return v
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

@MainActor
@Suite("UIViewRepresentable")
struct UIViewRepresentableTests {
    @Test func aHostedViewTakesItsIntrinsicSizeAndTheTraits() throws {
        let view = HStack(spacing: 0) { SwatchRepresentable(); Color.clear.frame(width: 4, height: 6) }
        let light = try RenderConfiguration.current.render(view, traits: .light).bitmap
        let dark = try RenderConfiguration.current.render(view, traits: .dark).bitmap
        #expect(light.width == 16 && light.height == 6)
        #expect(light[6, 3].unpremultiplied == RGBA8(255, 59, 48, 255))
        #expect(dark[6, 3].unpremultiplied == RGBA8(255, 69, 58, 255))
        #expect(light[14, 3].unpremultiplied.a == 0)
    }

    @Test func aFlexibleHostedViewFillsItsFrame() throws {
        let render = try RenderConfiguration.current.render(FillRepresentable().frame(width: 20, height: 10), traits: .light).bitmap
        #expect(render.width == 20 && render.height == 10)
        #expect(render[19, 9].unpremultiplied == RGBA8(0, 122, 255, 255))
    }
}
