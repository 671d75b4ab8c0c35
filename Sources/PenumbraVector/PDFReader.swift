// PDF icons into the vector model: the first page of the file, its content stream's paths,
// colours, line styles, clips, opacities, soft masks and blend modes (ExtGState), Form XObjects
// and transparency groups, shadings (`sh` and shading patterns: axial, radial and meshes),
// images and text in embedded fonts. What is not drawn (a Type 1 font, a tiling pattern, a
// filter or colour space not read) is refused with an error naming the object, so an icon is
// never drawn wrong silently.
import Foundation
import PenumbraCore
import struct PenumbraCore.AffineTransform

/// Reads PDF files into ``VectorDrawing``s.
public enum PDFReader {
    /// The largest file read (bytes).
    public static let maxFileSize = 32 << 20

    /// The first page of the PDF file at `url`; errors name the file.
    public static func read(contentsOf url: URL) throws(VectorError) -> VectorDrawing {
        try read(try VectorError.contents(of: url), file: url.path)
    }

    /// The first page of PDF `data`; `file` names it in errors.
    public static func read(_ data: Data, file: String? = nil) throws(VectorError) -> VectorDrawing {
        guard data.count <= maxFileSize else {
            throw VectorError(.tooLarge, file: file, location: "", reason: "the file is \(data.count) bytes, more than the \(maxFileSize) read")
        }
        var document = try PDFDocument(bytes: [UInt8](data), file: file)
        do { return try page(&document) } catch { throw error.file == nil ? error.inFile(file ?? "") : error }
    }

    private static func page(_ doc: inout PDFDocument) throws(VectorError) -> VectorDrawing {
        var catalog = try doc.dictionary(doc.trailer["Root"])
        if catalog == nil {
            for number in Set(doc.offsets.keys).union(doc.packed.keys).sorted() {
                if let d = try? doc.object(number)?.dictionary, d["Type"]?.name == "Catalog" { catalog = d; break }
            }
        }
        guard let catalog else { throw VectorError(.malformed, file: doc.file, location: "trailer", reason: "no document catalog") }
        // Down the page tree to the first page, collecting inherited attributes.
        var node = try doc.dictionary(catalog["Pages"])
        var inherited: [String: PDFObject] = [:]
        var depth = 0
        while let current = node, current["Type"]?.name != "Page" || current["Kids"] != nil {
            for key in ["MediaBox", "CropBox", "Resources", "Rotate"] where current[key] != nil { inherited[key] = current[key] }
            depth += 1
            guard depth < 32, let kids = try doc.array(current["Kids"]), let first = kids.first else {
                throw VectorError(.malformed, file: doc.file, location: "page tree", reason: "the page tree has no page")
            }
            node = try doc.dictionary(first)
        }
        guard let page = node else { throw VectorError(.malformed, file: doc.file, location: "page tree", reason: "the page tree has no page") }
        for (key, value) in page { inherited[key] = value }
        func box(_ key: String) throws(VectorError) -> Rect? {
            guard let a = try doc.array(inherited[key]), a.count == 4 else { return nil }
            var v: [Double] = []
            for x in a { guard let n = try doc.number(x) else { return nil }; v.append(n) }
            let r = Rect(x: min(v[0], v[2]), y: min(v[1], v[3]), width: abs(v[2] - v[0]), height: abs(v[3] - v[1]))
            return r.width > 0 && r.height > 0 ? r : nil
        }
        let crop = try box("CropBox"), media = try box("MediaBox")
        guard let pageBox = crop ?? media else {
            throw VectorError(.malformed, file: doc.file, location: "page 1", reason: "the page has no MediaBox")
        }
        guard pageBox.width <= 1e6, pageBox.height <= 1e6 else {
            throw VectorError(.tooLarge, file: doc.file, location: "page 1", reason: "the page is \(pageBox.width)x\(pageBox.height) points")
        }
        // PDF space (y up, origin at the box's corner) to the drawing (y down, top-left), then /Rotate.
        let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -pageBox.minX, ty: pageBox.maxY)
        let w = pageBox.width, h = pageBox.height
        let rotate = (((try doc.integer(inherited["Rotate"]) ?? 0) % 360) + 360) % 360
        let base: AffineTransform
        let size: Size
        switch rotate {
        case 90: base = flip.concatenating(AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)); size = Size(h, w)
        case 180: base = flip.concatenating(AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)); size = Size(w, h)
        case 270: base = flip.concatenating(AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)); size = Size(h, w)
        default: base = flip; size = Size(w, h)
        }
        var content: [UInt8] = []
        switch page["Contents"] {
        case .reference(let n, _)?:
            if case .array(let parts)? = try doc.object(n) {
                for part in parts { if case .reference(let m, _) = part { content += try doc.stream(m).data + [10] } }
            } else {
                content = try doc.stream(n).data
            }
        case .array(let parts)?:
            for part in parts { if case .reference(let m, _) = part { content += try doc.stream(m).data + [10] } }
        default: break
        }
        var interpreter = PDFContentInterpreter(document: doc, base: base)
        interpreter.hiddenGroups = try hiddenGroups(catalog, doc)
        let resources = try doc.dictionary(inherited["Resources"]) ?? [:]
        let nodes = try interpreter.run(content, resources: resources, ctm: .identity, location: "page 1 content")
        return VectorDrawing(size: size, content: nodes)
    }

    /// The optional content groups the default configuration hides (`/OCProperties /D`:
    /// `/BaseState /OFF` hides every group not listed `/ON`; else the `/OFF` list), by object number.
    private static func hiddenGroups(_ catalog: [String: PDFObject], _ doc: PDFDocument) throws(VectorError) -> Set<Int> {
        guard let properties = try doc.dictionary(catalog["OCProperties"]), let config = try doc.dictionary(properties["D"]) else { return [] }
        func numbers(_ value: PDFObject?) throws(VectorError) -> Set<Int> {
            var out: Set<Int> = []
            for item in try doc.array(value) ?? [] { if case .reference(let n, _) = item { out.insert(n) } }
            return out
        }
        if try doc.name(config["BaseState"]) == "OFF" {
            return try numbers(properties["OCGs"]).subtracting(try numbers(config["ON"]))
        }
        return try numbers(config["OFF"])
    }
}
