import Foundation
import Testing
import PenumbraCore
import PenumbraTestSupport
@testable import PenumbraStyle

/// CSS colour functions, each expected value computed by an independent implementation
/// (Python's coloraide 8.13: `Color(text).convert("srgb").fit("srgb", method="clip")`, bytes
/// rounded half up, as Penumbra rounds), so the conversions and the per-channel clipping are checked, not restated.
/// Chromium's canvas agrees within 1/255 on every in-gamut `lab()`, `lch()`, `a98-rgb` and
/// `xyz` value; it still decodes `rec2020` with BT.2020's camera curve, which CSS Color 4
/// replaced with BT.1886's in 2025 (coloraide follows the revision, as Penumbra does).
@Suite struct CSSColorTests {
    @Test(arguments: [
        ("oklch(0.7 0.1 200)", RGBA8(64, 177, 183)),
        ("oklch(0.6412 0.239 254.98)", RGBA8(0, 134, 255)),  // outside sRGB: clipped
        ("oklch(62.8% 0.2577 29.23deg)", RGBA8(255, 0, 0)),
        ("oklab(1 0 0)", .white),
        ("oklab(0.5 0.1 -0.1)", RGBA8(129, 69, 154)),
        ("hsl(210 100% 50%)", RGBA8(0, 128, 255)),
        ("hsl(0, 0%, 50%)", RGBA8(128, 128, 128)),
        ("hsla(120, 50%, 25%, 0.5)", RGBA8(32, 96, 32, 128)),
        ("hsl(0.5turn 100% 50%)", RGBA8(0, 255, 255)),
        ("hwb(30 20% 10%)", RGBA8(230, 140, 51)),
        ("hwb(0 60% 60%)", RGBA8(128, 128, 128)),
        ("color(display-p3 1 0 0)", RGBA8(255, 0, 0)),
        ("color(display-p3 0.2 0.8 0.4 / 50%)", RGBA8(0, 208, 88, 128)),
        ("color(srgb-linear 0.5 0.5 0.5)", RGBA8(188, 188, 188)),
        ("rgb(10% 20% 30% / 0.5)", RGBA8(26, 51, 77, 128)),  // 76.5 rounds half up
        ("rgba(0, 122, 255, 0.5)", RGBA8(0, 122, 255, 128)),
        ("RGB(0 122 255)", RGBA8(0, 122, 255)),
        ("transparent", RGBA8(0, 0, 0, 0)),
        ("lab(29.2345% 39.3825 20.0664)", RGBA8(125, 35, 41)),
        ("lab(52.2345 40.1645 59.9971)", RGBA8(198, 93, 6)),
        ("lab(60 -40 30 / 0.5)", RGBA8(74, 162, 88, 128)),
        ("lab(50% 20% -30%)", RGBA8(135, 105, 183)),  // a and b: 100% is 125
        ("lab(0 0 0)", .black),
        ("lab(100 0 0)", .white),
        ("lch(29.2345% 44.2 27)", RGBA8(125, 35, 41)),
        ("lch(70 30 200deg)", RGBA8(93, 186, 189)),
        ("lch(40% 30% 0.75turn)", RGBA8(32, 97, 168)),  // chroma: 100% is 150
        ("color(a98-rgb 0.281363 0.498012 0.116746)", RGBA8(0, 128, 0)),  // WPT's a98-rgb green
        ("color(a98-rgb 0.3 0.6 0.8)", RGBA8(0, 154, 207)),  // outside sRGB: clipped
        ("color(prophoto-rgb 0.4 0.3 0.2)", RGBA8(147, 88, 60)),
        ("color(prophoto-rgb 0.01 0.02 0.015)", RGBA8(0, 5, 3)),  // the linear segment
        ("color(rec2020 0.5 0.4 0.3)", RGBA8(136, 90, 62)),  // BT.1886's 2.4 power
        ("color(rec2020 0.01 0.03 0.2)", RGBA8(0, 0, 42)),
        ("color(xyz 0.2 0.3 0.4)", RGBA8(0, 167, 164)),
        ("color(xyz-d65 0.2 0.3 0.4)", RGBA8(0, 167, 164)),
        ("color(xyz-d50 0.2 0.3 0.4)", RGBA8(0, 168, 189)),  // Bradford-adapted
        ("white", .white),
        ("RebeccaPurple", RGBA8(102, 51, 153)),
        ("cornflowerblue", RGBA8(100, 149, 237)),
    ])
    func convertsToSRGB(text: String, expected: RGBA8) {
        #expect(CSSColor.parse(text) == expected)
    }

    @Test(arguments: ["hsl(1 2)", "oklch(0.5 0.1 20%)", "color(rec2100-pq 1 0 0)", "lab(50 10)", "notacolour", "rgb(1 2 3 4 5)", "rgb(a b c)", "linear-gradient(red, blue)",
                      "hsl(10 20% 30% / 1 / 2)", "rgb(1e999 0 0)"])
    func rejectsWhatIsNotAColour(text: String) {
        #expect(CSSColor.parse(text) == nil)
    }

    /// A Display P3 colour gives the same bytes as a colour-set component triple, a token object
    /// and `color(display-p3 …)`: one clipping rule.
    @Test func displayP3IsClippedAsTheCatalogPathDoes() throws {
        let p3 = ColorSpace.displayP3.toSRGB(0.2, 0.8, 0.4)
        let catalog = RGBA8(StyleColor.byte(fromUnit: p3.red), StyleColor.byte(fromUnit: p3.green), StyleColor.byte(fromUnit: p3.blue))
        #expect(CSSColor.parse("color(display-p3 0.2 0.8 0.4)") == catalog)
        let object = JSONNode(.object(["colorSpace": .string("display-p3"), "components": .array([.number(0.2), .number(0.8), .number(0.4)])]),
                              file: "x.json")
        #expect(try TokenColorValue.parse(object) == catalog)
    }

    @Test func tokenObjectsInCSSSpaces() throws {
        func object(_ space: String, _ a: Double, _ b: Double, _ c: Double) -> JSONNode {
            JSONNode(.object(["colorSpace": .string(space), "components": .array([.number(a), .number(b), .number(c)])]), file: "x.json")
        }
        #expect(try TokenColorValue.parse(object("oklch", 0.7, 0.1, 200)) == RGBA8(64, 177, 183))
        #expect(try TokenColorValue.parse(object("hsl", 210, 100, 50)) == RGBA8(0, 128, 255))
        #expect(try TokenColorValue.parse(object("hwb", 30, 20, 10)) == RGBA8(230, 140, 51))
        #expect(try TokenColorValue.parse(object("oklab", 0.5, 0.1, -0.1)) == RGBA8(129, 69, 154))
        #expect(try TokenColorValue.parse(object("lab", 52.2345, 40.1645, 59.9971)) == RGBA8(198, 93, 6))
        #expect(try TokenColorValue.parse(object("lch", 70, 30, 200)) == RGBA8(93, 186, 189))
        #expect(try TokenColorValue.parse(object("a98-rgb", 0.281363, 0.498012, 0.116746)) == RGBA8(0, 128, 0))
        #expect(try TokenColorValue.parse(object("prophoto-rgb", 0.4, 0.3, 0.2)) == RGBA8(147, 88, 60))
        #expect(try TokenColorValue.parse(object("rec2020", 0.5, 0.4, 0.3)) == RGBA8(136, 90, 62))
        #expect(try TokenColorValue.parse(object("xyz-d50", 0.2, 0.3, 0.4)) == RGBA8(0, 168, 189))
        #expect(throws: StyleError.self) { try TokenColorValue.parse(object("rec2020", 1.5, 0, 0)) }
        #expect(try TokenColorValue.parse(JSONNode(.string("white"), file: "x.json")) == .white)
    }
}
