import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

@Suite struct ResolutionTests {
    func fills(_ list: DisplayList) -> [String: ResolvedColor] {
        var out: [String: ResolvedColor] = [:]
        for item in list.items { if case .fill(_, let c) = item.operation { out[item.path] = c } }
        return out
    }

    @Test func overridesApplyDeepInTheTree() throws {
        let view = VStack {
            Rectangle().fill(Color("bg"))
            VStack {
                Rectangle().fill(Color("bg"))
                HStack {
                    Rectangle().fill(Color("bg")).userInterfaceLevel(.elevated)
                    Rectangle().fill(Color("bg")).environment(\.colorScheme, .light)
                }
            }.environment(\.colorScheme, .dark)
        }
        let list = try testRenderer().displayList(for: view, traits: .light, size: .fixed(Size(100, 100)))
        let colors = fills(list)
        #expect(colors["root.children[0]"]?.rgba == RGBA8(255, 255, 255))
        #expect(colors["root.children[1].children[0]"]?.rgba == RGBA8(0, 0, 0))
        #expect(colors["root.children[1].children[1].children[0]"]?.rgba == RGBA8(28, 28, 30))
        #expect(colors["root.children[1].children[1].children[1]"]?.rgba == RGBA8(255, 255, 255))
    }

    @Test func highContrastOverrideReachesText() throws {
        let view = Text("x").foregroundColor(Color("primaryText")).accessibilityContrast(.high)
        let list = try testRenderer().displayList(for: view, traits: .light, size: .fitting)
        guard case .text(let run) = list.items[0].operation else { Issue.record("no text"); return }
        #expect(run.color == ResolvedColor(rgba: RGBA8(0, 0, 0), name: "primaryText", isDynamic: true))
    }

    @Test func displayListTellsStaticFromDynamicColours() throws {
        let view = HStack {
            Rectangle().fill(Color("bg"))
            Rectangle().fill(Color("accent"))
            Rectangle().fill(Color(penumbra: .rgba(1, 2, 3)))
        }
        let colors = fills(try testRenderer().displayList(for: view, traits: .dark, size: .fixed(Size(90, 10))))
        #expect(colors["root.children[0]"] == ResolvedColor(rgba: RGBA8(0, 0, 0), name: "bg", isDynamic: true))
        #expect(colors["root.children[1]"] == ResolvedColor(rgba: RGBA8(0, 122, 255), name: "accent", isDynamic: false))
        #expect(colors["root.children[2]"] == ResolvedColor(rgba: RGBA8(1, 2, 3)))
    }

    @Test func unknownColourNamesItsPathAndSuggests() {
        let view = VStack {
            Text("a")
            Text("b").background(Color("primaryTxt"))
        }
        #expect(throws: ViewError.unknownColor(path: "root.children[1].background", name: "primaryTxt",
                                               suggestion: "primaryText")) {
            try testRenderer().displayList(for: view, traits: .light, size: .fitting)
        }
        let message = ViewError.unknownColor(path: "root.children[1].background", name: "primaryTxt",
                                             suggestion: "primaryText").description
        #expect(message == "root.children[1].background: unknown colour \"primaryTxt\"; did you mean \"primaryText\"?")
    }

    /// A name no registered font has draws in the system font, as on iOS, and the render says so;
    /// a strict render fails with it.
    @Test func anUnknownFontNameDrawsTheSystemFontWithAWarning() throws {
        let view = Text("a").font(.custom("Brand Sams", size: 12))
        #expect(try testRenderer().displayList(for: view, traits: .light, size: .fitting).items.contains {
            if case .text(let run) = $0.operation { run.font.family == "Brand Sams" } else { false }
        })
        var strict = testRenderer()
        strict.strictFonts = true
        #expect(throws: ViewError.unknownFont(path: "root", family: "Brand Sams", suggestion: "Brand Sans")) {
            try strict.displayList(for: view, traits: .light, size: .fitting)
        }
        let warning = RenderWarning.unknownFont(path: "root", family: "Brand Sams", suggestion: "Brand Sans")
        #expect(warning.description == "root: unknown font \"Brand Sams\" drawn in the system font; did you mean \"Brand Sans\"?")
    }

    @Test func componentsAndControlFlowBuildTrees() throws {
        struct Row: View {
            var title: String
            var showsChevron: Bool
            var body: some View {
                HStack {
                    Text(title)
                    if showsChevron { Image(systemName: "chevron.right") }
                }
            }
        }
        let tree = try testRenderer().tree(VStack { ForEach(0..<3) { i in Row(title: "Row \(i)", showsChevron: i != 1) } }, traits: .light)
        guard case let .vstack(_, _, rows) = tree else { Issue.record("not a stack"); return }
        #expect(rows.count == 3)
        // Each row is the component's body, named by its type.
        guard case let .modified(.hstack(_, _, second), .source("Row")) = rows[1],
              case let .modified(.hstack(_, _, third), .source("Row")) = rows[2] else {
            Issue.record("rows are not stacks"); return
        }
        #expect(second == [.text("Row 1")])
        #expect(third.count == 2)
    }
}
