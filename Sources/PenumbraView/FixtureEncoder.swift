import PenumbraCore
import PenumbraText
import PenumbraRaster
import PenumbraStyle
import PenumbraRaster

/// Writes a view tree in the fixture schema: the inverse of ``FixtureDecoder``. Modifiers go in
/// each node's `modifiers` list, innermost first, so any order round-trips.
struct FixtureEncoder {
    /// The JSON of a fixture.
    func fixture(_ f: Fixture) throws(ViewError) -> JSONValue {
        var o: [String: JSONValue] = ["name": .string(f.name), "root": try node(f.root, path: "root")]
        switch f.size {
        case .fitting: o["size"] = .string("fit")
        case .width(let w): o["size"] = .object(["width": .number(w)])
        case .fixed(let s): o["size"] = .object(["width": .number(s.width), "height": .number(s.height)])
        case .proposed: throw .invalidFixture(file: nil, path: "size", message: "a proposed root size (a hosting view's) cannot be written as a fixture")
        }
        if !f.variants.isEmpty { o["variants"] = .array(f.variants.map { .string($0) }) }
        if !f.palette.isEmpty {
            var p: [String: JSONValue] = [:]
            for (name, color) in f.palette {
                var entry: [String: JSONValue] = [:]
                if let variants = color.variants {
                    for (key, k) in FixtureDecoder.paletteKeys {
                        if let v = variants.entries[k] { entry[key] = .string(v.hex) }
                    }
                } else {
                    entry["light"] = .string(color.resolved(in: Traits.light).hex)
                    entry["dark"] = .string(color.resolved(in: Traits.dark).hex)
                }
                p[name] = .object(entry)
            }
            o["palette"] = .object(p)
        }
        return .object(o)
    }

    func node(_ n: ViewNode, path: String) throws(ViewError) -> JSONValue {
        var modifiers: [NodeModifier] = []
        var base = n
        while case let .modified(inner, m) = base {
            // A source name is the Swift type a subtree came from; a fixture has no types. A
            // metadata value (a preview's layout) changes nothing drawn.
            switch m {
            case .source: break
            case .layoutValue(let entry) where entry.isMetadata: break
            default: modifiers.insert(m, at: 0)
            }
            base = inner
        }
        var o = try primitive(base, path: path)
        if !modifiers.isEmpty {
            var list: [JSONValue] = []
            for m in modifiers { list.append(.object(try modifier(m, path: path))) }
            o["modifiers"] = .array(list)
        }
        return .object(o)
    }

    private func primitive(_ n: ViewNode, path: String) throws(ViewError) -> [String: JSONValue] {
        func kids(_ c: [ViewNode]) throws(ViewError) -> JSONValue {
            var out: [JSONValue] = []
            for (i, child) in c.enumerated() { out.append(try node(child, path: "\(path).children[\(i)]")) }
            return .array(out)
        }
        switch n {
        case .empty:
            return ["type": .string("vstack"), "children": .array([])]
        case let .shape(kind, fill, stroke):
            var o = try shape(kind, path: path)
            if let fill { o["fill"] = color(fill) }
            if let stroke { o["stroke"] = self.stroke(stroke) }
            return o
        case let .gradient(kind, g):
            var o = try shape(kind, path: path)
            o["fill"] = gradient(g)
            return o
        case .text(let s):
            return ["type": .string("text"), "text": .string(s)]
        case .styledText(let spans):
            return ["type": .string("text"), "spans": .array(spans.map { .object(span($0)) })]
        case .image(let ref):
            var o: [String: JSONValue] = ["type": .string("image"), "resizable": .bool(ref.isResizable),
                                          "interpolation": .string(ref.usesNearestFiltering ? "none" : "bilinear")]
            if let mode = ref.renderingMode { o["renderingMode"] = .string(mode.rawValue) }
            if ref.symbolScale != .medium { o["imageScale"] = .string(ref.symbolScale.rawValue) }
            switch ref.source {
            case .named(let name): o["name"] = .string(name)
            case .symbol(let name): o["systemName"] = .string(name)
            case .bitmap:
                throw .invalidFixture(file: nil, path: path, message: "an image given as pixels cannot be written as a fixture; use an asset name")
            }
            return o
        case .spacer(let min):
            return min.map { ["type": .string("spacer"), "minLength": .number($0)] } ?? ["type": .string("spacer")]
        case .divider:
            return ["type": .string("divider")]
        case let .viewThatFits(h, v, c):
            return ["type": .string("viewThatFits"), "in": .string(h && v ? "both" : h ? "horizontal" : "vertical"),
                    "children": try kids(c)]
        case .geometry:
            throw .invalidFixture(file: nil, path: path, message: "a GeometryReader (a closure) cannot be written as a fixture")
        case .layout(let layout, _):
            throw .invalidFixture(file: nil, path: path, message: "a custom layout (\(layout.name), code) cannot be written as a fixture")
        case let .vstack(a, spacing, c):
            var o: [String: JSONValue] = ["type": .string("vstack"), "alignment": .string(a.rawValue), "children": try kids(c)]
            if let spacing { o["spacing"] = .number(spacing) }
            return o
        case let .hstack(a, spacing, c):
            var o: [String: JSONValue] = ["type": .string("hstack"), "alignment": .string(a.rawValue), "children": try kids(c)]
            if let spacing { o["spacing"] = .number(spacing) }
            return o
        case let .zstack(a, c):
            return ["type": .string("zstack"), "alignment": .string(Self.name(a)), "children": try kids(c)]
        case .modified:
            return [:]
        }
    }

    /// The `type` (and corner keys) of a shape node.
    private func shape(_ kind: ShapeKind, path: String) throws(ViewError) -> [String: JSONValue] {
        var o: [String: JSONValue]
        switch kind {
        case .rectangle: o = ["type": .string(FixtureShape.rectangle.rawValue)]
        case .ellipse: o = ["type": .string(FixtureShape.ellipse.rawValue)]
        case .circle: o = ["type": .string(FixtureShape.circle.rawValue)]
        case let .roundedRectangle(r, style):
            o = ["type": .string(FixtureShape.roundedRectangle.rawValue), "cornerRadius": .number(r), "cornerStyle": .string(Self.name(style))]
        case .capsule(let style): o = ["type": .string(FixtureShape.capsule.rawValue), "cornerStyle": .string(Self.name(style))]
        case .unitPath:
            throw .invalidFixture(file: nil, path: path, message: "a custom path cannot be written as a fixture")
        case .path(let shape):
            switch shape.source {
            case let .data(d, viewBox)?:
                o = ["type": .string(FixtureShape.path.rawValue), "d": .string(d)]
                if let viewBox { o["viewBox"] = .array([.number(viewBox.width), .number(viewBox.height)]) }
                if shape.evenOdd { o["fillRule"] = .string("evenOdd") }
            case .shape(let base)?:
                o = try self.shape(base, path: path)
            case nil:
                throw .invalidFixture(file: nil, path: path, message: "a shape drawn by code (a custom Shape's path(in:)) cannot be written as a fixture")
            }
            if let trim = shape.trim { o["trim"] = .object(["from": .number(trim.lowerBound), "to": .number(trim.upperBound)]) }
        }
        return o
    }

    /// A unit point by its name when it has one (`topLeading`), else `{"x": …, "y": …}`.
    private func point(_ u: UnitPoint) -> JSONValue {
        if let name = UnitPoint.named.first(where: { $0.value == u })?.name { return .string(name) }
        return .object(["x": .number(u.x), "y": .number(u.y)])
    }

    /// A gradient in its `stops` form, which keeps every location exactly, with its geometry.
    private func gradient(_ g: GradientSpec) -> JSONValue {
        let stops: [JSONValue] = g.stops.map { .object(["color": color($0.color), "location": .number($0.location)]) }
        var o: [String: JSONValue] = ["stops": .array(stops)]
        switch g.geometry {
        case let .linear(start, end):
            o["startPoint"] = point(start); o["endPoint"] = point(end)
        case let .radial(center, r0, r1):
            o["type"] = .string("radial"); o["center"] = point(center)
            o["startRadius"] = .number(r0); o["endRadius"] = .number(r1)
        case let .elliptical(center, f0, f1):
            o["type"] = .string("elliptical"); o["center"] = point(center)
            o["startRadiusFraction"] = .number(f0); o["endRadiusFraction"] = .number(f1)
        case let .angular(center, a0, a1):
            o["type"] = .string("angular"); o["center"] = point(center)
            o["startAngle"] = .number(a0); o["endAngle"] = .number(a1)
        }
        return .object(o)
    }

    private func modifier(_ m: NodeModifier, path: String) throws(ViewError) -> [String: JSONValue] {
        switch m {
        case .padding(let e):
            return ["padding": .object(["top": .number(e.top), "leading": .number(e.leading),
                                        "bottom": .number(e.bottom), "trailing": .number(e.trailing)])]
        case .frame(let f):
            var o: [String: JSONValue] = ["alignment": .string(Self.name(f.alignment))]
            let pairs: [(String, Double?)] = [("width", f.width), ("height", f.height), ("minWidth", f.minWidth),
                                              ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                                              ("minHeight", f.minHeight), ("idealHeight", f.idealHeight),
                                              ("maxHeight", f.maxHeight)]
            for (k, v) in pairs { if let v { o[k] = v.isInfinite ? .string("infinity") : .number(v) } }
            return ["frame": .object(o)]
        case let .background(n, _): return ["background": try node(n, path: "\(path).background")]
        case let .overlay(n, _): return ["overlay": try node(n, path: "\(path).overlay")]
        case .foregroundColor(let c): return ["foregroundColor": color(c)]
        case .font(let f): return ["font": font(f)]
        case .lineLimit(let n): return ["lineLimit": n.map { .number(Double($0)) } ?? .null]
        case .lineSpacing(let v): return ["lineSpacing": .number(v)]
        case .truncationMode(let mode): return ["truncationMode": .string(Self.name(mode))]
        case .minimumScaleFactor(let v): return ["minimumScaleFactor": .number(v)]
        case .minimumLines(let n): return ["minimumLines": n.map { .number(Double($0)) } ?? .null]
        case .multilineTextAlignment(let a): return ["textAlignment": .string(a.rawValue)]
        case let .cornerRadius(r, style):
            return ["cornerRadius": .object(["radius": .number(r), "style": .string(Self.name(style))])]
        case let .border(s, shape):
            guard case .object(var o) = stroke(s) else { return [:] }
            switch shape {
            case .rectangle: break
            case let .roundedRectangle(r, style):
                o["cornerRadius"] = .number(r); o["cornerStyle"] = .string(Self.name(style))
            default:
                throw .invalidFixture(file: nil, path: path, message: "a border can only follow a rectangle or a rounded rectangle")
            }
            return ["border": .object(o)]
        case .opacity(let v): return ["opacity": .number(v)]
        case .mask(let view, let alignment):
            guard alignment == .center else {
                throw .invalidFixture(file: nil, path: path, message: "a mask with an alignment other than center cannot be written as a fixture")
            }
            return ["mask": try node(view, path: "\(path).mask")]
        case .effect(let effect):
            switch effect {
            case let .rotation(degrees, anchor):
                return ["rotation": .object(["degrees": .number(degrees), "anchor": point(anchor)])]
            case let .scale(x, y, anchor):
                return ["scale": .object(["x": .number(x), "y": .number(y), "anchor": point(anchor)])]
            case .transform(let m):
                return ["transform": .array([m.a, m.b, m.c, m.d, m.tx, m.ty].map { .number($0) })]
            case let .blur(radius, _): return ["blur": .number(radius)]
            case .blend(let mode): return ["blendMode": .string(mode.rawValue)]
            case .group: return ["compositingGroup": .bool(true)]
            case .porterDuff(let op):
                throw .invalidFixture(file: nil, path: path, message: "a Core Graphics blend mode (\(op.rawValue)) cannot be written as a fixture")
            }
        case .layoutPriority(let v): return ["layoutPriority": .number(v)]
        case .mirrors(let direction): return ["mirrorsIn": .string(direction.rawValue)]
        case .layoutValue:
            throw .invalidFixture(file: nil, path: path, message: "a layout value (set for a custom layout, code) cannot be written as a fixture")
        case .shadow(let s):
            return ["shadow": .object(["color": color(s.color), "radius": .number(s.radius), "x": .number(s.x), "y": .number(s.y)])]
        case .clip(let shape):
            switch shape {
            case .rectangle: return ["clipShape": .object(["type": .string(FixtureShape.rectangle.rawValue)])]
            case .ellipse: return ["clipShape": .object(["type": .string(FixtureShape.ellipse.rawValue)])]
            case .circle: return ["clipShape": .object(["type": .string(FixtureShape.circle.rawValue)])]
            case .capsule(let style): return ["clipShape": .object(["type": .string(FixtureShape.capsule.rawValue), "cornerStyle": .string(Self.name(style))])]
            case let .roundedRectangle(r, style):
                return ["clipShape": .object(["type": .string(FixtureShape.roundedRectangle.rawValue), "cornerRadius": .number(r),
                                              "cornerStyle": .string(Self.name(style))])]
            case .unitPath:
                throw .invalidFixture(file: nil, path: path, message: "a custom path cannot be written as a fixture")
            case .path(let shape):
                guard case let .data(d, viewBox)? = shape.source, shape.trim == nil else {
                    throw .invalidFixture(file: nil, path: path, message: "a clip drawn by code or trimmed cannot be written as a fixture")
                }
                var o: [String: JSONValue] = ["type": .string(FixtureShape.path.rawValue), "d": .string(d)]
                if let viewBox { o["viewBox"] = .array([.number(viewBox.width), .number(viewBox.height)]) }
                if shape.evenOdd { o["fillRule"] = .string("evenOdd") }
                return ["clipShape": .object(o)]
            }
        case .traitOverrides(let t):
            var o: [String: JSONValue] = [:]
            if let s = t.userInterfaceStyle { o["userInterfaceStyle"] = .string(s.rawValue) }
            if let l = t.userInterfaceLevel { o["userInterfaceLevel"] = .string(l.rawValue) }
            if let c = t.accessibilityContrast { o["accessibilityContrast"] = .string(c.rawValue) }
            if let d = t.layoutDirection { o["layoutDirection"] = .string(d.rawValue) }
            if let c = t.contentSizeCategory { o["contentSizeCategory"] = .string(c.variantToken) }
            // One field is its own key; several are one `traits` object, so they stay one modifier.
            return o.count == 1 ? o : ["traits": .object(o)]
        case let .offset(x, y): return ["offset": .object(["x": .number(x), "y": .number(y)])]
        case .position:
            throw .invalidFixture(file: nil, path: path, message: "a position has no fixture key; write it in code")
        case let .fixedSize(h, v): return ["fixedSize": .object(["horizontal": .bool(h), "vertical": .bool(v)])]
        case let .aspectRatio(ratio, mode):
            return ["aspectRatio": .object(["ratio": ratio.map { .number($0) } ?? .null, "contentMode": .string(mode.rawValue)])]
        case .source:
            return [:]
        case .alignmentGuide:
            throw .invalidFixture(file: nil, path: path, message: "an alignment guide (a closure) cannot be written as a fixture")
        }
    }

    private func color(_ c: ColorReference) -> JSONValue {
        switch c {
        case .literal(let rgba): .string(rgba.hex)
        case .named(let name): .string(name)
        case .color(let value): .string(value.name ?? value.resolved(in: Traits.light).hex)
        }
    }

    private func span(_ s: TextSpanNode) -> [String: JSONValue] {
        var o: [String: JSONValue] = ["text": .string(s.string)]
        if let font = s.font { o["font"] = self.font(font) }
        if let weight = s.weight { o["weight"] = .string(FontWeightName.name(of: weight)) }
        if s.italic { o["italic"] = .bool(true) }
        if let c = s.foreground { o["color"] = color(c) }
        if s.tracking != 0 { o["tracking"] = .number(s.tracking) }
        if s.baselineOffset != 0 { o["baselineOffset"] = .number(s.baselineOffset) }
        func decoration(_ d: TextSpanNode.Decoration) -> JSONValue {
            d.color.map { .object(["color": color($0)]) } ?? .bool(true)
        }
        if let d = s.underline { o["underline"] = decoration(d) }
        if let d = s.strikethrough { o["strikethrough"] = decoration(d) }
        return o
    }

    private func stroke(_ s: StrokeSpec) -> JSONValue {
        var o: [String: JSONValue] = ["color": color(s.color), "width": .number(s.lineWidth), "dash": .array(s.dash.map { .number($0) }),
                                        "placement": .string(s.placement.rawValue)]
        if s.style.cap != .butt { o["cap"] = .string(s.style.cap == .round ? "round" : "square") }
        if s.style.join != .miter { o["join"] = .string(s.style.join == .round ? "round" : "bevel") }
        if s.style.miterLimit != 10 { o["miterLimit"] = .number(s.style.miterLimit) }
        if s.style.dashPhase != 0 { o["dashPhase"] = .number(s.style.dashPhase) }
        return .object(o)
    }

    private func font(_ f: FontReference) -> JSONValue {
        var o: [String: JSONValue] = [:]
        switch f {
        case let .textStyle(style, family, weight):
            o["style"] = .string(style.fixtureName)
            if let family { o["family"] = .string(family) }
            if let weight { o["weight"] = .string(FontWeightName.name(of: weight)) }
        case let .fixed(size, family, weight):
            o["size"] = .number(size)
            if let family { o["family"] = .string(family) }
            o["weight"] = .string(FontWeightName.name(of: weight))
        case let .leading(base, points):
            guard case .object(var inner) = font(base) else { return font(base) }
            inner["leading"] = .number(points)
            return .object(inner)
        case let .italic(base):
            guard case .object(var inner) = font(base) else { return font(base) }
            inner["italic"] = .bool(true)
            return .object(inner)
        }
        return .object(o)
    }

    static func name(_ a: Alignment) -> String { Alignment.named.first { $0.value == a }?.name ?? "center" }
    static func name(_ mode: TruncationMode) -> String {
        switch mode {
        case .tail: "tail"
        case .head: "head"
        case .middle: "middle"
        }
    }

    static func name(_ s: CornerStyle) -> String { s == .continuous ? "continuous" : "circular" }
}
