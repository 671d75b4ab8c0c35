import Foundation
import PenumbraCore
import Testing
@testable import PenumbraVector

/// SVG documents and path data read into exact drawings; malformed ones give typed errors.
@Suite struct SVGReaderTests {
    func read(_ svg: String) throws -> VectorDrawing { try SVGReader.read(Data(svg.utf8), file: "t.svg") }

    @Test func pathDataHandlesCompactNumbersAndEveryCommand() throws {
        let p = try SVGPathData.parse("M1.5.5L-1-2h3v4zm2 2l1 1")
        #expect(p.elements == [.move(to: Point(1.5, 0.5)), .line(to: Point(-1, -2)), .line(to: Point(2, -2)), .line(to: Point(2, 2)),
                               .close, .move(to: Point(3.5, 2.5)), .line(to: Point(4.5, 3.5))])
        // Implicit lines after a move, smooth curves reflecting the last control point.
        let q = try SVGPathData.parse("M0 0 10 0 Q 15 5 20 0 T 40 0")
        #expect(q.elements[1] == .line(to: Point(10, 0)))
        #expect(q.elements[3] == .quad(control: Point(25, -5), to: Point(40, 0)))
        // Arc flags written without separators: a half circle of radius 5 from (0, 0) to (10, 0).
        let a = try SVGPathData.parse("M0 0a5 5 0 0010 0")
        guard case .cubic(_, _, let end) = a.elements.last else { Issue.record("no arc"); return }
        #expect(abs(end.x - 10) < 1e-12 && abs(end.y) < 1e-12)
        #expect(a.elements.count == 3)
    }

    @Test func badPathDataNamesTheOffset() {
        #expect(throws: VectorError(.malformed, location: "path data at offset 5", reason: "expected a number (found \"x 2\")")) {
            try SVGPathData.parse("M1 1 x 2")
        }
        #expect { try SVGPathData.parse("M1e20 0") } throws: { ($0 as? VectorError)?.kind == .tooLarge }
    }

    @Test func viewBoxAndTransformsMapIntoTheDrawing() throws {
        let d = try read(##"<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24"><g transform="translate(2 3) rotate(90)"><rect width="4" height="2" fill="#f00"/></g></svg>"##)
        #expect(d.size == Size(48, 48))
        guard case .shape(let s) = d.content.first else { Issue.record("no shape"); return }
        #expect(s.fill?.paint == .color(RGBA8(255, 0, 0)))
        // (4, 0) rotated a quarter turn is (0, 4), moved by (2, 3), scaled by 2.
        #expect(s.transform.apply(Point(4, 0)) == Point(4, 14))
    }

    @Test func stylesCascadeAsCSSSays() throws {
        let d = try read("""
        <svg viewBox="0 0 10 10"><style>.a { fill: blue } #b { fill: green } path { fill: red }</style>
        <g fill="yellow" stroke="black"><path class="a" d="M0 0h1v1z"/><path id="b" class="a" d="M0 0h1v1z"/>
        <path class="a" style="fill: #123456" d="M0 0h1v1z"/><path d="M0 0h1v1z"/></g></svg>
        """)
        let fills = d.content.compactMap { node -> VectorPaint? in if case .shape(let s) = node { s.fill?.paint } else { nil } }
        #expect(fills == [.color(RGBA8(0, 0, 255)), .color(RGBA8(0, 128, 0)), .color(RGBA8(0x12, 0x34, 0x56)), .color(RGBA8(255, 0, 0))])
        guard case .shape(let s) = d.content.first else { Issue.record("the first node is not a shape"); return }
        #expect(s.stroke?.paint == .color(.black))
        #expect(s.stroke?.style.miterLimit == 4)
    }

    @Test func boundingBoxGradientsMapToTheShape() throws {
        let d = try read("""
        <svg viewBox="0 0 10 10"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#fff"/>
        <stop offset="100%" stop-color="#000" stop-opacity=".5"/></linearGradient></defs>
        <rect x="2" y="4" width="6" height="2" fill="url(#g)"/></svg>
        """)
        guard case .shape(let s) = d.content.first, case .linear(let g)? = s.fill?.paint else { Issue.record("no gradient"); return }
        #expect(g.stops.map(\.color) == [RGBA8(255, 255, 255), RGBA8(0, 0, 0, 128)])
        #expect(g.transform.apply(g.start) == Point(2, 4))
        #expect(g.transform.apply(g.end) == Point(2, 6))
    }

    @Test func clipPathsAndUseExpand() throws {
        let d = try read("""
        <svg viewBox="0 0 10 10"><defs><clipPath id="c"><circle cx="5" cy="5" r="4"/></clipPath><path id="p" d="M0 0h2v2z"/></defs>
        <g clip-path="url(#c)"><use href="#p" x="3" y="1" fill="#0f0"/></g></svg>
        """)
        guard case .group(let g) = d.content.first, case .shape(let s) = g.children.first else { Issue.record("no clipped group"); return }
        #expect(g.clips.count == 1)
        #expect(s.transform.apply(Point(0, 0)) == Point(3, 1))
    }

    /// Figma's inside stroke: a `<mask>` written where it stands (not in `<defs>`), its shape
    /// white through the mask's own `fill`, used as a clip; the mask itself draws nothing.
    @Test func aMaskOutsideDefsWithAnInheritedWhiteFillClips() throws {
        let d = try read("""
        <svg width="10" height="10" viewBox="0 0 10 10" fill="none">
        <mask id="m" fill="white"><path d="M1 1h8v8h-8z"/></mask>
        <path d="M1 1h8v8h-8z" stroke="#f00" stroke-width="2" mask="url(#m)"/></svg>
        """)
        #expect(d.content.count == 1)
        guard case .group(let g) = d.content.first, case .shape(let s) = g.children.first else { Issue.record("no masked group"); return }
        // Two clips: the mask's region (the box grown by 10%) and the white shape's outline.
        #expect(g.clips.count == 2 && g.mask == nil && s.stroke != nil)
        // A mask whose shape is not white is a luminance mask: a soft mask, with CSS's weights.
        let soft = try read("<svg viewBox='0 0 4 4'><mask id='m' fill='#808080'><rect width='4' height='4'/></mask><rect width='4' height='4' mask='url(#m)'/></svg>")
        guard case .group(let masked) = soft.content.first, let mask = masked.mask else { Issue.record("no soft mask"); return }
        #expect(mask.luminosity && mask.weights == .css && masked.clips.isEmpty)
    }

    @Test func brokenDocumentsGiveTypedErrorsNamingTheElement() {
        func kind(_ svg: String) -> VectorError.Kind? {
            do { _ = try read(svg); return nil } catch let e as VectorError { return e.kind } catch { return nil }
        }
        #expect(kind("<svg><path d='M0 0'></svg>") == .malformed)
        #expect(kind("<svg><use href='#u' id='u'/></svg>") == .badReference)
        #expect(kind("<svg><rect fill='url(#none)' width='1' height='1'/></svg>") == .badReference)
        #expect(kind("<svg><text>Hi</text></svg>") == .unsupported)
        #expect(kind("<svg><rect width='1e9' height='1'/></svg>") == .tooLarge)
        #expect(kind("<g></g>") == .malformed)
        #expect(kind("<svg>" + String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300) + "</svg>") == .tooLarge)
        // A chain of references nests as deep as the elements it reaches: 2,000 uses, each of the
        // one before, are refused before the stack runs out; 100 draw.
        func chain(_ n: Int) -> String {
            "<svg><g id='g0'><rect width='1' height='1'/></g>" + (1..<n).map { "<g id='g\($0)'><use href='#g\($0 - 1)'/></g>" }.joined()
                + "<use href='#g\(n - 1)'/></svg>"
        }
        #expect(kind(chain(2_000)) == .tooLarge)
        #expect(kind(chain(100)) == nil)
        do { _ = try read("<svg><g><polygon points='0 0 1 1' fill='nocolour'/></g></svg>") } catch let e as VectorError {
            #expect(e.location == "svg/g[1]/polygon[1]" && e.file == "t.svg")
        } catch { Issue.record("\(error)") }
    }
}
