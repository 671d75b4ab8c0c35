// Text objects (ISO 32000-1 § 9.4): BT/ET, the text state operators, positioning (Td TD Tm T*)
// and showing (Tj TJ ' "). Glyphs of outline fonts become filled and/or stroked paths in user
// space, one shape a string, painted like any path in the fill and stroke colours; Type 3
// glyphs run their procedures in place. Rendering modes 4–7 add the glyphs to a clip that
// applies from ET on; mode 3 only moves the pen.
import PenumbraCore
import PenumbraText
import struct PenumbraCore.AffineTransform

extension PDFContentInterpreter {
    /// The most glyphs one file may show, and the most path elements their outlines may have.
    static let maxGlyphs = 200_000
    static let maxGlyphElements = 4_000_000

    /// Runs a text operator.
    mutating func textOperator(_ op: String, _ operands: [PDFObject], _ state: inout State, _ resources: [String: PDFObject],
                               _ streamBase: AffineTransform, _ at: String, _ out: inout [VectorNode]) throws(VectorError) {
        func number(_ k: Int) throws(VectorError) -> Double {
            guard k < operands.count, case .number(let v) = operands[k] else { throw fail(at, "\(op) is missing a number") }
            guard abs(v) <= SVGPathData.maxCoordinate else { throw fail(at, "a number beyond ±10,000,000", .tooLarge) }
            return v
        }
        func string(_ k: Int) throws(VectorError) -> [UInt8] {
            guard k < operands.count, case .string(let s) = operands[k] else { throw fail(at, "\(op) is missing a string") }
            return s
        }
        switch op {
        case "BT":
            state.text.matrix = .identity; state.text.lineMatrix = .identity; state.text.clip = nil
        case "ET":
            if let clip = state.text.clip { state.clips.append(VectorClip(path: clip)) }
            state.text.clip = nil
        case "Tc": state.text.charSpacing = try number(0)
        case "Tw": state.text.wordSpacing = try number(0)
        case "Tz": state.text.horizontalScale = try number(0) / 100
        case "TL": state.text.leading = try number(0)
        case "Ts": state.text.rise = try number(0)
        case "Tr": state.text.mode = max(0, min(7, PDFDocument.integer(try number(0))))
        case "Tf":
            guard let name = operands.first?.name else { throw fail(at, "Tf without a font name") }
            state.text.size = try number(1)
            state.text.font = try font(named: name, resources, at)
        case "Td": state.text.newLine(try number(0), try number(1))
        case "TD":
            let ty = try number(1)
            state.text.leading = -ty
            state.text.newLine(try number(0), ty)
        case "Tm":
            let m = AffineTransform(a: try number(0), b: try number(1), c: try number(2), d: try number(3), tx: try number(4), ty: try number(5))
            state.text.matrix = m; state.text.lineMatrix = m
        case "T*": state.text.newLine(0, -state.text.leading)
        case "Tj": try show(try string(0), &state, resources, streamBase, at, &out)
        case "'":
            state.text.newLine(0, -state.text.leading)
            try show(try string(0), &state, resources, streamBase, at, &out)
        case "\"":
            state.text.wordSpacing = try number(0); state.text.charSpacing = try number(1)
            state.text.newLine(0, -state.text.leading)
            try show(try string(2), &state, resources, streamBase, at, &out)
        case "TJ":
            guard case .array(let items)? = operands.first else { throw fail(at, "TJ without an array") }
            for item in items {
                switch item {
                case .string(let s): try show(s, &state, resources, streamBase, at, &out)
                case .number(let n):
                    guard abs(n) <= SVGPathData.maxCoordinate else { throw fail(at, "a number beyond ±10,000,000", .tooLarge) }
                    state.text.advance(-n / 1000 * state.text.size * state.text.horizontalScale)
                default: throw fail(at, "TJ's array holds something that is neither a string nor a number")
                }
            }
        default:
            throw fail(at, "unknown text operator '\(op)'", .unsupported)
        }
    }

    /// The key of font `name` of the resources in `fonts`, read on first use.
    private mutating func font(named name: String, _ resources: [String: PDFObject], _ at: String) throws(VectorError) -> Int {
        guard let entry = try document.dictionary(resources["Font"])?[name] else {
            throw fail(at, "Tf names a font the resources do not have", .badReference)
        }
        let key: Int, place: String
        switch entry {
        case .reference(let n, _): key = n; place = "object \(n) 0"
        default: key = -1 - fonts.count; place = "\(at), font \(name)"
        }
        if fonts[key] == nil {
            guard let dict = try document.dictionary(entry) else { throw fail(place, "a font that is not a dictionary") }
            guard fonts.count < 256 else { throw fail(at, "more than 256 fonts", .tooLarge) }
            fonts[key] = try PDFFont(dict, document: &document, place: place)
        }
        return key
    }

    /// Shows the string `bytes`: its glyphs drawn as the rendering mode says, the pen advanced.
    private mutating func show(_ bytes: [UInt8], _ state: inout State, _ resources: [String: PDFObject], _ streamBase: AffineTransform,
                               _ at: String, _ out: inout [VectorNode]) throws(VectorError) {
        guard let key = state.text.font, let font = fonts[key] else { throw fail(at, "text shown before a font is chosen (Tf)") }
        let mode = state.text.mode
        var outlines = VectorPath()
        for code in font.codes(bytes) {
            glyphsShown += 1
            guard glyphsShown <= Self.maxGlyphs else { throw fail(at, "more than \(Self.maxGlyphs) glyphs", .tooLarge) }
            let trm = state.text.renderingMatrix
            switch font.kind {
            case .outline(let face, _):
                if mode != 3, let g = font.glyph(code) {
                    let outline: VectorPath
                    do { outline = try face.outline(glyph: g) } catch {
                        throw fail(at, "glyph \(g) of the embedded font cannot be read: \(error)", .malformed)
                    }
                    let scale = 1 / Double(face.unitsPerEm)
                    outlines.append(outline.applying(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0).concatenating(trm)))
                }
            case .cff(let program):
                if mode != 3, let g = font.cffGlyph(program, code) {
                    let outline: VectorPath
                    do { outline = try program.outline(glyph: g) } catch {
                        throw fail(at, "glyph \(g) of the embedded font cannot be read: \(error)", .malformed)
                    }
                    let m = program.fontMatrix
                    outlines.append(outline.applying(AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(trm)))
                }
            case let .type3(procs, names, matrix, fontResources):
                if mode != 3, mode != 7, let name = names[code], let proc = procs[name] {
                    out += try type3Glyph(proc, matrix.concatenating(trm).concatenating(state.ctm), state, fontResources ?? resources)
                }
            }
            var tx = font.width(code) * state.text.size + state.text.charSpacing
            if !font.twoByte, code == 32 { tx += state.text.wordSpacing }
            state.text.advance(tx * state.text.horizontalScale)
        }
        guard !outlines.isEmpty else { return }
        glyphElements += outlines.elements.count
        guard glyphElements <= Self.maxGlyphElements else {
            throw fail(at, "the file's glyphs have more than \(Self.maxGlyphElements) outline elements", .tooLarge)
        }
        let toDrawing = state.ctm.concatenating(base)
        if [4, 5, 6, 7].contains(mode) {
            var clip = state.text.clip ?? VectorPath()
            clip.append(outlines.applying(toDrawing))
            state.text.clip = clip
        }
        let fills = [0, 2, 4, 6].contains(mode), strokes = [1, 2, 5, 6].contains(mode)
        guard fills || strokes else { return }
        var shape = VectorShape(path: outlines, transform: toDrawing)
        if fills, let paint = try paint(state.fill, state, resources, streamBase, at) {
            shape.fill = VectorFill(paint: paint, opacity: state.fillAlpha)
        }
        if strokes, let paint = try paint(state.stroke, state, resources, streamBase, at) {
            shape.stroke = VectorStroke(paint: paint, style: state.line, opacity: state.strokeAlpha)
        }
        if shape.fill != nil || shape.stroke != nil { append(.shape(shape), state, to: &out) }
    }

    /// A Type 3 glyph: its procedure run with `ctm`, in the current colours, clips and opacity.
    private mutating func type3Glyph(_ number: Int, _ ctm: AffineTransform, _ state: State,
                                     _ resources: [String: PDFObject]) throws(VectorError) -> [VectorNode] {
        guard formDepth < Self.maxFormDepth else { throw fail("object \(number) 0", "glyphs and forms nest deeper than \(Self.maxFormDepth)", .tooLarge) }
        guard !formsInUse.contains(number) else { throw fail("object \(number) 0", "a glyph draws itself", .badReference) }
        let data = try document.stream(number).data
        formDepth += 1
        formsInUse.insert(number)
        defer { formDepth -= 1; formsInUse.remove(number) }
        var glyphState = state
        glyphState.text = PDFTextState()
        return try run(data, resources: resources, ctm: ctm, location: "object \(number) 0 content", initial: glyphState)
    }
}
