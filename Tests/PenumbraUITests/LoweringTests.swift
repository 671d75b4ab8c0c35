import Testing
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import PenumbraRaster
@testable import PenumbraView

/// How SwiftUI code becomes the view stage's tree: exact trees for builders, groups, loops,
/// modifiers and environment changes.
@Suite struct LoweringTests {
    static let config = RenderConfiguration()

    func tree<V: View>(_ view: V, _ traits: Traits = .light) throws -> ViewNode {
        let node = try Self.config.tree(view, traits: traits)
        // Every tree sits under the default foreground, the system label colour.
        guard case let .modified(inner, .foregroundColor(.color(label))) = node, label == SystemColors.ios18.label else {
            Issue.record("no default foreground: \(node)")
            return node
        }
        return inner
    }

    struct Pair: View {
        var body: some View {
            Text("a")
            Text("b")
        }
    }

    @Test func aMultiViewBodyJoinsTheEnclosingStack() throws {
        let node = try tree(HStack(spacing: 2) { Pair(); Text("c") })
        #expect(node == .hstack(alignment: .center, spacing: 2, children: [
            .modified(.text("a"), .source("Pair")), .modified(.text("b"), .source("Pair")), .text("c"),
        ]))
    }

    @Test func aMultiViewRootStacksVertically() throws {
        #expect(try tree(Pair()) == .vstack(alignment: .center, spacing: nil, children: [
            .modified(.text("a"), .source("Pair")), .modified(.text("b"), .source("Pair")),
        ]))
    }

    @Test func aModifierOnAGroupAppliesToEachView() throws {
        let node = try tree(VStack { Group { Text("a"); Text("b") }.padding(4) })
        let padded = NodeModifier.padding(EdgeInsets(all: 4))
        #expect(node == .vstack(alignment: .center, spacing: nil, children: [
            .modified(.text("a"), padded), .modified(.text("b"), padded),
        ]))
    }

    @Test func forEachOverRangesCollectionsAndIndices() throws {
        let names = ["x", "y"]
        let node = try tree(VStack {
            ForEach(0..<2) { i in Text("\(i)") }
            ForEach(names, id: \.self) { Text($0) }
            ForEach(names.indices, id: \.self) { i in if i > 0 { Text(names[i] + "!") } }
        })
        #expect(node == .vstack(alignment: .center, spacing: nil, children: [
            .text("0"), .text("1"), .text("x"), .text("y"), .text("y!"),
        ]))
    }

    struct Branches: View {
        var value: Int?
        var body: some View {
            if let value {
                switch value {
                case 0: Text("zero")
                case 1...9: Text("small")
                default: EmptyView()
                }
            } else {
                AnyView(Text("none"))
            }
        }
    }

    @Test func ifElseSwitchAndOptionalsPickOneBranch() throws {
        func texts(_ v: Int?) throws -> ViewNode { try tree(HStack { Branches(value: v) }) }
        #expect(try texts(0) == .hstack(alignment: .center, spacing: nil, children: [.modified(.text("zero"), .source("Branches"))]))
        #expect(try texts(5) == .hstack(alignment: .center, spacing: nil, children: [.modified(.text("small"), .source("Branches"))]))
        #expect(try texts(50) == .hstack(alignment: .center, spacing: nil, children: []))
        #expect(try texts(nil) == .hstack(alignment: .center, spacing: nil, children: [.modified(.text("none"), .source("Branches"))]))
    }

    struct Outlined: ViewModifier {
        var width: CGFloat
        func body(content: Content) -> some View {
            content.padding(width).border(Color.black, width: width)
        }
    }

    @Test func viewModifiersWrapTheirContent() throws {
        let node = try tree(Text("m").modifier(Outlined(width: 2)))
        #expect(node == .modified(.modified(.text("m"), .padding(EdgeInsets(all: 2))),
                                  .border(StrokeSpec(color: .literal(.black), lineWidth: 2), shape: .rectangle)))
    }

    @Test func coloursKeepTheirIdentityAndResolvePerVariant() throws {
        #expect(Color("brand") == Color("brand"))
        #expect(Color("brand") != Color("other"))
        #expect(try tree(Color.red) == .shape(.rectangle, fill: .color(SystemColors.ios18.systemRed), stroke: nil))
        #expect(try tree(Color(red: 1, green: 0.5, blue: 0)) == .shape(.rectangle, fill: .rgba(255, 128, 0), stroke: nil))
        #expect(try tree(Color(white: 0.2, opacity: 0.5)) == .shape(.rectangle, fill: .rgba(51, 51, 51, 128), stroke: nil))
        #expect(try tree(Color(.systemBackground)) == .shape(.rectangle, fill: .color(SystemColors.ios18.systemBackground), stroke: nil))
        // An opacity multiplies the resolved alpha, per variant.
        let half = try Self.config.render(Color.primary.opacity(0.5).frame(width: 1, height: 1), traits: .light)
        #expect(half.displayList.items.first.map { "\($0.operation)" }?.contains("#00000080") == true)
        let darkHalf = try Self.config.render(Color.primary.opacity(0.5).frame(width: 1, height: 1), traits: .dark)
        #expect(darkHalf.bitmap.unpremultiplied()[0, 0] == RGBA8(255, 255, 255, 128))
    }

    @Test func hierarchicalStylesAreTheLabelColoursOrTheForegroundFaded() throws {
        #expect(try tree(Text("s").foregroundStyle(.secondary))
                == .modified(.text("s"), .foregroundColor(.color(SystemColors.ios18.secondaryLabel))))
        let red = try Self.config.render(Rectangle().foregroundStyle(.secondary).foregroundStyle(.red)
                                            .frame(width: 1, height: 1), traits: .light)
        // systemRed (255, 59, 48) at 60%.
        #expect(red.bitmap[0, 0] == RGBA8(255, 59, 48, 153).premultiplied)
    }

    @Test func textConcatenationOfOneStyleIsOneRun() throws {
        #expect(try tree(Text("a") + Text("b")) == .text("ab"))
        #expect(try tree(Text("x").textCase(.uppercase)) == .text("X"))
        #expect(try tree(Text("a").bold() + Text("b").bold()) == .modified(.text("ab"), .font(.textStyle(.body, weight: .bold))))
    }

    @Test func textOfSeveralStylesIsAttributedText() throws {
        let text = Text("Pay ") + Text("€23").bold().foregroundColor(.red).underline() + Text("2").baselineOffset(6).kerning(1)
        #expect(try tree(text) == .styledText([
            TextSpanNode("Pay "),
            TextSpanNode("€23", font: .textStyle(.body, weight: .bold), foreground: .color(SystemColors.ios18.systemRed),
                         underline: .init()),
            TextSpanNode("2", tracking: 1, baselineOffset: 6),
        ]))
        // Italics and designs go through the font; the environment's text case applies to every run.
        #expect(try tree((Text("a") + Text("b").italic()).textCase(.uppercase)) == .styledText([
            TextSpanNode("A"), TextSpanNode("B", font: .italic(.textStyle(.body))),
        ]))
        #expect(try tree(Text("x").strikethrough(color: .blue)) == .styledText([
            TextSpanNode("x", strikethrough: .init(color: .color(SystemColors.ios18.systemBlue))),
        ]))
    }
}

/// Layout as SwiftUI documents it, for patterns component code relies on.
@Suite struct SwiftUILayoutTests {
    static let config = RenderConfiguration(text: nil)

    func frames<V: View>(_ view: V, width: Double = 300) throws -> DisplayList {
        try Self.config.render(view, traits: .light, size: .width(width)).displayList
    }

    @Test func equalHeightRowStretchesItsSeparatorToTheTallestChild() throws {
        // A row whose separator and side bar use maxHeight: .infinity, fixed vertically: every
        // child is as tall as the two-line text.
        let row = HStack(spacing: 8) {
            Rectangle().frame(width: 4).frame(maxHeight: .infinity)
            Text("One\nTwo").font(.system(size: 16))
            Divider().frame(maxHeight: .infinity)
            Text("Side").font(.system(size: 16))
        }.fixedSize(horizontal: false, vertical: true)
        let list = try frames(row)
        let text = try #require(list.frame(of: "root.children[1]"))
        #expect(text.height > 30)
        #expect(list.frame(of: "root.children[0]")?.height == text.height)
        #expect(list.frame(of: "root.children[2]")?.height == text.height)
        #expect(list.frame(of: "root")?.height == text.height)
    }

    @Test func dividersRunAcrossTheirStack() throws {
        // A divider takes the width (or height) its stack offers, one point thick.
        let list = try frames(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Divider()
            HStack(spacing: 0) { Color.red.frame(width: 10); Divider(); Color.red.frame(width: 10) }.frame(height: 30)
        })
        #expect(list.frame(of: "root.children[1]") == Rect(x: 0, y: 10, width: 300, height: 1))
        #expect(list.frame(of: "root.children[2].children[1]") == Rect(x: 150, y: 11, width: 1, height: 30))
    }

    @Test func framePaddingAndSpacerFollowSwiftUI() throws {
        let list = try frames(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).padding(.leading, 10)
            Spacer(minLength: 40)
            Color.blue.frame(maxWidth: 50, minHeight: 10, maxHeight: 10)
        }.padding(EdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)), width: 200)
        #expect(list.frame(of: "root") == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(list.frame(of: "root.children[0]") == Rect(x: 0, y: 5, width: 30, height: 20))
        #expect(list.frame(of: "root.children[2]") == Rect(x: 150, y: 10, width: 50, height: 10))
    }
}

/// `.alignmentGuide`, as SwiftUI documents it.
@Suite struct AlignmentGuideTests {
    func list<V: View>(_ view: V) throws -> DisplayList {
        try RenderConfiguration().render(view, traits: .light).displayList
    }

    @Test func aGuideHangsAViewOutsideTheLeadingEdge() throws {
        let l = try list(VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 30, height: 10)
            Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
            Color.green.frame(width: 10, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
        })
        // Guides: blue 0, red 20, green 5; each is placed at 20 minus its guide.
        #expect(l.frame(of: "root.children[0]") == Rect(x: 20, y: 0, width: 30, height: 10))
        #expect(l.frame(of: "root.children[1]") == Rect(x: 0, y: 10, width: 20, height: 10))
        #expect(l.frame(of: "root.children[2]") == Rect(x: 15, y: 20, width: 10, height: 10))
        #expect(l.size == Size(50, 30))
    }

    @Test func aBadgeSitsOnTheCornerOfAZStack() throws {
        let l = try list(ZStack(alignment: .topTrailing) {
            Color.blue.frame(width: 40, height: 40)
            Color.red.frame(width: 10, height: 10)
                .alignmentGuide(.top) { d in d[.bottom] }
                .alignmentGuide(.trailing) { d in d[.leading] }
        })
        #expect(l.frame(of: "root.children[0]") == Rect(x: 0, y: 10, width: 40, height: 40))
        #expect(l.frame(of: "root.children[1]") == Rect(x: 40, y: 0, width: 10, height: 10))
        #expect(l.size == Size(50, 50))
    }

    @Test func guidesFollowPaddingAndAHorizontalStackUsesVerticalGuides() throws {
        let l = try list(HStack(alignment: .top, spacing: 0) {
            Color.blue.frame(width: 10, height: 30)
            Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -5 }.padding(.top, 3)
        })
        // The red view's top guide is -5 inside 3 points of padding: -2 for the padded view.
        #expect(l.frame(of: "root.children[0]") == Rect(x: 0, y: 0, width: 10, height: 30))
        #expect(l.frame(of: "root.children[1]") == Rect(x: 10, y: 2, width: 10, height: 13))
    }

    @Test func aGuideCannotBeWrittenAsAFixture() throws {
        let tree = try RenderConfiguration().tree(Text("a").alignmentGuide(.leading) { _ in 0 }, traits: .light)
        #expect(throws: (any Error).self) { try JSONEncoder().encode(Fixture(name: "g", root: tree)) }
    }
}

/// Built-in shapes as views, filled, stroked and inset.
@Suite struct ShapeLoweringTests {
    func tree<V: View>(_ view: V) throws -> ViewNode {
        guard case let .modified(inner, .foregroundColor) = try RenderConfiguration().tree(view, traits: .light) else { return .empty }
        return inner
    }

    struct Wedge: InsettableShape {
        func path(in rect: CGRect) -> Path { Path(rect) }
        func inset(by amount: CGFloat) -> Wedge { self }
    }

    @Test func shapesFillStrokeAndInset() throws {
        #expect(try tree(Circle()) == .shape(.circle, fill: nil, stroke: nil))
        #expect(try tree(Capsule().fill(.red)) == .shape(.capsule(style: .continuous), fill: .color(SystemColors.ios18.systemRed), stroke: nil))
        #expect(try tree(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.black, lineWidth: 2))
                == .shape(.roundedRectangle(cornerRadius: 8, style: .continuous), fill: .clear, stroke: StrokeSpec(color: .black, lineWidth: 2)))
        // A centred stroke is the inside stroke of the shape grown by half the line width.
        #expect(try tree(RoundedRectangle(cornerRadius: 8).stroke(Color.black, lineWidth: 2))
                == .modified(.shape(.roundedRectangle(cornerRadius: 9, style: .continuous), fill: .clear,
                                    stroke: StrokeSpec(color: .black, lineWidth: 2)), .padding(EdgeInsets(all: -1))))
        #expect(try tree(RoundedRectangle(cornerRadius: 8).inset(by: 3).fill(.black))
                == .modified(.shape(.roundedRectangle(cornerRadius: 5, style: .continuous), fill: .black, stroke: nil),
                             .padding(EdgeInsets(all: 3))))
        // A custom shape is drawn from its own path(in:): an outline built per frame.
        guard case .modified(.shape(.path(let custom), nil, nil), .source("Wedge")) = try tree(Wedge().inset(by: 2)) else {
            Issue.record("a custom shape did not lower to a path")
            return
        }
        #expect(custom.outline(Size(4, 3)) == Shapes.rectangle(Rect(x: 0, y: 0, width: 4, height: 3)))
    }
}

/// Modifiers that draw the same pixels or are reported.
@Suite struct CompositingModifierTests {
    @Test func normalBlendingAndZIndexZeroDrawAsTheyAre() throws {
        let config = RenderConfiguration()
        let plain = try config.tree(Color.red.frame(width: 2, height: 2), traits: .light)
        let same = try config.tree(Color.red.frame(width: 2, height: 2).blendMode(.normal).zIndex(0), traits: .light)
        #expect(plain == same)
    }

    @Test func groupsAndBlendModesBecomeLayerEffects() throws {
        let config = RenderConfiguration()
        let red = try config.tree(Color.red, traits: .light)
        guard case .modified(let base, let fg) = red else { Issue.record("no foreground"); return }
        #expect(try config.tree(Color.red.blendMode(.darken), traits: .light) == .modified(.modified(base, .effect(.blend(.darken))), fg))
        #expect(try config.tree(Color.red.compositingGroup(), traits: .light) == .modified(.modified(base, .effect(.group)), fg))
        #expect(try config.tree(Color.red.drawingGroup(), traits: .light) == .modified(.modified(base, .effect(.group)), fg))
    }

    @Test func otherZIndexIsReported() {
        #expect(throws: UIError.unsupported(path: "root", api: "zIndex(_:) other than 0")) {
            try RenderConfiguration().tree(Color.red.zIndex(1), traits: .light)
        }
    }
}
