// SVG `<mask>`: a mask of one opaque white shape is read as a clip (how exporters write one;
// Figma's inside stroke is `<mask fill="white"><path/></mask>`); any other mask is a soft mask of
// its content's luminance (CSS Masking's weights) or alpha (`mask-type: alpha`), limited to the
// mask's region (`x`, `y`, `width`, `height`; by default the content's box grown by 10% a side).
import PenumbraCore
import struct PenumbraCore.AffineTransform

extension SVGBuilder {
    /// The most soft masks one file applies (each is drawn on a layer the size of the canvas
    /// the icon is drawn into, so their number bounds the time a file can take).
    static let maxSoftMasks = 1_000

    /// The clips and soft mask the `mask` reference `value` puts on `content`, or nil when the mask
    /// hides all of it (a mask with nothing in it).
    mutating func mask(_ value: String, _ e: XMLElement, _ state: SVGState,
                       content: [VectorNode]) throws(VectorError) -> (clips: [VectorClip], mask: VectorMask?)? {
        guard let id = Self.urlID(value), let mask = byID[id], mask.name == "mask" else {
            throw fail(e, "mask=\"\(value)\" names no mask in the file", .badReference)
        }
        let key = "mask " + mask.location
        guard !expanding.contains(key) else { throw fail(e, "the mask's content is masked by the mask itself", .badReference) }
        expanding.append(key)
        defer { expanding.removeLast() }
        // The content's box, in drawing coordinates (as clip paths take it).
        let box = SVGBounds.of(content)
        func unitSquare() -> AffineTransform? {
            guard let box, box.width > 0, box.height > 0 else { return nil }
            return AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY)
        }
        // The mask's region.
        let region: VectorClip
        if mask.attribute("maskUnits") == "userSpaceOnUse" {
            let w = state.viewport.width, h = state.viewport.height
            let rect = Rect(x: try length(mask.attribute("x") ?? "-10%", mask, "x", w) ?? 0,
                            y: try length(mask.attribute("y") ?? "-10%", mask, "y", h) ?? 0,
                            width: try length(mask.attribute("width") ?? "120%", mask, "width", w) ?? 0,
                            height: try length(mask.attribute("height") ?? "120%", mask, "height", h) ?? 0)
            region = VectorClip(path: rectangle(rect), transform: state.ctm)
        } else {
            guard let toBox = unitSquare() else { return nil }
            func fraction(_ name: String, _ fallback: Double) -> Double { SVGValues.number(mask.attribute(name)) ?? fallback }
            let rect = Rect(x: fraction("x", -0.1), y: fraction("y", -0.1), width: fraction("width", 1.2), height: fraction("height", 1.2))
            region = VectorClip(path: rectangle(rect), transform: toBox)
        }
        // The mask's content: in the user space of the element it masks, or in box fractions; its
        // properties come from the mask and its ancestors, not from that element.
        var contentState = SVGState(properties: SVGState.initial, ctm: state.ctm, viewport: state.viewport)
        if mask.attribute("maskContentUnits") == "objectBoundingBox" {
            guard let toBox = unitSquare() else { return nil }
            contentState.ctm = toBox
        }
        contentState = try inheritedState(mask, contentState, transform: false)
        let drawn = try children(of: mask, contentState)
        guard !drawn.isEmpty else { return nil }
        // One opaque white shape: the mask is its outline.
        if drawn.count == 1, case .shape(let s) = drawn[0], s.stroke == nil, let fill = s.fill, fill.opacity >= 1,
           fill.paint == .color(.white) {
            return ([region, VectorClip(path: s.path, transform: s.transform, evenOdd: fill.evenOdd)], nil)
        }
        let type = SVGStyleSheet.declarations(mask.attribute("style") ?? "").first { $0.0 == "mask-type" }?.1
            ?? styles.declarations(for: mask).first { $0.0 == "mask-type" }?.1 ?? mask.attribute("mask-type")
        softMasks += 1
        guard softMasks <= Self.maxSoftMasks else {
            throw fail(e, "the file applies more than \(Self.maxSoftMasks) soft masks", .tooLarge)
        }
        let soft = VectorMask(content: [.group(VectorGroup(clips: [region], children: drawn))], luminosity: type != "alpha",
                              backdrop: .black, weights: .css)
        return ([], soft)
    }
}
