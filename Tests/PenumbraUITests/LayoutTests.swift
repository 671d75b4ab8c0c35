import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing

/// A flow layout as teams write one (tags that wrap): rows of subviews at their ideal sizes,
/// `spacing` apart, wrapping when the next one would pass the proposed width.
struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    func rows(_ width: CGFloat, _ subviews: Subviews) -> [[(index: Int, size: CGSize)]] {
        var rows: [[(index: Int, size: CGSize)]] = [[]]
        var x: CGFloat = 0
        for (i, view) in subviews.enumerated() {
            let size = view.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((i, size))
            x += size.width + spacing
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(proposal.width ?? .infinity, subviews)
        let width = rows.map { row in row.reduce(0) { $0 + $1.size.width } + spacing * CGFloat(max(0, row.count - 1)) }.max() ?? 0
        let height = rows.reduce(0) { $0 + ($1.map(\.size.height).max() ?? 0) } + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(bounds.width, subviews) {
            var x = bounds.minX
            for cell in row {
                subviews[cell.index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cell.size))
                x += cell.size.width + spacing
            }
            y += (row.map(\.size.height).max() ?? 0) + spacing
        }
    }
}

/// A layout that stacks its subviews by a value each one sets.
struct RankKey: LayoutValueKey { static let defaultValue = 0 }

struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0,
               height: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).height })
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for view in subviews.sorted(by: { $0[RankKey.self] < $1[RankKey.self] }) {
            view.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
            y += view.sizeThatFits(.unspecified).height
        }
    }
}

/// A layout whose answer no layout can use.
struct BrokenLayout: Layout {
    var size = CGSize(width: CGFloat.nan, height: 10)
    var childProposal = ProposedViewSize.unspecified
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for view in subviews { view.place(at: .zero, proposal: childProposal) }
    }
}

/// A view that builds itself inside its own GeometryReader, without end.
struct EndlessReader: View {
    var body: some View { GeometryReader { _ in EndlessReader() } }
}

@Suite struct CustomLayoutTests {
    static let config = RenderConfiguration()

    func frames<V: View>(_ view: V, _ size: RootSize = .fitting) throws -> [Rect] {
        try Self.config.render(view, traits: .light, size: size).displayList.items.map(\.frame)
    }

    @Test func aFlowLayoutWrapsAtTheOfferedWidth() throws {
        let tags = FlowLayout {
            ForEach([40, 30, 50, 20], id: \.self) { w in Color.red.frame(width: CGFloat(w), height: 10) }
        }
        // 40 + 4 + 30 = 74 fits in 100; 50 would end at 128: a new row, then 20 joins it.
        #expect(try frames(tags.frame(width: 100, alignment: .topLeading)) == [
            Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 44, y: 0, width: 30, height: 10),
            Rect(x: 0, y: 14, width: 50, height: 10), Rect(x: 54, y: 14, width: 20, height: 10),
        ])
        // At 2x the layout answers in points and lands on the pixel grid as any view does.
        let list = try Self.config.render(tags.frame(width: 100), traits: try Variant(parsing: "light@2x").traits, size: .fitting).displayList
        #expect(list.size == Size(100, 24))
    }

    @Test func subviewsReadTheValuesTheirViewsSet() throws {
        let column = RankedColumn {
            Color.red.frame(width: 10, height: 5).layoutValue(key: RankKey.self, value: 2)
            Color.green.frame(width: 20, height: 5).layoutValue(key: RankKey.self, value: 1)
            Color.blue.frame(width: 30, height: 5)
        }
        // Blue (rank 0, the default) first, then green, then red; each centred on the middle.
        #expect(try frames(column) == [Rect(x: 10, y: 10, width: 10, height: 5), Rect(x: 5, y: 5, width: 20, height: 5),
                                       Rect(x: 0, y: 0, width: 30, height: 5)])
    }

    @Test func anyLayoutOfAStackLaysOutAsTheStack() throws {
        func content() -> some View {
            Group {
                Text("Name")
                Spacer()
                Color.red.frame(width: 20, height: 20)
            }
        }
        for (wide, stack) in [(true, AnyView(HStack(alignment: .top, spacing: 6) { content() })),
                              (false, AnyView(VStack(alignment: .leading, spacing: 6) { content() }))] {
            let layout = wide ? AnyLayout(HStackLayout(alignment: .top, spacing: 6)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 6))
            #expect(try frames(layout { content() }, .fixed(Size(200, 120))) == frames(stack, .fixed(Size(200, 120))))
        }
        #expect(try frames(ZStackLayout(alignment: .bottomTrailing) { Color.red.frame(width: 30, height: 30); Color.blue.frame(width: 10, height: 10) })
                == frames(ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 30, height: 30); Color.blue.frame(width: 10, height: 10) }))
    }

    /// A layout written in terms of a built-in one's answers (as a wrapper layout does) gets
    /// the stack's own arithmetic.
    struct Delegating: Layout {
        let base = HStackLayout(spacing: 10)
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var c: Void = ()
            return base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var c: Void = ()
            base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
    }

    @Test func aBuiltInStackAskedDirectlyAnswersAsTheStack() throws {
        let cells = Group { Color.red.frame(width: 20, height: 10); Color.red.frame(height: 10); Color.red.frame(width: 30, height: 20) }
        let delegated = try frames(Delegating { cells }, .fixed(Size(200, 40)))
        #expect(delegated == (try frames(HStack(spacing: 10) { cells }, .fixed(Size(200, 40)))))
        #expect(delegated[1] == Rect(x: 30, y: 15, width: 130, height: 10))
    }

    @Test func aNaNSizeOrAnInvalidProposalIsATypedErrorNamingTheLayout() {
        #expect(throws: UIError.view(.invalidLayout(path: "root", reason: "BrokenLayout.sizeThatFits answered nan × 10.0; a size is zero or positive"))) {
            try Self.config.render(BrokenLayout { Color.red }, traits: .light, size: .fitting)
        }
        let negative = BrokenLayout(size: CGSize(width: 10, height: 10), childProposal: ProposedViewSize(width: -5, height: 10))
        #expect(throws: UIError.view(.invalidLayout(path: "root", reason: "BrokenLayout.placeSubviews proposed -5.0 × 10.0 to child 0"))) {
            try Self.config.render(negative { Color.red }, traits: .light, size: .fitting)
        }
    }

    @Test func aReaderBuildingItselfEndsInATypedError() {
        // The path, abbreviated: the first and last four views around the 506 left out.
        let expected = "root/EndlessReader/GeometryReader/EndlessReader/…506 more…/GeometryReader/EndlessReader/GeometryReader/EndlessReader"
        #expect(throws: UIError.view(.invalidLayout(path: expected, reason: "views nest more than 256 deep; does a GeometryReader's content build the view that holds it?"))) {
            try Self.config.render(EndlessReader(), traits: .light, size: .fixed(Size(50, 50)))
        }
    }

    @Test func anEndlessForEachIsRefusedBeforeItIsBuilt() {
        #expect(throws: UIError.view(.invalidLayout(path: "root/ForEach", reason: "ForEach over 9223372036854775807 elements; Penumbra lays out at most 10000 views in one ForEach"))) {
            try Self.config.render(VStack { ForEach(0..<Int.max, id: \.self) { _ in Color.red } }, traits: .light, size: .fitting)
        }
    }
}

@Suite struct GridTests {
    func frames<V: View>(_ view: V, _ size: RootSize = .fitting) throws -> [Rect] {
        try CustomLayoutTests.config.render(view, traits: .light, size: size).displayList.items.map(\.frame)
    }

    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() throws {
        let grid = Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 30, height: 6) }
            GridRow { Color.red.frame(width: 20, height: 8); Color.red.frame(width: 12, height: 12) }
        }
        // Columns 20 and 30 wide, rows 10 and 12 tall; cells centred in their space.
        #expect(try frames(grid) == [Rect(x: 5, y: 0, width: 10, height: 10), Rect(x: 24, y: 2, width: 30, height: 6),
                                     Rect(x: 0, y: 14, width: 20, height: 8), Rect(x: 33, y: 12, width: 12, height: 12)])
    }

    @Test func spansFullWidthViewsAndColumnAlignment() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 4); Color.red.frame(width: 20, height: 4).gridColumnAlignment(.trailing) }
            Color.blue.frame(height: 2)
            GridRow { Color.red.frame(width: 40, height: 4).gridCellColumns(2) }
            GridRow { Color.red.frame(width: 5, height: 4); Color.red.frame(width: 6, height: 4) }
        }
        // The spanning cell widens the last column it spans to 26; the view outside a row spans
        // the grid; the second column aligns trailing.
        #expect(try frames(grid) == [
            Rect(x: 0, y: 0, width: 10, height: 4), Rect(x: 20, y: 0, width: 20, height: 4),
            Rect(x: 0, y: 4, width: 40, height: 2),
            Rect(x: 0, y: 6, width: 40, height: 4),
            Rect(x: 0, y: 10, width: 5, height: 4), Rect(x: 34, y: 10, width: 6, height: 4),
        ])
    }

    @Test func flexibleCellsShareTheWidthOffered() throws {
        let grid = Grid {
            GridRow { Color.red.frame(height: 4); Color.red.frame(width: 10, height: 4) }
        }.frame(width: 100)
        #expect(try frames(grid) == [Rect(x: 0, y: 0, width: 82, height: 4), Rect(x: 90, y: 0, width: 10, height: 4)])
    }

    @Test func aGridRowOutsideAGridIsARow() throws {
        #expect(try frames(GridRow { Color.red.frame(width: 10, height: 4); Color.red.frame(width: 10, height: 4) })
                == [Rect(x: 0, y: 0, width: 10, height: 4), Rect(x: 18, y: 0, width: 10, height: 4)])
    }

    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() throws {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 10) {
            ForEach(0..<5, id: \.self) { _ in Color.red.frame(height: 20) }
        }.frame(width: 360)
        // (360 + 8) / (80 + 8) → 4 columns of (360 − 3 × 8) / 4 = 84 points.
        #expect(try frames(grid) == [Rect(x: 0, y: 0, width: 84, height: 20), Rect(x: 92, y: 0, width: 84, height: 20),
                                     Rect(x: 184, y: 0, width: 84, height: 20), Rect(x: 276, y: 0, width: 84, height: 20),
                                     Rect(x: 0, y: 30, width: 84, height: 20)])
    }

    @Test func fixedThenFlexibleColumnsWithinTheirBounds() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible(maximum: 40))]) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 10) }
        }.frame(width: 300)
        // 300 − 16 of spacing − 50 fixed = 234; the capped column takes 40, the other 194.
        #expect(try frames(grid) == [Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 58, y: 0, width: 194, height: 10),
                                     Rect(x: 260, y: 0, width: 40, height: 10)])
    }

    @Test func aLazyHGridFillsColumnsOfRows() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(10)), GridItem(.fixed(10))], spacing: 4) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 6) }
        }
        #expect(try frames(grid) == [Rect(x: 0, y: 0, width: 6, height: 10), Rect(x: 0, y: 18, width: 6, height: 10),
                                     Rect(x: 10, y: 0, width: 6, height: 10)])
    }
}

@Suite struct BorderedButtonTests {
    static let config = RenderConfiguration()

    func render<V: View>(_ view: V, _ traits: Traits = .light) throws -> (image: RGBAImage, size: Size) {
        let r = try Self.config.render(view, traits: traits, size: .fitting)
        return (r.bitmap.unpremultiplied(), r.displayList.size)
    }

    func system(_ name: String, _ traits: Traits) -> RGBA8 {
        SystemColors.ios18.palette.resolve(name, traits: traits)?.rgba ?? .clear
    }

    @Test(arguments: [(ControlSize.small, 10.0, 5.0), (.regular, 12, 7), (.large, 20, 14)])
    func theControlSizeSetsTheInsets(_ size: ControlSize, _ horizontal: Double, _ vertical: Double) throws {
        let font: Font = size == .small ? .subheadline : .body
        let label = try render(Text("Save").font(font)).size
        let button = try render(Button("Save") {}.buttonStyle(.borderedProminent).controlSize(size)).size
        #expect(button == Size(label.width + 2 * horizontal, label.height + 2 * vertical))
    }

    @Test func prominentIsTheTintWithAWhiteLabelAndBorderedTheTintAt15Percent() throws {
        for traits in [Traits.light, Traits.dark] {
            let blue = system("systemBlue", traits)
            let prominent = try render(Button("Save") {}.buttonStyle(.borderedProminent), traits).image
            #expect(prominent[6, 6] == blue)
            var colours = Set<RGBA8>()
            for y in 0..<prominent.height { for x in 0..<prominent.width { colours.insert(prominent[x, y]) } }
            #expect(colours.contains(RGBA8(255, 255, 255)))
            let bordered = try render(Button("Save") {}.buttonStyle(.bordered), traits).image
            let px = bordered[6, 6]
            #expect(px.a == 38 && abs(Int(px.b) - Int(blue.b)) <= 4 && abs(Int(px.r) - Int(blue.r)) <= 4)
        }
        let red = system("systemRed", .light)
        #expect(try render(Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)).image[6, 6] == red)
        let tinted = try render(Button("Go") {}.buttonStyle(.borderedProminent).tint(Color(red: 0, green: 0.5, blue: 0))).image
        #expect(tinted[6, 6] == RGBA8(0, 128, 0))
    }

    @Test func aDisabledButtonIsGreyAndShapesFollowTheBorderShape() throws {
        let disabled = try render(Button("Save") {}.buttonStyle(.borderedProminent).disabled(true)).image
        let fill = system("tertiarySystemFill", .light), px = disabled[6, 6]
        #expect(px.a == fill.a && abs(Int(px.r) - Int(fill.r)) <= 2)
        // A regular button's corner radius is 8 points: its corner pixel is clear; a capsule's
        // corners are rounder still, so a pixel 3 points in along the top is clear too.
        let rounded = try render(Button("Save") {}.buttonStyle(.borderedProminent)).image
        let capsule = try render(Button("Save") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)).image
        #expect(rounded[0, 0].a == 0 && rounded[3, 1].a > 0 || rounded[4, 1].a > 0)
        #expect(capsule[4, 1].a == 0)
    }
}

@Suite struct GridRowRecognitionTests {
    struct StatRow: View {
        var body: some View { GridRow { Color.red.frame(width: 10, height: 4); Color.red.frame(width: 10, height: 4) } }
    }

    @Test func rowsInsideCustomViewsOrUnderModifiersStayRowsAndTextOutsideRowsTakesTheGridWidth() throws {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 0) {
            StatRow()
            GridRow { Color.red.frame(width: 30, height: 4); Color.red.frame(width: 10, height: 4) }.opacity(0.5)
            HStack(spacing: 0) { Color.blue.frame(width: 20, height: 3); Color.blue.frame(width: 30, height: 3) }
        }
        let list = try CustomLayoutTests.config.render(grid, traits: .light, size: .fitting).displayList
        // Columns 30 and 10; the stack outside the rows is wider (50) and sets the grid's width.
        #expect(list.size == Size(50, 11))
        let fills = list.items.filter { if case .fill = $0.operation { true } else { false } }.map(\.frame)
        #expect(fills.filter { $0.height == 4 } == [
            Rect(x: 0, y: 0, width: 10, height: 4), Rect(x: 34, y: 0, width: 10, height: 4),
            Rect(x: 0, y: 4, width: 30, height: 4), Rect(x: 34, y: 4, width: 10, height: 4),
        ])
    }
}
