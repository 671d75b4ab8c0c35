import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraTestSupport
import PenumbraUI
import Testing

/// The system font's stand-in against SF Pro as an iOS 26 simulator drew it (SpeziViews'
/// references in `../shared/corpora/ios-references`, iPhone 13 Pro at 3x): each line of text is
/// found in the reference as a band of rows holding neutral ink (grey or black on white), and its
/// ink width is compared with the same string drawn by PenumbraUI in the same text style.
@Suite(.requiresSharedCorpora) struct SimulatorTextWidthTests {
    static let snapshots = "SpeziViews/Tests/SpeziViewsTests/__Snapshots__/"

    /// Ink: at least 64 below white in every channel, and neutral (channels within 24), so a
    /// coloured icon beside the text is left out.
    static func isInk(_ p: RGBA8) -> Bool {
        let lo = min(p.r, p.g, p.b), hi = max(p.r, p.g, p.b)
        return p.a > 128 && hi <= 191 && hi - lo <= 24
    }

    /// The ink width (first to last inked column, in pixels) of each band of inked rows, top to bottom.
    static func lineWidths(_ image: RGBAImage) -> [Int] {
        var widths: [Int] = []
        var band: (Int, Int)?
        for y in 0...image.height {
            var row: (Int, Int)?
            if y < image.height {
                for x in 0..<image.width where isInk(image[x, y]) {
                    row = row.map { (min($0.0, x), max($0.1, x)) } ?? (x, x)
                }
            }
            if let row {
                band = band.map { (min($0.0, row.0), max($0.1, row.1)) } ?? row
            } else if let b = band {
                widths.append(b.1 - b.0 + 1)
                band = nil
            }
        }
        return widths
    }

    static func reference(_ path: String) throws -> RGBAImage {
        let url = try #require(TestPaths.corpus("ios-references")?.appendingPathComponent(snapshots + path))
        return try PNGDecoder.decode(try Data(contentsOf: url), name: url.path).image
    }

    /// The ink width of `text` drawn by PenumbraUI at 3x, light.
    static func ours(_ text: some View) throws -> Int {
        var traits = Traits.light
        traits.displayScale = .x3
        let image = try RenderConfiguration().render(text, traits: traits, size: .fitting).bitmap.unpremultiplied()
        let widths = lineWidths(image)
        try #require(widths.count == 1, "one line of text: \(widths)")
        return widths[0]
    }

    /// Body text (17 pt): `LazyText` lines, three strings repeated down the screen.
    @Test func bodyLinesAreAsWideAsSFPro() throws {
        let widths = Self.lineWidths(try Self.reference("SnapshotTests+Texts/lazyText.iphone-regular.png"))
        // The widths fall in three groups (a few pixels apart within one): narrowest to widest,
        // the three strings. Each group's median is the reference.
        var groups: [[Int]] = []
        for width in widths.sorted() {
            if let last = groups.last?.last, width - last <= 3 { groups[groups.count - 1].append(width) } else { groups.append([width]) }
        }
        groups.removeAll { $0.count < 2 }  // a line cut by the screen's edge shows once
        try #require(groups.count == 3, "three strings: \(groups)")
        let strings = ["Clean Code", "by Robert C. Martin", "A Handbook of Agile Software Craftsmanship"]
        for (string, group) in zip(strings, groups) {
            let reference = group[group.count / 2]
            let ratio = Double(try Self.ours(Text(verbatim: string))) / Double(reference)
            #expect(abs(ratio - 1) <= 0.03, "body \"\(string)\": \(ratio) of SF Pro's \(reference) px")
        }
    }

    /// Headline (17 pt semibold) and subheadline (15 pt) in SpeziViews' `TileHeader`.
    @Test func headlineAndSubheadlineAreAsWideAsSFPro() throws {
        let widths = Self.lineWidths(try Self.reference("SnapshotTests+Tiles/tileHeaderLayout.leading.png"))
        try #require(widths.count == 2, "a title and a subheadline: \(widths)")
        let headline = Double(try Self.ours(Text(verbatim: "Clean Code").font(.headline))) / Double(widths[0])
        #expect(abs(headline - 1) <= 0.03, "headline: \(headline) of SF Pro's \(widths[0]) px")
        let subheadline = Double(try Self.ours(Text(verbatim: "by Robert C. Martin").font(.subheadline))) / Double(widths[1])
        #expect(abs(subheadline - 1) <= 0.03, "subheadline: \(subheadline) of SF Pro's \(widths[1]) px")
    }
}
