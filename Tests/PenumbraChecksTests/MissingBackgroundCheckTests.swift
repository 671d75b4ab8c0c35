import PenumbraChecks
import PenumbraCore
import PenumbraStyle
import Testing

@Suite struct MissingBackgroundCheckTests {
    @Test func catchesAScreenThatForgotItsBackground() throws {
        var b = SceneBuilder(width: 40, height: 30, scale: 2)
        // Only a card in the middle: the rest of the screen is transparent.
        b.fill("root.card", Rect(x: 10, y: 10, width: 20, height: 10), .palette("backgroundSecondary", .white))
        let findings = MissingBackgroundCheck().findings(try b.scene())
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.check == .background)
        #expect(finding.path == "root")
        #expect(try finding.box == PixelRect(x: 0, y: 0, width: 80, height: 60))
        #expect(finding.message.hasPrefix("\(80 * 60 - 40 * 20) of 4800 pixels are not opaque (4000 fully transparent)"))
    }

    @Test func boundsTheTransparentRegionExactly() throws {
        var b = SceneBuilder(width: 40, height: 30)
        b.fill("root.top", role: "background", Rect(x: 0, y: 0, width: 40, height: 20), .palette("background", .white))
        b.fill("root.bottomLeft", Rect(x: 0, y: 20, width: 30, height: 10), .palette("background", .white))
        let result = MissingBackgroundCheck().measure(try b.scene().bitmap)
        #expect(result.count == 100)
        #expect(try result.box == PixelRect(x: 30, y: 20, width: 10, height: 10))
    }

    @Test func translucentPixelsCountUnlessTheThresholdAllowsThem() throws {
        var b = SceneBuilder(width: 10, height: 10)
        b.fill("root.scrim", role: "background", Rect(x: 0, y: 0, width: 10, height: 10), CheckColor(RGBA8(0, 0, 0, 128)))
        let bitmap = try b.scene().bitmap
        #expect(MissingBackgroundCheck().measure(bitmap).count == 100)
        #expect(MissingBackgroundCheck().measure(bitmap).fullyTransparent == 0)
        #expect(MissingBackgroundCheck(minimumAlpha: 100).measure(bitmap).count == 0)
    }

    @Test func anOpaqueScreenHasNoFinding() throws {
        var b = SceneBuilder(width: 10, height: 10, variant: .dark)
        b.fill("root.background", role: "background", Rect(x: 0, y: 0, width: 10, height: 10), .palette("background", .black))
        #expect(MissingBackgroundCheck().findings(try b.scene()).isEmpty)
    }
}
