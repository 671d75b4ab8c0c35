import Foundation
import PenumbraCore
import PenumbraStyle
import Testing
@testable import PenumbraView

/// `node` with `modifiers` applied in order, the first innermost, as the decoder builds it.
private func m(_ node: ViewNode, _ modifiers: NodeModifier...) -> ViewNode {
    modifiers.reduce(node) { .modified($0, $1) }
}

/// Fixture keys for offset, fixedSize, aspectRatio, layoutDirection and linear gradients.
@Suite struct FixtureLayoutExtrasTests {
    /// A shape filled with the foreground colour (a shape node with no `fill`).
    static let rectangle = ViewNode.shape(.rectangle, fill: nil, stroke: nil)

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
        let expected = ViewNode.vstack(alignment: .center, spacing: nil, children: [
            m(.text("a"), .fixedSize(horizontal: true, vertical: true), .offset(x: 3, y: -2)),
            m(.text("b"), .fixedSize(horizontal: false, vertical: true)),
            m(Self.rectangle, .aspectRatio(1.5, contentMode: .fill)),
            m(Self.rectangle, .aspectRatio(nil, contentMode: .fit), .traitOverrides(TraitOverrides(layoutDirection: .rightToLeft))),
        ])
        #expect(fixture.root == expected)
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
        let expected = ViewNode.zstack(alignment: .center, children: [
            .gradient(.rectangle, GradientSpec(colors: [.named("bg"), .named("accent")], startPoint: .leading, endPoint: .trailing)),
            .gradient(.capsule(style: .circular), GradientSpec(stops: [.init(color: .named("accent"), location: 0.2),
                                                                   .init(color: .rgba(255, 255, 255, 0), location: 1)],
                                                           startPoint: UnitPoint(x: 0.5, y: 0.25), endPoint: .bottom)),
            m(.text("x"), .background(.gradient(.roundedRectangle(cornerRadius: 6, style: .circular),
                                                GradientSpec(colors: [.named("bg")], startPoint: .top, endPoint: .bottom)),
                                      alignment: .center)),
        ])
        #expect(fixture.root == expected)
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
        #"""
        {"type": "circle", "trim": {"from": 0, "to": 0.7}, "stroke": {"color": "accent", "width": 6, "cap": "round"},
         "rotation": -90, "frame": {"width": 44, "height": 44}}
        """#,
        #"""
        {"type": "path", "d": "M12 2 L15 9 L22 9 L16.5 13.5 L18.5 21 L12 16.5 L5.5 21 L7.5 13.5 L2 9 L9 9 Z",
         "viewBox": [24, 24], "fill": "systemYellow", "frame": {"width": 24, "height": 24}}
        """#,
    ])
    func readmeExamplesDecode(root: String) throws {
        let fixture = try Fixture.decode(Data(#"{"root": \#(root)}"#.utf8), colorNames: SystemColors.ios18.palette.colorNames + ["accent"])
        #expect(fixture.root != .empty)
    }

    @Test func newKeysRoundTripThroughTheEncoder() throws {
        let tree = m(.vstack(alignment: .center, spacing: nil, children: [
            m(.text("a"), .fixedSize(horizontal: true, vertical: true), .offset(x: 3, y: -2.5)),
            m(Self.rectangle, .aspectRatio(1.5, contentMode: .fill), .fixedSize(horizontal: true, vertical: false)),
            m(.image(ImageReference(source: .symbol("star.fill"), renderingMode: .template)), .aspectRatio(nil, contentMode: .fit)),
            m(.hstack(alignment: .center, spacing: nil, children: [.text("r"), .spacer(minLength: nil)]),
              .traitOverrides(TraitOverrides(layoutDirection: .rightToLeft))),
            .gradient(.capsule(style: .circular), GradientSpec(colors: [.named("bg"), .rgba(1, 2, 3), .named("accent")],
                                                           startPoint: UnitPoint(x: 0.1, y: 0.3), endPoint: .bottomTrailing)),
            m(.text("b"), .background(.gradient(.circle, GradientSpec(stops: [.init(color: .named("accent"), location: 1.0 / 3)],
                                                                  startPoint: .leading, endPoint: .trailing)),
                                      alignment: .center)),
            // Several overrides in one modifier are written as one `traits` object.
            m(.text("c"), .traitOverrides(TraitOverrides(userInterfaceStyle: .dark, userInterfaceLevel: .elevated,
                                                         layoutDirection: .rightToLeft,
                                                         contentSizeCategory: .accessibilityLarge))),
        ]), .traitOverrides(TraitOverrides(layoutDirection: .leftToRight)))
        let fixture = Fixture(name: "extras", size: .fitting, variants: [], palette: [], root: tree)
        let data = try JSONEncoder().encode(fixture)
        let decoded = try JSONDecoder().decode(Fixture.self, from: data)
        #expect(decoded == fixture)
        #expect(String(decoding: data, as: UTF8.self).contains(#""traits":{"#))
    }
}
