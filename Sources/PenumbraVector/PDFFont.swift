// The fonts text is shown with (ISO 32000-1 §§ 9.6–9.7): Type 3 fonts, whose glyphs are content
// streams drawn in place, and fonts whose embedded outlines Penumbra's font reader parses —
// TrueType (FontFile2), OpenType and bare CFF (FontFile3) — as simple fonts of one-byte codes
// or as Type 0 fonts with an Identity CMap of two-byte CIDs. Codes become glyphs through the
// font's own symbol or Macintosh `cmap` subtables, or through its Unicode map for the printable
// ASCII codes every standard encoding shares (and /Differences names of one letter or uniXXXX);
// a CFF program's glyphs are found by name in its charset. A font Penumbra cannot draw (Type 1,
// a font not embedded, another CMap) is refused with an error naming its object.
import PenumbraCore
import PenumbraText
import struct PenumbraCore.AffineTransform

/// A font of a PDF file, ready to map codes to glyphs.
struct PDFFont {
    /// How glyphs are drawn.
    enum Kind {
        /// Glyph procedures (object numbers by glyph name), the code → name table, the font matrix
        /// (glyph space to text space) and the procedures' resources.
        case type3(procs: [String: Int], names: [Int: String], matrix: AffineTransform, resources: [String: PDFObject]?)
        /// Outlines of a font file; `cidToGID` maps a Type 0 font's CIDs (nil: identity).
        case outline(face: FontFace, cidToGID: [UInt16]?)
        /// A bare CFF program; a simple font's codes are named through its encoding.
        case cff(CFFProgram)
    }

    /// What an embedded font file holds.
    enum Program {
        case face(FontFace)
        case cff(CFFProgram)
    }

    let kind: Kind
    /// Two-byte codes (a Type 0 font) or one-byte.
    let twoByte: Bool
    /// Widths of codes in text-space units for a size of 1 (glyph widths / 1000, or through the
    /// Type 3 font matrix).
    let widths: [Int: Double]
    let defaultWidth: Double
    /// One-letter /Differences names by code, for the Unicode look-up.
    let differences: [Int: String]
    /// Whether the font says its glyphs are outside the standard Latin set (flag 3).
    let symbolic: Bool
    /// Whether a simple font's encoding is MacRoman or WinAnsi (whose codes 39 and 96 are
    /// quotesingle and grave rather than the standard encoding's quoteright and quoteleft).
    let macOrWinAnsi: Bool

    /// The most glyph procedures, width entries and Differences entries read.
    static let maxEntries = 65_536

    /// The font dictionary of object `number` (or an inline dictionary), read; `place` names it.
    init(_ dict: [String: PDFObject], document: inout PDFDocument, place: String) throws(VectorError) {
        func fail(_ reason: String, _ kind: VectorError.Kind = .unsupported) -> VectorError {
            VectorError(kind, file: document.file, location: place, reason: reason)
        }
        let subtype = try document.name(dict["Subtype"]) ?? ""
        let baseFont = try document.name(dict["BaseFont"]) ?? "?"
        switch subtype {
        case "Type3":
            var procs: [String: Int] = [:]
            for (name, value) in try document.dictionary(dict["CharProcs"]) ?? [:] {
                if case .reference(let n, _) = value { procs[name] = n }
            }
            let (names, _) = try Self.encoding(dict, document)
            var matrix = AffineTransform(a: 0.001, b: 0, c: 0, d: 0.001, tx: 0, ty: 0)
            if let m = try document.array(dict["FontMatrix"]) {
                var v: [Double] = []
                for x in m { v.append(try document.number(x) ?? 0) }
                if v.count == 6, v.allSatisfy(\.isFinite) { matrix = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]) }
            }
            kind = .type3(procs: procs, names: names, matrix: matrix, resources: try document.dictionary(dict["Resources"]))
            twoByte = false
            macOrWinAnsi = false
            widths = try Self.simpleWidths(dict, document, scale: matrix.a)
            defaultWidth = 0
            differences = names
            symbolic = true
        case "TrueType", "Type1", "MMType1":
            let descriptor = try document.dictionary(dict["FontDescriptor"]) ?? [:]
            switch try Self.program(descriptor, document: &document, place: place, baseFont: baseFont) {
            case .face(let face): kind = .outline(face: face, cidToGID: nil)
            case .cff(let program): kind = .cff(program)
            }
            twoByte = false
            var encodingName = try document.name(dict["Encoding"])
            if encodingName == nil { encodingName = try document.name(try document.dictionary(dict["Encoding"])?["BaseEncoding"]) }
            macOrWinAnsi = ["MacRomanEncoding", "WinAnsiEncoding"].contains(encodingName ?? "")
            widths = try Self.simpleWidths(dict, document, scale: 0.001)
            defaultWidth = (try document.number(descriptor["MissingWidth"]) ?? 0) / 1000
            differences = try Self.encoding(dict, document).differences
            symbolic = (try document.integer(descriptor["Flags"]) ?? 0) & 4 != 0
        case "Type0":
            let encoding = try document.name(dict["Encoding"]) ?? "?"
            guard encoding == "Identity-H" || encoding == "Identity-V" else {
                throw fail("text in the CMap \(encoding) of the font \(baseFont) is not drawn")
            }
            guard let descendant = try document.dictionary(try document.array(dict["DescendantFonts"])?.first) else {
                throw fail("a Type 0 font without its descendant font", .malformed)
            }
            let descriptor = try document.dictionary(descendant["FontDescriptor"]) ?? [:]
            switch try Self.program(descriptor, document: &document, place: place, baseFont: baseFont) {
            case .face(let face):
                var map: [UInt16]?
                if case .reference(let n, _)? = descendant["CIDToGIDMap"] {
                    let data = try document.stream(n).data
                    map = stride(from: 0, to: data.count - 1, by: 2).map { UInt16(data[$0]) << 8 | UInt16(data[$0 + 1]) }
                }
                kind = .outline(face: face, cidToGID: map)
            case .cff(let program):
                kind = .cff(program)
            }
            twoByte = true
            macOrWinAnsi = false
            widths = try Self.cidWidths(descendant, document)
            defaultWidth = (try document.number(descendant["DW"]) ?? 1000) / 1000
            differences = [:]
            symbolic = true
        default:
            throw fail("text in the \(subtype) font \(baseFont) is not drawn")
        }
    }

    /// The width of `code` for a size of 1.
    func width(_ code: Int) -> Double {
        if let w = widths[code] { return w }
        if case .outline(let face, _) = kind, let g = glyph(code) {
            return Double(face.advance(glyph: g)) / Double(face.unitsPerEm)
        }
        return defaultWidth
    }

    /// The glyph of a CFF program for `code`: a CID (through the charset of a CID-keyed font), or
    /// a simple font's code named by /Differences or the standard names of printable ASCII.
    func cffGlyph(_ program: CFFProgram, _ code: Int) -> UInt16? {
        if twoByte {
            if program.isCIDKeyed { return program.glyph(charsetValue: code) }
            return code > 0 && code < program.glyphCount ? UInt16(code) : nil
        }
        if let name = differences[code] { return program.glyph(named: name) }
        guard (32...126).contains(code) else { return nil }
        if macOrWinAnsi, code == 39 { return program.glyph(named: "quotesingle") }
        if macOrWinAnsi, code == 96 { return program.glyph(named: "grave") }
        return program.glyph(named: CFFProgram.asciiNames[code - 32])
    }

    /// The glyph of an outline font for `code`, nil when the font has none.
    func glyph(_ code: Int) -> UInt16? {
        guard case .outline(let face, let map) = kind else { return nil }
        if twoByte {
            let gid: Int
            if let map { guard code < map.count else { return nil }; gid = Int(map[code]) } else { gid = code }
            return gid > 0 && gid < face.numberOfGlyphs ? UInt16(gid) : nil
        }
        if let g = face.glyph(forCode: UInt8(truncatingIfNeeded: code)) { return g }
        if let name = differences[code] {
            if name.count == 1, let s = name.unicodeScalars.first { return face.glyph(for: s) }
            if name.hasPrefix("uni"), name.count == 7, let v = UInt32(name.dropFirst(3), radix: 16), let s = Unicode.Scalar(v) {
                return face.glyph(for: s)
            }
            if name == "space" { return face.glyph(for: " ") }
        }
        if (32...126).contains(code), let s = Unicode.Scalar(code) { return face.glyph(for: s) }
        return nil
    }

    /// The codes of a string shown with the font.
    func codes(_ bytes: [UInt8]) -> [Int] {
        guard twoByte else { return bytes.map(Int.init) }
        return stride(from: 0, to: bytes.count - 1, by: 2).map { Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]) }
    }

    // MARK: Reading

    /// The embedded font file of a descriptor, parsed.
    private static func program(_ descriptor: [String: PDFObject], document: inout PDFDocument, place: String,
                                baseFont: String) throws(VectorError) -> Program {
        func fail(_ reason: String, _ kind: VectorError.Kind = .unsupported) -> VectorError {
            VectorError(kind, file: document.file, location: place, reason: reason)
        }
        let number: Int
        if case .reference(let n, _)? = descriptor["FontFile2"] {
            number = n
        } else if case .reference(let n, _)? = descriptor["FontFile3"] {
            let kind = try document.name(try document.dictionary(descriptor["FontFile3"])?["Subtype"]) ?? "?"
            if kind == "Type1C" || kind == "CIDFontType0C" {
                let data = try document.stream(n).data
                do { return .cff(try CFFProgram(data: data)) } catch {
                    throw VectorError(.malformed, file: document.file, location: "object \(n) 0", reason: "the embedded CFF font cannot be read: \(error)")
                }
            }
            guard kind == "OpenType" else { throw fail("text in the \(kind) font \(baseFont) is not drawn") }
            number = n
        } else if descriptor["FontFile"] != nil {
            throw fail("text in the Type 1 font \(baseFont) is not drawn")
        } else {
            throw fail("text in the font \(baseFont), which the file does not embed, is not drawn")
        }
        let data = try document.stream(number).data
        do {
            return .face(try FontFace(data: data, source: "object \(number) 0", requiringUnicodeMap: false))
        } catch {
            throw VectorError(.malformed, file: document.file, location: "object \(number) 0", reason: "the embedded font cannot be read: \(error)")
        }
    }

    /// A simple font's code → glyph name table (/Differences) and whether it has one.
    private static func encoding(_ dict: [String: PDFObject], _ document: PDFDocument) throws(VectorError) -> (differences: [Int: String], present: Bool) {
        guard let encoding = try document.dictionary(dict["Encoding"]), let differences = try document.array(encoding["Differences"]) else {
            return ([:], false)
        }
        var names: [Int: String] = [:]
        var code = 0
        for item in differences.prefix(maxEntries) {
            switch try document.resolve(item) {
            case .number(let n)?: code = PDFDocument.integer(n)
            case .name(let name)?:
                names[code] = name
                code += 1
            default: break
            }
        }
        return (names, true)
    }

    /// FirstChar and Widths, each width × `scale`.
    private static func simpleWidths(_ dict: [String: PDFObject], _ document: PDFDocument, scale: Double) throws(VectorError) -> [Int: Double] {
        let first = try document.integer(dict["FirstChar"]) ?? 0
        var widths: [Int: Double] = [:]
        for (k, w) in (try document.array(dict["Widths"]) ?? []).prefix(maxEntries).enumerated() {
            if let v = try document.number(w) { widths[first + k] = v * scale }
        }
        return widths
    }

    /// A CID font's /W array: `c [w1 w2 …]` and `cFirst cLast w`, in thousandths.
    private static func cidWidths(_ dict: [String: PDFObject], _ document: PDFDocument) throws(VectorError) -> [Int: Double] {
        var widths: [Int: Double] = [:]
        let items = try document.array(dict["W"]) ?? []
        var k = 0, work = 0
        while k < items.count, widths.count < maxEntries, work < 4 * maxEntries {
            guard let c = try document.integer(items[k]) else { break }
            if k + 1 < items.count, let list = try document.array(items[k + 1]) {
                for (j, w) in list.prefix(maxEntries).enumerated() { if let v = try document.number(w) { widths[c + j] = v / 1000 } }
                work += list.count + 1
                k += 2
            } else if k + 2 < items.count, let last = try document.integer(items[k + 1]), let w = try document.number(items[k + 2]) {
                let end = max(c, min(last, c + maxEntries))
                for cid in c...end { widths[cid] = w / 1000 }
                work += end - c + 1
                k += 3
            } else {
                break
            }
        }
        return widths
    }
}
