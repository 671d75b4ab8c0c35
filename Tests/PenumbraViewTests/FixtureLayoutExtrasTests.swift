import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

/// Fixture keys for offset, fixedSize, aspectRatio, layoutDirection and linear gradients.
@Suite struct FixtureLayoutExtrasTests {
    typealias Gradient = PenumbraUI.LinearGradient

    /// The view stage's tree of a view, as the decoder should produce it.
    func ir<V: View>(_ view: V) throws -> ViewNode { try testRenderer().tree(view, traits: .light) }

    func decode(_ json: String) throws(ViewError) -> Fixture {
        try Fixture.decode(Data(json.utf8), file: nil, colorNames: testPalette.colorNames, fontFamilies: ["Brand Sans"])
    }

    func message(_ json: String) -> String? {
        do { _ = try decode(json); return nil } catch { return error.description }
    }

    @Test func decodesLayoutModifierKeys() throws {
        let fixture = try decode("""
        {"root": {"type": "vstack", "children": [
            {"type": "text", "text": "a", "fixedSize": true, "offset": {"x": 3, "y": -2}},
            {"type": "text", "text": "b", "fixedSize": {"vertical": true}},
            {"type": "rectangle", "aspectRatio": {"ratio": 1.5, "contentMode": "fill"}},
            {"type": "rectangle", "aspectRatio": "fit", "layoutDirection": "rightToLeft"}
        ]}}
        """)
        let expected = VStack {
            Text("a").fixedSize().offset(x: 3, y: -2)
            Text("b").fixedSize(horizontal: false, vertical: true)
            Rectangle().aspectRatio(1.5, contentMode: .fill)
            Rectangle().scaledToFit().environment(\.layoutDirection, .rightToLeft)
        }
        #expect(fixture.root == (try ir(expected)))
    }

    @Test func decodesGradientFillsBackgroundsAndNodes() throws {
        let fixture = try decode("""
        {"root": {"type": "zstack", "children": [
            {"type": "linearGradient", "colors": ["bg", "accent"], "startPoint": "leading", "endPoint": "trailing"},
            {"type": "capsule", "fill": {"stops": [{"color": "accent", "location": 0.2}, {"color": "#FFFFFF00", "location": 1}],
                                         "startPoint": {"x": 0.5, "y": 0.25}}},
            {"type": "text", "text": "x", "background": {"type": "roundedRectangle", "cornerRadius": 6,
                                                         "fill": {"colors": ["bg"]}}}
        ]}}
        """)
        let expected = ZStack {
            Gradient(colors: [Color("bg"), Color("accent")], startPoint: .leading, endPoint: .trailing)
            Capsule(style: .circular).fill(Gradient(stops: [.init(color: Color("accent"), location: 0.2),
                                            .init(color: Color(penumbra: .rgba(255, 255, 255, 0)), location: 1)],
                                    startPoint: UnitPoint(x: 0.5, y: 0.25), endPoint: .bottom))
            Text("x").background(Gradient(colors: [Color("bg")], startPoint: .top, endPoint: .bottom),
                                 in: RoundedRectangle(cornerRadius: 6, style: .circular))
        }
        #expect(fixture.root == (try ir(expected)))
    }

    @Test(arguments: [
        (#"{"root": {"type": "text", "text": "a", "offset": {"x": "3"}}}"#, "root.offset.x: expected a number, found a string"),
        (#"{"root": {"type": "text", "text": "a", "offset": {"dx": 3}}}"#, #"root.offset.dx: unknown key "dx"; did you mean "x"?"#),
        (#"{"root": {"type": "text", "text": "a", "fixedSize": {"horizontal": 1}}}"#,
         "root.fixedSize.horizontal: expected true or false, found a number"),
        (#"{"root": {"type": "rectangle", "aspectRatio": {"ratio": 0, "contentMode": "fit"}}}"#,
         "root.aspectRatio.ratio: expected a ratio above 0, found 0"),
        (#"{"root": {"type": "rectangle", "aspectRatio": "fitt"}}"#,
         #"root.aspectRatio: unknown value "fitt" (expected one of fit, fill); did you mean "fit"?"#),
        (#"{"root": {"type": "rectangle", "layoutDirection": "rtl"}}"#,
         #"root.layoutDirection: unknown value "rtl" (expected one of leftToRight, rightToLeft)"#),
        (#"{"root": {"type": "vstack", "children": [{"type": "rectangle", "fill": {"colors": ["bg", "primaryTxt"]}}]}}"#,
         #"root.children[0].fill.colors[1]: unknown colour "primaryTxt"; did you mean "primaryText"?"#),
        (#"{"root": {"type": "linearGradient", "stops": [{"color": "bg", "location": 1.5}]}}"#,
         "root.stops[0].location: expected a location from 0 to 1, found 1.5"),
        (#"{"root": {"type": "linearGradient", "colors": ["bg"], "startPoint": "topLeadin"}}"#,
         #"root.startPoint: unknown value "topLeadin" (expected one of zero, center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing); did you mean "topLeading"?"#),
        (#"{"root": {"type": "linearGradient", "colors": []}}"#, "root.colors: a gradient needs at least one colour"),
        (#"{"root": {"type": "rectangle", "fill": {"startPoint": "top"}}}"#,
         #"root.fill: a gradient needs exactly one of "colors" (spread evenly) and "stops" (with locations)"#),
        (#"{"root": {"type": "rectangle", "fill": {"colors": ["bg"]}, "stroke": {"color": "bg"}}}"#,
         #"root.stroke: a gradient-filled shape takes no "stroke"; use a "border" modifier"#),
        (#"{"root": {"type": "rectangle", "traits": {}}}"#,
         "root.traits: expected at least one of userInterfaceStyle, userInterfaceLevel, accessibilityContrast, layoutDirection, contentSizeCategory"),
        (#"{"root": {"type": "rectangle", "traits": {"userInterfaceStyle": "sepia"}}}"#,
         #"root.traits.userInterfaceStyle: unknown value "sepia" (expected one of light, dark)"#),
        (#"{"root": {"type": "rectangle", "traits": {"userInterfaceStyel": "dark"}}}"#,
         #"root.traits.userInterfaceStyel: unknown key "userInterfaceStyel"; did you mean "userInterfaceStyle"?"#),
    ])
    func badValuesNameTheirJSONPath(json: String, expected: String) {
        #expect(message(json) == expected)
    }

    /// The examples of Fixtures/README.md, as written there.
    @Test(arguments: [
        #"""
        {"type": "hstack", "layoutDirection": "rightToLeft", "children": [
          {"type": "text", "text": "Favourites", "fixedSize": true},
          {"type": "spacer"},
          {"type": "text", "text": "12", "padding": 4, "background": "systemRed", "offset": {"x": 6, "y": -6}},
          {"type": "rectangle", "fill": "accent", "aspectRatio": {"ratio": 1.5, "contentMode": "fit"}, "frame": {"height": 20}}
        ]}
        """#,
        #"""
        {"type": "text", "text": "Good morning", "padding": 16,
         "background": {"type": "roundedRectangle", "cornerRadius": 16, "cornerStyle": "continuous",
                        "fill": {"colors": ["systemBlue", "systemIndigo"], "startPoint": "topLeading", "endPoint": "bottomTrailing"}}}
        """#,
        #"""
        {"type": "linearGradient", "stops": [{"color": "accent", "location": 0}, {"color": "#FFFFFF00", "location": 0.8}],
         "startPoint": {"x": 0, "y": 0.2}, "endPoint": "bottom"}
        """#,
    ])
    func readmeExamplesDecode(root: String) throws {
        let fixture = try Fixture.decode(Data(#"{"root": \#(root)}"#.utf8), colorNames: SystemColors.ios18.palette.colorNames + ["accent"])
        #expect(fixture.root != .empty)
    }

    @Test func newKeysRoundTripThroughTheEncoder() throws {
        let tree = try ir(VStack {
            Text("a").fixedSize().offset(x: 3, y: -2.5)
            Rectangle().aspectRatio(1.5, contentMode: .fill).fixedSize(horizontal: true, vertical: false)
            Image(systemName: "star.fill").scaledToFit()
            HStack { Text("r"); Spacer() }.environment(\.layoutDirection, .rightToLeft)
            Capsule(style: .circular).fill(Gradient(colors: [Color("bg"), Color(penumbra: .rgba(1, 2, 3)), Color("accent")],
                                    startPoint: UnitPoint(x: 0.1, y: 0.3), endPoint: .bottomTrailing))
            Text("b").background(Gradient(stops: [.init(color: Color("accent"), location: 1.0 / 3)],
                                          startPoint: .leading, endPoint: .trailing), in: Circle())
            // Several overrides in one modifier are written as one `traits` object.
            Text("c").transformEnvironment(\.self) { env in
                env.colorScheme = .dark
                env.layoutDirection = .rightToLeft
                env.dynamicTypeSize = .accessibility2
            }
        }.environment(\.layoutDirection, .leftToRight))
        let fixture = Fixture(name: "extras", size: .fitting, variants: [], palette: [], root: tree)
        let data = try JSONEncoder().encode(fixture)
        let decoded = try JSONDecoder().decode(Fixture.self, from: data)
        #expect(decoded == fixture)
        #expect(String(decoding: data, as: UTF8.self).contains(#""traits":{"#))
    }
}
