import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing
@testable import PenumbraView

/// `offset`, `fixedSize` and `aspectRatio`, with exact frames.
@Suite struct LayoutModifierTests {
    func layout(_ view: some View, _ size: RootSize, _ t: Traits = traits()) throws -> DisplayList {
        try testRenderer().displayList(for: view, traits: t, size: size)
    }

    func items(_ list: DisplayList, at path: String) -> [Rect] {
        list.items.filter { $0.path == path }.map(\.frame)
    }

    // MARK: Offset

    @Test func offsetMovesTheDrawingButNotTheLayout() throws {
        let list = try layout(HStack(spacing: 0) {
            Rectangle().frame(width: 40, height: 40)
            Rectangle().frame(width: 20, height: 20).offset(x: 5, y: -3)
            Rectangle().frame(width: 30, height: 30)
        }, .fitting)
        #expect(list.size == Size(90, 40))
        // The outermost node at the path (the offset) keeps the layout frame...
        #expect(list.frame(of: "root.children[1]") == Rect(x: 40, y: 10, width: 20, height: 20))
        // ...the drawing is displaced...
        #expect(items(list, at: "root.children[1]") == [Rect(x: 45, y: 7, width: 20, height: 20)])
        // ...and the siblings stay where they were.
        #expect(items(list, at: "root.children[0]") == [Rect(x: 0, y: 0, width: 40, height: 40)])
        #expect(items(list, at: "root.children[2]") == [Rect(x: 60, y: 5, width: 30, height: 30)])
    }

    @Test func offsetDisplacesAWholeSubtree() throws {
        let list = try layout(VStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10)
            Rectangle().frame(width: 10, height: 10)
        }.background(Color("bg")).offset(x: -4, y: 6), .fitting)
        #expect(list.frame(of: "root") == Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(items(list, at: "root.background") == [Rect(x: -4, y: 6, width: 10, height: 20)])
        #expect(items(list, at: "root.children[0]") == [Rect(x: -4, y: 6, width: 10, height: 10)])
        #expect(items(list, at: "root.children[1]") == [Rect(x: -4, y: 16, width: 10, height: 10)])
    }

    @Test func offsetPointsTowardsTheTrailingEdgeInRightToLeft() throws {
        let list = try layout(Rectangle().frame(width: 20, height: 20).offset(x: 5).frame(width: 50, height: 20),
                              .fitting, traits(direction: .rightToLeft))
        #expect(items(list, at: "root") == [Rect(x: 10, y: 0, width: 20, height: 20)])
    }

    // MARK: Fixed size

    @Test func fixedSizeTextKeepsItsOneLineWidthInANarrowParent() throws {
        let t = traits(scale: .x2)
        let fixed = try layout(Text("Hello world").fixedSize().frame(width: 30).font(.system(size: 10)), .fitting, t)
        // 11 characters of 5 points, one 12.5-point line, centred in 30 points: it overflows.
        #expect(fixed.frame(of: "root") == Rect(x: 0, y: 0, width: 30, height: 12.5))
        let text = try #require(fixed.nodes.first { $0.role == "text" })
        #expect(text.frame == Rect(x: -12.5, y: 0, width: 55, height: 12.5))
        let wrapped = try layout(Text("Hello world").frame(width: 30).font(.system(size: 10)), .fitting, t)
        #expect(wrapped.nodes.first { $0.role == "text" }?.frame == Rect(x: 2.5, y: 0, width: 25, height: 25))
    }

    @Test func fixedSizeOnOneAxisKeepsTheOtherProposal() throws {
        let list = try layout(Rectangle().fixedSize(horizontal: true, vertical: false), .fixed(Size(100, 60)))
        #expect(list.frame(of: "root") == Rect(x: 45, y: 0, width: 10, height: 60))
    }

    // MARK: Aspect ratio

    @Test(arguments: [
        (ContentMode.fit, Size(100, 100), Rect(x: 0, y: 25, width: 100, height: 50)),
        (ContentMode.fill, Size(100, 100), Rect(x: -50, y: 0, width: 200, height: 100)),
        (ContentMode.fit, Size(300, 100), Rect(x: 50, y: 0, width: 200, height: 100)),
        (ContentMode.fill, Size(300, 100), Rect(x: 0, y: -25, width: 300, height: 150)),
    ])
    func aspectRatioFitsOrFillsTheProposal(mode: ContentMode, root: Size, expected: Rect) throws {
        let list = try layout(Rectangle().aspectRatio(2, contentMode: mode), .fixed(root))
        #expect(list.frame(of: "root") == expected)
        #expect(items(list, at: "root") == [expected])
    }

    @Test func aspectRatioWithAnUnspecifiedHeightFollowsTheWidth() throws {
        let list = try layout(Rectangle().aspectRatio(1.5, contentMode: .fit).frame(width: 60), .fitting)
        #expect(list.size == Size(60, 40))
        #expect(items(list, at: "root") == [Rect(x: 0, y: 0, width: 60, height: 40)])
    }

    @Test func scaledToFitAndFillUseTheImagesOwnRatio() throws {
        let bitmap = Bitmap(size: try PixelSize(width: 4, height: 2))
        let fit = try layout(Image(bitmap: bitmap).resizable().scaledToFit(), .fixed(Size(100, 100)))
        #expect(fit.frame(of: "root") == Rect(x: 0, y: 25, width: 100, height: 50))
        let fill = try layout(Image(bitmap: bitmap).resizable().scaledToFill(), .fixed(Size(100, 100)))
        #expect(fill.frame(of: "root") == Rect(x: -50, y: 0, width: 200, height: 100))
        // Asked for its ideal size, the image keeps its own (4x2 points at scale 1).
        let ideal = try layout(Image(bitmap: bitmap).resizable().scaledToFit(), .fitting)
        #expect(ideal.size == Size(4, 2))
    }

    // MARK: Position

    @Test func positionCentresTheContentOnAPointOfTheSpaceItFills() throws {
        let view = Rectangle().frame(width: 20, height: 10).position(x: 30, y: 40)
        let list = try layout(view, .fixed(Size(100, 80)))
        #expect(list.frame(of: "root") == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(items(list, at: "root") == [Rect(x: 20, y: 35, width: 20, height: 10)])
        // Right to left, x counts from the leading (right) edge.
        let rtl = try layout(view, .fixed(Size(100, 80)), traits(direction: .rightToLeft))
        #expect(items(rtl, at: "root") == [Rect(x: 60, y: 35, width: 20, height: 10)])
    }

    @Test func positionOfferedNoLengthIsTenPoints() throws {
        let list = try layout(Rectangle().frame(width: 4, height: 4).position(CGPoint(x: 5, y: 5)), .fitting)
        #expect(list.size == Size(10, 10))
        #expect(items(list, at: "root") == [Rect(x: 3, y: 3, width: 4, height: 4)])
    }

    // MARK: Mirroring in a layout direction

    /// An arrow pointing right (or left), drawn by a path that no layout direction turns round.
    struct Arrow: Shape {
        var left = false
        func path(in rect: CGRect) -> Path {
            var p = Path()
            let tip = left ? rect.minX : rect.maxX, back = left ? rect.maxX : rect.minX
            p.move(to: CGPoint(x: back, y: rect.minY))
            p.addLine(to: CGPoint(x: tip, y: rect.midY))
            p.addLine(to: CGPoint(x: back, y: rect.maxY))
            p.closeSubpath()
            return p
        }
    }

    func arrowPixels(_ view: some View, _ direction: LayoutDirection) throws -> [UInt8] {
        try testRenderer().render(view.foregroundColor(Color("label")), traits: traits(direction: direction),
                                  size: .fixed(Size(24, 12))).bitmap.bytes
    }

    @Test func flipsForRightToLeftMirrorsTheDrawingInRightToLeftOnly() throws {
        let right = try arrowPixels(Arrow(), .leftToRight), left = try arrowPixels(Arrow(left: true), .leftToRight)
        #expect(right != left)
        // A path is not mirrored by the layout direction alone...
        #expect(try arrowPixels(Arrow(), .rightToLeft) == right)
        // ...but is with the modifier, and only right to left.
        #expect(try arrowPixels(Arrow().flipsForRightToLeftLayoutDirection(true), .rightToLeft) == left)
        #expect(try arrowPixels(Arrow().flipsForRightToLeftLayoutDirection(true), .leftToRight) == right)
        #expect(try arrowPixels(Arrow().flipsForRightToLeftLayoutDirection(false), .rightToLeft) == right)
    }

    @Test func layoutDirectionBehaviorMirrorsInTheDirectionItNames() throws {
        let right = try arrowPixels(Arrow(), .leftToRight), left = try arrowPixels(Arrow(left: true), .leftToRight)
        #expect(try arrowPixels(Arrow().layoutDirectionBehavior(.mirrors), .rightToLeft) == left)
        #expect(try arrowPixels(Arrow().layoutDirectionBehavior(.mirrors(in: .leftToRight)), .leftToRight) == left)
        #expect(try arrowPixels(Arrow().layoutDirectionBehavior(.mirrors(in: .leftToRight)), .rightToLeft) == right)
        #expect(try arrowPixels(Arrow().layoutDirectionBehavior(.fixed), .rightToLeft) == right)
        // A subtree's own direction counts, not the render's.
        let overridden = Arrow().flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)
        #expect(try arrowPixels(overridden, .leftToRight) == left)
    }

    @Test func mirroringKeepsTheLayoutAndMirrorsAboutTheViewsOwnCentre() throws {
        // The mirrored view is the leading 10 points of a 40-point row: its frame stays there,
        // and its drawing turns round inside that frame (about x = 35 right to left).
        let row = HStack(spacing: 0) {
            Arrow().frame(width: 10, height: 10).flipsForRightToLeftLayoutDirection(true)
            Color.clear.frame(width: 30, height: 10)
        }
        let list = try layout(row, .fitting, traits(direction: .rightToLeft))
        #expect(list.frame(of: "root.children[0]") == Rect(x: 30, y: 0, width: 10, height: 10))
        #expect(list.nodes.contains { $0.path == "root.children[0]" && $0.role == "effect" })
        let plain = try layout(HStack(spacing: 0) {
            Arrow().frame(width: 10, height: 10)
            Color.clear.frame(width: 30, height: 10)
        }, .fitting, traits(direction: .rightToLeft))
        #expect(plain.frame(of: "root.children[0]") == Rect(x: 30, y: 0, width: 10, height: 10))
        #expect(!plain.nodes.contains { $0.role == "effect" })
    }

    @Test func fixturesWriteAndReadTheMirroringDirection() throws {
        let fixture = Fixture(name: "m", root: .modified(.shape(.rectangle, fill: .named("label"), stroke: nil), .mirrors(in: .rightToLeft)))
        let decoded = try JSONDecoder().decode(Fixture.self, from: try JSONEncoder().encode(fixture))
        #expect(decoded == fixture)
        let json = #"{"root": {"type": "rectangle", "mirrorsIn": "leftToRight"}}"#
        let read = try Fixture.decode(Data(json.utf8))
        #expect(read.root == .modified(.shape(.rectangle, fill: nil, stroke: nil), .mirrors(in: .leftToRight)))
        #expect(throws: ViewError.self) { try Fixture.decode(Data(#"{"root": {"type": "rectangle", "mirrorsIn": "up"}}"#.utf8)) }
    }
}
