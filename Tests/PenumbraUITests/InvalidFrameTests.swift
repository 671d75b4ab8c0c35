import PenumbraCore
import PenumbraUI
import PenumbraView
import Testing

/// A frame length SwiftUI calls an invalid frame dimension. A fixed width or height that is NaN
/// or infinite is laid out as if not given, with a warning naming the view (ODS's previews write
/// `.frame(width: .infinity, alignment: .leading)`; a SwiftUI probe measures such a frame at its
/// content's width); a least or ideal length SwiftUI answers with an infinite or NaN size is a
/// typed error naming the view, not an empty image.
@Suite struct InvalidFrameTests {
    @Test func aNonFiniteFixedLengthIsDroppedWithAWarning() throws {
        let config = RenderConfiguration()
        let plain = try config.render(Text("Cards"), traits: .light)
        for (view, length) in [(AnyView(Text("Cards").frame(width: .infinity, alignment: .leading)), "width: inf"),
                               (AnyView(Text("Cards").frame(height: .infinity)), "height: inf"),
                               (AnyView(Text("Cards").frame(width: .nan)), "width: nan")] {
            let render = try config.render(view, traits: .light)
            let sameSize = render.displayList.size == plain.displayList.size
            #expect(sameSize, "\(length): \(render.displayList.size) vs \(plain.displayList.size)")
            let samePixels = render.bitmap == plain.bitmap
            #expect(samePixels, "\(length)")
            #expect(render.warnings.map(\.description) == ["root: frame(\(length)) is an invalid frame dimension (negative or non-finite); laid out without it, as SwiftUI does"])
        }
        // The other dimension still holds.
        let fixedHeight = try config.render(Text("Cards").frame(width: .infinity, height: 40), traits: .light)
        #expect(fixedHeight.displayList.size == Size(plain.displayList.size.width, 40))
        // A negative fixed length is 0, as SwiftUI measures it.
        let negative = try config.render(HStack(spacing: 0) { Text("A").frame(width: -10); Text("B") }, traits: .light)
        let onlyB = try config.render(HStack(spacing: 0) { Text("B") }, traits: .light)
        #expect(negative.displayList.size.width == onlyB.displayList.size.width)
    }

    @Test func aNonFiniteLeastLengthNamesTheView() {
        let config = RenderConfiguration()
        do throws(UIError) {
            _ = try config.render(Text("Cards").frame(minWidth: .infinity), traits: .light)
            Issue.record("an infinite least width must fail the render")
        } catch {
            #expect("\(error)".contains("root") && "\(error)".contains("frame(minWidth: inf)"), "\(error)")
        }
        #expect(throws: Never.self) { try config.render(Text("Cards").frame(maxWidth: .infinity, alignment: .leading), traits: .light) }
    }
}
