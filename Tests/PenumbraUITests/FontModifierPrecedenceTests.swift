import Foundation
import PenumbraCore
import PenumbraUI
import Testing

/// View-level `.bold()`, `.fontWeight(_:)`, `.italic()` and `.fontDesign(_:)` reach text under an
/// inner `.font(_:)`, as on iOS (a simulator reference drew `VStack { Text(…).font(.title) }.bold()`
/// bold; Penumbra had let the inner font replace the weight). A weight named by the font itself
/// or by the text wins.
@Suite struct FontModifierPrecedenceTests {
    func pixels(_ view: some View) throws -> Bitmap {
        try RenderConfiguration().render(view, traits: .light, size: .fitting).bitmap
    }

    @Test func boldOnAViewReachesTextUnderAnInnerFont() throws {
        let expected = try pixels(Text("Storage").font(.title).bold())
        #expect(try pixels(VStack { Text("Storage").font(.title) }.bold()) == expected)
        #expect(try pixels(VStack { Text("Storage") }.font(.title).bold()) == expected)
        #expect(try pixels(VStack { Text("Storage").font(.title) }.fontWeight(.bold)) == expected)
        #expect(try pixels(VStack { Text("Storage").font(.title) }) != expected)
    }

    @Test func italicsAndDesignReachTextUnderAnInnerFont() throws {
        #expect(try pixels(VStack { Text("Storage").font(.title) }.italic()) == pixels(Text("Storage").font(.title).italic()))
        #expect(try pixels(VStack { Text("Storage").font(.title) }.fontDesign(.serif))
                == pixels(Text("Storage").font(.system(.title, design: .serif))))
    }

    @Test func aWeightTheFontOrTheTextNamesWins() throws {
        let light = try pixels(Text("Storage").font(.title.weight(.light)))
        #expect(try pixels(VStack { Text("Storage").font(.title.weight(.light)) }.bold()) == light)
        #expect(try pixels(VStack { Text("Storage").font(.title).fontWeight(.light) }.bold()) == light)
    }
}
