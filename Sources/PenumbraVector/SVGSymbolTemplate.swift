import Foundation
import PenumbraCore
import struct PenumbraCore.AffineTransform

/// Custom symbols as Xcode exports them (`Name.symbolset`): an SVG template holding one glyph per
/// weight and scale (`Regular-M`, `Bold-S` …, drawn at 100 points) beside guides and notes. The
/// glyph for a weight and scale is read on its own; templates that hold only some of them fall
/// back to the nearest one drawn.
public enum SVGSymbolTemplate {
    /// The weights a template names, lightest first.
    public static let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]

    /// The point size the template's glyphs are drawn at.
    public static let templatePointSize = 100.0

    /// The glyph for `weight` (one of ``weights``) and `scale` (`S`, `M` or `L`), cropped to its
    /// outline, in template units (100 per point of size 100).
    public static func read(_ data: Data, file: String? = nil, weight: String = "Regular", scale: String = "M") throws(VectorError) -> VectorDrawing {
        var xml = XMLDocumentReader(bytes: [UInt8](data), file: file)
        let root = try xml.read()
        var ids: Set<String> = []
        func collect(_ e: XMLElement) { if let id = e.attribute("id") { ids.insert(id) }; e.children.forEach(collect) }
        collect(root)
        let w = weights.firstIndex(of: weight) ?? 3
        // Same scale by nearest weight, then the other scales.
        var candidates: [String] = []
        for s in [scale, "M", "S", "L"] {
            let byDistance = weights.indices.sorted { (abs($0 - w), $0) < (abs($1 - w), $1) }
            candidates += byDistance.map { "\(weights[$0])-\(s)" }
        }
        guard let id = candidates.first(where: ids.contains) else {
            throw VectorError(.malformed, file: file, location: "svg", reason: "the symbol template has no glyph (no element with an id such as \"Regular-M\")")
        }
        let glyph = try SVGReader.read(data, file: file, elementID: id)
        guard let bounds = SVGBounds.of(glyph.content), bounds.width > 0, bounds.height > 0 else {
            throw VectorError(.malformed, file: file, location: "#\(id)", reason: "the glyph draws nothing")
        }
        let shift = AffineTransform.translation(x: -bounds.minX, y: -bounds.minY)
        return VectorDrawing(size: Size(bounds.width, bounds.height), content: glyph.content.map { moved($0, shift) })
    }

    private static func moved(_ node: VectorNode, _ t: AffineTransform) -> VectorNode {
        switch node {
        case .shape(var s):
            s.transform = s.transform.concatenating(t)
            return .shape(s)
        case .group(var g):
            g.clips = g.clips.map { var c = $0; c.transform = c.transform.concatenating(t); return c }
            g.children = g.children.map { moved($0, t) }
            return .group(g)
        case .image(var i):
            i.transform = i.transform.concatenating(t)
            return .image(i)
        case .mesh(var m):
            m.transform = m.transform.concatenating(t)
            return .mesh(m)
        }
    }
}
