// SVG `<pattern>` fills: the tile's content drawn once per tile over the shape's box, each tile
// clipped to its rectangle, the whole clipped to the shape's outline. Figma exports a bitmap fill
// this way (a one-tile pattern in bounding-box units holding a `use` of an embedded image).
import PenumbraCore
import struct PenumbraCore.AffineTransform

extension SVGBuilder {
    /// The most tiles one pattern fill draws.
    static let maxPatternTiles = 10_000

    /// The `<pattern>` a fill value refers to, if it refers to one.
    func patternServer(_ value: String?) -> XMLElement? {
        guard let value, let id = Self.urlID(value), let server = byID[id], server.name == "pattern" else { return nil }
        return server
    }

    /// What a shape filled with `pattern` draws: the tiles clipped to the outline (`path` in the
    /// shape's user space, mapped by `state.ctm`), with the fill's opacity.
    mutating func patternFill(_ pattern: XMLElement, path: VectorPath, evenOdd: Bool, opacity: Double, _ e: XMLElement,
                              _ state: SVGState) throws(VectorError) -> VectorNode? {
        // The chain of patterns this one takes attributes and content from (`href`).
        let chain = try hrefChain(of: pattern, kinds: ["pattern"], noun: "pattern")
        func attribute(_ name: String) -> String? { chain.lazy.compactMap { $0.attribute(name) }.first }
        guard let owner = chain.first(where: { !$0.children.isEmpty }), let box = SVGBounds.of(path) else { return nil }
        guard !expanding.contains("pattern " + owner.location) else {
            throw fail(e, "the pattern's content fills with the pattern itself", .badReference)
        }
        // The tile rectangle, in bounding-box fractions (the default) or user space.
        let boxUnits = attribute("patternUnits") != "userSpaceOnUse"
        func coordinate(_ name: String, along size: Double, offset: Double, viewport: Double) throws(VectorError) -> Double {
            guard let text = attribute(name) else { return 0 }
            if boxUnits {
                guard let v = SVGValues.number(text) else { throw fail(pattern, "\(name)=\"\(text)\" is not a number") }
                return offset + v * size
            }
            return try length(text, pattern, name, viewport) ?? 0
        }
        let tile = Rect(x: try coordinate("x", along: box.width, offset: box.minX, viewport: state.viewport.width),
                        y: try coordinate("y", along: box.height, offset: box.minY, viewport: state.viewport.height),
                        width: try coordinate("width", along: box.width, offset: 0, viewport: state.viewport.width),
                        height: try coordinate("height", along: box.height, offset: 0, viewport: state.viewport.height))
        guard tile.width > 0, tile.height > 0, tile.width.isFinite, tile.height.isFinite else { return nil }
        // Pattern space to the shape's user space.
        var patternToUser = AffineTransform.identity
        if let t = attribute("patternTransform") { patternToUser = try SVGTransform.parse(t, element: pattern, builder: self) }
        guard let userToPattern = patternToUser.inverted() else { return nil }
        // The tile's content to the tile: a view box, else bounding-box content units, else as is.
        var content = AffineTransform.identity
        var contentViewport = state.viewport
        let viewBox = try numbers(attribute("viewBox"), pattern, "viewBox")
        if viewBox.count == 4, viewBox[2] > 0, viewBox[3] > 0 {
            let vb = Rect(x: viewBox[0], y: viewBox[1], width: viewBox[2], height: viewBox[3])
            let aspect = chain.first { $0.attribute("preserveAspectRatio") != nil } ?? pattern
            content = try viewBoxTransform(vb, into: Rect(x: 0, y: 0, width: tile.width, height: tile.height), aspect)
            contentViewport = Size(vb.width, vb.height)
        } else if attribute("patternContentUnits") == "objectBoundingBox" {
            guard box.width > 0, box.height > 0 else { return nil }
            content = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: 0, ty: 0)
        }
        // The tiles that meet the shape's box, in pattern space.
        guard let reach = SVGBounds.of(VectorPath.rectangle(box).applying(userToPattern)) else { return nil }
        let firstColumn = ((reach.minX - tile.minX) / tile.width).rounded(.down), lastColumn = ((reach.maxX - tile.minX) / tile.width).rounded(.up)
        let firstRow = ((reach.minY - tile.minY) / tile.height).rounded(.down), lastRow = ((reach.maxY - tile.minY) / tile.height).rounded(.up)
        let columns = lastColumn - firstColumn, rows = lastRow - firstRow
        // A box of no width or height has no tile to draw (and must not leave the other count
        // unbounded: a line's box with a tile a billionth tall).
        guard columns >= 1, rows >= 1 else { return nil }
        guard columns.isFinite, rows.isFinite, columns * rows <= Double(Self.maxPatternTiles) else {
            throw fail(pattern, "the pattern needs more than \(Self.maxPatternTiles) tiles to fill the shape", .tooLarge)
        }
        // The content's properties come from the pattern and its ancestors, not from the shape.
        var base = SVGState(properties: SVGState.initial, ctm: .identity, viewport: contentViewport)
        base = try inheritedState(pattern, base, transform: false)
        let patternToDrawing = patternToUser.concatenating(state.ctm)
        expanding.append("pattern " + owner.location)
        defer { expanding.removeLast() }
        var tiles: [VectorNode] = []
        for row in 0..<max(0, Int(rows)) {
            for column in 0..<max(0, Int(columns)) {
                let origin = AffineTransform.translation(x: tile.minX + (firstColumn + Double(column)) * tile.width,
                                                         y: tile.minY + (firstRow + Double(row)) * tile.height)
                var tileState = base
                tileState.ctm = content.concatenating(origin).concatenating(patternToDrawing)
                let drawn = try children(of: owner, tileState)
                guard !drawn.isEmpty else { continue }
                let clip = VectorClip(path: rectangle(Rect(x: 0, y: 0, width: tile.width, height: tile.height)),
                                      transform: origin.concatenating(patternToDrawing))
                tiles.append(.group(VectorGroup(clips: [clip], children: drawn)))
            }
        }
        guard !tiles.isEmpty else { return nil }
        return .group(VectorGroup(opacity: opacity, clips: [VectorClip(path: path, transform: state.ctm, evenOdd: evenOdd)], children: tiles))
    }
}
