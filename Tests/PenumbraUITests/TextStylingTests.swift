import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraTestSupport
import PenumbraText
import PenumbraView
import Testing
@testable import PenumbraUI

/// Text as SwiftUI styles it: `Text + Text` runs with their own fonts, colours, decorations,
/// tracking and baseline offsets; italics (a registered face, else synthesised); designs.
@Suite struct TextStylingTests {
    /// A price row as design systems write it: regular label, bold amount, struck-through old
    /// price, superscript cents.
    struct PriceTag: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                (Text("Total ") + Text("€23").bold().foregroundColor(.green) + Text("99").font(.caption).baselineOffset(7))
                    .font(.title3)
                (Text("was ") + Text("€31").strikethrough(color: .red) + Text(" · save 25%").italic())
                    .foregroundStyle(.secondary)
                Text("Terms apply").underline().font(.footnote)
                Text("TRACKED CAPS").tracking(3).font(.caption).foregroundColor(.blue)
                (Text("Mixed ") + Text("sizes ").font(.largeTitle) + Text("wrap across the runs of one paragraph").italic())
                    .frame(width: 220, alignment: .leading)
            }
            .padding(12)
            .background(Color(.systemBackground))
        }
    }

    @Test(arguments: ["light@2x", "dark@2x"])
    func styledTextMatchesItsReference(_ variant: String) throws {
        let bitmap = try RenderConfiguration().render(PriceTag(), traits: try Variant(parsing: variant).traits).bitmap
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "styled-text.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func runsKeepTheirColoursAndSizes() throws {
        let render = try RenderConfiguration().render(PriceTag(), traits: .light)
        guard case .text(let run)? = render.displayList.items.first(where: {
            if case .text(let r) = $0.operation { return r.string == "Total €2399" } else { return false }
        })?.operation else { Issue.record("no price run"); return }
        #expect(run.spans.map(\.string) == ["Total ", "€23", "99"])
        #expect(run.spans.map(\.font.size) == [20, 20, 12])
        #expect(run.spans[1].font.weight == .bold)
        #expect(run.spans[1].color.rgba == SystemColors.ios18.systemGreen.resolved(in: Traits.light))
        #expect(run.spans[2].baselineOffset == 7)
        // The checks see each span: the display list lists every colour the run draws with.
        #expect(run.colors.count == 3)
    }

    /// Italics draw in the family's italic face (Inter has one at every weight); a family with no
    /// italic face is slanted by 14°, until its oblique face is registered.
    @Test func italicsUseARegisteredFaceElseASlant() throws {
        let italicRun = TextRun(string: "a", font: ResolvedFont(size: 17, italic: true),
                                color: ResolvedColor(rgba: RGBA8(0, 0, 0, 255)), lineLimit: nil, alignment: .leading)
        let system = try #require(FontTextEngine(registry: try FontRegistry.withDefaultFonts()).spans(of: italicRun))
        #expect(system[0].font.isItalic && system[0].font.familyName == "Inter")
        #expect(system[0].slant == 0)
        let dejaVuFolder = "/usr/share/fonts/truetype/dejavu"
        var registry = try FontRegistry.withFonts(at: [dejaVuFolder + "/DejaVuSans.ttf", dejaVuFolder + "/DejaVuSans-Bold.ttf"])
        let slanted = try #require(FontTextEngine(registry: registry).spans(of: italicRun))
        #expect(slanted[0].slant == TextSpan.syntheticItalicSlant)
        #expect(slanted[0].font.isItalic == false)
        let oblique = dejaVuFolder + "/DejaVuSans-Oblique.ttf"
        try #require(FileManager.default.fileExists(atPath: oblique), "DejaVu Sans Oblique is missing: scripts/bootstrap --test-tools installs fonts-dejavu-extra")
        try registry.register(contentsOf: oblique)
        let real = try #require(FontTextEngine(registry: registry).spans(of: italicRun))
        #expect(real[0].font.isItalic)
        #expect(real[0].slant == 0)
    }

    @Test func designsDrawInTheirMappedFamily() throws {
        var config = RenderConfiguration()
        config.fontDesigns = [.monospaced: "DejaVu Sans"]
        let mono = try config.tree(Text("1").font(.system(size: 12, design: .monospaced)), traits: .light)
        #expect(mono == .modified(.modified(.text("1"), .font(.fixed(size: 12, family: "DejaVu Sans"))),
                                  .foregroundColor(.color(SystemColors.ios18.label))))
        // Not mapped: the default family.
        let serif = try RenderConfiguration().tree(Text("1").fontDesign(.serif), traits: .light)
        #expect(serif == .modified(.modified(.text("1"), .font(.textStyle(.body))), .foregroundColor(.color(SystemColors.ios18.label))))
    }

    /// `Font.leading`: `.tight` takes 2 points from each line and `.loose` adds 2, as on iOS.
    @Test func fontLeadingChangesTheLineHeightByTwoPoints() throws {
        let config = RenderConfiguration()
        func height(_ leading: Font.Leading) throws -> Double {
            try config.render(Text("One\nTwo\nThree").font(.body.leading(leading)), traits: .light).displayList.size.height
        }
        let standard = try height(.standard)
        #expect(try height(.tight) == standard - 6)
        #expect(try height(.loose) == standard + 6)
        let tree = try config.tree(Text("a").font(.body.leading(.tight)), traits: .light)
        guard case let .modified(inner, _) = tree else { Issue.record("no root foreground"); return }
        #expect(inner == .modified(.text("a"), .font(.leading(.textStyle(.body), points: -2))))
        let json = #"{"root": {"type": "text", "text": "a", "font": {"style": "body", "leading": -2}}}"#
        #expect(try Fixture.decode(Data(json.utf8)).root == inner)
    }

    @Test func styledTextIsAFixture() throws {
        let json = #"""
        {"root": {"type": "text", "spans": [
          {"text": "Pay "},
          {"text": "€23", "weight": "bold", "color": "#FF0000", "underline": true},
          {"text": "99", "font": {"size": 11, "italic": true}, "baselineOffset": 6, "tracking": 1,
           "strikethrough": {"color": "#0000FF"}}
        ]}}
        """#
        let root = try Fixture.decode(Data(json.utf8)).root
        #expect(root == .styledText([
            TextSpanNode("Pay "),
            TextSpanNode("€23", weight: .bold, foreground: .literal(RGBA8(255, 0, 0, 255)), underline: .init()),
            TextSpanNode("99", font: .italic(.fixed(size: 11)), tracking: 1, baselineOffset: 6,
                         strikethrough: .init(color: .literal(RGBA8(0, 0, 255, 255)))),
        ]))
        let encoded = try JSONEncoder().encode(Fixture(name: "price", root: root))
        #expect(try JSONDecoder().decode(Fixture.self, from: encoded).root == root)
    }
}

/// `.firstTextBaseline` and `.lastTextBaseline` in stacks, across fonts, sizes and images.
@Suite struct BaselineAlignmentTests {
    struct Row: View {
        var alignment: VerticalAlignment
        var body: some View {
            HStack(alignment: alignment, spacing: 6) {
                Text("Total").font(.largeTitle)
                Text("€23.99").font(.caption).foregroundColor(.green)
                Text("incl. VAT\nand shipping").font(.footnote).foregroundStyle(.secondary)
                Rectangle().fill(Color.blue).frame(width: 10, height: 10)
            }
            .padding(8)
            .background(Color(.systemBackground))
        }
    }

    /// The frames of the texts in a render, in order.
    func textFrames(_ render: ViewRenderer.Render) -> [(frame: Rect, run: TextRun)] {
        render.displayList.items.compactMap { item in
            if case .text(let run) = item.operation { return (item.frame, run) }
            return nil
        }
    }

    @Test func firstBaselinesLineUp() throws {
        let engine = try FontTextEngine.withDefaultFonts()
        let render = try RenderConfiguration(text: engine).render(Row(alignment: .firstTextBaseline), traits: .light)
        let texts = textFrames(render)
        #expect(texts.count == 3)
        let baselines = texts.map { $0.frame.minY + engine.baselines($0.run, maxWidth: $0.frame.width).first }
        // Each frame is rounded to the pixel grid, so baselines agree within one pixel.
        #expect(baselines.max()! - baselines.min()! <= 1, "\(baselines)")
        // The square sits on the baseline: its bottom edge is there.
        let square = try #require(render.displayList.items.first { if case .fill = $0.operation { return $0.path.contains("children[3]") } else { return false } })
        #expect(abs(square.frame.maxY - baselines[0]) <= 1)
    }

    @Test func lastBaselinesLineUp() throws {
        let engine = try FontTextEngine.withDefaultFonts()
        let render = try RenderConfiguration(text: engine).render(Row(alignment: .lastTextBaseline), traits: .light)
        let texts = textFrames(render)
        let baselines = texts.map { $0.frame.minY + engine.baselines($0.run, maxWidth: $0.frame.width).last }
        #expect(baselines.max()! - baselines.min()! <= 1, "\(baselines)")
        // The two-line note's first line sits above the others' baseline.
        let note = texts[2]
        #expect(note.frame.minY + engine.baselines(note.run, maxWidth: note.frame.width).first < baselines[0] - 5)
    }

    @Test(arguments: ["light@2x", "dark@2x"])
    func baselineRowsMatchTheirReference(_ variant: String) throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Row(alignment: .firstTextBaseline)
            Row(alignment: .lastTextBaseline)
            Row(alignment: .center)
        }
        let bitmap = try RenderConfiguration().render(view, traits: try Variant(parsing: variant).traits).bitmap
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "baselines.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func baselineAlignmentIsAFixtureValue() throws {
        let json = #"{"root": {"type": "hstack", "alignment": "firstTextBaseline", "children": [{"type": "text", "text": "a"}]}}"#
        #expect(try Fixture.decode(Data(json.utf8)).root == .hstack(alignment: .firstTextBaseline, spacing: nil, children: [.text("a")]))
    }
}

/// Line limits with ranges and reserved space, truncation modes and minimum scale factors.
@Suite struct TextFittingTests {
    static let title = "Quarterly statement available"

    func engine() throws -> FontTextEngine { try FontTextEngine.withDefaultFonts() }

    func run(_ render: ViewRenderer.Render) -> (frame: Rect, run: TextRun)? {
        for item in render.displayList.items { if case .text(let r) = item.operation { return (item.frame, r) } }
        return nil
    }

    @Test func truncationModesPlaceTheEllipsis() throws {
        let engine = try engine()
        let config = RenderConfiguration(text: engine)
        for (mode, first, last) in [(Text.TruncationMode.head, "…", "e"), (.middle, "Q", "e"), (.tail, "Q", "…")] {
            let render = try config.render(Text(Self.title).lineLimit(1).truncationMode(mode).frame(width: 120), traits: .light)
            let (frame, textRun) = try #require(run(render))
            let layout = try #require(engine.layout(textRun, maxWidth: frame.width))
            #expect(layout.isTruncated)
            let font = try #require(layout.runs.first?.font)
            #expect(layout.runs[0].glyphs.first?.glyph == font.glyph(for: first.unicodeScalars.first!), "\(mode)")
            #expect(layout.runs[0].glyphs.last?.glyph == font.glyph(for: last.unicodeScalars.first!), "\(mode)")
        }
    }

    @Test func minimumScaleFactorShrinksBeforeCutting() throws {
        let engine = try engine()
        let config = RenderConfiguration(text: engine)
        let full = try #require(run(try config.render(Text(Self.title).lineLimit(1).fixedSize(), traits: .light)))
        let render = try config.render(Text(Self.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 160), traits: .light)
        let (frame, textRun) = try #require(run(render))
        #expect(textRun.minimumScaleFactor == 0.5)
        let layout = try #require(engine.layout(textRun, maxWidth: frame.width))
        #expect(!layout.isTruncated)
        let k = layout.runs[0].size / 17
        // The largest step of 1/256 that fits: one step more would not.
        #expect(k < 1 && k >= 0.5)
        #expect(layout.size.width <= 160)
        #expect(full.frame.width * (k + 1.0 / 256) > 160 - 1)
        // Not allowed to shrink that far: cut at the factor.
        let tight = try config.render(Text(Self.title).lineLimit(1).minimumScaleFactor(0.9).frame(width: 160), traits: .light)
        let (tightFrame, tightRun) = try #require(run(tight))
        let cut = try #require(engine.layout(tightRun, maxWidth: tightFrame.width))
        #expect(cut.isTruncated)
        #expect(abs(cut.runs[0].size - 17 * 0.9) < 1e-9)
    }

    @Test func lineLimitRangesReserveTheirLines() throws {
        let config = RenderConfiguration(text: try engine())
        func height(_ view: some View) throws -> Double { try config.render(view, traits: .light).displayList.size.height }
        // A view's size is rounded up to whole pixels (1x here); lines add up unrounded. Body's
        // first line is as tall as the font; each further line, reserved or not, adds body's
        // leading (22 pt at the default size).
        let line = try engine().measure(TextRun(string: "Hi", font: ResolvedFont(size: 17), color: ResolvedColor(rgba: RGBA8(0, 0, 0, 255)),
                                                lineLimit: nil, alignment: .leading), maxWidth: nil).height
        #expect(abs(line - 17 * 2444 / 2048) < 1e-9)
        let leading = TextStyle.body.leading()
        let one = try height(Text("Hi"))
        #expect(one == line.rounded(.up))
        #expect(try height(Text("Hi").lineLimit(2...4)) == (line + leading).rounded(.up))
        #expect(try height(Text("Hi").lineLimit(3, reservesSpace: true)) == (line + 2 * leading).rounded(.up))
        #expect(try height(Text("Hi").lineLimit(3, reservesSpace: false)) == one)
        #expect(try height(Text("Hi").lineLimit(2...).lineSpacing(4)) == (line + leading + 4).rounded(.up))
        // At most the upper bound: a long paragraph is cut at four lines.
        let long = String(repeating: "word ", count: 60)
        #expect(try height(Text(long).lineLimit(2...4).frame(width: 100)) == (line + 3 * leading).rounded(.up))
    }

    @Test func fittingModifiersAreFixtureKeys() throws {
        let json = #"{"root": {"type": "text", "text": "a", "lineLimit": 4, "minimumLines": 2, "truncationMode": "middle", "minimumScaleFactor": 0.75}}"#
        let root = try Fixture.decode(Data(json.utf8)).root
        #expect(root == .modified(.modified(.modified(.modified(.text("a"), .lineLimit(4)), .minimumLines(2)),
                                            .truncationMode(.middle)), .minimumScaleFactor(0.75)))
        let encoded = try JSONEncoder().encode(Fixture(name: "fit", root: root))
        #expect(try JSONDecoder().decode(Fixture.self, from: encoded).root == root)
        #expect(throws: ViewError.self) {
            try Fixture.decode(Data(#"{"root": {"type": "text", "text": "a", "minimumScaleFactor": 0}}"#.utf8))
        }
    }

    @Test(arguments: ["light@2x", "dark@2x"])
    func fittedTextMatchesItsReference(_ variant: String) throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text(Self.title).lineLimit(1).truncationMode(.head)
            Text(Self.title).lineLimit(1).truncationMode(.middle)
            Text(Self.title).lineLimit(1)
            Text(Self.title).lineLimit(1).minimumScaleFactor(0.5)
            Text("Reserved").lineLimit(3, reservesSpace: true).border(Color.gray)
        }
        .frame(width: 170, alignment: .leading)
        .padding(10)
        .background(Color(.systemBackground))
        let bitmap = try RenderConfiguration().render(view, traits: try Variant(parsing: variant).traits).bitmap
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "text-fitting.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }
}

/// A brand font on Dynamic Type: `.custom(_:size:relativeTo:)` scales as UIFontMetrics does,
/// by the text style's size at the content size over its size at Large (Apple's Dynamic Type
/// table: body is 14 pt at xSmall, 17 at Large, 53 at AX5); `.custom(_:fixedSize:)` does not.
@Suite struct BrandFontDynamicTypeTests {
    static let freeSans = "/usr/share/fonts/opentype/freefont/FreeSans.otf"

    func config() throws -> RenderConfiguration {
        var registry = try FontRegistry.withDefaultFonts()
        try registry.register(contentsOf: Self.freeSans)
        return RenderConfiguration(text: FontTextEngine(registry: registry))
    }

    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Brand title").font(.custom("FreeSans", size: 22, relativeTo: .title2))
                Text("Body copy in the brand font").font(.custom("FreeSans", size: 15))
                Text("Synthesised bold").font(.custom("FreeSans", size: 15)).bold()
                Text("Fixed legal line").font(.custom("FreeSans", fixedSize: 11))
            }
            .padding(8)
            .background(Color(.systemBackground))
        }
    }

    func sizes(_ variant: String) throws -> [Double] {
        try config().render(Card(), traits: try Variant(parsing: variant).traits).displayList.items.compactMap {
            if case .text(let run) = $0.operation { return run.font.size } else { return nil }
        }
    }

    @Test func sizesFollowTheTextStylesTable() throws {
        func close(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 } }
        #expect(try sizes("light") == [22, 15, 15, 11])
        // title2: 19 at xSmall, 22 at Large, 56 at AX5; body 14, 17, 53.
        #expect(close(try sizes("light-xs"), [19, 15.0 * 14 / 17, 15.0 * 14 / 17, 11]))
        #expect(close(try sizes("light-ax5"), [56, 15.0 * 53 / 17, 15.0 * 53 / 17, 11]))
    }

    @Test(arguments: ["light-xs@2x", "light@2x", "dark-ax5@2x"])
    func brandCardMatchesItsReference(_ variant: String) throws {
        let bitmap = try config().render(Card(), traits: try Variant(parsing: variant).traits).bitmap
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "brand-font.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }
}

/// A weight no registered face is near is synthesised (FreeType's 1/24 em); one that is near
/// takes that face.
@Suite struct SyntheticBoldTests {
    @Test func boldOfARegularOnlyBrandFontIsSynthesised() throws {
        var registry = FontRegistry()
        try registry.register(contentsOf: BrandFontDynamicTypeTests.freeSans)
        try registry.register(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        try registry.register(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        let engine = FontTextEngine(registry: registry)
        func span(_ family: String, _ weight: FontWeight) throws -> TextSpan {
            let run = TextRun(string: "Pay", font: ResolvedFont(family: family, size: 17, weight: weight), color: ResolvedColor(rgba: RGBA8(0, 0, 0, 255)))
            return try #require(engine.spans(of: run)?.first)
        }
        #expect(try span("FreeSans", .bold).embolden == TextSpan.syntheticBoldStrength)
        #expect(abs(try span("FreeSans", .bold).tracking - 17.0 / 24) < 1e-12)
        #expect(try span("FreeSans", .medium).embolden == 0)
        #expect(try span("DejaVu Sans", .bold).embolden == 0)
        #expect(try span("DejaVu Sans", .semibold).embolden == 0)
        let plain = engine.measure(TextRun(string: "Pay", font: ResolvedFont(family: "FreeSans", size: 17), color: ResolvedColor(rgba: RGBA8(0, 0, 0, 255))), maxWidth: nil)
        let bold = engine.measure(TextRun(string: "Pay", font: ResolvedFont(family: "FreeSans", size: 17, weight: .bold), color: ResolvedColor(rgba: RGBA8(0, 0, 0, 255))), maxWidth: nil)
        #expect(abs(bold.width - (plain.width + 3 * 17.0 / 24)) < 1e-9)
    }
}
