// The content-stream operators an icon uses (ISO 32000-1 §§ 8.4–8.7, 11.3.5, 11.6.4): graphics
// state, paths, painting, clipping, colours in the device, ICC-based and indexed spaces, blend
// modes, shadings and shading patterns, Form XObjects; images and text in extensions of their
// own. Operators that only carry metadata are skipped.
import Foundation
import PenumbraCore
import struct PenumbraCore.AffineTransform

/// Interprets content streams into vector nodes.
struct PDFContentInterpreter {
    /// The most operators one file may run (forms included), and how deep forms may nest.
    static let maxOperators = 2_000_000
    /// The most paths one file may paint (forms included): as many nodes as an SVG may expand
    /// to through `use` (``SVGReader/maxNodes``). Forms multiply what the operator count sees:
    /// a 732-byte file drawing a form of 999 fills 1,000 times painted a million paths (34 s
    /// and 0.9 GB a drawing) within the operator bound.
    static let maxPaintedPaths = SVGReader.maxNodes
    static let maxFormDepth = 16
    static let maxStateDepth = 256

    var document: PDFDocument
    /// User space of the page to the drawing.
    let base: AffineTransform
    var operators = 0
    /// Paths painted so far, forms included (see ``maxPaintedPaths``).
    var paintedPaths = 0
    var formDepth = 0
    var formsInUse: Set<Int> = []
    /// What each form drew, by object number, with what it was drawn from: a form drawn again
    /// from the same place (the same CTM, clips, alphas and resources) gives the same nodes,
    /// and its work is counted again without running it again.
    var formDrawings: [Int: [FormDrawing]] = [:]

    /// Fonts read so far, by object number (inline font dictionaries by negative keys).
    var fonts: [Int: PDFFont] = [:]
    var glyphsShown = 0
    /// Work done so far toward the file's budgets: path elements of glyphs shown, bytes of
    /// images decoded, triangles of meshes read.
    var glyphElements = 0, imageBytes = 0, meshTriangles = 0

    /// Optional content groups hidden in the document's default configuration (object numbers):
    /// content marked `/OC` with one of them, and XObjects whose `/OC` names one, are not drawn.
    var hiddenGroups: Set<Int> = []

    init(document: PDFDocument, base: AffineTransform) {
        self.document = document
        self.base = base
    }

    /// A colour space: how many components its colours have and how they become sRGB.
    indirect enum ColorSpace {
        case gray, rgb, cmyk
        case indexed(base: ColorSpace, hival: Int, lookup: [UInt8])
        case pattern
        /// `Separation` (one colourant) and `DeviceN` (`components` of them): tints drawn through
        /// the alternate space by the tint transform, as a screen shows them (poppler's way).
        case separation(components: Int, alternate: ColorSpace, tint: PDFFunction)
    }

    enum Paint {
        case color(RGBA8)
        case pattern(name: String)
    }

    struct State {
        var ctm: AffineTransform
        var fillSpace = ColorSpace.gray, strokeSpace = ColorSpace.gray
        var fill = Paint.color(.black), stroke = Paint.color(.black)
        var line = LineStroke(width: 1)
        var fillAlpha = 1.0, strokeAlpha = 1.0
        var clips: [VectorClip] = []
        var softMask: VectorMask?
        var blendMode = VectorBlendMode.normal
        var text = PDFTextState()
    }

    func fail(_ location: String, _ reason: String, _ kind: VectorError.Kind = .malformed) -> VectorError {
        VectorError(kind, file: document.file, location: location, reason: reason)
    }

    /// The nodes `content` draws with `resources`, starting from `ctm`; `initial` gives the rest
    /// of the starting state when the content inherits it (a Type 3 glyph).
    mutating func run(_ content: [UInt8], resources: [String: PDFObject], ctm: AffineTransform, location: String,
                      alphas: (Double, Double) = (1, 1), clips: [VectorClip] = [], initial: State? = nil) throws(VectorError) -> [VectorNode] {
        var lexer = PDFLexer(bytes: content)
        var operands: [PDFObject] = []
        var state = initial ?? State(ctm: ctm)
        state.ctm = ctm
        if initial == nil {
            state.fillAlpha = alphas.0; state.strokeAlpha = alphas.1
            state.clips = clips
        }
        let streamBase = ctm
        var stack: [State] = []
        var path = VectorPath()
        var pen = Point.zero, start = Point.zero
        var pendingClip: Bool?   // true: even-odd
        var out: [VectorNode] = []
        // Marked content: whether each open sequence is hidden optional content; while any is,
        // what operators paint goes to `hiddenOut` and is dropped.
        var marked: [Bool] = []
        var hiddenDepth = 0
        var hiddenOut: [VectorNode] = []

        func number(_ k: Int) throws(VectorError) -> Double {
            guard k < operands.count, case .number(let v) = operands[k] else { throw fail(location, "an operator is missing a number") }
            guard abs(v) <= SVGPathData.maxCoordinate else { throw fail(location, "a number beyond ±10,000,000", .tooLarge) }
            return v
        }
        func point(_ k: Int) throws(VectorError) -> Point { Point(try number(k), try number(k + 1)) }

        while true {
            let object: PDFObject?
            do { object = try lexer.next(references: false) } catch {
                throw fail("\(location), \(error.location)", error.reason, error.kind)
            }
            guard let object else { break }
            guard case .keyword(let op) = object else {
                operands.append(object)
                guard operands.count <= 1_024 else { throw fail(location, "more than 1,024 operands before an operator", .tooLarge) }
                continue
            }
            operators += 1
            guard operators <= Self.maxOperators else { throw fail(location, "more than \(Self.maxOperators) operators", .tooLarge) }
            let at = "\(location), operator '\(op)' at byte \(lexer.i)"
            defer { operands.removeAll(keepingCapacity: true) }
            let hiding = hiddenDepth > 0
            if hiding { swap(&out, &hiddenOut) }
            defer {
                if hiding {
                    swap(&out, &hiddenOut)
                    hiddenOut.removeAll(keepingCapacity: true)
                }
            }
            switch op {
            // Graphics state.
            case "q":
                guard stack.count < Self.maxStateDepth else { throw fail(at, "q nests deeper than \(Self.maxStateDepth)", .tooLarge) }
                stack.append(state)
            case "Q":
                if let last = stack.popLast() { state = last }
            case "cm":
                let m = AffineTransform(a: try number(0), b: try number(1), c: try number(2), d: try number(3), tx: try number(4), ty: try number(5))
                state.ctm = m.concatenating(state.ctm)
            case "w": state.line.width = max(0, try number(0))
            case "J":
                switch PDFDocument.integer(try number(0)) {
                case 1: state.line.cap = .round
                case 2: state.line.cap = .square
                default: state.line.cap = .butt
                }
            case "j":
                switch PDFDocument.integer(try number(0)) {
                case 1: state.line.join = .round
                case 2: state.line.join = .bevel
                default: state.line.join = .miter
                }
            case "M": state.line.miterLimit = max(1, try number(0))
            case "d":
                guard operands.count == 2, case .array(let a) = operands[0] else { break }
                state.line.dash = a.compactMap(\.number).map { max(0, $0) }
                state.line.dashPhase = try number(1)
            case "gs":
                guard let name = operands.first?.name,
                      let gs = try document.dictionary(try document.dictionary(resources["ExtGState"])?[name]) else {
                    throw fail(at, "gs names a graphics state the resources do not have", .badReference)
                }
                try apply(gs, to: &state, resources, at)
            case "BMC", "BDC":
                guard marked.count < Self.maxStateDepth else { throw fail(at, "marked content nests deeper than \(Self.maxStateDepth)", .tooLarge) }
                var hidden = false
                if op == "BDC", operands.first?.name == "OC", operands.count > 1 {
                    let group: PDFObject? = if let name = operands[1].name { try document.dictionary(resources["Properties"])?[name] } else { operands[1] }
                    hidden = try isHidden(group)
                }
                marked.append(hidden)
                if hidden { hiddenDepth += 1 }
            case "EMC":
                if let last = marked.popLast(), last { hiddenDepth -= 1 }
            case "ri", "i", "d0", "d1", "MP", "DP", "BX", "EX":
                break
            // Paths.
            case "m":
                let p = try point(0)
                path.move(to: p); pen = p; start = p
            case "l":
                let p = try point(0)
                path.line(to: p); pen = p
            case "c":
                let p = try point(4)
                path.cubic(control1: try point(0), control2: try point(2), to: p); pen = p
            case "v":
                let p = try point(2)
                path.cubic(control1: pen, control2: try point(0), to: p); pen = p
            case "y":
                let p = try point(2)
                path.cubic(control1: try point(0), control2: p, to: p); pen = p
            case "h":
                path.close(); pen = start
            case "re":
                let x = try number(0), y = try number(1), w = try number(2), h = try number(3)
                path.move(to: Point(x, y)); path.line(to: Point(x + w, y)); path.line(to: Point(x + w, y + h))
                path.line(to: Point(x, y + h)); path.close()
                pen = Point(x, y); start = pen
            // Painting.
            case "f", "F", "f*", "S", "s", "B", "B*", "b", "b*", "n":
                if op == "s" || op == "b" || op == "b*" { path.close() }
                let fills = ["f", "F", "f*", "B", "B*", "b", "b*"].contains(op)
                let strokes = ["S", "s", "B", "B*", "b", "b*"].contains(op)
                let evenOdd = op.hasSuffix("*")
                if (fills || strokes), !path.isEmpty {
                    paintedPaths += 1
                    guard paintedPaths <= Self.maxPaintedPaths else {
                        throw fail(at, "the file paints more than \(Self.maxPaintedPaths) paths (forms included)", .tooLarge)
                    }
                    var shape = VectorShape(path: path, transform: state.ctm.concatenating(base))
                    // A mesh shading pattern fills the path as a mesh clipped by it.
                    var meshFill = false
                    if fills, case .pattern(let name) = state.fill, var mesh = try meshPattern(name, resources, streamBase, at) {
                        var clipped = state
                        clipped.clips.append(VectorClip(path: path, transform: state.ctm.concatenating(base), evenOdd: evenOdd))
                        mesh.opacity = state.fillAlpha
                        append(.mesh(mesh), clipped, to: &out)
                        meshFill = true
                    }
                    if fills, !meshFill, let paint = try paint(state.fill, state, resources, streamBase, at) {
                        shape.fill = VectorFill(paint: paint, evenOdd: evenOdd, opacity: state.fillAlpha)
                    }
                    if strokes, let paint = try paint(state.stroke, state, resources, streamBase, at) {
                        shape.stroke = VectorStroke(paint: paint, style: state.line, opacity: state.strokeAlpha)
                    }
                    if shape.fill != nil || shape.stroke != nil { append(.shape(shape), state, to: &out) }
                }
                if let rule = pendingClip, !path.isEmpty {
                    state.clips.append(VectorClip(path: path, transform: state.ctm.concatenating(base), evenOdd: rule))
                }
                pendingClip = nil
                path = VectorPath()
            case "W": pendingClip = false
            case "W*": pendingClip = true
            // Colours.
            case "g": state.fillSpace = .gray; state.fill = .color(try color(.gray, operands, at))
            case "G": state.strokeSpace = .gray; state.stroke = .color(try color(.gray, operands, at))
            case "rg": state.fillSpace = .rgb; state.fill = .color(try color(.rgb, operands, at))
            case "RG": state.strokeSpace = .rgb; state.stroke = .color(try color(.rgb, operands, at))
            case "k": state.fillSpace = .cmyk; state.fill = .color(try color(.cmyk, operands, at))
            case "K": state.strokeSpace = .cmyk; state.stroke = .color(try color(.cmyk, operands, at))
            case "cs", "CS":
                guard let name = operands.first?.name else { throw fail(at, "\(op) without a colour space name") }
                let space = try colorSpace(.name(name), resources, at)
                let initial: Paint = if case .pattern = space { .pattern(name: "") } else { .color(try color(space, [], at)) }
                if op == "cs" { state.fillSpace = space; state.fill = initial } else { state.strokeSpace = space; state.stroke = initial }
            case "sc", "scn", "SC", "SCN":
                let space = op.first == "s" ? state.fillSpace : state.strokeSpace
                let paint: Paint
                if case .pattern = space {
                    guard let name = operands.last?.name else { throw fail(at, "a pattern colour without a pattern name") }
                    paint = .pattern(name: name)
                } else {
                    paint = .color(try color(space, operands, at))
                }
                if op.first == "s" { state.fill = paint } else { state.stroke = paint }
            // Shadings, XObjects.
            case "sh":
                guard let name = operands.first?.name, let entry = try document.dictionary(resources["Shading"])?[name],
                      let shading = try document.resolve(entry) else {
                    throw fail(at, "sh names a shading the resources do not have", .badReference)
                }
                if var mesh = try meshShading(entry, resources, at) {
                    mesh.transform = state.ctm.concatenating(base)
                    mesh.opacity = state.fillAlpha
                    append(.mesh(mesh), state, to: &out)
                } else if let gradient = try self.shading(shading, at) {
                    // The shading fills the clip: a rectangle far larger than any icon, clipped.
                    var cover = VectorPath()
                    cover.move(to: Point(-1e6, -1e6)); cover.line(to: Point(1e6, -1e6)); cover.line(to: Point(1e6, 1e6))
                    cover.line(to: Point(-1e6, 1e6)); cover.close()
                    let shape = VectorShape(path: cover, transform: state.ctm.concatenating(base),
                                            fill: VectorFill(paint: gradient, opacity: state.fillAlpha))
                    append(.shape(shape), state, to: &out)
                }
            case "Do":
                guard let name = operands.first?.name,
                      case .reference(let number, _)? = try document.dictionary(resources["XObject"])?[name] else {
                    throw fail(at, "Do names an XObject the resources do not have", .badReference)
                }
                let head = try document.object(number)?.dictionary
                if try isHidden(head?["OC"]) { break }
                if head?["Subtype"]?.name == "Image" {
                    append(try imageXObject(number, state, resources), state, to: &out)
                    break
                }
                let drawn = try form(number, state, resources, at)
                if !drawn.isEmpty, state.softMask != nil || state.blendMode != .normal {
                    out.append(.group(VectorGroup(mask: state.softMask, blendMode: state.blendMode, children: drawn)))
                } else {
                    out += drawn
                }
            case "BT", "ET", "Tf", "Tj", "TJ", "'", "\"", "Td", "TD", "Tm", "T*", "Tc", "Tw", "Tz", "TL", "Tr", "Ts":
                try textOperator(op, operands, &state, resources, streamBase, at, &out)
            case "BI":
                append(try inlineImage(&lexer, state, resources, at), state, to: &out)
            case "ID", "EI":
                throw fail(at, "\(op) outside an inline image")
            default:
                throw fail(at, "unknown operator '\(op)'", .unsupported)
            }
        }
        return out
    }

    /// Appends `node`, clipped, masked and blended as `state` says: consecutive nodes under the
    /// same clips and mask share one group; a node with a blend mode gets a group of its own, as
    /// each painting operator blends with what lies below it on its own.
    func append(_ node: VectorNode, _ state: State, to out: inout [VectorNode]) {
        let clips = state.clips, mask = state.softMask
        if state.blendMode != .normal {
            out.append(.group(VectorGroup(clips: clips, mask: mask, blendMode: state.blendMode, children: [node])))
            return
        }
        guard !clips.isEmpty || mask != nil else { out.append(node); return }
        if case .group(var last)? = out.last, last.opacity == 1, last.blendMode == .normal, last.clips == clips, last.mask == mask {
            // Out of the array first, so the children are held once and grow in place: with the
            // group still in `out`, each append copied them all (999 fills in a form drawn 1,000
            // times: half a billion copies).
            out.removeLast()
            last.children.append(node)
            out.append(.group(last))
            return
        }
        out.append(.group(VectorGroup(clips: clips, mask: mask, children: [node])))
    }

    /// Applies an ExtGState dictionary.
    private mutating func apply(_ gs: [String: PDFObject], to state: inout State, _ resources: [String: PDFObject], _ at: String) throws(VectorError) {
        if let v = try document.number(gs["ca"]) { state.fillAlpha = max(0, min(1, v)) }
        if let v = try document.number(gs["CA"]) { state.strokeAlpha = max(0, min(1, v)) }
        if let v = try document.number(gs["LW"]) { state.line.width = max(0, v) }
        if let v = try document.number(gs["ML"]) { state.line.miterLimit = max(1, v) }
        if let v = try document.number(gs["LC"]) { state.line.cap = v == 1 ? .round : (v == 2 ? .square : .butt) }
        if let v = try document.number(gs["LJ"]) { state.line.join = v == 1 ? .round : (v == 2 ? .bevel : .miter) }
        if let mask = try document.resolve(gs["SMask"]) {
            if mask == .name("None") {
                state.softMask = nil
            } else {
                guard let m = mask.dictionary, case .reference(let group, _)? = m["G"] else {
                    throw fail(at, "a soft mask without its group (G)", .malformed)
                }
                let luminosity = m["S"]?.name != "Alpha"
                var backdrop = RGBA8.black
                if let bc = try document.array(m["BC"]) {
                    let v = bc.compactMap(\.number).map { UInt8((max(0, min(1, $0)) * 255).rounded()) }
                    if v.count == 3 { backdrop = RGBA8(v[0], v[1], v[2]) } else if v.count == 1 { backdrop = RGBA8(v[0], v[0], v[0]) }
                }
                // The mask is drawn in the space in force when the state is set, with full opacity.
                var plain = state
                plain.fillAlpha = 1; plain.strokeAlpha = 1; plain.clips = []; plain.softMask = nil; plain.blendMode = .normal
                let content = try form(group, plain, resources, at)
                state.softMask = VectorMask(content: content, luminosity: luminosity, backdrop: backdrop)
            }
        }
        if let mode = try document.resolve(gs["BM"]) {
            // A name, or an array of names of which the first one known applies.
            var names: [String] = []
            switch mode {
            case .name(let n): names = [n]
            case .array(let a): for item in a { if let n = try document.name(item) { names.append(n) } }
            default: throw fail(at, "a blend mode that is not a name", .malformed)
            }
            guard let known = names.lazy.compactMap(VectorBlendMode.init(pdfName:)).first else {
                throw fail(at, "the blend mode \(names.first ?? "?") is not drawn in PDF icons", .unsupported)
            }
            state.blendMode = known
        }
    }

    /// The paint of a state colour (a shading pattern becomes a gradient).
    mutating func paint(_ paint: Paint, _ state: State, _ resources: [String: PDFObject], _ streamBase: AffineTransform,
                                _ at: String) throws(VectorError) -> VectorPaint? {
        switch paint {
        case .color(let c): return .color(c)
        case .pattern(let name):
            guard let pattern = try document.dictionary(try document.dictionary(resources["Pattern"])?[name]) else {
                throw fail(at, "the pattern \(name) is not in the resources", .badReference)
            }
            guard try document.number(pattern["PatternType"]) == 2, let shading = try document.resolve(pattern["Shading"]) else {
                throw fail(at, "tiling patterns are not drawn", .unsupported)
            }
            guard let gradient = try self.shading(shading, at) else { return nil }
            // Pattern space maps to the stream's initial space by /Matrix; the shape's own space is the CTM.
            var matrix = AffineTransform.identity
            if let m = try document.array(pattern["Matrix"]), m.count == 6 {
                let v = m.compactMap(\.number)
                if v.count == 6 { matrix = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]) }
            }
            let ctm = state.ctm, det = ctm.a * ctm.d - ctm.b * ctm.c
            guard det != 0 else { return nil }
            let inverse = AffineTransform(a: ctm.d / det, b: -ctm.b / det, c: -ctm.c / det, d: ctm.a / det,
                                          tx: (ctm.c * ctm.ty - ctm.d * ctm.tx) / det, ty: (ctm.b * ctm.tx - ctm.a * ctm.ty) / det)
            let toLocal = matrix.concatenating(streamBase).concatenating(inverse)
            switch gradient {
            case .linear(var g): g.transform = g.transform.concatenating(toLocal); return .linear(g)
            case .radial(var g): g.transform = g.transform.concatenating(toLocal); return .radial(g)
            case .color: return gradient
            }
        }
    }

    /// The mesh a shading pattern `name` paints, placed in the drawing, or nil when the pattern's
    /// shading is not a mesh.
    private mutating func meshPattern(_ name: String, _ resources: [String: PDFObject], _ streamBase: AffineTransform,
                                      _ at: String) throws(VectorError) -> VectorMesh? {
        guard let pattern = try document.dictionary(try document.dictionary(resources["Pattern"])?[name]),
              try document.number(pattern["PatternType"]) == 2, let entry = pattern["Shading"],
              var mesh = try meshShading(entry, resources, at) else { return nil }
        var matrix = AffineTransform.identity
        if let m = try document.array(pattern["Matrix"]), m.count == 6 {
            let v = m.compactMap(\.number)
            if v.count == 6 { matrix = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]) }
        }
        mesh.transform = matrix.concatenating(streamBase).concatenating(base)
        return mesh
    }

    /// A mesh shading (types 4 to 7, a stream) as triangles in its own space; nil for a shading of
    /// another type.
    private mutating func meshShading(_ entry: PDFObject, _ resources: [String: PDFObject], _ at: String) throws(VectorError) -> VectorMesh? {
        guard case .reference(let number, _) = entry, let head = try document.object(number)?.dictionary,
              let type = try document.integer(head["ShadingType"]), (4...7).contains(type) else { return nil }
        let place = "object \(number) 0"
        let (dict, data) = try document.stream(number)
        let space = try colorSpace(dict["ColorSpace"] ?? .name("DeviceRGB"), resources, place)
        let function = dict["Function"] == nil ? nil : try PDFFunction.parse(dict["Function"], document: &document, at: place)
        var decode: [Double] = []
        for v in try document.array(dict["Decode"]) ?? [] { decode.append(try document.number(v) ?? 0) }
        let interpreter = self
        // A function is evaluated once for each parameter value (at most 2^16 of them).
        let cache = MeshColorCache()
        let reader: PDFMeshShading
        do {
            reader = try PDFMeshShading(
                type: type, bitsPerCoordinate: try document.integer(dict["BitsPerCoordinate"]) ?? 0,
                bitsPerComponent: try document.integer(dict["BitsPerComponent"]) ?? 0, bitsPerFlag: try document.integer(dict["BitsPerFlag"]) ?? 0,
                components: function == nil ? Self.components(space) : 1, decode: decode,
                verticesPerRow: try document.integer(dict["VerticesPerRow"]) ?? 0
            ) { (values: [Double]) throws(VectorError) -> RGBA8 in
                if function != nil, let known = cache.colors[values.first ?? 0] { return known }
                let components = try function.map { f throws(VectorError) in try interpreter.evaluate(f, values.first ?? 0) } ?? values
                let color = try interpreter.color(space, components.map(PDFObject.number), place)
                if function != nil { cache.colors[values.first ?? 0] = color }
                return color
            }
        } catch let error as PDFMeshShading.Failure {
            throw fail(place, "a mesh shading with \(error.reason)")
        } catch let error as VectorError {
            throw error
        } catch {
            throw fail(place, "\(error)")
        }
        let triangles: [VectorMeshTriangle]
        do { triangles = try reader.triangles(data) } catch { throw fail(place, error.reason, error.kind) }
        meshTriangles += triangles.count
        guard meshTriangles <= PDFMeshShading.maxTriangles else {
            throw fail(place, "the file's meshes hold more than \(PDFMeshShading.maxTriangles) triangles", .tooLarge)
        }
        return VectorMesh(triangles: triangles)
    }

    /// An axial or radial shading as a gradient in its own space.
    private mutating func shading(_ object: PDFObject, _ at: String) throws(VectorError) -> VectorPaint? {
        var dict: [String: PDFObject]
        switch object {
        case .dictionary(let d): dict = d
        case .reference(let n, _):
            guard let d = try document.object(n)?.dictionary else { throw fail(at, "a shading that is not a dictionary") }
            dict = d
        default: throw fail(at, "a shading that is not a dictionary")
        }
        let type = try document.integer(dict["ShadingType"]) ?? 0
        guard type == 2 || type == 3 else { throw fail(at, "shading type \(type) is not drawn", .unsupported) }
        let space = try colorSpace(dict["ColorSpace"] ?? .name("DeviceRGB"), [:], at)
        guard let coords = try document.array(dict["Coords"])?.compactMap(\.number), coords.count == (type == 2 ? 4 : 6) else {
            throw fail(at, "a shading without its coordinates")
        }
        let domain = try document.array(dict["Domain"])?.compactMap(\.number) ?? [0, 1]
        guard domain.count == 2, domain[1] != domain[0] else { throw fail(at, "a shading with an empty domain") }
        let stops = try sampledStops(dict["Function"], domain: (domain[0], domain[1]), space: space, at)
        guard stops.count >= 2 else { return stops.first.map { .color($0.color) } }
        if type == 2 {
            return .linear(VectorLinearGradient(stops: stops, start: Point(coords[0], coords[1]), end: Point(coords[2], coords[3])))
        }
        return .radial(VectorRadialGradient(stops: stops, center: Point(coords[3], coords[4]), radius: coords[5],
                                            focal: Point(coords[0], coords[1]), focalRadius: coords[2]))
    }

    /// Gradient stops from a shading function over its domain: the function's own break points
    /// for stitching functions, else 33 samples.
    private mutating func sampledStops(_ function: PDFObject?, domain: (Double, Double), space: ColorSpace, _ at: String) throws(VectorError) -> [VectorGradientStop] {
        guard function != nil, try document.resolve(function) != nil else { throw fail(at, "a shading without a function") }
        let f = try PDFFunction.parse(function, document: &document, at: at)
        var ts: [Double] = []
        if case .stitching(_, _, _, let bounds, _) = f {
            ts = [domain.0] + bounds + [domain.1]
            // Each piece sampled at its ends and middle.
            var all: [Double] = []
            for k in 0..<(ts.count - 1) { all += [ts[k], (ts[k] + ts[k + 1]) / 2] }
            ts = all + [domain.1]
        } else {
            ts = (0...32).map { domain.0 + (domain.1 - domain.0) * Double($0) / 32 }
        }
        var stops: [VectorGradientStop] = []
        for t in ts {
            let values = try evaluate(f, t)
            let color = try self.color(space, values.map(PDFObject.number), at)
            stops.append(VectorGradientStop(offset: (t - domain.0) / (domain.1 - domain.0), color: color))
        }
        return stops
    }

    /// `f` at `t`, its errors naming the file.
    func evaluate(_ f: PDFFunction, _ t: Double) throws(VectorError) -> [Double] {
        try evaluate(f, [t])
    }

    /// A function's outputs for several inputs, errors naming this file.
    func evaluate(_ f: PDFFunction, _ inputs: [Double]) throws(VectorError) -> [Double] {
        do { return try f.evaluate(inputs) } catch {
            var named = error
            if named.file == nil { named.file = document.file }
            throw named
        }
    }

    /// A Form XObject drawn in place (its matrix, bounding box clip and resources); a
    /// transparency group with a fill opacity becomes one group composited at that opacity.
    private mutating func form(_ number: Int, _ state: State, _ resources: [String: PDFObject], _ at: String) throws(VectorError) -> [VectorNode] {
        guard formDepth < Self.maxFormDepth else { throw fail(at, "forms nest deeper than \(Self.maxFormDepth)", .tooLarge) }
        guard !formsInUse.contains(number) else { throw fail("object \(number) 0", "a form draws itself", .badReference) }
        let depth = formDepth
        if let drawn = try drawnBefore(number, state, resources, depth: depth, at) { return drawn }
        let before = work
        let (dict, data) = try document.stream(number)
        switch dict["Subtype"]?.name {
        case "Form": break
        default: throw fail("object \(number) 0", "an XObject of an unknown kind", .unsupported)
        }
        var ctm = state.ctm
        if let m = try document.array(dict["Matrix"])?.compactMap(\.number), m.count == 6 {
            ctm = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(ctm)
        }
        var clips = state.clips
        if let b = try document.array(dict["BBox"])?.compactMap(\.number), b.count == 4 {
            var box = VectorPath()
            box.move(to: Point(b[0], b[1])); box.line(to: Point(b[2], b[1])); box.line(to: Point(b[2], b[3]))
            box.line(to: Point(b[0], b[3])); box.close()
            clips.append(VectorClip(path: box, transform: ctm.concatenating(base)))
        }
        let formResources = try document.dictionary(dict["Resources"]) ?? resources
        let isGroup = dict["Group"] != nil && state.fillAlpha < 1
        formDepth += 1
        formsInUse.insert(number)
        defer { formDepth -= 1; formsInUse.remove(number) }
        let nodes = try run(data, resources: formResources, ctm: ctm, location: "object \(number) 0 content",
                            alphas: isGroup ? (1, 1) : (state.fillAlpha, state.strokeAlpha), clips: isGroup ? [] : clips)
        let drawn: [VectorNode] = isGroup && !nodes.isEmpty ? [.group(VectorGroup(opacity: state.fillAlpha, clips: clips, children: nodes))] : nodes
        keep(drawn, of: number, from: state, resources, depth: depth, workBefore: before)
        return drawn
    }
}
