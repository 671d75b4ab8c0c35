import Foundation
import PenumbraCore
import PenumbraStyle
import Testing
import PenumbraTestSupport
@testable import PenumbraView

/// Fixture keys for paths, trims, stroke styles, gradient geometries and layer effects: exact
/// trees, round trips, and messages for bad values.
@Suite struct FixtureShapeEffectTests {
    func decode(_ json: String) throws(ViewError) -> Fixture {
        try Fixture.decode(Data(json.utf8), file: nil, colorNames: testPalette.colorNames, fontFamilies: [])
    }

    func roundTrips(_ json: String) throws -> Bool {
        let fixture = try decode(json)
        return try JSONDecoder().decode(Fixture.self, from: try JSONEncoder().encode(fixture)) == fixture
    }

    func message(_ json: String) -> String? {
        do { _ = try decode(json); return nil } catch { return error.description }
    }

    @Test func strokeStylesDecodeWithTheirDefaults() throws {
        let f = try decode("""
        {"root": {"type": "circle", "stroke": {"color": "#000000", "width": 2, "cap": "round", "join": "bevel",
                                               "miterLimit": 4, "dash": [3, 1], "dashPhase": 1}}}
        """)
        #expect(f.root == .shape(.circle, fill: .clear, stroke: StrokeSpec(color: .rgba(0, 0, 0, 255), lineWidth: 2, dash: [3, 1], cap: .round,
                                                                           join: .bevel, miterLimit: 4, dashPhase: 1, placement: .inside)))
        #expect(try roundTrips("""
        {"root": {"type": "circle", "stroke": {"color": "#000000", "width": 2, "cap": "square", "join": "round", "placement": "centered"}}}
        """))
        #expect(message(##"{"root": {"type": "circle", "stroke": {"color": "#000000", "cap": "flat"}}}"##)?
            .contains("root.stroke.cap: unknown value \"flat\"") == true)
    }

    @Test func trimsOfBuiltInShapesRoundTrip() throws {
        let f = try decode(##"{"root": {"type": "circle", "trim": {"from": 0.25, "to": 0.5}, "stroke": {"color": "#000000"}}}"##)
        guard case .shape(.path(let p), _, _) = f.root else { Issue.record("not a path"); return }
        #expect(p.trim == 0.25...0.5)
        #expect(p.source == .shape(.circle))
        #expect(try roundTrips(##"{"root": {"type": "roundedRectangle", "cornerRadius": 4, "trim": {"to": 0.5}, "stroke": {"color": "#000000"}}}"##))
        #expect(message(##"{"root": {"type": "circle", "trim": {"from": 2}}}"##) == "root.trim.from: expected a fraction from 0 to 1, found 2.0")
    }

    @Test func gradientGeometriesDecodeAndRoundTrip() throws {
        let radial = try decode(##"{"root": {"type": "radialGradient", "colors": ["#FFFFFF", "#000000"], "center": "top", "endRadius": 40}}"##)
        guard case .gradient(.rectangle, let g) = radial.root else { Issue.record("not a gradient"); return }
        #expect(g.geometry == .radial(center: .top, startRadius: 0, endRadius: 40))
        for json in [
            ##"{"root": {"type": "angularGradient", "colors": ["#FF0000", "#0000FF"], "startAngle": 90, "endAngle": 270}}"##,
            ##"{"root": {"type": "ellipticalGradient", "colors": ["#FF0000", "#0000FF"], "endRadiusFraction": 0.7}}"##,
            ##"{"root": {"type": "circle", "fill": {"type": "angular", "colors": ["#FF0000", "#0000FF"]}}}"##,
        ] {
            #expect(try roundTrips(json), "\(json)")
        }
        #expect(message(##"{"root": {"type": "circle", "fill": {"type": "radial", "colors": ["#FF0000"], "startPoint": "top"}}}"##)
                == "root.fill.startPoint: a radial gradient takes \"center\", \"startRadius\", \"endRadius\", not \"startPoint\"")
    }

    @Test func layerEffectsDecodeInOrderAndRoundTrip() throws {
        let f = try decode("""
        {"root": {"type": "color", "color": "#000000", "blur": 2, "blendMode": "multiply", "compositingGroup": true,
                  "scale": 2, "rotation": {"degrees": 45, "anchor": "topLeading"}, "transform": [1, 0, 0.5, 1, 0, 0],
                  "mask": {"type": "circle"}}}
        """)
        let expected: ViewNode = [NodeModifier.mask(.shape(.circle, fill: nil, stroke: nil), alignment: .center),
                                  .effect(.blur(radius: 2, opaque: false)), .effect(.blend(.multiply)), .effect(.group),
                                  .effect(.scale(x: 2, y: 2, anchor: .center)),
                                  .effect(.rotation(degrees: 45, anchor: .topLeading)),
                                  .effect(.transform(AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)))]
            .reduce(ColorReference.rgba(0, 0, 0, 255).node) { .modified($0, $1) }
        #expect(f.root == expected)
        let fixture = Fixture(name: "e", root: expected)
        #expect(try JSONDecoder().decode(Fixture.self, from: try JSONEncoder().encode(fixture)) == fixture)
        #expect(message(##"{"root": {"type": "color", "color": "#000000", "blendMode": "burn"}}"##)?.hasPrefix("root.blendMode: unknown value \"burn\"") == true)
        #expect(message(##"{"root": {"type": "color", "color": "#000000", "transform": [1, 0]}}"##) == "root.transform: expected [a, b, c, d, tx, ty] (Core Graphics' order)")
    }

    @Test func rotationsByQuarterTurnsMovePixelsExactly() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 20)
        let t = LayerEffect.rotation(degrees: 90, anchor: .center).pixelTransform(frame: frame, scale: 2)!
        // About the centre (10, 20) in pixels: the top-left corner goes to (30, 10).
        #expect(t.apply(Point(0, 0)) == Point(30, 10))
        #expect(t.a == 0 && t.b == 1 && t.c == -1 && t.d == 0)
        let s = LayerEffect.scale(x: 2, y: 0.5, anchor: .topLeading).pixelTransform(frame: frame, scale: 1)!
        #expect(s.apply(Point(10, 20)) == Point(20, 10))
        #expect(LayerEffect.blur(radius: 2, opaque: false).pixelTransform(frame: frame, scale: 1) == nil)
    }
}
