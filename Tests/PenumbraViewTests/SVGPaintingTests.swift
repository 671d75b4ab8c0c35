import Foundation
import PenumbraCore
import PenumbraTestSupport
import PenumbraVector
import Testing
@testable import PenumbraView

/// SVG patterns, embedded images and soft masks drawn to pixels, with values worked out by hand.
@Suite struct SVGPaintingTests {
    /// A 2×1 PNG: red, then blue.
    static let redBlue = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8Dwn4Hh/38AD/kD/Wj/froAAAAASUVORK5CYII="

    /// The SVG drawn at `scale` pixels a unit, straight alpha.
    static func render(_ svg: String, scale: Double = 1) throws -> RGBAImage {
        try VectorImageRenderer.bitmap(of: try SVGReader.read(Data(svg.utf8), file: "t.svg"), scale: scale).unpremultiplied()
    }

    static func close(_ a: RGBA8, _ b: RGBA8, within d: Int = 2) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= d && abs(Int(a.g) - Int(b.g)) <= d && abs(Int(a.b) - Int(b.b)) <= d && abs(Int(a.a) - Int(b.a)) <= d
    }

    /// GOV.UK's `exampleImage.svg`, as Figma exports a bitmap fill: a rectangle filled with a
    /// one-tile pattern in bounding-box units, whose content is a `use` of a 64×64 embedded PNG
    /// (a 4×4 checkerboard, black in the top-left corner) scaled by 1/64.
    @Test(.requiresSharedCorpora) func figmasBitmapFillDrawsItsEmbeddedCheckerboard() throws {
        let file = TestPaths.corpus("uikit")!.appendingPathComponent(
            "mobile-ios-ui/Tests/Utilities/Assets.xcassets/exampleImage.imageset/exampleImage.svg")
        let drawing = try SVGReader.read(contentsOf: file)
        #expect(drawing.size == Size(58, 60))
        let image = try VectorImageRenderer.bitmap(of: drawing, scale: 2).unpremultiplied()
        // The rectangle starts at y = 1 and is 58 units a side: 14.5 units a square.
        #expect(image[20, 0].a == 0 && image[20, 119].a == 0)
        for row in 0..<4 {
            for column in 0..<4 {
                let x = Int((Double(column) + 0.5) * 29), y = 2 + Int((Double(row) + 0.5) * 29)
                let white = (row + column) % 2 == 1
                #expect(image[x, y] == (white ? RGBA8.white : RGBA8.black), "square \(column), \(row)")
            }
        }
    }

    @Test func userSpacePatternTilesRepeatAcrossTheShapeAndClipToIt() throws {
        let svg = """
        <svg width="12" height="12"><defs><pattern id="p" patternUnits="userSpaceOnUse" width="4" height="4">
        <rect width="2" height="2" fill="#f00"/><rect x="3" y="3" width="3" height="3" fill="#00f"/></pattern></defs>
        <rect width="10" height="12" fill="url(#p)" stroke="#0f0" stroke-width="0"/></svg>
        """
        let image = try Self.render(svg)
        // Red in the top-left 2×2 of every 4×4 tile; the blue square overflows its tile and is cut.
        for (x, y) in [(0, 0), (5, 1), (9, 9), (4, 8)] { #expect(image[x, y] == RGBA8(255, 0, 0), "\(x), \(y)") }
        #expect(image[3, 3] == RGBA8(0, 0, 255))
        #expect(image[4, 4] == RGBA8(255, 0, 0)) // the next tile's red, not the blue overflow
        #expect(image[2, 1].a == 0 && image[5, 2].a == 0)
        // The shape is 10 wide: the third column of tiles is cut at x = 10.
        #expect(image[8, 0] == RGBA8(255, 0, 0) && image[10, 0].a == 0)
    }

    @Test func patternTransformContentUnitsAndOpacity() throws {
        // A tile of a quarter of the box, moved right by 1 unit; content in box fractions; half opacity.
        let svg = """
        <svg width="8" height="8"><pattern id="p" width="0.5" height="0.5" patternContentUnits="objectBoundingBox"
        patternTransform="translate(1 0)"><rect width="0.25" height="0.25" fill="#00f"/></pattern>
        <rect width="8" height="8" fill="url(#p)" fill-opacity="0.5"/></svg>
        """
        let image = try Self.render(svg)
        #expect(image[0, 0].a == 0)
        #expect(Self.close(image[1, 0], RGBA8(0, 0, 255, 128)) && Self.close(image[2, 1], RGBA8(0, 0, 255, 128)))
        #expect(image[3, 0].a == 0)
        #expect(Self.close(image[5, 4], RGBA8(0, 0, 255, 128)))
    }

    @Test func patternsThatCannotBeDrawnAreTypedErrorsAndBoundedAhead() throws {
        #expect(throws: VectorError.self) {
            try Self.render("<svg width='4' height='4'><pattern id='p' width='1' height='1'><rect width='1' height='1'/></pattern><path d='M0 0L4 4' stroke='url(#p)'/></svg>")
        }
        do {
            _ = try Self.render("<svg width='4' height='4'><pattern id='p' width='1' height='1'><rect width='2' height='2' fill='url(#p)'/></pattern><rect width='4' height='4' fill='url(#p)'/></svg>")
            Issue.record("a pattern filled with itself was drawn")
        } catch let e as VectorError { #expect(e.kind == .badReference) } catch { Issue.record("\(error)") }
        // Tiles beyond the bound are refused before any is built.
        do {
            _ = try Self.render("<svg width='4' height='4'><pattern id='p' patternUnits='userSpaceOnUse' width='0.001' height='0.001'><rect width='1' height='1'/></pattern><rect width='4' height='4' fill='url(#p)'/></svg>")
            Issue.record("sixteen million tiles were drawn")
        } catch let e as VectorError { #expect(e.kind == .tooLarge) } catch { Issue.record("\(error)") }
        // A box with no width: no tile, however many rows a tiny tile would need (no loop, no trap).
        let line = try Self.render("<svg width='4' height='4'><pattern id='p' patternUnits='userSpaceOnUse' width='1' height='1e-300'><rect width='1' height='1'/></pattern><path d='M2 0V4' fill='url(#p)' stroke='#f00'/></svg>")
        #expect(line[2, 2].a > 0)
    }

    @Test func anEmbeddedImageFillsItsViewportByPreserveAspectRatio() throws {
        // 2×1 pixels into a 4×4 viewport: `meet` centres it (rows 1-2), `none` stretches it,
        // `slice` fills the height and is clipped to the viewport.
        let meet = try Self.render("<svg width='4' height='4'><image href='\(Self.redBlue)' width='4' height='4'/></svg>")
        #expect(meet[0, 0].a == 0 && meet[0, 3].a == 0)
        #expect(meet[0, 1] == RGBA8(255, 0, 0) && meet[3, 2] == RGBA8(0, 0, 255))
        let none = try Self.render("<svg width='4' height='4'><image href='\(Self.redBlue)' width='4' height='4' preserveAspectRatio='none'/></svg>")
        #expect(none[0, 0] == RGBA8(255, 0, 0) && none[3, 3] == RGBA8(0, 0, 255))
        let slice = try Self.render("<svg width='8' height='4'><image xlink:href='\(Self.redBlue)' x='2' width='4' height='4' preserveAspectRatio='xMinYMid slice'/></svg>")
        #expect(slice[1, 2].a == 0 && slice[6, 2].a == 0)
        #expect(slice[2, 0] == RGBA8(255, 0, 0) && slice[3, 3] == RGBA8(255, 0, 0))
        // Without a size, the image's own (one unit a pixel), at x, y.
        let own = try Self.render("<svg width='4' height='4'><image href='\(Self.redBlue)' x='1' y='1' opacity='0.5'/></svg>")
        #expect(Self.close(own[1, 1], RGBA8(255, 0, 0, 128)) && Self.close(own[2, 1], RGBA8(0, 0, 255, 128)))
        #expect(own[3, 1].a == 0 && own[1, 2].a == 0)
    }

    @Test func anEmbeddedJPEGIsDrawn() throws {
        let jpeg = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAIAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD4/ooor/qoP+a8/9k="
        // An 8×8 JPEG of (0, 128, 255), line breaks inside the base64 as editors wrap it.
        let wrapped = jpeg.enumerated().map { $0.offset % 76 == 75 ? "\($0.element)\n" : "\($0.element)" }.joined()
        let image = try Self.render("<svg width='8' height='8'><image href='\(wrapped)' width='8' height='8'/></svg>")
        #expect(Self.close(image[4, 4], RGBA8(0, 128, 255), within: 3))
        // The same PNG %-escaped instead of base64.
        let png = try #require(Data(base64Encoded: String(Self.redBlue.dropFirst("data:image/png;base64,".count))))
        let escaped = "data:image/png," + png.map { String(format: "%%%02X", $0) }.joined()
        let plain = try Self.render("<svg width='2' height='1'><image href='\(escaped)' width='2' height='1'/></svg>")
        #expect(plain[0, 0] == RGBA8(255, 0, 0) && plain[1, 0] == RGBA8(0, 0, 255))
    }

    @Test func imagesThatCannotBeDrawnAreTypedErrorsNamingTheElement() {
        func kind(_ href: String) -> VectorError.Kind? {
            do { _ = try Self.render("<svg width='4' height='4'><g><image href='\(href)' width='4' height='4'/></g></svg>"); return nil }
            catch let e as VectorError { #expect(e.location.hasPrefix("svg/g[1]/image[1]"), "\(e)"); return e.kind } catch { return nil }
        }
        #expect(kind("photo.png") == .unsupported)
        #expect(kind("data:image/gif;base64,R0lGODlhAQABAAAAACw=") == .unsupported)
        #expect(kind("data:image/png;base64,iVBORw0KGgo!!!") == .malformed)
        #expect(kind("data:image/png,%89PNG%0") == .malformed)
        #expect(kind("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAAB") == .malformed)
        // A header that declares 20000×20000 pixels is refused before any pixel is allocated.
        #expect(kind("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAATiAAAE4gCAYAAADjcEY5AAAAAElFTkSuQmCC") == .tooLarge)
    }

    @Test func aLuminanceMaskWeighsGreenAsCSSDoes() throws {
        // Pure green: CSS Masking's luminance is 0.7154 (182 of 255); PDF's weights would give 150.
        let green = try Self.render("""
        <svg width="4" height="4"><mask id="m"><rect width="4" height="4" fill="#0f0"/></mask>
        <rect width="4" height="4" fill="#f00" mask="url(#m)"/></svg>
        """)
        #expect(green[1, 1] == RGBA8(255, 0, 0, 182))
        // A grey mask over half the shape: the other half is hidden.
        let half = try Self.render("""
        <svg width="4" height="4"><mask id="m" maskUnits="userSpaceOnUse"><rect width="2" height="4" fill="#808080"/></mask>
        <rect width="4" height="4" fill="#00f" mask="url(#m)"/></svg>
        """)
        #expect(half[0, 2] == RGBA8(0, 0, 255, 128) && half[3, 2].a == 0)
        // `mask-type: alpha` takes the mask's alpha, whatever its colour.
        let alpha = try Self.render("""
        <svg width="4" height="4"><mask id="m" style="mask-type: alpha"><rect width="4" height="4" fill="#000" fill-opacity="0.5"/></mask>
        <rect width="4" height="4" fill="#00f" mask="url(#m)"/></svg>
        """)
        #expect(alpha[1, 1] == RGBA8(0, 0, 255, 128))
        // Soft masks are bounded per file: each is a layer the size of the canvas.
        let many = String(repeating: "<use href='#r'/>", count: 1_001)
        do {
            _ = try Self.render("<svg width='4' height='4'><mask id='m'><rect width='4' height='4' fill='#888'/></mask><rect id='r' width='4' height='4' mask='url(#m)'/>\(many)</svg>")
            Issue.record("1,002 soft masks were drawn")
        } catch let e as VectorError { #expect(e.kind == .tooLarge) } catch { Issue.record("\(error)") }
        // An empty mask hides everything.
        let empty = try Self.render("<svg width='4' height='4'><mask id='m'/><rect width='4' height='4' mask='url(#m)'/></svg>")
        #expect(empty[1, 1].a == 0)
    }

    @Test func aMasksRegionAndBoxUnitsLimitWhatItShows() throws {
        // The default region is the shape's box grown by 10% a side (here 1 unit): the part of a
        // 6-wide stroke beyond it is cut, though the mask's white covers the whole image.
        let stroked = try Self.render("""
        <svg width="20" height="20"><mask id="m" maskContentUnits="userSpaceOnUse"><rect width="20" height="20" fill="#fff"/></mask>
        <rect x="5" y="5" width="10" height="10" fill="#f00" stroke="#00f" stroke-width="6" mask="url(#m)"/></svg>
        """)
        #expect(stroked[3, 10].a == 0 && stroked[4, 10] == RGBA8(0, 0, 255) && stroked[10, 10] == RGBA8(255, 0, 0))
        // Content in box fractions: white over the left half of the shape's box.
        let half = try Self.render("""
        <svg width="20" height="10"><mask id="m" maskContentUnits="objectBoundingBox"><rect width="0.5" height="1" fill="#fff"/></mask>
        <rect x="10" width="10" height="10" fill="#f00" mask="url(#m)"/></svg>
        """)
        #expect(half[12, 5] == RGBA8(255, 0, 0) && half[17, 5].a == 0)
    }
}
