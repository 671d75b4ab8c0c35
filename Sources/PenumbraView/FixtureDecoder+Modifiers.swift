import PenumbraCore
import PenumbraText
import PenumbraStyle
import PenumbraVector

/// Modifier keys of a fixture node, applied innermost first in the order of ``modifierKeys``.
extension FixtureDecoder {
    /// Every modifier key, in the order they wrap the node (the first is innermost).
    static let modifierKeys = [
        "font", "foregroundColor", "lineLimit", "minimumLines", "lineSpacing", "truncationMode", "minimumScaleFactor", "textAlignment", "fixedSize", "aspectRatio",
        "padding", "frame", "background", "overlay", "cornerRadius", "cornerStyle", "border", "clipped", "clipShape", "mask",
        "blur", "shadow", "opacity", "blendMode", "compositingGroup", "offset", "scale", "rotation", "transform", "layoutPriority", "mirrorsIn", "userInterfaceStyle", "userInterfaceLevel", "accessibilityContrast",
        "layoutDirection", "contentSizeCategory", "traits",
    ]

    func applyKeyedModifiers(_ node: ViewNode, _ o: [String: JSONValue], path: String) throws(ViewError) -> ViewNode {
        var n = node
        // Shapes consume `cornerRadius` and `cornerStyle` themselves.
        let isShape: Bool = switch node {
        case .shape, .gradient: o["type"] != nil
        default: false
        }
        func wrap(_ m: NodeModifier) { n = .modified(n, m) }
        for key in Self.modifierKeys {
            guard let v = o[key] else { continue }
            let p = "\(path).\(key)"
            switch key {
            case "font": wrap(.font(try font(v, p)))
            case "foregroundColor": wrap(.foregroundColor(try color(v, p)))
            case "lineSpacing":
                let v = try number(v, p)
                guard v >= 0, v.isFinite else { throw fail(p, "expected a spacing of at least 0 points, found \(v)") }
                wrap(.lineSpacing(v))
            case "lineLimit": wrap(.lineLimit(try lineCount(v, p)))
            case "minimumLines": wrap(.minimumLines(try lineCount(v, p)))
            case "truncationMode":
                wrap(.truncationMode(try enumValue(v, p, TruncationMode.allCases.map { (FixtureEncoder.name($0), $0) })))
            case "minimumScaleFactor":
                let f = try number(v, p)
                guard f > 0, f <= 1 else { throw fail(p, "expected a factor above 0 and at most 1, found \(v.display)") }
                wrap(.minimumScaleFactor(f))
            case "textAlignment":
                wrap(.multilineTextAlignment(try enumValue(v, p, HorizontalAlignment.allCases.map { ($0.rawValue, $0) })))
            case "padding": wrap(.padding(try insets(v, p)))
            case "frame": wrap(.frame(try frame(v, p)))
            case "background": wrap(.background(try decoration(v, p), alignment: .center))
            case "overlay": wrap(.overlay(try decoration(v, p), alignment: .center))
            case "cornerRadius":
                guard !isShape else { continue }
                if case .object(let c) = v {
                    try checkKeys(c, allowed: ["radius", "style"], path: p)
                    guard let r = c["radius"] else { throw fail(p, "missing key \"radius\" (points)") }
                    let style = try c["style"].map { (s) throws(ViewError) in try cornerStyle(s, "\(p).style") } ?? .circular
                    wrap(.cornerRadius(try nonNegative(r, "\(p).radius"), style: style))
                    continue
                }
                let style = try o["cornerStyle"].map { (s) throws(ViewError) in try cornerStyle(s, "\(path).cornerStyle") } ?? .circular
                wrap(.cornerRadius(try nonNegative(v, p), style: style))
            case "cornerStyle":
                guard !isShape else { continue }
                _ = try cornerStyle(v, p)
                if o["cornerRadius"] == nil { throw fail(p, "\"cornerStyle\" needs \"cornerRadius\"") }
            case "border":
                let s = try stroke(v, p, extraKeys: ["cornerRadius", "cornerStyle"])
                var shape = ShapeKind.rectangle
                if case .object(let b) = v, let r = b["cornerRadius"] {
                    let style = try b["cornerStyle"].map { (s) throws(ViewError) in try cornerStyle(s, "\(p).cornerStyle") } ?? .circular
                    shape = .roundedRectangle(cornerRadius: try nonNegative(r, "\(p).cornerRadius"), style: style)
                } else if !isShape, case .number = o["cornerRadius"], let r = o["cornerRadius"] {
                    let style = try o["cornerStyle"].map { (s) throws(ViewError) in try cornerStyle(s, "\(path).cornerStyle") } ?? .circular
                    shape = .roundedRectangle(cornerRadius: try nonNegative(r, "\(path).cornerRadius"), style: style)
                }
                wrap(.border(s, shape: shape))
            case "clipped": if try bool(v, p) { wrap(.clip(.rectangle)) }
            case "clipShape": wrap(.clip(try clipShape(v, p)))
            case "mask": wrap(.mask(try decoration(v, p), alignment: .center))
            case "blur":
                let radius = try nonNegative(v, p)
                wrap(.effect(.blur(radius: radius, opaque: false)))
            case "blendMode":
                wrap(.effect(.blend(try enumValue(v, p, LayerBlendMode.allCases.map { ($0.rawValue, $0) }))))
            case "compositingGroup": if try bool(v, p) { wrap(.effect(.group)) }
            case "rotation": wrap(.effect(try rotation(v, p)))
            case "scale": wrap(.effect(try scale(v, p)))
            case "transform":
                let values = try array(v, p)
                guard values.count == 6 else { throw fail(p, "expected [a, b, c, d, tx, ty] (Core Graphics' order)") }
                var m: [Double] = []
                for (i, x) in values.enumerated() {
                    let n = try number(x, "\(p)[\(i)]")
                    guard n.isFinite else { throw fail("\(p)[\(i)]", "expected a finite number") }
                    m.append(n)
                }
                wrap(.effect(.transform(AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))))
            case "shadow": wrap(.shadow(try shadow(v, p)))
            case "opacity":
                let value = try number(v, p)
                guard (0...1).contains(value) else { throw fail(p, "expected an opacity from 0 to 1, found \(v.display)") }
                wrap(.opacity(value))
            case "layoutPriority": wrap(.layoutPriority(try number(v, p)))
            case "mirrorsIn": wrap(.mirrors(in: try enumValue(v, p, LayoutDirection.allCases.map { ($0.rawValue, $0) })))
            case "userInterfaceStyle":
                wrap(.traitOverrides(TraitOverrides(userInterfaceStyle: try enumValue(v, p, [("light", .light), ("dark", .dark)]))))
            case "userInterfaceLevel":
                wrap(.traitOverrides(TraitOverrides(userInterfaceLevel: try enumValue(v, p, [("base", .base), ("elevated", .elevated)]))))
            case "accessibilityContrast":
                wrap(.traitOverrides(TraitOverrides(accessibilityContrast: try enumValue(v, p, [("normal", .normal), ("high", .high)]))))
            case "layoutDirection":
                wrap(.traitOverrides(TraitOverrides(layoutDirection: try enumValue(v, p, LayoutDirection.allCases.map { ($0.rawValue, $0) }))))
            case "contentSizeCategory":
                wrap(.traitOverrides(TraitOverrides(contentSizeCategory: try enumValue(
                    v, p, ContentSizeCategory.allCases.map { ($0.variantToken, $0) }))))
            case "traits":
                // Several overrides as one (what `traitOverrides(_:)` with several fields makes).
                let t = try object(v, p)
                try checkKeys(t, allowed: ["userInterfaceStyle", "userInterfaceLevel", "accessibilityContrast", "layoutDirection",
                                             "contentSizeCategory"], path: p)
                guard !t.isEmpty else {
                    throw fail(p, "expected at least one of userInterfaceStyle, userInterfaceLevel, accessibilityContrast, layoutDirection, contentSizeCategory")
                }
                wrap(.traitOverrides(TraitOverrides(
                    userInterfaceStyle: try t["userInterfaceStyle"].map { (x) throws(ViewError) in
                        try enumValue(x, "\(p).userInterfaceStyle", [("light", .light), ("dark", .dark)]) },
                    userInterfaceLevel: try t["userInterfaceLevel"].map { (x) throws(ViewError) in
                        try enumValue(x, "\(p).userInterfaceLevel", [("base", .base), ("elevated", .elevated)]) },
                    accessibilityContrast: try t["accessibilityContrast"].map { (x) throws(ViewError) in
                        try enumValue(x, "\(p).accessibilityContrast", [("normal", .normal), ("high", .high)]) },
                    layoutDirection: try t["layoutDirection"].map { (x) throws(ViewError) in
                        try enumValue(x, "\(p).layoutDirection", LayoutDirection.allCases.map { ($0.rawValue, $0) }) },
                    contentSizeCategory: try t["contentSizeCategory"].map { (x) throws(ViewError) in
                        try enumValue(x, "\(p).contentSizeCategory", ContentSizeCategory.allCases.map { ($0.variantToken, $0) }) })))
            case "offset":
                let o = try object(v, p)
                try checkKeys(o, allowed: ["x", "y"], path: p)
                wrap(.offset(x: try o["x"].map { (x) throws(ViewError) in try number(x, "\(p).x") } ?? 0,
                             y: try o["y"].map { (y) throws(ViewError) in try number(y, "\(p).y") } ?? 0))
            case "fixedSize":
                if case .bool(let b) = v {
                    if b { wrap(.fixedSize(horizontal: true, vertical: true)) }
                    continue
                }
                let o = try object(v, p)
                try checkKeys(o, allowed: ["horizontal", "vertical"], path: p)
                wrap(.fixedSize(horizontal: try o["horizontal"].map { (x) throws(ViewError) in try bool(x, "\(p).horizontal") } ?? false,
                                vertical: try o["vertical"].map { (x) throws(ViewError) in try bool(x, "\(p).vertical") } ?? false))
            default:
                wrap(try aspectRatio(v, p))
            }
        }
        return n
    }

    /// `"fit"` / `"fill"` (the content's own ratio) or `{"ratio": width / height, "contentMode": …}`.
    private func aspectRatio(_ v: JSONValue, _ p: String) throws(ViewError) -> NodeModifier {
        let modes = ContentMode.allCases.map { ($0.rawValue, $0) }
        if case .string = v { return .aspectRatio(nil, contentMode: try enumValue(v, p, modes)) }
        let o = try object(v, p)
        try checkKeys(o, allowed: ["ratio", "contentMode"], path: p)
        guard let m = o["contentMode"] else { throw fail(p, "missing key \"contentMode\" (fit, fill)") }
        var ratio: Double?
        if let r = o["ratio"], r != .null {
            let value = try number(r, "\(p).ratio")
            guard value > 0 else { throw fail("\(p).ratio", "expected a ratio above 0, found \(r.display)") }
            ratio = value
        }
        return .aspectRatio(ratio, contentMode: try enumValue(m, "\(p).contentMode", modes))
    }

    /// A background or overlay: a colour (string) or a view (object).
    private func decoration(_ v: JSONValue, _ p: String) throws(ViewError) -> ViewNode {
        if case .object = v { return try node(v, path: p) }
        return try color(v, p).node
    }

    func insets(_ v: JSONValue, _ p: String) throws(ViewError) -> EdgeInsets {
        if case .number = v { return EdgeInsets(all: try nonNegative(v, p)) }
        let o = try object(v, p)
        try checkKeys(o, allowed: ["top", "leading", "bottom", "trailing", "horizontal", "vertical"], path: p)
        func get(_ k: String, _ fallback: String) throws(ViewError) -> Double {
            if let x = o[k] { return try nonNegative(x, "\(p).\(k)") }
            if let x = o[fallback] { return try nonNegative(x, "\(p).\(fallback)") }
            return 0
        }
        return EdgeInsets(top: try get("top", "vertical"), leading: try get("leading", "horizontal"),
                          bottom: try get("bottom", "vertical"), trailing: try get("trailing", "horizontal"))
    }

    private func frame(_ v: JSONValue, _ p: String) throws(ViewError) -> FrameSpec {
        let o = try object(v, p)
        let keys = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        try checkKeys(o, allowed: keys + ["alignment"], path: p)
        func length(_ k: String) throws(ViewError) -> Double? {
            guard let x = o[k] else { return nil }
            if case .string("infinity") = x, k.hasPrefix("max") { return .infinity }
            return try nonNegative(x, "\(p).\(k)")
        }
        let a = try o["alignment"].map { (x) throws(ViewError) in try alignment(x, "\(p).alignment") } ?? .center
        return FrameSpec(width: try length("width"), height: try length("height"),
                         minWidth: try length("minWidth"), idealWidth: try length("idealWidth"), maxWidth: try length("maxWidth"),
                         minHeight: try length("minHeight"), idealHeight: try length("idealHeight"),
                         maxHeight: try length("maxHeight"), alignment: a)
    }

    /// `rotation`: degrees (clockwise), or `{"degrees": 45, "anchor": "topLeading"}` (default centre).
    private func rotation(_ v: JSONValue, _ p: String) throws(ViewError) -> LayerEffect {
        if case .number(let d) = v {
            guard d.isFinite else { throw fail(p, "expected a finite angle in degrees") }
            return .rotation(degrees: d, anchor: .center)
        }
        let o = try object(v, p)
        try checkKeys(o, allowed: ["degrees", "anchor"], path: p)
        guard let d = o["degrees"] else { throw fail(p, "missing key \"degrees\"") }
        let degrees = try number(d, "\(p).degrees")
        guard degrees.isFinite else { throw fail("\(p).degrees", "expected a finite angle in degrees") }
        let anchor = try o["anchor"].map { (a) throws(ViewError) in try unitPoint(a, "\(p).anchor") } ?? .center
        return .rotation(degrees: degrees, anchor: anchor)
    }

    /// `scale`: a factor for both axes, or `{"x": 2, "y": 1, "anchor": "center"}`.
    private func scale(_ v: JSONValue, _ p: String) throws(ViewError) -> LayerEffect {
        if case .number(let k) = v {
            guard k.isFinite else { throw fail(p, "expected a finite scale factor") }
            return .scale(x: k, y: k, anchor: .center)
        }
        let o = try object(v, p)
        try checkKeys(o, allowed: ["x", "y", "anchor"], path: p)
        let x = try o["x"].map { (n) throws(ViewError) in try number(n, "\(p).x") } ?? 1
        let y = try o["y"].map { (n) throws(ViewError) in try number(n, "\(p).y") } ?? 1
        guard x.isFinite, y.isFinite else { throw fail(p, "expected finite scale factors") }
        let anchor = try o["anchor"].map { (a) throws(ViewError) in try unitPoint(a, "\(p).anchor") } ?? .center
        return .scale(x: x, y: y, anchor: anchor)
    }

    /// A shape for `clipShape`: `{"type": "rectangle" | "roundedRectangle" | "capsule" | "circle" | "ellipse" | "path", …}`.
    private func clipShape(_ v: JSONValue, _ p: String) throws(ViewError) -> ShapeKind {
        let o = try object(v, p)
        try checkKeys(o, allowed: ["type", "cornerRadius", "cornerStyle", "d", "viewBox", "fillRule"], path: p)
        guard let t = o["type"] else { throw fail(p, "missing key \"type\"") }
        let name = try string(t, "\(p).type")
        guard let shape = FixtureShape(rawValue: name) else {
            throw fail("\(p).type", "unknown shape \"\(name)\"" + hint(name, FixtureShape.names))
        }
        return try shapeKind(shape, o, p)
    }

    func stroke(_ v: JSONValue, _ p: String, extraKeys: [String] = [], placement: StrokePlacement = .inside) throws(ViewError) -> StrokeSpec {
        let o = try object(v, p)
        try checkKeys(o, allowed: ["color", "width", "dash", "dashPhase", "cap", "join", "miterLimit", "placement"] + extraKeys, path: p)
        guard let c = o["color"] else { throw fail(p, "missing key \"color\"") }
        var dash: [Double] = []
        if let d = o["dash"] {
            for (i, x) in try array(d, "\(p).dash").enumerated() { dash.append(try nonNegative(x, "\(p).dash[\(i)]")) }
        }
        let width = try o["width"].map { (x) throws(ViewError) in try nonNegative(x, "\(p).width") } ?? 1
        let cap = try o["cap"].map { (x) throws(ViewError) in
            try enumValue(x, "\(p).cap", [("butt", LineStroke.Cap.butt), ("round", .round), ("square", .square)])
        } ?? .butt
        let join = try o["join"].map { (x) throws(ViewError) in
            try enumValue(x, "\(p).join", [("miter", LineStroke.Join.miter), ("round", .round), ("bevel", .bevel)])
        } ?? .miter
        let miterLimit = try o["miterLimit"].map { (x) throws(ViewError) in try nonNegative(x, "\(p).miterLimit") } ?? 10
        let phase = try o["dashPhase"].map { (x) throws(ViewError) in try number(x, "\(p).dashPhase") } ?? 0
        let place = try o["placement"].map { (x) throws(ViewError) in
            try enumValue(x, "\(p).placement", [("inside", StrokePlacement.inside), ("centered", .centered)])
        } ?? placement
        return StrokeSpec(color: try color(c, "\(p).color"), lineWidth: width, dash: dash, cap: cap, join: join,
                          miterLimit: miterLimit, dashPhase: phase, placement: place)
    }

    /// A `path` node's outline: SVG path data (`d`) in points, or in `viewBox` units stretched
    /// to the frame; `fillRule` `nonZero` (default) or `evenOdd`.
    func pathShape(_ o: [String: JSONValue], _ p: String) throws(ViewError) -> ShapeKind {
        guard let d = o["d"] else { throw fail(p, "missing key \"d\" (SVG path data, e.g. \"M0 0 L10 10 Z\")") }
        let data = try string(d, "\(p).d")
        let outline: VectorPath
        do { outline = try SVGPathData.parse(data) } catch { throw fail("\(p).d", error.reason) }
        var viewBox: Size?
        if let vb = o["viewBox"] {
            let values = try array(vb, "\(p).viewBox")
            guard values.count == 2 else { throw fail("\(p).viewBox", "expected [width, height] of the path's coordinates") }
            let w = try nonNegative(values[0], "\(p).viewBox[0]"), h = try nonNegative(values[1], "\(p).viewBox[1]")
            guard w > 0, h > 0 else { throw fail("\(p).viewBox", "the view box needs a positive width and height") }
            viewBox = Size(w, h)
        }
        let evenOdd = try o["fillRule"].map { (x) throws(ViewError) in
            try enumValue(x, "\(p).fillRule", [("nonZero", false), ("evenOdd", true)])
        } ?? false
        return .path(ShapePath(evenOdd: evenOdd, source: .data(data, viewBox: viewBox)) { size in
            guard let viewBox else { return outline }
            return outline.applying(.scale(x: size.width / viewBox.width, y: size.height / viewBox.height))
        })
    }

    /// `kind` cut to part of its outline: `{"from": 0, "to": 0.7}` (fractions of its length).
    func trimmed(_ kind: ShapeKind, _ v: JSONValue, _ p: String) throws(ViewError) -> ShapeKind {
        let o = try object(v, p)
        try checkKeys(o, allowed: ["from", "to"], path: p)
        let from = try o["from"].map { (x) throws(ViewError) in try unitInterval(x, "\(p).from") } ?? 0
        let to = try o["to"].map { (x) throws(ViewError) in try unitInterval(x, "\(p).to") } ?? 1
        if case .path(let shape) = kind { return .path(shape.trimmed(from: from, to: to)) }
        return .path(ShapePath(source: .shape(kind)) { size in kind.outline(in: Rect(x: 0, y: 0, width: size.width, height: size.height)) }
            .trimmed(from: from, to: to))
    }

    private func unitInterval(_ v: JSONValue, _ p: String) throws(ViewError) -> Double {
        let x = try number(v, p)
        guard x >= 0, x <= 1 else { throw fail(p, "expected a fraction from 0 to 1, found \(x)") }
        return x
    }

    private func shadow(_ v: JSONValue, _ p: String) throws(ViewError) -> ShadowSpec {
        let o = try object(v, p)
        try checkKeys(o, allowed: ["color", "radius", "x", "y"], path: p)
        let c = try o["color"].map { (x) throws(ViewError) in try color(x, "\(p).color") } ?? .literal(RGBA8(0, 0, 0, 84))
        return ShadowSpec(color: c,
                          radius: try o["radius"].map { (x) throws(ViewError) in try nonNegative(x, "\(p).radius") } ?? 0,
                          x: try o["x"].map { (x) throws(ViewError) in try number(x, "\(p).x") } ?? 0,
                          y: try o["y"].map { (x) throws(ViewError) in try number(x, "\(p).y") } ?? 0)
    }

    /// A whole number of lines of at least 1, or `null` for none.
    func lineCount(_ v: JSONValue, _ p: String) throws(ViewError) -> Int? {
        if case .null = v { return nil }
        let lines = try number(v, p)
        guard lines >= 1, lines == lines.rounded(), lines < 10_000 else {
            throw fail(p, "expected a whole number of lines of at least 1, found \(v.display)")
        }
        return Int(lines)
    }

    func font(_ v: JSONValue, _ p: String) throws(ViewError) -> FontReference {
        if case .string = v {
            return .textStyle(try enumValue(v, p, TextStyle.fixtureNames))
        }
        let o = try object(v, p)
        try checkKeys(o, allowed: ["style", "size", "family", "weight", "italic", "leading"], path: p)
        if let l = o["leading"] {
            let points = try number(l, "\(p).leading")
            guard abs(points) <= 100 else { throw fail("\(p).leading", "expected a leading from -100 to 100 points, found \(l.display)") }
            var rest = o
            rest["leading"] = nil
            return .leading(try font(.object(rest), p), points: points)
        }
        if let i = o["italic"], try bool(i, "\(p).italic") {
            var upright = o
            upright["italic"] = nil
            return try font(.object(upright), p).italic
        }
        let family = try o["family"].map { (x) throws(ViewError) in try string(x, "\(p).family") }
        if let family, let known = fontFamilies, !known.contains(family) {
            throw fail("\(p).family", "unknown font family \"\(family)\"" + hint(family, known))
        }
        let weight = try o["weight"].map { (x) throws(ViewError) in
            try enumValue(x, "\(p).weight", FontWeightName.all.map { ($0.name, $0.weight) })
        }
        switch (o["style"], o["size"]) {
        case (let s?, nil):
            let style = try enumValue(s, "\(p).style", TextStyle.fixtureNames)
            return .textStyle(style, family: family, weight: weight)
        case (nil, let s?):
            let size = try number(s, "\(p).size")
            guard size > 0, size <= 1000 else { throw fail("\(p).size", "expected a size from 0 to 1000 points, found \(s.display)") }
            return .fixed(size: size, family: family, weight: weight ?? .regular)
        default:
            throw fail(p, "a font needs exactly one of \"style\" (a text style) and \"size\" (points)")
        }
    }
}
