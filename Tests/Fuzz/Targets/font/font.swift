import FuzzDriver
import Penumbra

/// Font parsing and drawing: tables, outlines (TrueType, CFF, variations) and GPOS kerning,
/// through a line of text measured and rasterized at 20 px in the font's own family.
@_cdecl("fuzz_font_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        guard let face = try? FontFace(data: bytes, requiringUnicodeMap: false) else { return }
        var registry = FontRegistry(defaultFamily: face.familyName, fallbackFamilies: [])
        registry.register(face)
        let renderer = ViewRenderer(colors: SystemColors.ios18.palette, text: FontTextEngine(registry: registry))
        let text = ViewNode.modified(.text("Hamburgefonstiv AV To 0123"), .font(.custom(face.familyName, size: 20)))
        _ = try? renderer.render(text, traits: .light, size: .width(300))
    }
}
