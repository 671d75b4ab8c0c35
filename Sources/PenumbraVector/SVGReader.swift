// SVG icons into the vector model: the subset icon exporters write (Figma, Sketch, Illustrator,
// SF Symbols templates, Material icons). Shapes, groups, nested `svg`, `use` and `symbol`,
// transforms, fills and strokes with their properties, opacity, linear and radial gradients,
// clip paths, masks, patterns, embedded PNG and JPEG images, and CSS from `style` attributes and
// `<style>` sheets. Filters (exported drop shadows) are not drawn, and the shapes under them are;
// text and images linked from outside the file are refused with an error naming the element.
import Foundation
import PenumbraCore
import struct PenumbraCore.AffineTransform

/// Reads SVG files into ``VectorDrawing``s.
public enum SVGReader {
    /// The largest file read (bytes).
    public static let maxFileSize = 16 << 20
    /// The most drawing nodes one file may expand to (through `use`).
    public static let maxNodes = 200_000

    /// The drawing in the SVG file at `url`; errors name the file.
    public static func read(contentsOf url: URL) throws(VectorError) -> VectorDrawing {
        try read(try VectorError.contents(of: url), file: url.path)
    }

    /// The drawing in SVG `data`; `file` names it in errors.
    public static func read(_ data: Data, file: String? = nil) throws(VectorError) -> VectorDrawing {
        try read(data, file: file, elementID: nil)
    }

    /// The drawing of the element with id `elementID` in SVG `data` (with its ancestors'
    /// transforms and styles), or of the whole file when `elementID` is nil.
    static func read(_ data: Data, file: String?, elementID: String?) throws(VectorError) -> VectorDrawing {
        guard data.count <= maxFileSize else {
            throw VectorError(.tooLarge, file: file, location: "", reason: "the file is \(data.count) bytes, more than the \(maxFileSize) read")
        }
        var xml = XMLDocumentReader(bytes: [UInt8](data), file: file)
        let root = try xml.read()
        guard root.name == "svg" || root.name.hasSuffix(":svg") else {
            throw VectorError(.malformed, file: file, location: root.location, reason: "the root element is <\(root.name)>, not <svg>")
        }
        var builder = SVGBuilder(root: root, file: file)
        do { return try builder.drawing(only: elementID) } catch { throw error.file == nil ? error.inFile(file ?? "") : error }
    }
}

/// Walks an SVG document and builds its drawing.
struct SVGBuilder {
    let root: XMLElement
    let file: String?
    var styles = SVGStyleSheet()
    var byID: [String: XMLElement] = [:]
    var nodeCount = 0
    /// Ids being expanded by `use` (and locations of patterns being tiled), for cycles.
    var expanding: [String] = []
    /// Embedded images decoded so far, by element location.
    var decodedImages: [String: Bitmap] = [:]
    /// The decoded bytes of those images.
    var imageBytes = 0
    /// The soft masks applied so far (see ``maxSoftMasks``).
    var softMasks = 0
    /// How deep the element being built is, counting through `use`, patterns and masks: a chain
    /// of references nests as deep as the elements it reaches, and is held to the same bound.
    var depth = 0

    /// Properties children take from their parent.
    static let inherited: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin",
        "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "color", "visibility", "clip-rule",
    ]
    /// Every property read from attributes and CSS.
    static let properties: Set<String> = inherited.union(["opacity", "display", "clip-path", "mask", "filter", "stop-color", "stop-opacity"])
    /// Elements that draw nothing themselves and are skipped (with their content) where they stand.
    static let silent: Set<String> = ["title", "desc", "metadata", "style", "defs", "linearGradient", "radialGradient", "clipPath",
                                      "mask", "symbol", "filter", "pattern", "marker", "script", "font", "font-face", "cursor", "view"]

    init(root: XMLElement, file: String?) {
        self.root = root
        self.file = file
        index(root)
    }

    private mutating func index(_ e: XMLElement) {
        if let id = e.attribute("id"), byID[id] == nil { byID[id] = e }
        if e.name == "style" { styles.add(e.text) }
        for c in e.children { index(c) }
    }

    func fail(_ e: XMLElement, _ reason: String, _ kind: VectorError.Kind = .malformed) -> VectorError {
        let named = e.attribute("id").map { "\(e.location) (#\($0))" } ?? e.location
        return VectorError(kind, file: file, location: named, reason: reason)
    }

    // MARK: The document

    mutating func drawing(only elementID: String?) throws(VectorError) -> VectorDrawing {
        let viewBox = try numbers(root.attribute("viewBox"), root, "viewBox")
        guard viewBox.isEmpty || viewBox.count == 4 else { throw fail(root, "viewBox needs four numbers") }
        if viewBox.count == 4, viewBox[2] <= 0 || viewBox[3] <= 0 { throw fail(root, "viewBox has no area") }
        let vb = viewBox.count == 4 ? Rect(x: viewBox[0], y: viewBox[1], width: viewBox[2], height: viewBox[3]) : nil
        let width = try absoluteLength(root.attribute("width"), root, "width") ?? vb?.width ?? 300
        let height = try absoluteLength(root.attribute("height"), root, "height") ?? vb?.height ?? 150
        guard width > 0, height > 0, width <= SVGPathData.maxCoordinate, height <= SVGPathData.maxCoordinate else {
            throw fail(root, "the image size \(width)x\(height) is not drawable", .tooLarge)
        }
        let size = Size(width, height)
        var state = SVGState(properties: SVGState.initial, ctm: .identity, viewport: vb.map { Size($0.width, $0.height) } ?? size)
        if let vb { state.ctm = try viewBoxTransform(vb, into: Rect(x: 0, y: 0, width: width, height: height), root) }
        if let elementID {
            guard let path = Self.pathTo(elementID, from: root) else {
                throw fail(root, "no element has the id \"\(elementID)\"", .badReference)
            }
            // The root's and the ancestors' styles and transforms, then the element alone.
            state = try inheritedState(root, state, transform: false)
            for ancestor in path.dropLast().dropFirst() { state = try inheritedState(ancestor, state) }
            return VectorDrawing(size: size, content: try nodes(path[path.count - 1], state))
        }
        let content = try children(of: root, try inheritedState(root, state, transform: false))
        return VectorDrawing(size: size, content: content)
    }

    /// The elements from `root` down to the one with `id`.
    static func pathTo(_ id: String, from e: XMLElement) -> [XMLElement]? {
        if e.attribute("id") == id { return [e] }
        for c in e.children {
            if let rest = pathTo(id, from: c) { return [e] + rest }
        }
        return nil
    }

    // MARK: Elements

    mutating func children(of e: XMLElement, _ state: SVGState) throws(VectorError) -> [VectorNode] {
        var out: [VectorNode] = []
        for c in e.children { out += try nodes(c, state) }
        return out
    }

    /// What element `e` draws in the parent's `state`.
    mutating func nodes(_ e: XMLElement, _ parent: SVGState) throws(VectorError) -> [VectorNode] {
        let name = e.name.split(separator: ":").last.map(String.init) ?? e.name
        if Self.silent.contains(name) { return [] }
        depth += 1
        defer { depth -= 1 }
        guard depth <= XMLDocumentReader.maxDepth else {
            throw fail(e, "elements nest deeper than \(XMLDocumentReader.maxDepth) levels through use, pattern and mask references", .tooLarge)
        }
        nodeCount += 1
        guard nodeCount <= SVGReader.maxNodes else { throw fail(e, "the drawing expands to more than \(SVGReader.maxNodes) elements", .tooLarge) }
        let state = try inheritedState(e, parent)
        if state.own["display"] == "none" { return [] }
        var content: [VectorNode]
        switch name {
        case "svg":
            content = try nestedSVG(e, state)
        case "g", "a", "switch":
            content = try children(of: e, state)
            if name == "switch", let first = content.first { content = [first] }
        case "use":
            content = try use(e, state)
        case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
            content = try shapeNodes(e, name, state)
        case "text", "tspan", "textPath":
            throw fail(e, "text is not drawn; convert it to outlines in the design tool", .unsupported)
        case "image":
            content = try image(e, state)
        case "foreignObject":
            throw fail(e, "foreignObject is not drawn", .unsupported)
        default:
            // Elements of other vocabularies (editor metadata, sodipodi:namedview …) draw nothing.
            if e.name.includes(":") { return [] }
            throw fail(e, "<\(e.name)> is not an SVG element Penumbra draws", .unsupported)
        }
        return try grouped(content, e, state)
    }

    /// `content` with the element's opacity, clip path and mask applied.
    mutating func grouped(_ content: [VectorNode], _ e: XMLElement, _ state: SVGState) throws(VectorError) -> [VectorNode] {
        guard !content.isEmpty else { return [] }
        let opacity = max(0, min(1, SVGValues.number(state.own["opacity"]) ?? 1))
        var clips: [VectorClip] = []
        if let ref = state.own["clip-path"], ref != "none" {
            clips += try clipPath(ref, e, state, bounds: { SVGBounds.of(content) })
        }
        var mask: VectorMask?
        if let ref = state.own["mask"], ref != "none" {
            guard let applied = try self.mask(ref, e, state, content: content) else { return [] }
            clips += applied.clips
            mask = applied.mask
        }
        if opacity >= 1 && clips.isEmpty && mask == nil { return content }
        if opacity <= 0 { return [] }
        // One shape with one paint: the opacity goes into the paint.
        if clips.isEmpty, mask == nil, content.count == 1, case .shape(var s) = content[0], (s.fill == nil) != (s.stroke == nil) {
            s.fill?.opacity *= opacity
            s.stroke?.opacity *= opacity
            return [.shape(s)]
        }
        return [.group(VectorGroup(opacity: opacity, clips: clips, mask: mask, children: content))]
    }

    mutating func nestedSVG(_ e: XMLElement, _ state: SVGState) throws(VectorError) -> [VectorNode] {
        let x = try length(e.attribute("x"), e, "x", state.viewport.width) ?? 0
        let y = try length(e.attribute("y"), e, "y", state.viewport.height) ?? 0
        let w = try length(e.attribute("width"), e, "width", state.viewport.width) ?? state.viewport.width
        let h = try length(e.attribute("height"), e, "height", state.viewport.height) ?? state.viewport.height
        var inner = state
        let viewBox = try numbers(e.attribute("viewBox"), e, "viewBox")
        let port = Rect(x: x, y: y, width: w, height: h)
        if viewBox.count == 4, viewBox[2] > 0, viewBox[3] > 0 {
            inner.ctm = try viewBoxTransform(Rect(x: viewBox[0], y: viewBox[1], width: viewBox[2], height: viewBox[3]), into: port, e)
                .concatenating(state.ctm)
            inner.viewport = Size(viewBox[2], viewBox[3])
        } else {
            inner.ctm = AffineTransform.translation(x: x, y: y).concatenating(state.ctm)
            inner.viewport = Size(w, h)
        }
        let content = try children(of: e, inner)
        // The viewport clips (overflow: hidden, SVG's default for nested svg).
        let clip = VectorClip(path: rectangle(port), transform: state.ctm)
        return content.isEmpty ? [] : [.group(VectorGroup(clips: [clip], children: content))]
    }

    mutating func use(_ e: XMLElement, _ state: SVGState) throws(VectorError) -> [VectorNode] {
        guard let href = e.attribute("href") ?? e.attribute("xlink:href") else { throw fail(e, "use without an href") }
        guard href.hasPrefix("#"), let target = byID[String(href.dropFirst())] else {
            throw fail(e, "use refers to \"\(href)\", which names no element in the file", .badReference)
        }
        let id = String(href.dropFirst())
        guard !expanding.contains(id) else { throw fail(e, "use refers back to itself through #\(id)", .badReference) }
        expanding.append(id)
        defer { expanding.removeLast() }
        let x = try length(e.attribute("x"), e, "x", state.viewport.width) ?? 0
        let y = try length(e.attribute("y"), e, "y", state.viewport.height) ?? 0
        var inner = state
        inner.ctm = AffineTransform.translation(x: x, y: y).concatenating(state.ctm)
        if target.name == "symbol" {
            let w = try length(e.attribute("width"), e, "width", state.viewport.width) ?? state.viewport.width
            let h = try length(e.attribute("height"), e, "height", state.viewport.height) ?? state.viewport.height
            let viewBox = try numbers(target.attribute("viewBox"), target, "viewBox")
            if viewBox.count == 4, viewBox[2] > 0, viewBox[3] > 0 {
                inner.ctm = try viewBoxTransform(Rect(x: viewBox[0], y: viewBox[1], width: viewBox[2], height: viewBox[3]),
                                                 into: Rect(x: 0, y: 0, width: w, height: h), target).concatenating(inner.ctm)
                inner.viewport = Size(viewBox[2], viewBox[3])
            }
            let symbolState = try inheritedState(target, inner)
            return try grouped(try children(of: target, symbolState), target, symbolState)
        }
        return try nodes(target, inner)
    }

    // MARK: Shapes

    /// What a basic shape or path draws: one shape, or a pattern fill and the shape's stroke.
    mutating func shapeNodes(_ e: XMLElement, _ name: String, _ state: SVGState) throws(VectorError) -> [VectorNode] {
        guard let pattern = patternServer(state.properties["fill"]) else {
            return try shape(e, name, state).map { [.shape($0)] } ?? []
        }
        if state.properties["visibility"] == "hidden" || state.properties["visibility"] == "collapse" { return [] }
        guard let path = try outline(e, name, state), !path.isEmpty else { return [] }
        var strokeOnly = state
        strokeOnly.properties["fill"] = "none"
        var out: [VectorNode] = []
        let opacity = max(0, min(1, SVGValues.number(state.properties["fill-opacity"]) ?? 1))
        if opacity > 0, let fill = try patternFill(pattern, path: path, evenOdd: state.properties["fill-rule"] == "evenodd",
                                                   opacity: opacity, e, state) {
            out.append(fill)
        }
        if let stroke = try shape(e, name, strokeOnly) { out.append(.shape(stroke)) }
        return out
    }

    mutating func shape(_ e: XMLElement, _ name: String, _ state: SVGState) throws(VectorError) -> VectorShape? {
        guard let path = try outline(e, name, state), !path.isEmpty else { return nil }
        if state.properties["visibility"] == "hidden" || state.properties["visibility"] == "collapse" { return nil }
        var shape = VectorShape(path: path, transform: state.ctm)
        let bounds = { SVGBounds.of(path) }
        let currentColor = SVGColor.parse(state.properties["color"] ?? "black") ?? .black
        if let paint = try self.paint(state.properties["fill"] ?? "black", e, currentColor, bounds, "fill") {
            shape.fill = VectorFill(paint: paint, evenOdd: state.properties["fill-rule"] == "evenodd",
                                    opacity: max(0, min(1, SVGValues.number(state.properties["fill-opacity"]) ?? 1)))
        }
        let width = try length(state.properties["stroke-width"], e, "stroke-width", state.diagonal) ?? 1
        if width > 0, let paint = try self.paint(state.properties["stroke"] ?? "none", e, currentColor, bounds, "stroke") {
            var style = LineStroke(width: width, miterLimit: 4)
            switch state.properties["stroke-linecap"] {
            case "round": style.cap = .round
            case "square": style.cap = .square
            default: style.cap = .butt
            }
            switch state.properties["stroke-linejoin"] {
            case "round": style.join = .round
            case "bevel": style.join = .bevel
            default: style.join = .miter
            }
            if let limit = SVGValues.number(state.properties["stroke-miterlimit"]), limit >= 1 { style.miterLimit = limit }
            if let dashes = state.properties["stroke-dasharray"], dashes != "none" {
                let values = try numbers(dashes, e, "stroke-dasharray", percentOf: state.diagonal)
                if values.allSatisfy({ $0 >= 0 }), values.contains(where: { $0 > 0 }) { style.dash = values }
            }
            style.dashPhase = try length(state.properties["stroke-dashoffset"], e, "stroke-dashoffset", state.diagonal) ?? 0
            shape.stroke = VectorStroke(paint: paint, style: style,
                                        opacity: max(0, min(1, SVGValues.number(state.properties["stroke-opacity"]) ?? 1)))
        }
        return shape.fill == nil && shape.stroke == nil ? nil : shape
    }

    /// The outline of a basic shape or path, in its user space.
    func outline(_ e: XMLElement, _ name: String, _ state: SVGState) throws(VectorError) -> VectorPath? {
        func len(_ key: String, _ reference: Double) throws(VectorError) -> Double {
            try length(e.attribute(key), e, key, reference) ?? 0
        }
        let w = state.viewport.width, h = state.viewport.height
        switch name {
        case "path":
            guard let d = e.attribute("d") else { return nil }
            do { return try SVGPathData.parse(d) } catch {
                throw VectorError(error.kind, file: file, location: "\(e.location) \(error.location)", reason: error.reason)
            }
        case "rect":
            let x = try len("x", w), y = try len("y", h), width = try len("width", w), height = try len("height", h)
            guard width > 0, height > 0 else { return nil }
            var rx = try length(e.attribute("rx"), e, "rx", w), ry = try length(e.attribute("ry"), e, "ry", h)
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let cx = min(max(0, rx ?? 0), width / 2), cy = min(max(0, ry ?? 0), height / 2)
            guard cx > 0, cy > 0 else { return rectangle(Rect(x: x, y: y, width: width, height: height)) }
            return roundedRectangle(Rect(x: x, y: y, width: width, height: height), cx, cy)
        case "circle":
            let r = try len("r", state.diagonal)
            guard r > 0 else { return nil }
            return ellipse(cx: try len("cx", w), cy: try len("cy", h), rx: r, ry: r)
        case "ellipse":
            let rx = try len("rx", w), ry = try len("ry", h)
            guard rx > 0, ry > 0 else { return nil }
            return ellipse(cx: try len("cx", w), cy: try len("cy", h), rx: rx, ry: ry)
        case "line":
            var p = VectorPath()
            p.move(to: Point(try len("x1", w), try len("y1", h)))
            p.line(to: Point(try len("x2", w), try len("y2", h)))
            return p
        default: // polyline, polygon
            let values = try numbers(e.attribute("points"), e, "points")
            guard values.count >= 4 else { return nil }
            var p = VectorPath()
            p.move(to: Point(values[0], values[1]))
            var k = 2
            while k + 1 < values.count {
                p.line(to: Point(values[k], values[k + 1]))
                k += 2
            }
            if name == "polygon" { p.close() }
            return p
        }
    }

    func rectangle(_ r: Rect) -> VectorPath { VectorPath.rectangle(r) }

    func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> VectorPath {
        VectorPath.ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
    }

    func roundedRectangle(_ r: Rect, _ rx: Double, _ ry: Double) -> VectorPath {
        let k = 0.5522847498307936
        var p = VectorPath()
        p.move(to: Point(r.minX + rx, r.minY))
        p.line(to: Point(r.maxX - rx, r.minY))
        p.cubic(control1: Point(r.maxX - rx + rx * k, r.minY), control2: Point(r.maxX, r.minY + ry - ry * k), to: Point(r.maxX, r.minY + ry))
        p.line(to: Point(r.maxX, r.maxY - ry))
        p.cubic(control1: Point(r.maxX, r.maxY - ry + ry * k), control2: Point(r.maxX - rx + rx * k, r.maxY), to: Point(r.maxX - rx, r.maxY))
        p.line(to: Point(r.minX + rx, r.maxY))
        p.cubic(control1: Point(r.minX + rx - rx * k, r.maxY), control2: Point(r.minX, r.maxY - ry + ry * k), to: Point(r.minX, r.maxY - ry))
        p.line(to: Point(r.minX, r.minY + ry))
        p.cubic(control1: Point(r.minX, r.minY + ry - ry * k), control2: Point(r.minX + rx - rx * k, r.minY), to: Point(r.minX + rx, r.minY))
        p.close()
        return p
    }

    // MARK: Styles

    /// The element's state: inherited properties, its own presentation attributes, CSS rules and
    /// `style` declarations (in rising precedence), and its transform.
    func inheritedState(_ e: XMLElement, _ parent: SVGState, transform: Bool = true) throws(VectorError) -> SVGState {
        var state = parent
        state.own = [:]
        var declared: [String: String] = [:]
        for (key, value) in e.attributes where Self.properties.contains(key) { declared[key] = value }
        for (key, value) in styles.declarations(for: e) where Self.properties.contains(key) { declared[key] = value }
        if let style = e.attribute("style") {
            for (key, value) in SVGStyleSheet.declarations(style) where Self.properties.contains(key) { declared[key] = value }
        }
        for (key, value) in declared {
            let v = SVGValues.trimmed(value)
            if v == "inherit" { continue }
            if Self.inherited.contains(key) { state.properties[key] = v } else { state.own[key] = v }
        }
        if transform, let t = e.attribute("transform") {
            state.ctm = try SVGTransform.parse(t, element: e, builder: self).concatenating(state.ctm)
        }
        return state
    }

    // MARK: Values

    /// Numbers separated by commas or spaces (units allowed, percentages of `percentOf`).
    func numbers(_ text: String?, _ e: XMLElement, _ key: String, percentOf reference: Double? = nil) throws(VectorError) -> [Double] {
        guard let text else { return [] }
        var out: [Double] = []
        for part in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            guard let v = try length(String(part), e, key, reference ?? 0) else { continue }
            out.append(v)
        }
        return out
    }

    /// A length in user units: a number with an optional unit, or a percentage of `reference`.
    func length(_ text: String?, _ e: XMLElement, _ key: String, _ reference: Double) throws(VectorError) -> Double? {
        guard let text else { return nil }
        let raw = SVGValues.trimmed(text)
        guard !raw.isEmpty else { return nil }
        guard let (value, unit) = SVGValues.split(raw) else { throw fail(e, "\(key)=\"\(raw)\" is not a number") }
        let scale: Double
        switch unit {
        case "", "px": scale = 1
        case "%": scale = reference / 100
        case "pt": scale = 4.0 / 3
        case "pc": scale = 16
        case "in": scale = 96
        case "cm": scale = 96 / 2.54
        case "mm": scale = 96 / 25.4
        case "em": scale = 16
        case "ex": scale = 8
        default: throw fail(e, "\(key)=\"\(raw)\" has an unknown unit")
        }
        let v = value * scale
        guard v.isFinite, abs(v) <= SVGPathData.maxCoordinate else { throw fail(e, "\(key)=\"\(raw)\" is beyond ±10,000,000", .tooLarge) }
        return v
    }

    /// A root `width`/`height`: absolute units only (a percentage falls back to the view box).
    func absoluteLength(_ text: String?, _ e: XMLElement, _ key: String) throws(VectorError) -> Double? {
        guard let text, !text.hasSuffix("%") else { return nil }
        return try length(text, e, key, 0)
    }

    /// The transform that maps `viewBox` into `port` by the element's `preserveAspectRatio`.
    func viewBoxTransform(_ viewBox: Rect, into port: Rect, _ e: XMLElement) throws(VectorError) -> AffineTransform {
        let parts = (e.attribute("preserveAspectRatio") ?? "xMidYMid meet").split(separator: " ").map(String.init)
        var sx = port.width / viewBox.width, sy = port.height / viewBox.height
        let align = parts.first ?? "xMidYMid"
        if align != "none" {
            let s = parts.count > 1 && parts[1] == "slice" ? max(sx, sy) : min(sx, sy)
            sx = s; sy = s
        }
        var tx = port.minX - viewBox.minX * sx, ty = port.minY - viewBox.minY * sy
        if align != "none" {
            let extraX = port.width - viewBox.width * sx, extraY = port.height - viewBox.height * sy
            if align.includes("xMid") { tx += extraX / 2 } else if align.includes("xMax") { tx += extraX }
            if align.includes("YMid") { ty += extraY / 2 } else if align.includes("YMax") { ty += extraY }
        }
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
    }
}

/// What an element inherits and what it sets for itself.
struct SVGState {
    /// Inherited properties in force.
    var properties: [String: String]
    /// The element's own, not inherited, properties (opacity, clip-path, display …).
    var own: [String: String] = [:]
    /// User space to drawing space.
    var ctm: AffineTransform
    /// The viewport size percentages refer to.
    var viewport: Size

    /// The reference of percentages that are neither widths nor heights: √((w² + h²) / 2).
    var diagonal: Double { ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot() }

    static let initial: [String: String] = ["fill": "black", "stroke": "none", "color": "black"]
}

/// Number parsing shared by the SVG reader.
enum SVGValues {
    /// `text` without leading and trailing spaces, tabs and line breaks.
    static func trimmed(_ text: String) -> String {
        let u = text.utf8
        guard let first = u.first, let last = u.last, first <= 0x20 || last <= 0x20 else { return text }
        let b = u.firstIndex { $0 > 0x20 } ?? u.endIndex
        guard b < u.endIndex, let e = u.lastIndex(where: { $0 > 0x20 }) else { return "" }
        return String(text[b...e])
    }

    /// A plain number.
    static func number(_ text: String?) -> Double? {
        guard let text else { return nil }
        let t = trimmed(text)
        if t.hasSuffix("%"), let v = Double(t.dropLast()) { return v / 100 }
        return Double(t).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A number and its unit (letters or `%`).
    static func split(_ text: String) -> (Double, String)? {
        var end = text.endIndex
        while end > text.startIndex {
            let c = text[text.index(before: end)]
            if c.isLetter || c == "%" { end = text.index(before: end) } else { break }
        }
        guard let v = Double(text[text.startIndex..<end]), v.isFinite else { return nil }
        return (v, String(text[end...]).lowercased())
    }
}
