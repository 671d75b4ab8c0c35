import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraText
import PenumbraUI
import Testing
@testable import PenumbraView

/// What `PenumbraUI` adds to the view tree: a text-size override, and source names that reach
/// tree paths but never fixtures.
@Suite struct UITreeFixtureTests {
    func decode(_ json: String) throws -> ViewNode {
        try Fixture.decode(Data(json.utf8), file: nil, colorNames: testPalette.colorNames, fontFamilies: []).root
    }

    @Test func aContentSizeOverrideDecodesAndRoundTrips() throws {
        let single = try decode(#"{"root": {"type": "text", "text": "a", "contentSizeCategory": "ax3"}}"#)
        #expect(single == .modified(.text("a"), .traitOverrides(TraitOverrides(contentSizeCategory: .accessibilityExtraLarge))))
        let both = ViewNode.modified(.text("b"), .traitOverrides(TraitOverrides(userInterfaceStyle: .dark, contentSizeCategory: .extraSmall)))
        let data = try JSONEncoder().encode(Fixture(name: "t", root: both))
        #expect(try Fixture.decode(data, file: nil, colorNames: nil, fontFamilies: []).root == both)
    }

    @Test func aContentSizeOverrideSizesTextInItsSubtree() throws {
        // FakeTextMeasurer: a character is half the point size wide; body is 17 pt at Large and
        // 40 pt at AX3.
        let view = VStack(spacing: 0) { Text("ab"); Text("ab").dynamicTypeSize(.accessibility3) }
        let renderer = ViewRenderer(colors: testPalette, text: CategoryTextMeasurer())
        let list = try renderer.displayList(for: view, traits: .light, size: .fitting)
        #expect(list.frame(of: "root.children[0]")?.width == 17)
        #expect(list.frame(of: "root.children[1]")?.width == 40)
    }

    struct Badge: View {
        var body: some View { Text("3").background(Color("nope")) }
    }

    @Test func sourceNamesReachPathsButNotFixtures() throws {
        let renderer = testRenderer()
        #expect(throws: ViewError.unknownColor(path: "root.children[1]/Badge.background", name: "nope", suggestion: nil)) {
            try renderer.displayList(for: HStack { Text("x"); Badge() }, traits: .light, size: .fitting)
        }
        let tree = try renderer.tree(HStack { Text("x"); Badge() }, traits: .light)
        let data = try JSONEncoder().encode(Fixture(name: "t", root: tree))
        #expect(String(decoding: data, as: UTF8.self).contains("Badge") == false)
        #expect(try Fixture.decode(data, file: nil, colorNames: nil, fontFamilies: []).root
                == .hstack(alignment: .center, spacing: nil, children: [
                    .text("x"), .modified(.text("3"), .background(.shape(.rectangle, fill: .named("nope"), stroke: nil), alignment: .center)),
                ]))
    }
}

/// ``FakeTextMeasurer`` with text styles sized for the content size category.
private struct CategoryTextMeasurer: TextMeasurer {
    let base = FakeTextMeasurer()
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size {
        base.measure(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }
    func pointSize(of style: TextStyle, category: ContentSizeCategory) -> Double { style.pointSize(for: category) }
    func hasFamily(_ family: String) -> Bool { base.hasFamily(family) }
    var familyNames: [String] { base.familyNames }
}
