// A PDF file's objects. The object table is built by scanning the file for `N G obj` headers
// rather than trusting the cross-reference table, which real icon exports often get wrong (and
// which incremental updates and linearization make twofold); the last definition of a number
// wins, as an update's would. Streams are read by their /Length when it is right, else up to
// `endstream`, and decoded with bounded output, so a compression bomb stops early. Objects packed
// in object streams (`/Type /ObjStm`, as cairo and other PDF 1.5 writers store most of a file,
// the catalog included) are found through those streams, and a file whose trailer is a
// cross-reference stream (`/Type /XRef`) takes its `/Root` from there, as poppler reads them.
import CLibPNG
import Foundation
import PenumbraCore

/// A parsed PDF file.
struct PDFDocument {
    /// The most decompressed bytes one file may produce.
    static let maxDecodedBytes = 64 << 20

    let bytes: [UInt8]
    let file: String?
    /// Object number → (offset of the object's value, offset after `stream` when it has one).
    private(set) var offsets: [Int: Int] = [:]
    var trailer: [String: PDFObject] = [:]
    var decodedBytes = 0
    /// Objects inside object streams: number → (the stream's object number, offset in its data).
    private(set) var packed: [Int: (stream: Int, offset: Int)] = [:]
    /// The decoded data of each object stream.
    private var objectStreams: [Int: [UInt8]] = [:]

    init(bytes: [UInt8], file: String?) throws(VectorError) {
        self.bytes = bytes
        self.file = file
        guard bytes.count > 8, Array(bytes[0..<5]) == Array("%PDF-".utf8) || bytes.firstRange(of: Array("%PDF-".utf8)) != nil else {
            throw VectorError(.malformed, file: file, location: "byte 0", reason: "not a PDF file (no %PDF- header)")
        }
        scanObjects()
        guard !offsets.isEmpty else { throw VectorError(.malformed, file: file, location: "", reason: "the file holds no objects") }
        // Trailers: the last one with a /Root (an update's trailer repeats it).
        var search = bytes.count
        while let range = bytes[0..<search].lastRange(of: Array("trailer".utf8)) {
            var lexer = PDFLexer(bytes: bytes, at: range.upperBound)
            if case .dictionary(let d)? = try? lexer.next(), d["Root"] != nil {
                trailer = d
                break
            }
            search = range.lowerBound
        }
        readObjectStreams()
        if trailer["Root"] == nil {
            // A cross-reference stream is the trailer of a PDF 1.5 file written without one.
            for number in offsets.keys.sorted().reversed() where mentions("XRef", at: number) {
                if let d = try? object(number)?.dictionary, d["Type"]?.name == "XRef", d["Root"] != nil { trailer = d; break }
            }
        }
    }

    /// Whether the first bytes of object `number` hold `/word` (a cheap test before parsing).
    private func mentions(_ word: String, at number: Int) -> Bool {
        guard let offset = offsets[number], offset < bytes.count else { return false }
        return bytes[offset..<min(bytes.count, offset + 400)].firstRange(of: Array(("/" + word).utf8)) != nil
    }

    /// Indexes the objects packed in object streams; a number defined directly in the file keeps
    /// that definition. An object stream that cannot be read is passed over, as a damaged object
    /// would be: what needs its objects then names them as missing.
    private mutating func readObjectStreams() {
        for number in offsets.keys.sorted() where mentions("ObjStm", at: number) {
            guard let head = try? object(number)?.dictionary, head["Type"]?.name == "ObjStm",
                  let count = try? integer(head["N"]), let first = try? integer(head["First"]),
                  (1...Self.maxPackedObjects).contains(count), first >= 0,
                  let data = try? stream(number).data, first < data.count else { continue }
            var lexer = PDFLexer(bytes: data, at: 0)
            for _ in 0..<count {
                guard case .number(let objectNumber)?? = try? lexer.next(references: false),
                      case .number(let offset)?? = try? lexer.next(references: false) else { break }
                let packedNumber = Self.integer(objectNumber), at = first + Self.integer(offset)
                guard (0..<10_000_000).contains(packedNumber), (first..<data.count).contains(at),
                      offsets[packedNumber] == nil, packed[packedNumber] == nil else { continue }
                packed[packedNumber] = (number, at)
            }
            objectStreams[number] = data
            guard packed.count <= Self.maxPackedObjects else { break }
        }
    }

    /// The most objects read from object streams in one file.
    static let maxPackedObjects = 1_000_000

    /// Records the offset of every `N G obj`.
    private mutating func scanObjects() {
        let n = bytes.count
        var k = 0
        while k + 3 < n {
            // Find "obj" preceded by whitespace, a generation number and an object number.
            guard bytes[k] == UInt8(ascii: "o"), bytes[k + 1] == UInt8(ascii: "b"), bytes[k + 2] == UInt8(ascii: "j"),
                  k > 0, PDFLexer.isWhite(bytes[k - 1]) else { k += 1; continue }
            var j = k - 1
            while j > 0, PDFLexer.isWhite(bytes[j]) { j -= 1 }
            var genStart = j
            while genStart > 0, bytes[genStart - 1] >= 48, bytes[genStart - 1] <= 57 { genStart -= 1 }
            guard bytes[j] >= 48, bytes[j] <= 57, genStart > 0, PDFLexer.isWhite(bytes[genStart - 1]) else { k += 3; continue }
            var m = genStart - 1
            while m > 0, PDFLexer.isWhite(bytes[m]) { m -= 1 }
            var numStart = m
            while numStart > 0, bytes[numStart - 1] >= 48, bytes[numStart - 1] <= 57 { numStart -= 1 }
            guard bytes[m] >= 48, bytes[m] <= 57, numStart == 0 || PDFLexer.isWhite(bytes[numStart - 1]) || PDFLexer.isDelimiter(bytes[numStart - 1]),
                  let number = Int(String(decoding: bytes[numStart...m], as: UTF8.self)), number < 10_000_000 else { k += 3; continue }
            offsets[number] = k + 3
            k += 3
        }
    }

    /// The object `number`, or nil when the file does not define it.
    func object(_ number: Int) throws(VectorError) -> PDFObject? {
        guard let offset = offsets[number] else {
            guard let (stream, at) = packed[number], let data = objectStreams[stream] else { return nil }
            var lexer = PDFLexer(bytes: data, at: at)
            do { return try lexer.next() } catch {
                throw VectorError(error.kind, file: file, location: "object \(number) 0 in object stream \(stream), \(error.location)",
                                  reason: error.reason)
            }
        }
        var lexer = PDFLexer(bytes: bytes, at: offset)
        do { return try lexer.next() } catch {
            throw VectorError(error.kind, file: file, location: "object \(number) 0, \(error.location)", reason: error.reason)
        }
    }

    /// `value`, with references followed (up to 32 deep, cycles refused).
    func resolve(_ value: PDFObject?) throws(VectorError) -> PDFObject? {
        var current = value
        var seen: Set<Int> = []
        while case .reference(let n, _)? = current {
            guard seen.insert(n).inserted, seen.count < 32 else {
                throw VectorError(.badReference, file: file, location: "object \(n) 0", reason: "references form a cycle")
            }
            current = try object(n)
        }
        return current
    }

    func dictionary(_ value: PDFObject?) throws(VectorError) -> [String: PDFObject]? { try resolve(value)?.dictionary }
    func number(_ value: PDFObject?) throws(VectorError) -> Double? { try resolve(value)?.number }
    func array(_ value: PDFObject?) throws(VectorError) -> [PDFObject]? { try resolve(value)?.array }
    func name(_ value: PDFObject?) throws(VectorError) -> String? { try resolve(value)?.name }
    /// A number as an integer (rounded toward zero, clamped to ±2^40 so a hostile value cannot
    /// trap the conversion).
    func integer(_ value: PDFObject?) throws(VectorError) -> Int? { try number(value).map(Self.integer) }
    static func integer(_ v: Double) -> Int { Int(fileNumber: v) }

    /// The decoded data of stream object `objectNumber` and its dictionary.
    mutating func stream(_ objectNumber: Int) throws(VectorError) -> (dictionary: [String: PDFObject], data: [UInt8]) {
        let (dict, raw) = try rawStream(objectNumber)
        return (dict, try decode(raw, dict, "object \(objectNumber) 0", keepingDCT: false).data)
    }

    /// The data of image stream `objectNumber` with every filter but a last DCTDecode undone:
    /// `jpeg` says the data is still a JPEG file.
    mutating func imageStream(_ objectNumber: Int) throws(VectorError) -> (dictionary: [String: PDFObject], data: [UInt8], jpeg: Bool) {
        let (dict, raw) = try rawStream(objectNumber)
        let (data, jpeg) = try decode(raw, dict, "object \(objectNumber) 0", keepingDCT: true)
        return (dict, data, jpeg)
    }

    /// The dictionary and undecoded bytes of stream `objectNumber`: by its /Length when that is
    /// right, else up to `endstream`.
    private func rawStream(_ objectNumber: Int) throws(VectorError) -> (dictionary: [String: PDFObject], data: [UInt8]) {
        let place = "object \(objectNumber) 0"
        guard let offset = offsets[objectNumber] else {
            throw VectorError(.badReference, file: file, location: place, reason: "the stream object is not in the file")
        }
        var lexer = PDFLexer(bytes: bytes, at: offset)
        let parsed: PDFObject?
        do { parsed = try lexer.next() } catch { throw VectorError(error.kind, file: file, location: place, reason: error.reason) }
        guard case .dictionary(let dict)? = parsed else { throw VectorError(.malformed, file: file, location: place, reason: "a stream without a dictionary") }
        lexer.skipWhite()
        guard lexer.i + 6 <= bytes.count, Array(bytes[lexer.i..<(lexer.i + 6)]) == Array("stream".utf8) else {
            throw VectorError(.malformed, file: file, location: place, reason: "the object is not a stream")
        }
        var start = lexer.i + 6
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        var end: Int
        // A /Length past the file (up to 2^63 and beyond) is not trusted: it falls back to the
        // search for `endstream`, as a damaged length does.
        if let number = try? number(dict["Length"]), let length = Int(truncating: number, in: 0...(bytes.count - start)),
           bytes[(start + length)..<min(bytes.count, start + length + 20)].firstRange(of: Array("endstream".utf8)) != nil {
            end = start + length
        } else {
            guard let r = bytes[start...].firstRange(of: Array("endstream".utf8)) else {
                throw VectorError(.malformed, file: file, location: place, reason: "the stream has no end (endstream)")
            }
            end = r.lowerBound
            while end > start, bytes[end - 1] == 10 || bytes[end - 1] == 13 { end -= 1 }
        }
        return (dict, Array(bytes[start..<end]))
    }

    /// `data` with the filters of `dict` undone (`Filter`/`DecodeParms`, or an inline image's `F`
    /// and `DP`); with `keepingDCT`, a last DCTDecode is left for the caller (`jpeg` is true).
    mutating func decode(_ input: [UInt8], _ dict: [String: PDFObject], _ place: String, keepingDCT: Bool,
                         inline: Bool = false) throws(VectorError) -> (data: [UInt8], jpeg: Bool) {
        var data = input
        var filters: [String] = []
        switch try resolve(inline ? dict["Filter"] ?? dict["F"] : dict["Filter"]) {
        case .name(let n)?: filters = [n]
        case .array(let a)?: for f in a { if let n = try name(f) { filters.append(n) } }
        default: break
        }
        guard filters.count <= 8 else { throw VectorError(.tooLarge, file: file, location: place, reason: "a stream with more than 8 filters") }
        var parms: [[String: PDFObject]?] = []
        switch try resolve(inline ? dict["DecodeParms"] ?? dict["DP"] : dict["DecodeParms"]) {
        case .dictionary(let d)?: parms = [d]
        case .array(let a)?: for p in a { parms.append(try dictionary(p)) }
        default: break
        }
        for (k, filter) in filters.enumerated() {
            let parm = k < parms.count ? parms[k] : nil
            switch filter {
            case "FlateDecode", "Fl":
                data = try inflate(data, place)
                if let parm, let predictor = try integer(parm["Predictor"]), predictor > 1 {
                    let colors = try integer(parm["Colors"]) ?? 1, bits = try integer(parm["BitsPerComponent"]) ?? 8
                    let columns = try integer(parm["Columns"]) ?? 1
                    do {
                        data = try PDFFilters.unpredict(data, predictor: predictor, colors: colors, bitsPerComponent: bits, columns: columns)
                    } catch {
                        throw VectorError(.unsupported, file: file, location: place, reason: error.reason)
                    }
                }
            case "ASCIIHexDecode", "AHx":
                var out: [UInt8] = [], high: UInt8?
                for c in data {
                    if c == UInt8(ascii: ">") { break }
                    guard let v = Character(UnicodeScalar(c)).hexDigitValue.map(UInt8.init) else { continue }
                    if let h = high { out.append(h * 16 + v); high = nil } else { high = v }
                }
                if let h = high { out.append(h * 16) }
                data = out
            case "ASCII85Decode", "A85":
                do { data = try PDFFilters.ascii85(data) } catch {
                    throw VectorError(.malformed, file: file, location: place, reason: error.reason)
                }
            case "RunLengthDecode", "RL":
                do { data = try PDFFilters.runLength(data, limit: Self.maxDecodedBytes - decodedBytes) } catch {
                    throw VectorError(.tooLarge, file: file, location: place, reason: error.reason)
                }
                decodedBytes += data.count
            case "DCTDecode" where keepingDCT && k == filters.count - 1, "DCT" where keepingDCT && k == filters.count - 1:
                return (data, true)
            default:
                throw VectorError(.unsupported, file: file, location: place, reason: "the stream filter \(filter) is not read")
            }
        }
        return (data, false)
    }

    /// zlib data inflated, stopping with `.tooLarge` past the file's decoded-byte budget.
    private mutating func inflate(_ input: [UInt8], _ place: String) throws(VectorError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw VectorError(.malformed, file: file, location: place, reason: "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var input = input
        var status: Int32 = Z_OK
        let budget = Self.maxDecodedBytes - decodedBytes
        input.withUnsafeMutableBufferPointer { inBuffer in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = uInt(inBuffer.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = CLibPNG.inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: out[0..<(out.count - Int(stream.avail_out))])
                }
            } while status == Z_OK && output.count <= budget && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        guard output.count <= budget else {
            throw VectorError(.tooLarge, file: file, location: place, reason: "the file's streams inflate to more than \(Self.maxDecodedBytes) bytes")
        }
        // A stream cut short (no end marker) keeps what it gave, as readers do; corrupt data does not.
        guard status == Z_STREAM_END || status == Z_OK || status == Z_BUF_ERROR else {
            throw VectorError(.malformed, file: file, location: place, reason: "the Flate data is corrupt")
        }
        decodedBytes += output.count
        return output
    }
}
