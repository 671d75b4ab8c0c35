import Foundation
import PenumbraCore
import PenumbraUI
import Testing

/// A default-style button draws its label in the tint, unless the app set a foreground style
/// above it: on iOS `.foregroundColor(.primary)` over a button makes its label primary (a
/// simulator reference drew it so; Penumbra had drawn the tint). A control's own styles (a list
/// section header's secondary text) leave buttons inside in the tint.
@Suite struct ButtonForegroundTests {
    func pixels(_ view: some View) throws -> Bitmap {
        try RenderConfiguration().render(view, traits: .light, size: .fitting).bitmap
    }

    @Test func theAppsForegroundStyleWinsOverTheTint() throws {
        let red = try pixels(VStack { Text("Edit") }.foregroundColor(.red))
        #expect(try pixels(VStack { Button("Edit") {} }.foregroundColor(.red)) == red)
        #expect(try pixels(VStack { Button("Edit") {} }.foregroundStyle(.red)) == red)
        #expect(try pixels(Button("Edit") {}.foregroundColor(.red)) == red)
        let tinted = try pixels(VStack { Button("Edit") {} })
        let plain = try pixels(Text("Edit"))
        #expect(tinted != red && tinted != plain)
        #expect(try pixels(VStack { Text("Edit") }.foregroundStyle(.tint)) == tinted)
    }

    @Test func destructiveAndDisabledButtonsKeepTheirColours() throws {
        let destructive = try pixels(Button("Delete", role: .destructive) {})
        #expect(try pixels(VStack { Button("Delete", role: .destructive) {} }.foregroundColor(.primary)) == destructive)
        let disabled = try pixels(Button("Edit") {}.disabled(true))
        #expect(try pixels(VStack { Button("Edit") {}.disabled(true) }.foregroundColor(.red)) == disabled)
    }
}
