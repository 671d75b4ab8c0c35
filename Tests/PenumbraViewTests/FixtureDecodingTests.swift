import Foundation
import PenumbraCore
import PenumbraStyle
import Testing
import PenumbraTestSupport
@testable import PenumbraView

/// `node` with `modifiers` applied in order, the first innermost: the tree the decoder builds
/// from a node's keys and modifier lists.
private func m(_ node: ViewNode, _ modifiers: NodeModifier...) -> ViewNode {
    modifiers.reduce(node) { .modified($0, $1) }
}

/// A shape filled with a colour, as a `color` node or a colour background.
private func filled(_ shape: ShapeKind, _ color: ColorReference) -> ViewNode {
    .shape(shape, fill: color, stroke: nil)
}

@Suite struct FixtureDecodingTests {
    func decode(_ json: String, colors: [String]? = testPalette.colorNames) throws(ViewError) -> Fixture {
        try Fixture.decode(Data(json.utf8), file: nil, colorNames: colors, fontFamilies: ["Brand Sans"])
    }

    func message(_ json: String) -> String? {
        do { _ = try decode(json); return nil } catch { return error.description }
    }

    @Test func decodesATreeWithModifiersInOrder() throws {
        let fixture = try decode("""
        {"name": "badge", "size": {"width": 100},
         "root": {"type": "text", "text": "3", "font": "caption", "padding": 4,
                  "background": "accent", "cornerRadius": 6, "cornerStyle": "continuous"}}
        """)
        #expect(fixture.name == "badge")
        #expect(fixture.size == .width(100))
        let expected = m(.text("3"), .font(.caption), .padding(EdgeInsets(all: 4)),
                         .background(filled(.rectangle, .named("accent")), alignment: .center),
                         .cornerRadius(6, style: .continuous))
        #expect(fixture.root == expected)
    }

    @Test func decodesStacksShapesAndModifierLists() throws {
        let fixture = try decode("""
        {"root": {"type": "hstack", "spacing": 4, "alignment": "top", "children": [
            {"type": "roundedRectangle", "cornerRadius": 8, "fill": "#FF000080", "frame": {"width": 20, "height": 20}},
            {"type": "spacer"},
            {"type": "image", "systemName": "chevron.right", "foregroundColor": "label"},
            {"type": "text", "text": "x", "modifiers": [{"background": "bg"}, {"padding": {"horizontal": 2}}]}
        ]}}
        """)
        let expected = ViewNode.hstack(alignment: .top, spacing: 4, children: [
            m(filled(.roundedRectangle(cornerRadius: 8, style: .circular), .rgba(255, 0, 0, 128)),
              .frame(FrameSpec(width: 20, height: 20))),
            .spacer(minLength: nil),
            m(.image(ImageReference(source: .symbol("chevron.right"), renderingMode: .template)), .foregroundColor(.named("label"))),
            m(.text("x"), .background(filled(.rectangle, .named("bg")), alignment: .center),
              .padding(EdgeInsets(leading: 2, trailing: 2))),
        ])
        #expect(fixture.root == expected)
        #expect(fixture.size == .fitting)
    }

    @Test func unknownColourNamesItsJSONPath() {
        #expect(message("""
        {"root": {"type": "vstack", "children": [
            {"type": "text", "text": "a"}, {"type": "divider"},
            {"type": "text", "text": "b", "background": "primaryTxt"}]}}
        """) == "root.children[2].background: unknown colour \"primaryTxt\"; did you mean \"primaryText\"?")
    }

    @Test func fixturePaletteNamesAreKnownColours() throws {
        let fixture = try decode("""
        {"palette": {"brand": {"light": "#112233", "dark": "#445566"}},
         "root": {"type": "color", "color": "brand"}}
        """)
        #expect(fixture.palette.map(\.name) == ["brand"])
        #expect(fixture.palette[0].color.resolved(in: .dark) == RGBA8(0x44, 0x55, 0x66))
    }

    @Test(arguments: [
        (#"{"root": {"type": "vstak"}}"#, #"root.type: unknown view type "vstak"; did you mean "vstack"?"#),
        (#"{"root": {"type": "text", "text": "a", "paddng": 4}}"#, #"root.paddng: unknown key "paddng"; did you mean "padding"?"#),
        (#"{"root": {"type": "text"}}"#, #"root: text needs exactly one of "text" (a string) and "spans" (styled runs)"#),
        (#"{"root": {"type": "text", "spans": []}}"#, #"root.spans: expected at least one span"#),
        (#"{"root": {"type": "text", "spans": [{"text": "a", "undreline": true}]}}"#,
         #"root.spans[0].undreline: unknown key "undreline"; did you mean "underline"?"#),
        (#"{"root": {"type": "text", "text": 5}}"#, "root.text: expected a string, found a number"),
        (#"{"root": {"type": "vstack", "spacing": -1}}"#, "root.spacing: expected a number of at least 0, found -1"),
        (#"{"root": {"type": "text", "text": "a", "font": "bdy"}}"#,
         #"root.font: unknown value "bdy" (expected one of largeTitle, title, title1, title2, title3, headline, body, callout, subheadline, footnote, caption, caption1, caption2); did you mean "body"?"#),
        (#"{"root": {"type": "text", "text": "a", "font": {"size": 12, "family": "Brand Sanz"}}}"#,
         #"root.font.family: unknown font family "Brand Sanz"; did you mean "Brand Sans"?"#),
        (##"{"root": {"type": "color", "color": "#12345"}}"##,
         ##"root.color: invalid colour literal "#12345" (expected #RGB, #RRGGBB or #RRGGBBAA)"##),
        (#"{"root": {"type": "text", "text": "a", "modifiers": [{"opacity": 2}]}}"#,
         "root.modifiers[0].opacity: expected an opacity from 0 to 1, found 2"),
        (#"{"size": {"height": 3}, "root": {"type": "divider"}}"#, #"size: missing key "width" (points)"#),
        (#"{"roots": {}}"#, #"roots: unknown key "roots"; did you mean "root"?"#),
        (#"{"root": {"type": "text", "text": "a", "frame": {"maxWidth": "big"}}}"#, "root.frame.maxWidth: expected a number, found a string"),
        (#"{"root": [1]"#, "not valid JSON"),
    ])
    func invalidFixturesGiveExactMessages(json: String, expected: String) {
        let actual = message(json) ?? "no error"
        if expected.hasSuffix("not valid JSON") {
            #expect(actual.hasPrefix(expected))
        } else {
            #expect(actual == expected)
        }
    }

    @Test func errorsNameTheFile() {
        #expect(throws: ViewError.invalidFixture(file: "Fixtures/Views/x.json", path: "root", message: "missing key \"type\" (one of rectangle, roundedRectangle, capsule, circle, ellipse, path, color, text, image, spacer, divider, vstack, hstack, zstack, linearGradient, radialGradient, ellipticalGradient, angularGradient, viewThatFits)")) {
            try Fixture.decode(Data(#"{"root": {}}"#.utf8), file: "Fixtures/Views/x.json")
        }
        let error = ViewError.invalidFixture(file: "a.json", path: "root.text", message: "m")
        #expect(error.description == "a.json: root.text: m")
    }

    @Test func nameDefaultsToTheFileName() throws {
        let fixture = try Fixture.decode(Data(#"{"root": {"type": "divider"}}"#.utf8), file: "/tmp/list-row.json")
        #expect(fixture.name == "list-row")
    }
}

@Suite struct ExampleFixtureTests {
    static let files: [String] = {
        let folder = TestPaths.fixtures.appendingPathComponent("Views")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func thereAreADozenExamples() { #expect(Self.files.count >= 12) }

    @Test(arguments: files)
    func exampleFixtureDecodes(file: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent("Views").appendingPathComponent(file)
        let fixture = try Fixture.load(url)
        #expect(fixture.name + ".json" == file)
    }
}

@Suite struct FixtureRoundTripTests {
    @Test func treesRoundTripThroughCodable() throws {
        // Every kind of node and modifier, written as the view stage holds them.
        let tree = m(.vstack(alignment: .leading, spacing: 4, children: [
            m(.text("Title"), .font(.headline), .lineLimit(2), .multilineTextAlignment(.center)),
            .hstack(alignment: .bottom, spacing: nil, children: [
                m(.image(ImageReference(source: .symbol("star.fill"), renderingMode: .template)), .foregroundColor(.named("accent"))),
                .spacer(minLength: 2),
                m(.shape(.capsule(style: .continuous), fill: .rgba(1, 2, 3, 4),
                         stroke: StrokeSpec(color: .named("bg"), lineWidth: 0, dash: [2, 1])),
                  .frame(FrameSpec(minWidth: 10, maxWidth: .infinity, alignment: .topTrailing))),
            ]),
            .divider,
            m(.zstack(alignment: .bottomLeading, children: [.shape(.circle, fill: .clear, stroke: StrokeSpec(color: .black))]),
              .clip(.roundedRectangle(cornerRadius: 3, style: .continuous))),
        ]),
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
        .background(.shape(.rectangle, fill: .named("bg"), stroke: nil), alignment: .center),
        .overlay(m(.text("x"), .font(.fixed(size: 9, family: "Brand Sans", weight: .bold))), alignment: .center),
        .cornerRadius(8, style: .continuous),
        .border(StrokeSpec(color: .named("accent"), lineWidth: 2), shape: .roundedRectangle(cornerRadius: 8, style: .continuous)),
        .shadow(ShadowSpec(radius: 3, y: 1)), .opacity(0.5), .clip(.rectangle),
        .traitOverrides(TraitOverrides(userInterfaceStyle: .dark)), .traitOverrides(TraitOverrides(userInterfaceLevel: .elevated)),
        .traitOverrides(TraitOverrides(accessibilityContrast: .high)))
        let fixture = Fixture(name: "t", size: .fixed(Size(10, 20)), variants: ["dark"],
                              palette: [("brand", StyleColor(name: "brand", light: .white, dark: .black, darkElevated: RGBA8(1, 1, 1)))],
                              root: tree)
        let data = try JSONEncoder().encode(fixture)
        let decoded = try JSONDecoder().decode(Fixture.self, from: data)
        #expect(decoded == fixture)
    }

    @Test(arguments: ExampleFixtureTests.files)
    func exampleFixturesRoundTrip(file: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent("Views").appendingPathComponent(file)
        let fixture = try Fixture.load(url)
        let decoded = try JSONDecoder().decode(Fixture.self, from: try JSONEncoder().encode(fixture))
        #expect(decoded == fixture)
    }
}
