import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

@Suite struct LayoutTests {
    func layout(_ view: some View, _ size: RootSize, _ t: Traits = traits()) throws -> DisplayList {
        try testRenderer().displayList(for: view, traits: t, size: size)
    }

    @Test func verticalStackSpacesAndCentresChildren() throws {
        let list = try layout(VStack(spacing: 10) {
            Rectangle().frame(width: 100, height: 20)
            Rectangle().frame(width: 50, height: 30)
        }, .fitting)
        #expect(list.size == Size(100, 60))
        #expect(list.frame(of: "root.children[0]") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(list.frame(of: "root.children[1]") == Rect(x: 25, y: 30, width: 50, height: 30))
    }

    @Test func spacerTakesTheRestOfAHorizontalStack() throws {
        let list = try layout(HStack(spacing: 0) {
            Rectangle().frame(width: 40, height: 40)
            Spacer()
            Rectangle().frame(width: 60, height: 20)
        }, .width(300))
        #expect(list.size == Size(300, 40))
        #expect(list.frame(of: "root.children[0]") == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(list.frame(of: "root.children[1]") == Rect(x: 40, y: 20, width: 200, height: 0))
        #expect(list.frame(of: "root.children[2]") == Rect(x: 240, y: 10, width: 60, height: 20))
    }

    @Test func stackGivesFixedChildrenTheirSizeFirst() throws {
        let list = try layout(VStack(spacing: 0) {
            Rectangle()
            Rectangle().frame(height: 30)
            Rectangle()
        }, .fixed(Size(100, 130)))
        #expect(list.frame(of: "root.children[0]") == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(list.frame(of: "root.children[1]") == Rect(x: 0, y: 50, width: 100, height: 30))
        #expect(list.frame(of: "root.children[2]") == Rect(x: 0, y: 80, width: 100, height: 50))
    }

    @Test func nestedStacksWithTextAndDivider() throws {
        let list = try layout(VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 8) {
                Circle().frame(width: 40, height: 40)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Title")
                    Text("Sub")
                }
            }
            Divider()
        }.font(.system(size: 10)), .width(320))
        #expect(list.size == Size(320, 45))
        #expect(list.frame(of: "root.children[0]") == Rect(x: 0, y: 0, width: 73, height: 40))
        #expect(list.frame(of: "root.children[0].children[1]") == Rect(x: 48, y: 6, width: 25, height: 28))
        #expect(list.frame(of: "root.children[0].children[1].children[0]") == Rect(x: 48, y: 6, width: 25, height: 13))
        #expect(list.frame(of: "root.children[0].children[1].children[1]") == Rect(x: 48, y: 21, width: 15, height: 13))
        #expect(list.frame(of: "root.children[1]") == Rect(x: 0, y: 44, width: 320, height: 1))
    }

    /// SwiftUI's default spacing: two texts one above the other are set a line apart (their
    /// fonts' line gap, none for these), anything else 8 points apart; an explicit spacing wins.
    @Test func defaultSpacingSetsStackedTextsALineApart() throws {
        let texts = try layout(VStack(alignment: .leading) {
            Text("Title")
            Text("Sub")
            Rectangle().frame(width: 10, height: 10)
        }.font(.system(size: 10)), .fitting)
        let first = try #require(texts.frame(of: "root.children[0]")), second = try #require(texts.frame(of: "root.children[1]"))
        #expect(second.minY == first.maxY)
        #expect(texts.frame(of: "root.children[2]")?.minY == second.maxY + 8)
        let beside = try layout(HStack { Text("A"); Text("B") }.font(.system(size: 10)), .fitting)
        #expect(beside.frame(of: "root.children[1]")?.minX == (beside.frame(of: "root.children[0]")?.maxX ?? 0) + 8)
        let spaced = try layout(VStack(spacing: 3) { Text("A"); Text("B") }.font(.system(size: 10)), .fitting)
        #expect(spaced.frame(of: "root.children[1]")?.minY == (spaced.frame(of: "root.children[0]")?.maxY ?? 0) + 3)
    }

    @Test func flexibleFrameFillsTheProposedWidth() throws {
        let list = try layout(Text("Hi").font(.system(size: 10)).frame(maxWidth: .infinity, alignment: .leading),
                              .width(200))
        #expect(list.nodes.map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 13), Rect(x: 0, y: 0, width: 10, height: 13)])
    }

    @Test func minimumWidthFrameGrowsSmallContent() throws {
        let list = try layout(Text("Hi").font(.system(size: 10)).frame(minWidth: 100), .width(300))
        #expect(list.nodes.map(\.frame) == [Rect(x: 100, y: 0, width: 100, height: 13), Rect(x: 145, y: 0, width: 10, height: 13)])
    }

    @Test(arguments: [(50.0, Size(45, 25)), (40.0, Size(20, 38)), (200.0, Size(70, 13))])
    func textWrapsToTheProposedWidth(width: Double, expected: Size) throws {
        let list = try layout(Text("aaaa bbbb cccc").font(.system(size: 10)).frame(width: width, alignment: .topLeading), .fitting)
        #expect(list.nodes[1].frame.size == expected)
    }

    @Test func lineLimitCutsWrappedText() throws {
        let list = try layout(Text("aaaa bbbb cccc").font(.system(size: 10)).lineLimit(2).frame(width: 40), .fitting)
        #expect(list.nodes[1].frame.size == Size(20, 25))
    }

    @Test func rightToLeftMirrorsStacksAndPadding() throws {
        let view = HStack(spacing: 10) {
            Rectangle().frame(width: 30, height: 50)
            Rectangle().frame(width: 50, height: 50).padding(.leading, 10)
        }
        let ltr = try layout(view, .fixed(Size(200, 50)))
        let rtl = try layout(view, .fixed(Size(200, 50)), traits(direction: .rightToLeft))
        #expect(ltr.frame(of: "root.children[0]") == Rect(x: 50, y: 0, width: 30, height: 50))
        #expect(ltr.nodes.filter { $0.path == "root.children[1]" }.map(\.frame)
            == [Rect(x: 90, y: 0, width: 60, height: 50), Rect(x: 100, y: 0, width: 50, height: 50),
                Rect(x: 100, y: 0, width: 50, height: 50)])
        #expect(rtl.frame(of: "root.children[0]") == Rect(x: 120, y: 0, width: 30, height: 50))
        #expect(rtl.nodes.filter { $0.path == "root.children[1]" }.map(\.frame)
            == [Rect(x: 50, y: 0, width: 60, height: 50), Rect(x: 50, y: 0, width: 50, height: 50),
                Rect(x: 50, y: 0, width: 50, height: 50)])
    }

    @Test func rightToLeftTextAlignsToTheRight() throws {
        let list = try layout(Text("a b").font(.system(size: 10)), .fitting, traits(direction: .rightToLeft))
        guard case .text(let run) = list.items[0].operation else { Issue.record("no text item"); return }
        #expect(run.alignment == .trailing)
    }

    @Test(arguments: [(DisplayScale.x2, Rect(x: 0.5, y: 0.5, width: 10, height: 10)),
                      (DisplayScale.x3, Rect(x: 1.0 / 3, y: 1.0 / 3, width: 32.0 / 3 - 1.0 / 3, height: 32.0 / 3 - 1.0 / 3))])
    func framesSnapToThePixelGrid(scale: DisplayScale, expected: Rect) throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 10.3, height: 10.3).padding(0.3)
            Spacer()
        }.frame(width: 20, height: 20, alignment: .topLeading)
        let list = try layout(view, .fitting, traits(scale: scale))
        let rect = try #require(list.nodes.last { $0.path == "root.children[0]" })
        #expect(rect.frame == expected)
    }

    @Test func textSizeRoundsUpToThePixelGrid() throws {
        // 7 characters of 5.3 points = 37.1 wide (74.2 px → 75), 13.25 tall (26.5 px → 27).
        let list = try layout(Text("abcdefg").font(.system(size: 10.6)), .fitting, traits(scale: .x2))
        #expect(list.nodes[0].frame.size == Size(37.5, 13.5))
    }

    @Test func dividerIsOneDevicePixel() throws {
        let list = try layout(VStack(spacing: 0) { Divider() }, .width(10), traits(scale: .x3))
        #expect(list.frame(of: "root.children[0]") == Rect(x: 0, y: 0, width: 10, height: 1.0 / 3))
    }

    @Test func backgroundIsSizedToItsContent() throws {
        let list = try layout(Text("ab").font(.system(size: 10)).padding(4).background(Color("accent")), .fitting)
        #expect(list.size == Size(18, 21))
        #expect(list.frame(of: "root.background") == Rect(x: 0, y: 0, width: 18, height: 21))
        #expect(list.items.map(\.path) == ["root.background", "root"])
    }
}

@Suite struct LayoutPriorityTests {
    func textWidth(_ priority: Double?) throws -> Double {
        let text = Text("aaaa bbbb").font(.system(size: 10))
        let view = HStack(spacing: 0) {
            if let priority { text.layoutPriority(priority).padding(0) } else { text }
            Spacer(minLength: 0)
        }
        let list = try testRenderer().displayList(for: view, traits: traits(), size: .width(60))
        return try #require(list.nodes.last { $0.path == "root.children[0]" }).frame.width
    }

    /// A spacer is served last, as in SwiftUI: the text takes its ideal width (45) rather than half
    /// the row (which would wrap it to "aaaa", 20 wide).
    @Test func textBesideASpacerTakesItsIdealWidth() throws { #expect(try textWidth(nil) == 45) }
    @Test func higherPriorityTextTakesItsIdealWidthFirst() throws { #expect(try textWidth(1) == 45) }
}
