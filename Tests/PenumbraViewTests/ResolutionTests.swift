import PenumbraCore
import PenumbraStyle
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
            Rectangle().fill(.named("bg"))
            VStack {
                Rectangle().fill(.named("bg"))
                HStack {
                    Rectangle().fill(.named("bg")).userInterfaceLevel(.elevated)
                    Rectangle().fill(.named("bg")).userInterfaceStyle(.light)
                }
            }.userInterfaceStyle(.dark)
        }
        let list = try testRenderer().displayList(for: view, traits: .light, size: .fixed(Size(100, 100)))
        let colors = fills(list)
        #expect(colors["root.children[0]"]?.rgba == RGBA8(255, 255, 255))
        #expect(colors["root.children[1].children[0]"]?.rgba == RGBA8(0, 0, 0))
        #expect(colors["root.children[1].children[1].children[0]"]?.rgba == RGBA8(28, 28, 30))
        #expect(colors["root.children[1].children[1].children[1]"]?.rgba == RGBA8(255, 255, 255))
    }

    @Test func highContrastOverrideReachesText() throws {
        let view = Text("x").foregroundColor(.named("primaryText")).accessibilityContrast(.high)
        let list = try testRenderer().displayList(for: view, traits: .light, size: .fitting)
        guard case .text(let run) = list.items[0].operation else { Issue.record("no text"); return }
        #expect(run.color == ResolvedColor(rgba: RGBA8(0, 0, 0), name: "primaryText", isDynamic: true))
    }

    @Test func displayListTellsStaticFromDynamicColours() throws {
        let view = HStack {
            Rectangle().fill(.named("bg"))
            Rectangle().fill(.named("accent"))
            Rectangle().fill(.rgba(1, 2, 3))
        }
        let colors = fills(try testRenderer().displayList(for: view, traits: .dark, size: .fixed(Size(90, 10))))
        #expect(colors["root.children[0]"] == ResolvedColor(rgba: RGBA8(0, 0, 0), name: "bg", isDynamic: true))
        #expect(colors["root.children[1]"] == ResolvedColor(rgba: RGBA8(0, 122, 255), name: "accent", isDynamic: false))
        #expect(colors["root.children[2]"] == ResolvedColor(rgba: RGBA8(1, 2, 3)))
    }

    @Test func unknownColourNamesItsPathAndSuggests() {
        let view = VStack {
            Text("a")
            Text("b").background(.named("primaryTxt"))
        }
        #expect(throws: ViewError.unknownColor(path: "root.children[1].background", name: "primaryTxt",
                                               suggestion: "primaryText")) {
            try testRenderer().displayList(for: view, traits: .light, size: .fitting)
        }
        let message = ViewError.unknownColor(path: "root.children[1].background", name: "primaryTxt",
                                             suggestion: "primaryText").description
        #expect(message == "root.children[1].background: unknown colour \"primaryTxt\"; did you mean \"primaryText\"?")
    }

    @Test func unknownFontFamilyIsAnError() {
        #expect(throws: ViewError.unknownFont(path: "root", family: "Brand Sams", suggestion: "Brand Sans")) {
            try testRenderer().displayList(for: Text("a").font(.custom("Brand Sams", size: 12)), traits: .light, size: .fitting)
        }
    }

    @Test func componentsAndControlFlowBuildTrees() throws {
        struct Row: Component {
            var title: String
            var showsChevron: Bool
            var body: some View {
                HStack {
                    Text(title)
                    if showsChevron { Image(systemName: "chevron.right") }
                }
            }
        }
        let tree = VStack { for i in 0..<3 { Row(title: "Row \(i)", showsChevron: i != 1) } }.node
        guard case let .vstack(_, _, rows) = tree else { Issue.record("not a stack"); return }
        #expect(rows.count == 3)
        guard case let .hstack(_, _, second) = rows[1], case let .hstack(_, _, third) = rows[2] else {
            Issue.record("rows are not stacks"); return
        }
        #expect(second == [.text("Row 1")])
        #expect(third.count == 2)
    }
}
