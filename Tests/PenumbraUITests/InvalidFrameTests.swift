import PenumbraCore
import PenumbraUI
import Testing

/// A frame length SwiftUI calls an invalid frame dimension (ODS's previews write
/// `.frame(width: .infinity, alignment: .leading)`, meaning `maxWidth`): a typed error naming the
/// view and the length, not an empty image.
@Suite struct InvalidFrameTests {
    @Test func aNonFiniteFixedLengthNamesTheView() {
        let config = RenderConfiguration()
        for (view, length) in [(AnyView(Text("Cards").frame(width: .infinity, alignment: .leading)), "width: inf"),
                               (AnyView(Text("Cards").frame(height: .infinity)), "height: inf")] {
            do throws(UIError) {
                _ = try config.render(view, traits: .light)
                Issue.record("an invalid frame length must fail the render")
            } catch {
                #expect("\(error)".contains("root") && "\(error)".contains("frame(\(length))"), "\(error)")
            }
        }
        #expect(throws: Never.self) { try config.render(Text("Cards").frame(maxWidth: .infinity, alignment: .leading), traits: .light) }
    }
}
