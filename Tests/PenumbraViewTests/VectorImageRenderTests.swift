import PenumbraCore
import PenumbraStyle
import PenumbraRaster
import PenumbraUI
import PenumbraVector
import Testing
@testable import PenumbraView

/// Vector image assets (what SVG and PDF files in a catalog read into): drawn by the rasterizer
/// at the device's resolution, tinted when they are templates, mirrored for the other writing
/// direction, and rendered at their own size first when they do not preserve vector data.
@Suite struct VectorImageRenderTests {
    /// A 10x10 drawing: the left half red, and a blue 2-unit square in the top-right corner.
    static let drawing = VectorDrawing(size: Size(10, 10), content: [
        .shape(VectorShape(path: Shapes.rectangle(Rect(x: 0, y: 0, width: 5, height: 10)), fill: VectorFill(paint: .color(RGBA8(255, 0, 0))))),
        .shape(VectorShape(path: Shapes.rectangle(Rect(x: 8, y: 0, width: 2, height: 2)), fill: VectorFill(paint: .color(RGBA8(0, 0, 255))))),
    ])

    struct Assets: ImageResolver {
        var template = false
        var preserves = true
        var mirrored = false
        var drawing = VectorImageRenderTests.drawing
        func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)? { nil }
        func asset(named name: String, traits: Traits) throws(ViewError) -> AssetImage? {
            guard name == "icon" else { return nil }
            return AssetImage(content: .vector(drawing, preservesVector: preserves), isTemplate: template, isMirrored: mirrored)
        }
        var imageNames: [String] { ["icon"] }
    }

    func render<V: View>(_ view: V, _ assets: Assets, scale: DisplayScale = .x2) throws -> RGBAImage {
        var traits = Traits.light
        traits.displayScale = scale
        return try ViewRenderer(colors: testPalette, images: assets, text: FakeTextMeasurer())
            .render(view, traits: traits, size: .fitting).bitmap.unpremultiplied()
    }

    @Test func aVectorImageHasItsOwnSizeAndIsDrawnAtTheDeviceResolution() throws {
        for scale in [DisplayScale.x1, .x2, .x3] {
            let image = try render(Image("icon"), Assets(), scale: scale)
            let s = scale.value
            #expect(image.width == 10 * s && image.height == 10 * s)
            #expect(image[0, 0] == RGBA8(255, 0, 0))
            #expect(image[5 * s - 1, 10 * s - 1] == RGBA8(255, 0, 0))
            #expect(image[5 * s, 0].a == 0)
            #expect(image[10 * s - 1, 0] == RGBA8(0, 0, 255))
            #expect(image[8 * s - 1, 0].a == 0)
        }
    }

    @Test func aTemplateTakesTheForegroundColourAndKeepsItsCoverage() throws {
        let tinted = try render(Image("icon").foregroundColor(Color(red: 0, green: 1, blue: 0)), Assets(template: true))
        #expect(tinted[0, 0] == RGBA8(0, 255, 0))
        #expect(tinted[19, 0] == RGBA8(0, 255, 0))
        #expect(tinted[12, 0].a == 0)
        // An explicit original rendering mode draws the file's own colours.
        let original = try render(Image("icon").renderingMode(.original).foregroundColor(Color(red: 0, green: 1, blue: 0)),
                                  Assets(template: true))
        #expect(original[0, 0] == RGBA8(255, 0, 0))
    }

    @Test func aFileForTheOtherDirectionIsMirrored() throws {
        let image = try render(Image("icon"), Assets(mirrored: true))
        #expect(image[19, 0] == RGBA8(255, 0, 0))
        #expect(image[0, 0] == RGBA8(0, 0, 255))
    }

    @Test func withoutPreservedVectorDataAResizedImageIsAScaledBitmap() throws {
        // A 1-unit square at (8.5, 4.5): at its own size @1x it covers quarters of four pixels;
        // drawn 4x larger, the preserved vector has crisp 4-pixel edges, the scaled bitmap soft ones.
        let square = VectorDrawing(size: Size(10, 10), content: [
            .shape(VectorShape(path: Shapes.rectangle(Rect(x: 4, y: 4, width: 2, height: 2)), fill: VectorFill(paint: .color(.black)))),
        ])
        let view = Image("icon").resizable().frame(width: 40, height: 40)
        let crisp = try render(view, Assets(preserves: true, drawing: square), scale: .x1)
        let soft = try render(view, Assets(preserves: false, drawing: square), scale: .x1)
        #expect(crisp[16, 20].a == 255 && crisp[15, 20].a == 0)
        #expect(soft[15, 20].a > 0 && soft[15, 20].a < 255)
    }

    /// An icon of a fractional size (18.5 units, so 18.5 px at 1x) without preserved vector data
    /// is rendered onto 19 whole pixels that it fills, so scaled to a 76-point frame it fills
    /// the frame: drawn at 18.5 px it left an empty column, a 2 px gap and a 2.6% smaller icon.
    @Test func aFractionalSizeFillsItsWholePixelsBeforeScaling() throws {
        let full = VectorDrawing(size: Size(18.5, 18.5), content: [
            .shape(VectorShape(path: Shapes.rectangle(Rect(x: 0, y: 0, width: 18.5, height: 18.5)), fill: VectorFill(paint: .color(.black)))),
        ])
        let image = try render(Image("icon").resizable().frame(width: 76, height: 76), Assets(preserves: false, drawing: full), scale: .x1)
        #expect(image.width == 76)
        #expect(image[75, 38].a == 255 && image[38, 75].a == 255 && image[74, 74].a == 255)
    }

    @Test func groupOpacityCompositesOverlapsOnce() throws {
        let overlapping = VectorDrawing(size: Size(4, 4), content: [.group(VectorGroup(opacity: 0.5, children: [
            .shape(VectorShape(path: Shapes.rectangle(Rect(x: 0, y: 0, width: 3, height: 4)), fill: VectorFill(paint: .color(.black)))),
            .shape(VectorShape(path: Shapes.rectangle(Rect(x: 1, y: 0, width: 3, height: 4)), fill: VectorFill(paint: .color(.black)))),
        ]))])
        let image = try render(Image("icon"), Assets(drawing: overlapping), scale: .x1)
        #expect(image[0, 0].a == 128 && image[2, 0].a == 128 && image[3, 0].a == 128)
    }

    @Test func clipsAndStrokesFollowTheirTransforms() throws {
        // A circle clip of radius 2 around (2, 2) on a black square, and a 1-unit horizontal line
        // stretched 2x vertically by its transform (so 2 units thick).
        var line = VectorPath()
        line.move(to: Point(0, 0)); line.line(to: Point(4, 0))
        let drawing = VectorDrawing(size: Size(8, 4), content: [
            .group(VectorGroup(clips: [VectorClip(path: Shapes.circle(center: Point(2, 2), radius: 2))], children: [
                .shape(VectorShape(path: Shapes.rectangle(Rect(x: 0, y: 0, width: 4, height: 4)), fill: VectorFill(paint: .color(.black)))),
            ])),
            .shape(VectorShape(path: line, transform: AffineTransform(a: 1, b: 0, c: 0, d: 2, tx: 4, ty: 2),
                               stroke: VectorStroke(paint: .color(.black), style: LineStroke(width: 1)))),
        ])
        let image = try render(Image("icon"), Assets(drawing: drawing), scale: .x1)
        #expect(image[0, 0].a < 80)          // outside the circle
        #expect(image[2, 2].a == 255)        // inside it
        #expect(image[5, 1].a == 255 && image[5, 2].a == 255)
        #expect(image[5, 0].a == 0 && image[5, 3].a == 0)
    }
}
