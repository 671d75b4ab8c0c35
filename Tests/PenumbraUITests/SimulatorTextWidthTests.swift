import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraTestSupport
import PenumbraUI
import Testing

/// The system font's stand-in against SF Pro as iOS simulators drew it: each line of text is found
/// in a reference as a band of inked rows (or a run of inked columns), and its ink width compared
/// with the same string in the same style drawn by Penumbra. Two sets of references, in place in
/// `../shared/corpora`: SpeziViews' SwiftUI text (iOS 26, iPhone 13 Pro at 3x, content size
/// `.medium` as swift-snapshot-testing's device configs set it: body 16 pt, subheadline 14) and
/// GOV.UK's UIKit button titles (3x, 17, 33 and 53 points, semibold and regular).
@Suite(.requiresSharedCorpora) struct SimulatorTextWidthTests {
    static let spezi = "SpeziViews/Tests/SpeziViewsTests/__Snapshots__/"
    static let govuk = "mobile-ios-ui/Tests/Components/GDSButton/__Snapshots__/ButtonStyleSnapshotTests/"

    /// The widest a stand-in string may be off SF Pro's: 3%, the bound (measured: 2%).
    static let tolerance = 0.03

    /// Grey or black ink on white: at least a quarter covered (the brightest channel ≤ 191), and
    /// neutral (channels within 24), so a coloured icon beside the text is left out.
    static func darkInk(_ p: RGBA8) -> Bool {
        let lo = min(p.r, p.g, p.b), hi = max(p.r, p.g, p.b)
        return p.a > 128 && hi <= 191 && hi - lo <= 24
    }

    /// The ink width (first to last inked column) of each band of inked rows, top to bottom.
    static func lineWidths(_ image: RGBAImage, ink: (RGBA8) -> Bool) -> [Int] {
        var widths: [Int] = []
        var band: (Int, Int)?
        for y in 0...image.height {
            var row: (Int, Int)?
            if y < image.height {
                for x in 0..<image.width where ink(image[x, y]) { row = row.map { (min($0.0, x), max($0.1, x)) } ?? (x, x) }
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

    /// The widths of the runs of inked columns, runs closer than `gap` pixels joined (a word's
    /// letters), left to right.
    static func columnRuns(_ image: RGBAImage, gap: Int, ink: (RGBA8) -> Bool) -> [Int] {
        var runs: [(Int, Int)] = []
        for x in 0..<image.width where (0..<image.height).contains(where: { ink(image[x, $0]) }) {
            if let last = runs.last, x - last.1 <= gap { runs[runs.count - 1].1 = x } else { runs.append((x, x)) }
        }
        return runs.map { $0.1 - $0.0 + 1 }
    }

    /// White titles on a filled button: three quarters covered (the darkest channel ≥ 200).
    static func whiteInk(_ p: RGBA8) -> Bool { min(p.r, p.g, p.b) >= 200 }

    /// A green title on white: a quarter covered, green well above red.
    static func greenInk(_ p: RGBA8) -> Bool {
        let g = Int(p.g), r = Int(p.r)
        return p.a > 0 && max(p.r, p.g, p.b) < 200 && g > r + 40
    }

    static func reference(_ corpus: String, _ path: String) throws -> RGBAImage {
        let url = try #require(TestPaths.corpus(corpus)?.appendingPathComponent(path))
        return try PNGDecoder.decode(try Data(contentsOf: url), name: url.path).image
    }

    static var traits3x: Traits {
        var traits = Traits.light
        traits.displayScale = .x3
        return traits
    }

    /// The ink width of `text` drawn by PenumbraUI at 3x, light, content size `.medium`; ink is
    /// a quarter covered, as ``darkInk(_:)`` reads the references.
    static func ours(_ text: some View) throws -> Int {
        var traits = traits3x
        traits.contentSizeCategory = .medium
        let image = try RenderConfiguration().render(text, traits: traits, size: .fitting).bitmap.unpremultiplied()
        let widths = lineWidths(image) { $0.a >= 64 }
        try #require(widths.count == 1, "one line of text: \(widths)")
        return widths[0]
    }

    static func check(_ what: String, ours: Int, reference: Int) {
        let ratio = Double(ours) / Double(reference)
        #expect(abs(ratio - 1) <= tolerance, "\(what): \(ours) px, \(ratio) of SF Pro's \(reference) px")
    }

    /// Body text: `LazyText` lines, three strings repeated down the screen.
    @Test func bodyLinesAreAsWideAsSFPro() throws {
        let widths = Self.lineWidths(try Self.reference("ios-references", Self.spezi + "SnapshotTests+Texts/lazyText.iphone-regular.png"),
                                     ink: Self.darkInk)
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
            Self.check("body \"\(string)\"", ours: try Self.ours(Text(verbatim: string)), reference: group[group.count / 2])
        }
    }

    /// Headline (semibold) and subheadline in SpeziViews' `TileHeader`.
    @Test func headlineAndSubheadlineAreAsWideAsSFPro() throws {
        let widths = Self.lineWidths(try Self.reference("ios-references", Self.spezi + "SnapshotTests+Tiles/tileHeaderLayout.leading.png"),
                                     ink: Self.darkInk)
        try #require(widths.count == 2, "a title and a subheadline: \(widths)")
        Self.check("headline", ours: try Self.ours(Text(verbatim: "Clean Code").font(.headline)), reference: widths[0])
        Self.check("subheadline", ours: try Self.ours(Text(verbatim: "by Robert C. Martin").font(.subheadline)), reference: widths[1])
    }

    /// GOV.UK's button titles (white on the filled buttons, green on the secondary one), the body
    /// style at large, accessibility-large and accessibility-XXXL (17, 33, 53 pt: SF Pro Text
    /// below 20 points, Display above), against a `UILabel` in the same system font. The first
    /// run of inked columns is the title; the arrow symbol after it is left out.
    @Test(arguments: [("primaryButton", "Primary", UIFont.Weight.semibold), ("desctructiveButton", "Destructive", .semibold),
                      ("secondaryButton", "Secondary", .regular)])
    @MainActor func uikitTitlesAreAsWideAsSFPro(test: String, title: String, weight: UIFont.Weight) throws {
        for (index, size) in [(1, 17.0), (3, 33), (5, 53)] {
            let reference = try Self.reference("uikit", Self.govuk + "\(test).\(index).png")
            let filled = weight == .semibold
            let runs = Self.columnRuns(reference, gap: 20, ink: filled ? Self.whiteInk : Self.greenInk)
            try #require(runs.count >= 2, "\(test).\(index): a title and a symbol: \(runs)")
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: size, weight: weight)
            label.sizeToFit()
            let image = try UIKitRendering.render(label, traits: Self.traits3x).bitmap.unpremultiplied()
            let threshold: UInt8 = filled ? 192 : 64
            let ours = Self.columnRuns(image, gap: 20) { $0.a >= threshold }
            try #require(ours.count == 1, "one word: \(ours)")
            Self.check("\(title) at \(Int(size)) pt", ours: ours[0], reference: runs[0])
        }
    }
}
