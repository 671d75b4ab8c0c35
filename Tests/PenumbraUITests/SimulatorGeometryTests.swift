import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraStyle
import PenumbraTestSupport
import PenumbraUI
import Testing

/// PenumbraUI's controls side by side with the same controls on a real iOS simulator: the
/// AccessibilitySnapshot references in `../shared/corpora/realworld` (iOS 18.5 and 26.2, 3x)
/// are UIKit's own renders. Their accessibility overlays cover each element's frame, so what is
/// compared is geometry in device pixels: the control's bounds and where its parts meet.
@Suite(.requiresSharedCorpora) struct SimulatorGeometryTests {
    /// The bounding box (x0, y0, x1, y1, inclusive) of the pixels in `rows` that are not `background`.
    static func bounds(_ image: RGBAImage, rows: Range<Int>, background: (RGBA8) -> Bool) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in rows where y < image.height {
            for x in 0..<image.width where !background(image[x, y]) {
                if let b = box { box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y)) } else { box = (x, y, x, y) }
            }
        }
        return box
    }

    @Test(arguments: ["a11ysnap__testStepper_18_5_402x874_3x.png", "a11ysnap__testStepper_26_2_402x874_3x.png"])
    func aStepperHasUIStepperBoundsAndSplitsAtItsMiddle(snapshot: String) throws {
        let url = try #require(TestPaths.corpus("realworld")?.appendingPathComponent(snapshot))
        let ios = try PNGDecoder.decode(try Data(contentsOf: url), name: url.path).image
        // The stepper sits in the white strip above the overlay legend (which starts at row 150).
        let real = try #require(Self.bounds(ios, rows: 0..<150) { $0.r == 255 && $0.g == 255 && $0.b == 255 })
        #expect(real.2 - real.0 + 1 == 282 && real.3 - real.1 + 1 == 96, "UIStepper at 3x: 94 x 32 pt")
        // Its two buttons' frames meet at the middle: the decrement button's overlay is cyan (red
        // lowest), the increment's magenta (green lowest); the first magenta column is the split.
        let row = (real.1 + real.3) / 2
        var split = real.0
        while split < real.2 && !(ios[split, row].g < ios[split, row].r) { split += 1 }
        #expect(abs(Double(split - real.0) / 3 - 47) < 1, "the split lies 47 pt from the leading edge")

        var traits = Traits.light
        traits.displayScale = .x3
        let ours = try RenderConfiguration().render(Stepper("Copies", value: .constant(2), in: 1...3).labelsHidden(),
                                                    traits: traits, size: .fitting).bitmap.unpremultiplied()
        #expect(ours.width == 282 && ours.height == 96, "PenumbraUI's stepper at 3x: \(ours.width) x \(ours.height) px")
        let drawn = try #require(Self.bounds(ours, rows: 0..<ours.height) { $0.a == 0 })
        #expect(drawn.0 == 0 && drawn.1 == 0 && drawn.2 == 281 && drawn.3 == 95, "the plate fills the frame")
        // The divider between the two buttons is at the middle too.
        let mid = ours[141, 48]
        let plate = ours[20, 48]
        #expect(mid != plate, "a divider at 47 pt")
    }

    /// UISwitch on a real iOS 18.5 simulator, measured on AccessibilitySnapshot's
    /// `testSwitchControls_18_5_402x874@3x.png` reference (not in the corpora, so its numbers are
    /// written here): the frame is 153 x 93 px (51 x 31 pt); along the middle row the thumb of a
    /// switch that is on covers columns 66 to 146 (81 px: a 27 pt thumb, 2 pt from the trailing
    /// edge), and down its centre column rows 6 to 86; off, the thumb covers columns 6 to 86.
    /// (iOS 26.2's reference draws a 189 x 84 px track, 63 x 28 pt, and no thumb: the new switch
    /// is not what PenumbraUI draws yet.)
    @Test(arguments: [(true, 66), (false, 6)])
    func aToggleHasUISwitchGeometry(isOn: Bool, thumbStart: Int) throws {
        var traits = Traits.light
        traits.displayScale = .x3
        let ours = try RenderConfiguration().render(Toggle("Wi-Fi", isOn: .constant(isOn)).labelsHidden(),
                                                    traits: traits, size: .fitting).bitmap.unpremultiplied()
        #expect(ours.width == 153 && ours.height == 93, "PenumbraUI's switch at 3x: \(ours.width) x \(ours.height) px")
        // A thumb pixel is (nearly) opaque white: edge pixels over the translucent off track keep a
        // little of its alpha.
        func isThumb(_ p: RGBA8) -> Bool { p.a >= 240 && p.r >= 240 && p.g >= 240 && p.b >= 240 }
        let row = (0..<ours.width).filter { isThumb(ours[$0, 46]) }
        #expect(row.first == thumbStart && row.last == thumbStart + 80, "thumb columns \(row.first ?? -1)...\(row.last ?? -1) on the middle row")
        let column = (0..<ours.height).filter { isThumb(ours[thumbStart + 40, $0]) }
        #expect(column.first == 6 && column.last == 86, "thumb rows \(column.first ?? -1)...\(column.last ?? -1) down its centre")
    }

    /// A bordered regular button on a real iOS 18.5 simulator, measured on AccessibilitySnapshot's
    /// `testBasicAccessibilityDemo_18_5_402x874@3x.png` SwiftUI reference (`Button("Delete")`
    /// with `.buttonStyle(.bordered)` and `.tint(.red)`; not in the corpora, so its numbers are written here): the
    /// tinted background is 103 px tall at 3x, 34.33 pt, which is SF Pro's 20.29 pt body line with
    /// 7 pt above and below it (42 px in all). PenumbraUI's label is DejaVu Sans, whose line is a
    /// little shorter, so what must match is the padding: the button is 42 px taller than its
    /// label alone, and 72 px wider (12 pt each side, the padding of `.bordered` at the regular
    /// size).
    @Test func aBorderedButtonPadsItsLabelAsIOSDoes() throws {
        var traits = Traits.light
        traits.displayScale = .x3
        let button = try RenderConfiguration().render(Button("Delete") {}.buttonStyle(.bordered).tint(.red),
                                                      traits: traits, size: .fitting).bitmap.unpremultiplied()
        let label = try RenderConfiguration().render(Text("Delete"), traits: traits, size: .fitting).bitmap.unpremultiplied()
        #expect(button.height - label.height == 42, "vertical padding \(button.height - label.height) px at 3x")
        #expect(button.width - label.width == 72, "horizontal padding \(button.width - label.width) px at 3x")
        // The background fills the frame: its corners are rounded, its middle row is tinted.
        let middle = button[1, button.height / 2]
        #expect(middle.a > 0 && middle.r > middle.b, "a red-tinted fill at the leading edge: \(middle)")
    }

    /// An inset-grouped list as iOS 17.5 draws one 393 pt wide (AccessibilitySnapshot's
    /// `testListWithSectionHeaders_17_5_393x852@3x.png`, not in the corpora, so its numbers are
    /// written here): the card runs from 20 pt to 373 pt (columns 60 to 1118 at 3x) and a row's
    /// separator starts 20 pt inside it, where the row text starts.
    @Test func anInsetGroupedListHasIOSMargins() throws {
        var traits = Traits.light
        traits.displayScale = .x3
        let list = List { Text("First"); Text("Second") }.listStyle(.insetGrouped)
        let ours = try RenderConfiguration().render(list, traits: traits, size: .fixed(Size(393, 200))).bitmap.unpremultiplied()
        // The card is white (secondarySystemGroupedBackground) on the grouped background.
        func isCard(_ p: RGBA8) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }
        let row = 60 + 66  // the middle of the first row (44 pt), below the list's 20 pt top inset and the corners
        let card = (0..<ours.width).filter { isCard(ours[$0, row]) }
        #expect(card.first == 60 && card.last == 1118, "card columns \(card.first ?? -1)...\(card.last ?? -1)")
        // The separator between the rows: the first row whose pixels inside the card are not white.
        let separatorRow = try #require((60..<ours.height).first { y in !isCard(ours[600, y]) && isCard(ours[600, y - 1]) })
        let separator = (0..<ours.width).filter { !isCard(ours[$0, separatorRow]) && $0 >= 60 && $0 <= 1118 }
        #expect(separator.first == 120, "separator from column \(separator.first ?? -1)")
    }
}
