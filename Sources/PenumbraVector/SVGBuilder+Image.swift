// SVG `<image>`: a PNG or JPEG embedded as a `data:` URI (how Figma and Sketch export a bitmap
// fill), placed by x, y, width, height and preserveAspectRatio. Images linked from outside the
// file are refused by name: an asset catalog's SVG carries its pixels inside it.
import Foundation
import PenumbraCore
import PenumbraJPEG
import PenumbraPNG
import struct PenumbraCore.AffineTransform

extension SVGBuilder {
    /// The largest side of an embedded image, in pixels.
    static let maxImageSide = 4096
    /// The decoded bytes of every embedded image of one file together.
    static let maxImageBytes = 256 << 20

    /// What an `<image>` draws: its pixels mapped onto its viewport.
    mutating func image(_ e: XMLElement, _ state: SVGState) throws(VectorError) -> [VectorNode] {
        if state.properties["visibility"] == "hidden" || state.properties["visibility"] == "collapse" { return [] }
        let pixels = try embeddedPixels(e)
        let iw = Double(pixels.width), ih = Double(pixels.height)
        let x = try length(e.attribute("x"), e, "x", state.viewport.width) ?? 0
        let y = try length(e.attribute("y"), e, "y", state.viewport.height) ?? 0
        // SVG 2: a missing or `auto` width or height is the image's own, keeping its aspect.
        func given(_ key: String, _ reference: Double) throws(VectorError) -> Double? {
            guard let text = e.attribute(key), SVGValues.trimmed(text) != "auto" else { return nil }
            return try length(text, e, key, reference)
        }
        let gw = try given("width", state.viewport.width), gh = try given("height", state.viewport.height)
        let w = gw ?? gh.map { $0 * iw / ih } ?? iw
        let h = gh ?? gw.map { $0 * ih / iw } ?? ih
        guard w > 0, h > 0 else { return [] }
        let port = Rect(x: x, y: y, width: w, height: h)
        let fit = try viewBoxTransform(Rect(x: 0, y: 0, width: iw, height: ih), into: port, e)
        let unitToPixels = AffineTransform(a: iw, b: 0, c: 0, d: ih, tx: 0, ty: 0)
        let node = VectorNode.image(VectorImage(pixels: pixels, transform: unitToPixels.concatenating(fit).concatenating(state.ctm)))
        // `slice` overflows the viewport, which clips it.
        let slices = (e.attribute("preserveAspectRatio") ?? "").split(separator: " ").contains("slice")
        guard slices else { return [node] }
        return [.group(VectorGroup(clips: [VectorClip(path: rectangle(port), transform: state.ctm)], children: [node]))]
    }

    /// The premultiplied pixels of an `<image>`'s `data:` URI, decoded once per element (a
    /// pattern draws its tile's image once per tile) and counted against the file's budget.
    mutating func embeddedPixels(_ e: XMLElement) throws(VectorError) -> Bitmap {
        if let known = decodedImages[e.location] { return known }
        guard let href = e.attribute("href") ?? e.attribute("xlink:href") else { throw fail(e, "an image without an href") }
        let uri = SVGValues.trimmed(href)
        guard uri.lowercased().hasPrefix("data:") else {
            throw fail(e, "an image linked from outside the file (\(uri.prefix(80))) is not drawn; embed it as a data: URI", .unsupported)
        }
        guard let comma = uri.firstIndex(of: ",") else { throw fail(e, "the image's data: URI has no comma before its data") }
        let header = uri[uri.index(uri.startIndex, offsetBy: 5)..<comma].lowercased()
        let payload = uri[uri.index(after: comma)...]
        let bytes: Data
        if header.hasSuffix(";base64") {
            guard let d = Data(base64Encoded: String(payload), options: .ignoreUnknownCharacters) else {
                throw fail(e, "the image's base64 data cannot be decoded")
            }
            bytes = d
        } else {
            guard let decoded = PercentEncoding.decodeBytes(payload) else { throw fail(e, "the image's data: URI has a bad % escape") }
            bytes = Data(decoded)
        }
        let maxPixels = Self.maxImageSide * Self.maxImageSide
        let decoded: RGBAImage
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do { decoded = try PNGDecoder.decode(bytes, name: e.location, maxPixels: maxPixels).image } catch {
                if case .tooLarge = error { throw fail(e, "the embedded PNG cannot be drawn: \(error)", .tooLarge) }
                throw fail(e, "the embedded PNG cannot be drawn: \(error)")
            }
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            do { decoded = try JPEGDecoder.decode(bytes, name: e.location, maxPixels: maxPixels) } catch {
                if case .tooLarge = error { throw fail(e, "the embedded JPEG cannot be drawn: \(error)", .tooLarge) }
                throw fail(e, "the embedded JPEG cannot be drawn: \(error)")
            }
        } else {
            let type = header.split(separator: ";").first.map(String.init) ?? ""
            throw fail(e, "the embedded image (\(type.isEmpty ? "no type" : type)) is neither PNG nor JPEG, the formats drawn", .unsupported)
        }
        guard decoded.width <= Self.maxImageSide, decoded.height <= Self.maxImageSide else {
            throw fail(e, "an embedded image of \(decoded.width)x\(decoded.height) pixels, more than \(Self.maxImageSide) a side", .tooLarge)
        }
        imageBytes += decoded.width * decoded.height * 4
        guard imageBytes <= Self.maxImageBytes else {
            throw fail(e, "the file's embedded images decode to more than \(Self.maxImageBytes >> 20) MiB", .tooLarge)
        }
        let pixels = decoded.premultiplied()
        decodedImages[e.location] = pixels
        return pixels
    }
}
