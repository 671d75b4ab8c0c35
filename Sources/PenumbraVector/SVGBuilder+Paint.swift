import Foundation
import PenumbraCore
import struct PenumbraCore.AffineTransform

/// Paints (colours and gradient references) and clip paths.
extension SVGBuilder {
    /// The paint of a `fill` or `stroke` value, or nil for `none`. `bounds` is the shape's box
    /// in its user space, for gradients in `objectBoundingBox` units.
    func paint(_ value: String, _ e: XMLElement, _ currentColor: RGBA8, _ bounds: () -> Rect?, _ key: String) throws(VectorError) -> VectorPaint? {
        let v = value.trimmingSpaces()
        if v == "none" { return nil }
        if v == "currentColor" || v == "currentcolor" { return .color(currentColor) }
        if v.hasPrefix("url(") {
            guard let close = v.firstIndex(of: ")") else { throw fail(e, "\(key)=\"\(v)\" is not closed") }
            var ref = v[v.index(v.startIndex, offsetBy: 4)..<close].trimming { " '\"".contains($0) }
            if ref.hasPrefix("#") { ref.removeFirst() }
            let fallback = v[v.index(after: close)...].trimmingSpaces()
            guard let server = byID[ref] else {
                if !fallback.isEmpty { return try paint(fallback, e, currentColor, bounds, key) }
                throw fail(e, "\(key) refers to #\(ref), which names no element in the file", .badReference)
            }
            return try gradient(server, e, currentColor, bounds, key)
        }
        guard let color = SVGColor.parse(v) else { throw fail(e, "\(key)=\"\(v)\" is not a colour") }
        return .color(color)
    }

    /// `element` followed by the elements its `href` (or `xlink:href`) chain reaches, as long as each
    /// is one of `kinds`: a paint server's attributes and content are inherited along it, nearest
    /// first. A chain that comes back to an element it holds, or runs past 64 links, is a
    /// `badReference` naming the `noun` ("gradient", "pattern").
    func hrefChain(of element: XMLElement, kinds: Set<String>, noun: String) throws(VectorError) -> [XMLElement] {
        var chain = [element]
        while let href = chain.last!.attribute("href") ?? chain.last!.attribute("xlink:href"), href.hasPrefix("#"),
              let next = byID[String(href.dropFirst())], kinds.contains(next.name) {
            guard !chain.contains(where: { $0.location == next.location }), chain.count < 64 else {
                throw fail(element, "the \(noun)'s href chain refers back to itself", .badReference)
            }
            chain.append(next)
        }
        return chain
    }

    /// A gradient paint server, with `href` inheritance of its attributes and stops.
    func gradient(_ server: XMLElement, _ e: XMLElement, _ currentColor: RGBA8, _ bounds: () -> Rect?, _ key: String) throws(VectorError) -> VectorPaint? {
        if server.name == "pattern" { throw fail(e, "\(key) with a pattern is not drawn (pattern fills are)", .unsupported) }
        guard server.name == "linearGradient" || server.name == "radialGradient" else {
            throw fail(e, "\(key) refers to a <\(server.name)>, which is not drawn as a paint", .unsupported)
        }
        // The chain of gradients this one inherits from.
        let chain = try hrefChain(of: server, kinds: ["linearGradient", "radialGradient"], noun: "gradient")
        func attribute(_ name: String) -> String? { chain.lazy.compactMap { $0.attribute(name) }.first }
        let stopsOwner = chain.first { $0.children.contains { $0.name == "stop" } }
        var stops: [VectorGradientStop] = []
        var last = 0.0
        for stop in stopsOwner?.children.filter({ $0.name == "stop" }) ?? [] {
            var declared: [String: String] = [:]
            for key in ["offset", "stop-color", "stop-opacity"] { declared[key] = stop.attribute(key) }
            for (k, v) in styles.declarations(for: stop) { declared[k] = v }
            if let style = stop.attribute("style") { for (k, v) in SVGStyleSheet.declarations(style) { declared[k] = v } }
            let offset = max(last, min(1, max(0, SVGValues.number(declared["offset"]) ?? 0)))
            last = offset
            let colorText = declared["stop-color"] ?? "black"
            var color = colorText == "currentColor" ? currentColor : (SVGColor.parse(colorText) ?? .black)
            let opacity = max(0, min(1, SVGValues.number(declared["stop-opacity"]) ?? 1))
            color.a = UInt8((Double(color.a) * opacity).rounded())
            stops.append(VectorGradientStop(offset: offset, color: color))
        }
        guard let first = stops.first else { return nil }
        if stops.count == 1 { return .color(first.color) }
        let userSpace = attribute("gradientUnits") == "userSpaceOnUse"
        var transform = AffineTransform.identity
        if let t = attribute("gradientTransform") { transform = try SVGTransform.parse(t, element: server, builder: self) }
        if !userSpace {
            guard let box = bounds(), box.width > 0, box.height > 0 else { return nil }
            transform = transform.concatenating(AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY))
        }
        let spread: VectorSpread = switch attribute("spreadMethod") {
        case "reflect": .reflect
        case "repeat": .repeat
        default: .pad
        }
        // Coordinates: fractions in bounding-box units, lengths in user space.
        func coordinate(_ name: String, _ fallback: Double) -> Double {
            guard let text = attribute(name)?.trimmingSpaces() else { return fallback }
            if text.hasSuffix("%"), let v = Double(text.dropLast()) { return userSpace ? v / 100 * 100 : v / 100 }
            return SVGValues.split(text)?.0 ?? fallback
        }
        if server.name == "linearGradient" {
            let start = Point(coordinate("x1", 0), coordinate("y1", 0)), end = Point(coordinate("x2", 1), coordinate("y2", 0))
            guard start != end else { return .color(stops[stops.count - 1].color) }
            return .linear(VectorLinearGradient(stops: stops, start: start, end: end, transform: transform, spread: spread))
        }
        let cx = coordinate("cx", 0.5), cy = coordinate("cy", 0.5), r = coordinate("r", 0.5)
        guard r > 0 else { return .color(stops[stops.count - 1].color) }
        return .radial(VectorRadialGradient(stops: stops, center: Point(cx, cy), radius: r,
                                            focal: Point(coordinate("fx", cx), coordinate("fy", cy)),
                                            focalRadius: max(0, coordinate("fr", 0)), transform: transform, spread: spread))
    }

    /// The outlines of a `clip-path` reference, in drawing coordinates (one clip: their union).
    func clipPath(_ value: String, _ e: XMLElement, _ state: SVGState, bounds: () -> Rect?) throws(VectorError) -> [VectorClip] {
        guard let id = Self.urlID(value) else { throw fail(e, "clip-path=\"\(value)\" is not a url(#id) reference") }
        guard let clip = byID[id], clip.name == "clipPath" else {
            throw fail(e, "clip-path refers to #\(id), which names no clipPath in the file", .badReference)
        }
        var space = state.ctm
        if clip.attribute("clipPathUnits") == "objectBoundingBox" {
            guard let box = bounds(), box.width > 0, box.height > 0 else { return [] }
            // The box is in drawing coordinates already: map the unit square onto it.
            space = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY)
        }
        if let t = clip.attribute("transform") { space = try SVGTransform.parse(t, element: clip, builder: self).concatenating(space) }
        var union = VectorPath()
        var evenOdd = false
        for child in clip.children {
            var shapeElement = child
            var local = AffineTransform.identity
            if child.name == "use", let href = child.attribute("href") ?? child.attribute("xlink:href"), href.hasPrefix("#"),
               let target = byID[String(href.dropFirst())] {
                local = AffineTransform.translation(x: SVGValues.number(child.attribute("x")) ?? 0, y: SVGValues.number(child.attribute("y")) ?? 0)
                shapeElement = target
            }
            guard ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"].contains(shapeElement.name) else {
                if shapeElement.name == "text" { throw fail(shapeElement, "text in a clip path is not drawn", .unsupported) }
                continue
            }
            if let t = shapeElement.attribute("transform") {
                local = try SVGTransform.parse(t, element: shapeElement, builder: self).concatenating(local)
            }
            let rule = SVGStyleSheet.declarations(shapeElement.attribute("style") ?? "").first { $0.0 == "clip-rule" }?.1
                ?? shapeElement.attribute("clip-rule") ?? state.properties["clip-rule"]
            evenOdd = rule == "evenodd"
            if let path = try outline(shapeElement, shapeElement.name, state) { union.append(path.applying(local)) }
        }
        return [VectorClip(path: union, transform: space, evenOdd: evenOdd)]
    }

    /// The id of a `url(#id)` reference.
    static func urlID(_ value: String) -> String? {
        let v = value.trimmingSpaces()
        guard v.hasPrefix("url("), let close = v.firstIndex(of: ")") else { return nil }
        var ref = v[v.index(v.startIndex, offsetBy: 4)..<close].trimming { " '\"".contains($0) }
        if ref.hasPrefix("#") { ref.removeFirst() }
        return ref.isEmpty ? nil : ref
    }
}
