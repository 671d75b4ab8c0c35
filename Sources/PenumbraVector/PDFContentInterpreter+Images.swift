// Images in content streams (ISO 32000-1 § 8.9): image XObjects (`Do`) and inline images
// (`BI … ID … EI`), decoded when the file is read into premultiplied pixels: gray, RGB, CMYK,
// ICC-based and indexed samples of 1, 2, 4, 8 or 16 bits with their /Decode arrays, JPEG data
// through PenumbraJPEG, soft masks (/SMask) and explicit or colour-key masks (/Mask), and
// stencil masks (/ImageMask) painted in the fill colour. Images are bounded (4096 pixels a side,
// 64 MiB decoded) and every error names the object or operator.
import Foundation
import PenumbraCore
import PenumbraJPEG
import struct PenumbraCore.AffineTransform

extension PDFContentInterpreter {
    /// The widest and tallest image read.
    static let maxImageSide = 4096
    /// The most bytes one image may decode to (RGBA).
    static let maxImageBytes = 64 << 20

    /// The node image XObject `number` draws in `state`.
    mutating func imageXObject(_ number: Int, _ state: State, _ resources: [String: PDFObject]) throws(VectorError) -> VectorNode {
        let place = "object \(number) 0"
        let (dict, data, jpeg) = try document.imageStream(number)
        let pixels = try image(dict, data: data, jpeg: jpeg, state: state, resources: resources, place: place, inline: false)
        return imageNode(pixels, state)
    }

    /// The inline image whose `BI` the lexer has just read: its dictionary up to `ID`, its data up
    /// to `EI`, which the lexer is left after.
    mutating func inlineImage(_ lexer: inout PDFLexer, _ state: State, _ resources: [String: PDFObject],
                              _ at: String) throws(VectorError) -> VectorNode {
        var dict: [String: PDFObject] = [:]
        while true {
            let key: PDFObject?
            do { key = try lexer.next(references: false) } catch { throw fail(at, error.reason, error.kind) }
            if case .keyword("ID")? = key { break }
            guard case .name(let name)? = key else { throw fail(at, "an inline image's dictionary is not closed by ID") }
            let value: PDFObject?
            do { value = try lexer.next(references: false) } catch { throw fail(at, error.reason, error.kind) }
            guard let value else { throw fail(at, "an inline image's dictionary is not closed by ID") }
            dict[name] = value
            guard dict.count <= 64 else { throw fail(at, "an inline image's dictionary of more than 64 entries", .tooLarge) }
        }
        let bytes = lexer.bytes
        var start = lexer.i
        if start < bytes.count, PDFLexer.isWhite(bytes[start]) { start += 1 }
        // Unfiltered data has a known length; filtered data ends at the first EI between spaces.
        var end: Int?
        if (dict["F"] ?? dict["Filter"]) == nil {
            let (w, h, bits, components) = try inlineGeometry(dict, resources, at)
            let length = (w * components * bits + 7) / 8 * h
            if start + length <= bytes.count { end = start + length }
        }
        var search = end ?? start
        var ei: Int?
        while search + 1 < bytes.count {
            if bytes[search] == UInt8(ascii: "E"), bytes[search + 1] == UInt8(ascii: "I"),
               search == 0 || PDFLexer.isWhite(bytes[search - 1]) || search == end,
               search + 2 >= bytes.count || PDFLexer.isWhite(bytes[search + 2]) || PDFLexer.isDelimiter(bytes[search + 2]) {
                ei = search
                break
            }
            search += 1
        }
        guard let ei else { throw fail(at, "an inline image without its end (EI)") }
        var dataEnd = end ?? ei
        while end == nil, dataEnd > start, PDFLexer.isWhite(bytes[dataEnd - 1]) { dataEnd -= 1 }
        lexer.i = ei + 2
        let (data, jpeg) = try document.decode(Array(bytes[start..<max(start, dataEnd)]), dict, at, keepingDCT: true, inline: true)
        let pixels = try image(dict, data: data, jpeg: jpeg, state: state, resources: resources, place: at, inline: true)
        return imageNode(pixels, state)
    }

    /// Width, height, bits and components of an unfiltered inline image, to find its end.
    private func inlineGeometry(_ dict: [String: PDFObject], _ resources: [String: PDFObject],
                                _ at: String) throws(VectorError) -> (Int, Int, Int, Int) {
        let w = try document.integer(dict["W"] ?? dict["Width"]) ?? 0, h = try document.integer(dict["H"] ?? dict["Height"]) ?? 0
        guard (1...Self.maxImageSide).contains(w), (1...Self.maxImageSide).contains(h) else {
            throw fail(at, "an inline image of \(w)x\(h) pixels", .tooLarge)
        }
        if (dict["IM"] ?? dict["ImageMask"]) == .bool(true) { return (w, h, 1, 1) }
        let bits = try document.integer(dict["BPC"] ?? dict["BitsPerComponent"]) ?? 8
        guard let csObject = dict["CS"] ?? dict["ColorSpace"] else { throw fail(at, "an inline image without a colour space") }
        let space = try colorSpace(csObject, resources, at)
        return (w, h, bits, Self.components(space))
    }

    /// A node for `pixels` placed by the state's CTM: image space's unit square has its first
    /// row at the top (y = 1), so it is flipped into the model's top-down unit square.
    private func imageNode(_ pixels: Bitmap, _ state: State) -> VectorNode {
        let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
        return .image(VectorImage(pixels: pixels, transform: flip.concatenating(state.ctm).concatenating(base), opacity: state.fillAlpha))
    }

    static func components(_ space: ColorSpace) -> Int {
        switch space {
        case .gray, .indexed, .pattern: 1
        case .rgb: 3
        case .cmyk: 4
        case .separation(let components, _, _): components
        }
    }

    /// The premultiplied pixels of an image dictionary and its decoded data (`jpeg`: the data is
    /// still a JPEG file), with its masks applied; a stencil mask takes the state's fill colour.
    private mutating func image(_ dict: [String: PDFObject], data: [UInt8], jpeg: Bool, state: State, resources: [String: PDFObject],
                                place: String, inline: Bool, depth: Int = 0) throws(VectorError) -> Bitmap {
        func key(_ long: String, _ short: String) -> PDFObject? { dict[long] ?? (inline ? dict[short] : nil) }
        let isMask = try document.resolve(key("ImageMask", "IM")) == .bool(true)
        let w = try document.integer(key("Width", "W")) ?? 0, h = try document.integer(key("Height", "H")) ?? 0
        guard w >= 1, h >= 1 else { throw fail(place, "an image without its width and height") }
        guard w <= Self.maxImageSide, h <= Self.maxImageSide, w * h * 4 <= Self.maxImageBytes else {
            throw fail(place, "an image of \(w)x\(h) pixels, more than Penumbra draws (\(Self.maxImageSide) a side, \(Self.maxImageBytes >> 20) MiB)", .tooLarge)
        }
        // The file's images together are bounded too (one image may be drawn many times).
        imageBytes += w * h * 4
        guard imageBytes <= 4 * Self.maxImageBytes else {
            throw fail(place, "the file's images decode to more than \(4 * Self.maxImageBytes >> 20) MiB", .tooLarge)
        }
        var rgba: [UInt8]
        var width = w, height = h
        if jpeg {
            let decoded: RGBAImage
            do { decoded = try JPEGDecoder.decode(Data(data), name: place, maxPixels: Self.maxImageSide * Self.maxImageSide) } catch {
                throw fail(place, "the JPEG data cannot be decoded: \(error)")
            }
            width = decoded.width; height = decoded.height
            guard width <= Self.maxImageSide, height <= Self.maxImageSide else {
                throw fail(place, "a JPEG image of \(width)x\(height) pixels", .tooLarge)
            }
            rgba = decoded.bytes
            if isMask {
                // A JPEG stencil: dark samples paint.
                let fill = try stencilColor(state, place)
                for k in stride(from: 0, to: rgba.count, by: 4) {
                    let a = rgba[k] < 128 ? fill.a : 0
                    rgba[k] = fill.r; rgba[k + 1] = fill.g; rgba[k + 2] = fill.b; rgba[k + 3] = a
                }
            }
        } else {
            rgba = try samples(dict, data: data, width: w, height: h, isMask: isMask, state: state, resources: resources,
                               place: place, key: key)
        }
        // Masks: a soft mask's gray is the alpha; an explicit mask's painted samples keep the image.
        if !isMask, depth == 0 {
            if case .reference(let n, _)? = dict["SMask"] {
                let (mdict, mdata, mjpeg) = try document.imageStream(n)
                var mstate = state
                mstate.fill = .color(.white)
                let mask = try image(mdict, data: mdata, jpeg: mjpeg, state: mstate, resources: resources, place: "object \(n) 0",
                                     inline: false, depth: depth + 1)
                Self.applyAlpha(mask, to: &rgba, width: width, height: height) { $0.r }
            } else if case .reference(let n, _)? = key("Mask", "Mask") {
                let (mdict, mdata, mjpeg) = try document.imageStream(n)
                var stencil = mdict
                stencil["ImageMask"] = .bool(true)
                var mstate = state
                mstate.fill = .color(.white)
                let mask = try image(stencil, data: mdata, jpeg: mjpeg, state: mstate, resources: resources, place: "object \(n) 0",
                                     inline: false, depth: depth + 1)
                Self.applyAlpha(mask, to: &rgba, width: width, height: height) { $0.a }
            }
        }
        // Straight to premultiplied.
        for k in stride(from: 0, to: rgba.count, by: 4) where rgba[k + 3] < 255 {
            let p = RGBA8(rgba[k], rgba[k + 1], rgba[k + 2], rgba[k + 3]).premultiplied
            rgba[k] = p.r; rgba[k + 1] = p.g; rgba[k + 2] = p.b
        }
        guard let size = try? PixelSize(width: width, height: height), let bitmap = Bitmap(size: size, premultipliedBytes: rgba) else {
            throw fail(place, "an image of \(width)x\(height) pixels", .tooLarge)
        }
        return bitmap
    }

    /// The fill colour a stencil mask paints with.
    private func stencilColor(_ state: State, _ place: String) throws(VectorError) -> RGBA8 {
        guard case .color(let c) = state.fill else { throw fail(place, "a stencil mask painted with a pattern is not drawn", .unsupported) }
        return c
    }

    static func byte(_ x: Double) -> UInt8 { UInt8((max(0, min(1, x)) * 255).rounded()) }

    /// Multiplies the alpha of straight `rgba` (`width` × `height`) by `channel` of `mask`'s
    /// pixels (premultiplied; its colours are white or gray), the mask stretched to the image by
    /// nearest samples.
    private static func applyAlpha(_ mask: Bitmap, to rgba: inout [UInt8], width: Int, height: Int,
                                   _ channel: (PremultipliedRGBA8) -> UInt8) {
        let mw = mask.width, mh = mask.height
        for y in 0..<height {
            let my = mh == height ? y : min(mh - 1, y * mh / height)
            for x in 0..<width {
                let mx = mw == width ? x : min(mw - 1, x * mw / width)
                let o = (y * width + x) * 4
                rgba[o + 3] = UInt8(PixelMath.mul255(rgba[o + 3], channel(mask[mx, my])))
            }
        }
    }

    /// Straight RGBA bytes from an image's samples.
    private func samples(_ dict: [String: PDFObject], data: [UInt8], width w: Int, height h: Int, isMask: Bool, state: State,
                         resources: [String: PDFObject], place: String,
                         key: (String, String) -> PDFObject?) throws(VectorError) -> [UInt8] {
        let bits = try document.integer(key("BitsPerComponent", "BPC")) ?? (isMask ? 1 : 8)
        let space: ColorSpace
        if isMask {
            guard bits == 1 else { throw fail(place, "a stencil mask of \(bits) bits a sample") }
            space = .gray
        } else {
            guard let cs = key("ColorSpace", "CS") else { throw fail(place, "an image without a colour space") }
            space = try colorSpace(cs, resources, place)
            if case .pattern = space { throw fail(place, "an image in the Pattern colour space") }
        }
        guard [1, 2, 4, 8, 16].contains(bits) else { throw fail(place, "an image of \(bits) bits a sample") }
        let n = Self.components(space)
        let rowBytes = (w * n * bits + 7) / 8
        guard data.count >= rowBytes * h else {
            throw fail(place, "the image's data holds \(data.count) bytes, fewer than its \(w)x\(h) samples need (\(rowBytes * h))")
        }
        let top = bits == 16 ? 65_535 : (1 << bits) - 1
        // /Decode, then a table per component from each sample value (16-bit: the high byte).
        var isIndexed = false
        if case .indexed = space { isIndexed = true }
        var decode: [Double] = []
        if let d = try document.array(key("Decode", "D")) {
            for v in d { decode.append(try document.number(v) ?? 0) }
        }
        if decode.count != 2 * n { decode = (0..<n).flatMap { _ in isIndexed ? [0, Double(top)] : [0, 1] } }
        let levels = bits == 16 ? 256 : top + 1
        var tables: [[UInt8]] = []
        for c in 0..<n {
            var table = [UInt8](repeating: 0, count: levels)
            for s in 0..<levels {
                let sample = bits == 16 ? Double(s * 257) : Double(s)
                let v = decode[2 * c] + sample * (decode[2 * c + 1] - decode[2 * c]) / Double(top)
                if isIndexed {
                    table[s] = UInt8(max(0, min(255, v.rounded())))
                } else {
                    table[s] = Self.byte(v)
                }
            }
            tables.append(table)
        }
        // Palette of an indexed space; the stencil colour.
        var palette: [RGBA8] = []
        if case let .indexed(_, hival, _) = space {
            for index in 0...max(0, min(255, hival)) { palette.append(try color(space, [.number(Double(index))], place)) }
        }
        let fill = isMask ? try stencilColor(state, place) : .black
        // Separation and DeviceN samples: the tint transform once per distinct sample (at most
        // one per pixel), cached by the samples' decoded bytes.
        var tintColors: [UInt64: RGBA8] = [:]
        var isTinted = false
        if case .separation = space {
            isTinted = true
            guard n <= 8 else { throw fail(place, "an image of \(n) colourants (at most 8 are drawn)", .unsupported) }
        }
        // Colour-key masking (/Mask as ranges of sample values).
        var keyRanges: [Int] = []
        if !isMask, let m = try document.array(key("Mask", "Mask")) {
            for v in m { keyRanges.append(try document.integer(v) ?? 0) }
            if keyRanges.count != 2 * n { keyRanges = [] }
        }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        var raw = [Int](repeating: 0, count: n)
        if isTinted {
            for y in 0..<h {
                for x in 0..<w {
                    var key: UInt64 = 0
                    var tints: [Double] = []
                    var masked = !keyRanges.isEmpty
                    for c in 0..<n {
                        let sample = Self.sample(data, row: y * rowBytes, index: x * n + c, bits: bits, top: top)
                        if masked, sample < keyRanges[2 * c] || sample > keyRanges[2 * c + 1] { masked = false }
                        key = key << 8 | UInt64(tables[c][sample])
                        tints.append(Double(tables[c][sample]) / 255)
                    }
                    if masked { continue }
                    let color: RGBA8
                    if let known = tintColors[key] { color = known } else {
                        color = try self.color(space, tints.map(PDFObject.number), place)
                        tintColors[key] = color
                    }
                    let o = (y * w + x) * 4
                    out[o] = color.r; out[o + 1] = color.g; out[o + 2] = color.b; out[o + 3] = 255
                }
            }
            return out
        }
        data.withUnsafeBufferPointer { src in
            for y in 0..<h {
                let row = y * rowBytes
                for x in 0..<w {
                    for c in 0..<n {
                        let index = x * n + c
                        switch bits {
                        case 8: raw[c] = Int(src[row + index])
                        case 16: raw[c] = Int(src[row + index * 2])
                        default:
                            let bit = index * bits
                            raw[c] = Int(src[row + (bit >> 3)] >> UInt8(8 - bits - (bit & 7))) & top
                        }
                    }
                    let o = (y * w + x) * 4
                    if isMask {
                        // Decode [0 1]: sample 0 paints; [1 0]: sample 1 paints.
                        if tables[0][raw[0]] < 128 { out[o] = fill.r; out[o + 1] = fill.g; out[o + 2] = fill.b; out[o + 3] = fill.a }
                        continue
                    }
                    switch space {
                    case .gray:
                        let g = tables[0][raw[0]]
                        out[o] = g; out[o + 1] = g; out[o + 2] = g
                    case .rgb:
                        out[o] = tables[0][raw[0]]; out[o + 1] = tables[1][raw[1]]; out[o + 2] = tables[2][raw[2]]
                    case .cmyk:
                        let k = Int(tables[3][raw[3]])
                        out[o] = UInt8(255 - min(255, Int(tables[0][raw[0]]) + k))
                        out[o + 1] = UInt8(255 - min(255, Int(tables[1][raw[1]]) + k))
                        out[o + 2] = UInt8(255 - min(255, Int(tables[2][raw[2]]) + k))
                    case .indexed:
                        let p = palette.isEmpty ? RGBA8.black : palette[min(palette.count - 1, Int(tables[0][raw[0]]))]
                        out[o] = p.r; out[o + 1] = p.g; out[o + 2] = p.b
                    case .pattern, .separation:
                        break
                    }
                    out[o + 3] = 255
                    if !keyRanges.isEmpty {
                        var inside = true
                        for c in 0..<n where raw[c] < keyRanges[2 * c] || raw[c] > keyRanges[2 * c + 1] { inside = false; break }
                        if inside { out[o + 3] = 0 }
                    }
                }
            }
        }
        return out
    }

    /// One sample of an image row (8, 16 or fewer bits; 16-bit samples by their high byte).
    private static func sample(_ data: [UInt8], row: Int, index: Int, bits: Int, top: Int) -> Int {
        switch bits {
        case 8: return Int(data[row + index])
        case 16: return Int(data[row + index * 2])
        default:
            let bit = index * bits
            return Int(data[row + (bit >> 3)] >> UInt8(8 - bits - (bit & 7))) & top
        }
    }
}
