import Foundation
import PenumbraCore
import PenumbraTestSupport
import PenumbraUI
import Testing
import UIKit

/// A view that draws with Core Graphics in `draw(_:)`, whatever the test gives it.
private final class DrawingView: UIView {
    let body: (CGContext, CGRect) -> Void
    init(frame: CGRect, _ body: @escaping (CGContext, CGRect) -> Void) {
        self.body = body
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        body(ctx, rect)
    }
}

/// `draw(_:)` with `CGContext`, `UIBezierPath`, gradients, images and text, drawn by Penumbra's
/// rasterizer: filled and stroked outlines against their exact area in each pixel (max error
/// 4/255, as the rasterizer's own tests), and each state and call against the pixels it must give.
@MainActor
@Suite("Core Graphics drawing")
struct CoreGraphicsDrawingTests {
    /// `body` drawn in a clear view of `size` points at `scale`, in light unless `traits` say.
    func draw(_ size: CGSize, scale: Int = 1, traits: Traits = .light, _ body: @escaping (CGContext, CGRect) -> Void) throws -> Bitmap {
        var t = traits
        t.displayScale = try DisplayScale(scale)
        let view = DrawingView(frame: CGRect(origin: .zero, size: size), body)
        view.isOpaque = false
        return try UIKitRendering.render(view, traits: t).bitmap
    }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> RGBA8 { b[x, y].unpremultiplied }

    /// The area of the disc of radius `r` around the origin inside [x0, x1] × [y0, y1].
    static func discArea(_ r: Double, _ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> Double {
        DiscArea.inside(r, x0, x1, y0, y1)
    }

    /// The largest difference, in 1/255, between each pixel's alpha and `exact(x0, y0)`, the
    /// covered fraction of the pixel whose top-left corner is (x0, y0) in points.
    func worstError(_ bitmap: Bitmap, scale: Int, _ exact: (Double, Double) -> Double) -> Double {
        var worst = 0.0
        let s = Double(scale)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let area = exact(Double(x) / s, Double(y) / s) * s * s
                worst = max(worst, abs(Double(bitmap[x, y].a) - area * 255))
            }
        }
        return worst
    }

    // MARK: Exact geometry

    @Test(arguments: [1, 2, 3])
    func aFilledEllipseCoversEachPixelByItsArea(scale: Int) throws {
        let c = (x: 20.3, y: 19.7), r = 13.4
        let bitmap = try draw(CGSize(width: 40, height: 40), scale: scale) { ctx, _ in
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fillEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        }
        let d = 1 / Double(scale)
        let worst = worstError(bitmap, scale: scale) { x, y in Self.discArea(r, x - c.x, x - c.x + d, y - c.y, y - c.y + d) / (d * d) * (d * d) }
        #expect(worst <= 4, "max error \(worst)/255 at \(scale)x")
    }

    @Test(arguments: [1, 2, 3])
    func aStrokedArcRingCoversEachPixelByItsArea(scale: Int) throws {
        let c = (x: 25.4, y: 24.6), r = 15.0, w = 3.0
        let bitmap = try draw(CGSize(width: 50, height: 50), scale: scale) { ctx, _ in
            ctx.setStrokeColor(UIColor.black.cgColor)
            ctx.setLineWidth(w)
            ctx.addArc(center: CGPoint(x: c.x, y: c.y), radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            ctx.closePath()
            ctx.strokePath()
        }
        let d = 1 / Double(scale)
        let worst = worstError(bitmap, scale: scale) { x, y in
            Self.discArea(r + w / 2, x - c.x, x - c.x + d, y - c.y, y - c.y + d) - Self.discArea(r - w / 2, x - c.x, x - c.x + d, y - c.y, y - c.y + d)
        }
        #expect(worst <= 4, "max error \(worst)/255 at \(scale)x")
    }

    @Test func aRectangleAtHalfPointsCoversHalfPixels() throws {
        let b = try draw(CGSize(width: 10, height: 10)) { ctx, _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 2.5, y: 2, width: 5, height: 4.5))
        }
        #expect(b[2, 3].a == 128 && b[3, 3].a == 255 && b[7, 3].a == 128 && b[8, 3].a == 0)
        #expect(b[4, 6].a == 128 && b[4, 7].a == 0 && b[4, 1].a == 0)
    }

    @Test func bezierPathsFillByTheirRuleAndStrokeWithTheirSettings() throws {
        let b = try draw(CGSize(width: 40, height: 20)) { _, _ in
            let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
            ring.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
            ring.usesEvenOddFillRule = true
            UIColor.systemRed.setFill()
            ring.fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 22, y: 10))
            line.addLine(to: CGPoint(x: 38, y: 10))
            line.lineWidth = 4
            line.lineCapStyle = .butt
            var dashes: [CGFloat] = [4, 2]
            line.setLineDash(&dashes, count: 2, phase: 0)
            UIColor.systemBlue.setStroke()
            line.stroke()
        }
        #expect(pixel(b, 2, 2) == RGBA8(255, 59, 48, 255))
        #expect(b[10, 10].a == 0, "the even-odd hole")
        #expect(pixel(b, 23, 10) == RGBA8(0, 122, 255, 255), "a dash")
        #expect(b[27, 10].a == 0, "the gap after the first 4-point dash")
        #expect(b[23, 7].a == 0 && b[23, 8].a == 255, "4 points wide, centred on y = 10")
    }

    @Test func theTransformMovesRotatesAndScalesWhatFollows() throws {
        let b = try draw(CGSize(width: 30, height: 30)) { ctx, _ in
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.saveGState()
            ctx.translateBy(x: 20, y: 5)
            ctx.rotate(by: .pi / 2)
            ctx.scaleBy(x: 2, y: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 4))  // rotated: x 16…20, y 5…15
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 20, width: 2, height: 2))  // untransformed after restore
        }
        #expect(b[16, 5].a == 255 && b[19, 14].a == 255)
        #expect(b[15, 10].a == 0 && b[20, 10].a == 0 && b[18, 15].a == 0 && b[18, 4].a == 0)
        #expect(b[1, 21].a == 255 && b[2, 21].a == 0)
    }

    @Test func clipsIntersectAndRestoreWithTheState() throws {
        let b = try draw(CGSize(width: 20, height: 20)) { ctx, _ in
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
            ctx.addRect(CGRect(x: 5, y: 0, width: 15, height: 10))
            ctx.clip()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))  // only x 5…10, y 0…10
            ctx.restoreGState()
            ctx.fill(CGRect(x: 15, y: 15, width: 5, height: 5))  // no clip any more
        }
        #expect(b[7, 5].a == 255 && b[4, 5].a == 0 && b[11, 5].a == 0 && b[7, 11].a == 0)
        #expect(b[17, 17].a == 255)
    }

    // MARK: Paint

    @Test func linearGradientsStopAtTheirEndsUnlessAskedToGoOn() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray, locations: [0, 1]))
        let plain = try draw(CGSize(width: 40, height: 4)) { ctx, _ in
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: [])
        }
        #expect(plain[5, 1].a == 0 && plain[35, 1].a == 0, "nothing before the start or past the end")
        let mid = pixel(plain, 20, 1)
        #expect(mid.a == 255 && abs(Int(mid.r) - 128) <= 8, "half way: mid grey, \(mid)")
        #expect(pixel(plain, 10, 1).r < 16 && pixel(plain, 29, 1).r > 240)
        let extended = try draw(CGSize(width: 40, height: 4)) { ctx, _ in
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(pixel(extended, 5, 1) == RGBA8(0, 0, 0, 255) && pixel(extended, 35, 1) == RGBA8(255, 255, 255, 255))
    }

    @Test func radialGradientsFillTheirCircle() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.systemRed.cgColor, UIColor.systemBlue.cgColor],
                                               locations: nil))
        let b = try draw(CGSize(width: 40, height: 40)) { ctx, _ in
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
                                   endRadius: 15, options: [])
        }
        #expect(pixel(b, 20, 20).r > 240 && pixel(b, 20, 20).b < 80, "red at the centre")
        #expect(pixel(b, 20, 33).b > 200, "blue near the edge")
        #expect(b[2, 2].a == 0 && b[20, 37].a == 0, "nothing past the end circle")
    }

    /// Two circles apart, neither holding the other: the gradient covers the circles swept from
    /// the start to the end (their convex hull), and on past an end an option extends. Inside
    /// that region every pixel is the one the fully extended cone draws; outside, nothing.
    @Test(arguments: [(false, false), (true, false), (false, true)])
    func aRadialGradientBetweenApartCirclesSweepsFromStartToEnd(before: Bool, after: Bool) throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: nil))
        let c0 = CGPoint(x: 8, y: 10), c1 = CGPoint(x: 22, y: 10), r0 = 3.0, r1 = 5.0
        func gradientDrawn(_ options: CGGradientDrawingOptions) throws -> Bitmap {
            try draw(CGSize(width: 40, height: 20)) { ctx, _ in
                ctx.drawRadialGradient(gradient, startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, options: options)
            }
        }
        var options: CGGradientDrawingOptions = []
        if before { options.insert(.drawsBeforeStartLocation) }
        if after { options.insert(.drawsAfterEndLocation) }
        let b = try gradientDrawn(options)
        let cone = try gradientDrawn([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        // The distance from a pixel's centre into the swept circles (positive inside), sampled in t.
        let t0 = before ? -3.0 / 2.0 : 0, t1 = after ? 5.0 : 1
        func depth(_ x: Int, _ y: Int) -> Double {
            var best = -Double.infinity
            for i in 0...4000 {
                let t = t0 + (t1 - t0) * Double(i) / 4000
                let cx = 8 + 14 * t, r = 3 + 2 * t
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - 10
                best = max(best, r - (dx * dx + dy * dy).squareRoot())
            }
            return best
        }
        var inside = 0, outside = 0
        for y in 0..<20 {
            for x in 0..<40 {
                let d = depth(x, y)
                if d > 1 {
                    inside += 1
                    #expect(b[x, y] == cone[x, y], "(\(x), \(y)) inside")
                } else if d < -1 {
                    outside += 1
                    #expect(b[x, y].a == 0, "(\(x), \(y)) outside")
                }
            }
        }
        #expect(inside > 100 && outside > 100)
        #expect(pixel(b, 14, 10).b > pixel(b, 14, 10).r, "past the middle along the axis: more blue")
        #expect((b[1, 10].a == 255) == before && (b[38, 10].a == 255) == after)
    }

    @Test func aConeClosingOnItsEndPointRampsToIt() throws {
        // The end circle has no radius: the circles shrink from the start circle to the point.
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: nil))
        let b = try draw(CGSize(width: 40, height: 20)) { ctx, _ in
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 8, y: 10), startRadius: 6, endCenter: CGPoint(x: 30, y: 10),
                                   endRadius: 0, options: [])
        }
        let nearStart = pixel(b, 8, 9), nearEnd = pixel(b, 27, 9)
        #expect(nearStart.r > nearStart.b && nearEnd.b > nearEnd.r && b[8, 9].a == 255, "\(nearStart) \(nearEnd)")
        #expect(b[8, 1].a == 0 && b[33, 9].a == 0, "nothing outside the cone or past its point")
    }

    /// An off-centre highlight: the start point 6 units left of the end circle's centre. Location
    /// runs from the start point to the circle, so it climbs faster to the right of the start
    /// (21 units to the edge) than to its left (9 units).
    @Test func aRadialGradientBetweenNestedCirclesWithDifferentCentres() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: nil))
        let b = try draw(CGSize(width: 40, height: 40)) { ctx, _ in
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 14, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
                                   endRadius: 15, options: [])
        }
        #expect(pixel(b, 14, 20).r > 230 && pixel(b, 14, 20).b < 40, "red at the start point, \(pixel(b, 14, 20))")
        // 3.5 units left of the start: location 0.39; 4.5 units right: 0.21.
        let left = pixel(b, 10, 20), right = pixel(b, 18, 20)
        #expect(abs(Int(left.b) - 99) <= 6 && abs(Int(right.b) - 55) <= 6, "\(left) \(right)")
        #expect(b[2, 2].a == 0 && b[20, 37].a == 0 && b[36, 20].a == 0, "nothing past the end circle")
        let extended = try draw(CGSize(width: 40, height: 40)) { ctx, _ in
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 14, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
                                   endRadius: 15, options: [.drawsAfterEndLocation])
        }
        #expect(pixel(extended, 2, 2) == RGBA8(0, 0, 255, 255), "the end colour past the end circle")
        // Start and end swapped: the same circles, the colours the other way round.
        let reversed = try draw(CGSize(width: 40, height: 40)) { ctx, _ in
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 15, endCenter: CGPoint(x: 14, y: 20),
                                   endRadius: 0, options: [])
        }
        #expect(pixel(reversed, 14, 20).b > 230 && pixel(reversed, 14, 20).r < 40)
        #expect(abs(Int(pixel(reversed, 10, 20).r) - 99) <= 6 && reversed[2, 2].a == 0)
        // Two apart circles with both options: the cone from the start point through the end
        // circle (half-angle asin(2/5) ≈ 23.6°), nothing behind its apex or outside it.
        let cone = try draw(CGSize(width: 20, height: 10)) { ctx, _ in
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 2, y: 5), startRadius: 0, endCenter: CGPoint(x: 7, y: 5),
                                   endRadius: 2, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(pixel(cone, 18, 5) == RGBA8(0, 0, 255, 255) && cone[0, 5].a == 0 && cone[5, 0].a == 0 && cone[8, 0].a == 0 && cone[18, 0].a == 255)
    }

    @Test func alphaShadowAndBlendModeApplyToWhatIsDrawn() throws {
        let b = try draw(CGSize(width: 60, height: 20)) { ctx, _ in
            ctx.setFillColor(UIColor.white.cgColor)
            ctx.fill(CGRect(x: 40, y: 0, width: 20, height: 20))
            ctx.saveGState()
            ctx.setAlpha(0.5)
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.restoreGState()
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 4, height: 4), blur: 0, color: UIColor.black.cgColor)
            ctx.setFillColor(UIColor.systemRed.cgColor)
            ctx.fill(CGRect(x: 20, y: 2, width: 10, height: 10))
            ctx.restoreGState()
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor)
            ctx.fill(CGRect(x: 45, y: 5, width: 10, height: 10))
        }
        #expect(b[5, 5].a == 128, "alpha 0.5")
        #expect(pixel(b, 25, 7) == RGBA8(255, 59, 48, 255))
        #expect(pixel(b, 32, 14) == RGBA8(0, 0, 0, 255), "the shadow, 4 points down and right")
        #expect(b[32, 4].a == 0)
        #expect(pixel(b, 50, 10) == RGBA8(255, 128, 0, 255), "multiplied onto white")
    }

    @Test func porterDuffModesChangeOnlyWhatTheShapeCovers() throws {
        // A green square with a clear border; each mode then fills the middle (x 4..<8) with
        // half-transparent blue, except `sourceIn`, which fills everything (the tint idiom).
        func drawn(_ mode: CGBlendMode, fill: CGRect = CGRect(x: 4, y: 0, width: 4, height: 12)) throws -> Bitmap {
            try draw(CGSize(width: 12, height: 12)) { ctx, _ in
                ctx.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)
                ctx.fill(CGRect(x: 2, y: 2, width: 8, height: 8))
                ctx.setBlendMode(mode)
                ctx.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor)
                ctx.fill(fill)
            }
        }
        let green = RGBA8(0, 255, 0, 255), halfBlue = RGBA8(0, 0, 255, 128)
        let copy = try drawn(.copy)
        #expect(pixel(copy, 5, 5) == halfBlue && pixel(copy, 5, 0) == halfBlue, "copy replaces, over green and over clear")
        #expect(pixel(copy, 3, 5) == green && copy[0, 0].a == 0, "nothing outside the shape changes")
        let sourceIn = try drawn(.sourceIn, fill: CGRect(x: 0, y: 0, width: 12, height: 12))
        #expect(pixel(sourceIn, 5, 5) == halfBlue && sourceIn[0, 0].a == 0, "the source where the destination was")
        let sourceOut = try drawn(.sourceOut)
        #expect(sourceOut[5, 5].a == 0 && pixel(sourceOut, 5, 0) == halfBlue && pixel(sourceOut, 3, 5) == green)
        let destinationIn = try drawn(.destinationIn)
        #expect(pixel(destinationIn, 5, 5) == RGBA8(0, 255, 0, 128) && destinationIn[5, 0].a == 0)
        #expect(pixel(destinationIn, 3, 5) == green, "destination in leaves the destination outside the shape")
        let atop = try drawn(.destinationAtop)
        #expect(pixel(atop, 5, 5) == RGBA8(0, 255, 0, 128) && pixel(atop, 5, 0) == halfBlue && pixel(atop, 3, 5) == green)
        let xor = try drawn(.xor)
        #expect(pixel(xor, 5, 5) == RGBA8(0, 255, 0, 127) && pixel(xor, 5, 0) == halfBlue && pixel(xor, 3, 5) == green,
                "xor: the destination times 1 − 128/255")
        // A shape's anti-aliased edge mixes the result with what was there by its coverage:
        // an opaque blue copied over a half-covered green pixel is half blue, half green.
        let edge = try draw(CGSize(width: 4, height: 4)) { ctx, rect in
            ctx.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)
            ctx.fill(rect)
            ctx.setBlendMode(.copy)
            ctx.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 1.5, height: 4))
        }
        #expect(pixel(edge, 0, 1) == RGBA8(0, 0, 255, 255) && pixel(edge, 2, 1) == RGBA8(0, 255, 0, 255))
        let mixed = pixel(edge, 1, 1)
        #expect(mixed.a == 255 && mixed.r == 0 && Int(mixed.g) + Int(mixed.b) == 255 && (127...128).contains(mixed.b), "\(mixed)")
    }

    @Test func aGradientInCopyModeReplacesOnlyWhatItPaints() throws {
        // Copy replaces what lies under the gradient's region and nothing else: the cone between
        // two apart circles, an off-centre highlight's circle, a linear gradient's band.
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: nil))
        let b = try draw(CGSize(width: 60, height: 20)) { ctx, rect in
            UIColor.green.setFill()
            UIRectFill(rect)
            ctx.setBlendMode(.copy)
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 6, y: 10), startRadius: 2, endCenter: CGPoint(x: 16, y: 10),
                                   endRadius: 3, options: [])
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 33, y: 10), startRadius: 0, endCenter: CGPoint(x: 35, y: 10),
                                   endRadius: 6, options: [])
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 48, y: 0), end: CGPoint(x: 56, y: 0), options: [])
        }
        let green = RGBA8(0, 255, 0, 255)
        #expect(pixel(b, 1, 10) == green && pixel(b, 11, 2) == green && pixel(b, 21, 10) == green, "around the cone")
        #expect(pixel(b, 11, 10).g == 0 && b[11, 10].a == 255, "inside the cone")
        #expect(pixel(b, 35, 1) == green && pixel(b, 28, 10) == green && pixel(b, 35, 10).g == 0, "the highlight's circle")
        #expect(pixel(b, 45, 10) == green && pixel(b, 58, 10) == green && pixel(b, 52, 10).g == 0, "the band")
    }

    @Test func sourceInTintsAnImageDrawnBefore() throws {
        // The tint idiom of older UIKit code: draw the image, then fill its rectangle with the
        // tint colour in `.sourceIn`. The disc keeps its shape and edge, in the tint.
        let b = try draw(CGSize(width: 20, height: 20)) { ctx, rect in
            UIColor.black.setFill()
            UIBezierPath(ovalIn: rect).fill()
            ctx.setBlendMode(.sourceIn)
            UIColor.systemRed.setFill()
            UIRectFill(rect)
        }
        let exact = try draw(CGSize(width: 20, height: 20)) { _, rect in
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: rect).fill()
        }
        for y in 0..<20 {
            for x in 0..<20 {
                let (p, q) = (b[x, y], exact[x, y])
                #expect(abs(Int(p.a) - Int(q.a)) <= 1 && abs(Int(p.r) - Int(q.r)) <= 1 && p.g <= q.g + 1, "(\(x), \(y))")
            }
        }
    }

    @Test func clearMakesARectangleTransparent() throws {
        let b = try draw(CGSize(width: 10, height: 10)) { ctx, rect in
            UIColor.systemGreen.setFill()
            UIRectFill(rect)
            ctx.clear(CGRect(x: 2, y: 2, width: 4, height: 4))
        }
        #expect(b[3, 3].a == 0 && b[8, 8].a == 255)
        // The blend mode of the same name: any fill in `.clear` makes its shape transparent.
        let mode = try draw(CGSize(width: 10, height: 10)) { ctx, rect in
            UIColor.systemGreen.setFill()
            UIRectFill(rect)
            ctx.setBlendMode(.clear)
            UIColor.systemRed.withAlphaComponent(0.2).setFill()
            ctx.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
        }
        #expect(mode[3, 3].a == 0 && mode[8, 8].a == 255 && mode[1, 1].a == 255)
    }

    // MARK: Images and text

    @Test func imagesDrawUprightThroughUIImageAndFlippedThroughCGContext() throws {
        // A 2 × 2 image: red on top, blue below.
        let source = try UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).penumbraImage { ctx in
            UIColor.systemRed.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.systemBlue.setFill(); ctx.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        }
        let cg = try #require(source.cgImage)
        let b = try draw(CGSize(width: 20, height: 10)) { ctx, _ in
            ctx.interpolationQuality = .none
            source.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.draw(cg, in: CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        #expect(pixel(b, 5, 1) == RGBA8(255, 59, 48, 255) && pixel(b, 5, 8) == RGBA8(0, 122, 255, 255), "UIImage: upright")
        #expect(pixel(b, 15, 1) == RGBA8(0, 122, 255, 255) && pixel(b, 15, 8) == RGBA8(255, 59, 48, 255), "CGImage: upside down")
    }

    @Test func stringsDrawInTheirRectangleAndMeasureAsTheyDraw() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.label]
        let text = "Penumbra draws strings"
        let size = UITraitCollection.light.performAsCurrent { text.size(withAttributes: attributes) }
        #expect(size.width > 100 && size.width < 200 && size.height > 14 && size.height < 24, "\(size)")
        let wrapped = UITraitCollection.light.performAsCurrent {
            (text as NSString).boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
                                            attributes: attributes, context: nil)
        }
        #expect(wrapped.height > size.height * 2, "wrapped at 60 points: \(wrapped)")
        for traits in [Traits.light, Traits.dark] {
            let b = try draw(CGSize(width: 200, height: 30), traits: traits) { _, _ in
                (text as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: attributes)
            }
            var ink = (minX: Int.max, maxX: 0, minY: Int.max, maxY: 0)
            for y in 0..<b.height { for x in 0..<b.width where b[x, y].a > 128 {
                ink = (min(ink.minX, x), max(ink.maxX, x), min(ink.minY, y), max(ink.maxY, y))
            } }
            #expect(ink.minX >= 4 && ink.maxX <= 4 + Int(size.width.rounded(.up)) && ink.minY >= 4 && ink.maxY <= 4 + Int(size.height))
            let expected: UInt8 = traits.userInterfaceStyle == .dark ? 255 : 0
            let solid = (0..<b.height).contains { y in (0..<b.width).contains { x in b[x, y].a == 255 && pixel(b, x, y).r == expected } }
            #expect(solid, "label colour in \(traits.userInterfaceStyle)")
        }
    }

    @Test func theOlderImageContextDrawsAndEnds() throws {
        let image = withRenderConfiguration(.current) { () -> UIImage? in
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
            defer { UIGraphicsEndImageContext() }
            UIColor.systemOrange.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 3))
            return UIGraphicsGetImageFromCurrentImageContext()
        }
        let made = try #require(image)
        #expect(made.size == CGSize(width: 4, height: 3) && made.scale == 2)
        #expect(UIGraphicsGetCurrentContext() == nil, "ended")
        let png = try #require(made.pngData())
        #expect(png.count > 0)
    }

    // MARK: The display cycle

    @Test func aDrawingIsStretchedOnResizeUnlessTheContentModeRedraws() throws {
        var calls = 0
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { ctx, rect in
            calls += 1
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: rect.height))
        }
        _ = try UIKitRendering.render(view, traits: .light)
        let stretched = try UIKitRendering.render(view, size: CGSize(width: 20, height: 10), traits: .light).bitmap
        #expect(calls == 1, "not drawn again for a new size")
        // Stretched as a bitmap is (bilinear), so the edge at x = 10 is soft over a pixel each side.
        #expect(stretched[8, 5].a == 255 && stretched[11, 5].a == 0, "the left half stays the left half")
        view.contentMode = .redraw
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        let redrawn = try UIKitRendering.render(view, traits: .light).bitmap
        #expect(calls == 2)
        #expect(redrawn[4, 5].a == 255 && redrawn[5, 5].a == 0, "drawn again at the new size")
        view.setNeedsDisplay()
        _ = try UIKitRendering.render(view, traits: .light)
        #expect(calls == 3)
        _ = try UIKitRendering.render(view, traits: .light)
        #expect(calls == 3, "drawn only when asked")
    }

    // MARK: Bad input

    @Test func aPathWithNaNFailsNamingTheView() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.addSubview(DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { ctx, _ in
            ctx.move(to: CGPoint(x: 0, y: 0))
            ctx.addLine(to: CGPoint(x: CGFloat.nan, y: 4))
            ctx.addLine(to: CGPoint(x: 4, y: 4))
            ctx.fillPath()
        })
        #expect(throws: UIKitError.drawing(path: "UIView/DrawingView[0]", message: "a path to fill has a coordinate that is NaN or infinite")) {
            try UIKitRendering.render(view, traits: .light)
        }
    }

    @Test func drawingFarOutsideTheBoundsIsClippedInBoundedWork() throws {
        let (bitmap, seconds) = try CPUTime.onCurrentThread { () throws -> Bitmap in
            try draw(CGSize(width: 20, height: 20)) { ctx, _ in
                ctx.setFillColor(UIColor.black.cgColor)
                ctx.fillEllipse(in: CGRect(x: -1e9, y: -1e9, width: 2e9 + 10, height: 2e9 + 10))
                ctx.setStrokeColor(UIColor.black.cgColor)
                ctx.setLineWidth(1e7)
                ctx.strokeLineSegments(between: [CGPoint(x: -1e12, y: 5), CGPoint(x: 1e12, y: 5)])
                for i in 0..<2_000 { ctx.fill(CGRect(x: 1e6 + Double(i), y: 1e6, width: 1e5, height: 1e5)) }
            }
        }
        #expect(bitmap.width == 20 && bitmap.height == 20)
        #expect(seconds < 20, "\(seconds) s of CPU")
    }
}
