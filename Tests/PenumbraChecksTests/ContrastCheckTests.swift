import PenumbraChecks
import PenumbraCore
import PenumbraStyle
import Testing

@Suite struct ContrastCheckTests {
    @Test func luminanceAndRatioMatchWCAGReferenceValues() {
        #expect(WCAGContrast.relativeLuminance(.white) == 1)
        #expect(WCAGContrast.relativeLuminance(.black) == 0)
        #expect(WCAGContrast.ratio(.white, .black) == 21)
        #expect(WCAGContrast.ratio(.black, .white) == 21)
        // #767676 on white is the well-known lightest grey that passes 4.5:1 (4.54:1).
        let ratio = WCAGContrast.ratio(RGBA8(0x76, 0x76, 0x76), .white)
        #expect(ratio > 4.5 && ratio < 4.55)
        #expect(WCAGContrast.ratio(RGBA8(0x77, 0x77, 0x77), .white) < 4.5)
    }

    /// WCAG's 18 pt and 14 pt bold are 24 and 18.67 CSS px, which iOS points are at 1x: 18 pt
    /// regular and 17 pt bold iOS text are normal text and need 4.5:1.
    @Test(arguments: [(17.0, false, 4.5), (18.0, false, 4.5), (23.9, false, 4.5), (24.0, false, 3.0), (28.0, false, 3.0),
                      (14.0, true, 4.5), (17.0, true, 4.5), (18.6, true, 4.5), (18.67, true, 3.0), (20.0, true, 3.0)])
    func largeTextNeedsThreeToOne(pointSize: Double, bold: Bool, required: Double) {
        #expect(WCAGContrast.requiredRatio(pointSize: pointSize, isBold: bold) == required)
    }

    @Test func compositesTranslucentColoursWithTheOneRoundingRule() {
        #expect(WCAGContrast.composite(RGBA8(0, 0, 0, 128), over: .white) == RGBA8(127, 127, 127))
        #expect(WCAGContrast.composite(RGBA8(10, 20, 30), over: .white) == RGBA8(10, 20, 30))
    }

    @Test func catchesBlackLabelOnBlackDarkModeBackground() throws {
        var b = SceneBuilder(width: 60, height: 30, variant: .dark)
        b.fill("root.background", role: "background", Rect(x: 0, y: 0, width: 60, height: 30), .palette("background", .black))
        b.text("root.children[0]", Rect(x: 4, y: 4, width: 40, height: 20), CheckColor(RGBA8(0x11, 0x11, 0x11)))
        let findings = ContrastCheck().findings(try b.scene())
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.path == "root.children[0]")
        #expect(finding.variant == "dark")
        #expect(finding.check == .contrast)
        #expect((finding.ratio ?? 99) < 1.2)
        #expect(finding.colors.last?.rgba == .black)
    }

    /// White text on the dark end of a gradient whose other end is nearly white: the pixels
    /// behind the text pass, but the gradient's light stop does not, so the text is flagged.
    @Test func textOverAGradientIsMeasuredAgainstItsWorstStop() throws {
        var b = SceneBuilder(width: 100, height: 30)
        let dark = CheckColor(RGBA8(0x1A, 0x1A, 0x80)), light = CheckColor(RGBA8(0xF0, 0xF0, 0xFF))
        b.gradient("root.background", Rect(x: 0, y: 0, width: 100, height: 30), [dark, light])
        b.text("root.label", Rect(x: 4, y: 4, width: 40, height: 20), CheckColor(.white))
        let m = try #require(ContrastCheck().measure(try b.scene()).first)
        #expect(m.background == RGBA8Hex(RGBA8(0xF0, 0xF0, 0xFF)))
        #expect(m.ratio == WCAGContrast.ratio(.white, RGBA8(0xF0, 0xF0, 0xFF)))
        #expect(!m.passes)
        #expect(ContrastCheck().findings(try b.scene()).map(\.path) == ["root.label"])
    }

    /// The same gradient behind an opaque white card: black text on the card is measured against
    /// the card only (the gradient is hidden there), and passes.
    @Test func aGradientHiddenByAnOpaqueCardIsNotCounted() throws {
        var b = SceneBuilder(width: 100, height: 30)
        b.gradient("root.background", Rect(x: 0, y: 0, width: 100, height: 30),
                   [CheckColor(RGBA8(0x1A, 0x1A, 0x80)), CheckColor(RGBA8(0xF0, 0xF0, 0xFF))])
        b.fill("root.card", Rect(x: 2, y: 2, width: 50, height: 26), CheckColor(.white))
        b.text("root.card.label", Rect(x: 4, y: 4, width: 40, height: 20), CheckColor(.black))
        let m = try #require(ContrastCheck().measure(try b.scene()).first)
        #expect(m.background == RGBA8Hex(.white))
        #expect(m.ratio == 21)
        #expect(ContrastCheck().findings(try b.scene()).isEmpty)
    }

    @Test func readsTheBackgroundFromPixelsNotFromTheTree() throws {
        // The tree says white behind the text, but a black card is drawn over it: the check
        // must measure against black.
        var b = SceneBuilder(width: 60, height: 30)
        b.fill("root.background", role: "background", Rect(x: 0, y: 0, width: 60, height: 30), .palette("background", .white))
        b.fill("root.card", Rect(x: 0, y: 0, width: 60, height: 30), CheckColor(RGBA8(0x20, 0x20, 0x20)))
        b.text("root.label", Rect(x: 4, y: 4, width: 40, height: 20), .palette("textPrimary", .black))
        for scene in [try b.scene(), try b.scene(withTextless: true)] {
            let m = try #require(ContrastCheck().measure(scene).first)
            #expect(m.background.rgba == RGBA8(0x20, 0x20, 0x20))
            #expect(!m.passes)
        }
    }

    @Test func passesDarkTextOnLightAndReportsTheWorstPair() throws {
        var b = SceneBuilder(width: 80, height: 60, scale: 2)
        b.fill("root.background", role: "background", Rect(x: 0, y: 0, width: 80, height: 60), .palette("background", .white))
        b.text("root.title", Rect(x: 4, y: 4, width: 60, height: 20), .palette("textPrimary", RGBA8(0x17, 0x19, 0x1D)))
        b.text("root.detail", Rect(x: 4, y: 30, width: 60, height: 20), .palette("textSecondary", RGBA8(0x5A, 0x60, 0x6B)))
        let measurements = ContrastCheck().measure(try b.scene())
        #expect(measurements.count == 2)
        #expect(measurements.allSatisfy { $0.passes })
        #expect(ContrastCheck.worst(measurements)?.path == "root.detail")
        #expect(try measurements.first?.box == PixelRect(x: 8, y: 8, width: 120, height: 40))
    }

    @Test func largeBoldTextPassesAtThreeToOneWhereBodyTextFails() throws {
        let grey = RGBA8(0x8C, 0x92, 0x9C)  // 3.2:1 on white
        var b = SceneBuilder(width: 60, height: 60)
        b.fill("root.background", role: "background", Rect(x: 0, y: 0, width: 60, height: 60), .palette("background", .white))
        b.text("root.heading", Rect(x: 2, y: 2, width: 50, height: 24), CheckColor(grey), pointSize: 20, bold: true)
        b.text("root.body", Rect(x: 2, y: 30, width: 50, height: 24), CheckColor(grey), pointSize: 20, bold: false)
        let findings = ContrastCheck().findings(try b.scene())
        #expect(findings.map(\.path) == ["root.body"])
    }

    @Test func rejectsABitmapOfTheWrongSize() {
        #expect(throws: CheckError.bitmapSizeMismatch(expected: "20x20", actual: "10x10")) {
            try CheckScene(variant: .light, size: Size(10, 10), scale: 2, items: [], bitmap: Bitmap(size: try PixelSize(width: 10, height: 10)))
        }
    }
}
