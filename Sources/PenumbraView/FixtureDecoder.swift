import PenumbraCore
import PenumbraRaster
import PenumbraStyle

/// Walks a fixture's JSON, building the view tree and naming the JSON path of every error
/// (`root.children[2].background: unknown colour "primaryTxt"; did you mean "primaryText"?`).
struct FixtureDecoder {
    let file: String?
    let colorNames: [String]?
    let fontFamilies: [String]?
    /// Names the fixture's own palette defines.
    var ownColors: [String] = []

    init(file: String?, colorNames: [String]?, fontFamilies: [String]?) {
        self.file = file
        self.colorNames = colorNames
        self.fontFamilies = fontFamilies
    }

    static let topLevelKeys = ["name", "size", "variants", "palette", "root", "comment"]
    func fail(_ path: String, _ message: String) -> ViewError {
        .invalidFixture(file: file, path: path, message: message)
    }

    mutating func fixture(_ value: JSONValue, defaultName: String) throws(ViewError) -> Fixture {
        let top = try object(value, "$")
        try checkKeys(top, allowed: Self.topLevelKeys, path: nil)
        var palette: [(name: String, color: StyleColor)] = []
        if let p = top["palette"] {
            for (name, v) in try object(p, "palette").sorted(by: { $0.key < $1.key }) {
                palette.append((name, try paletteEntry(v, "palette.\(name)")))
            }
        }
        ownColors = palette.map(\.name)
        let name = try top["name"].map { (v) throws(ViewError) in try string(v, "name") } ?? defaultName
        // Output files are named after the fixture: a name is one file name, never a path.
        if name.isEmpty || name.hasPrefix(".") || name.includes("/") || name.includes("\\") || name.includes("\0") {
            throw fail("name", "\"\(name)\" is not a file name (no \"/\" or \"\\\" in it, no leading \".\"): output files are named after it")
        }
        var variants: [String] = []
        if let v = top["variants"] {
            for (i, item) in try array(v, "variants").enumerated() { variants.append(try string(item, "variants[\(i)]")) }
        }
        guard let rootValue = top["root"] else { throw fail("$", "missing key \"root\" (the view tree)") }
        let root = try node(rootValue, path: "root")
        return Fixture(name: name, size: try top["size"].map { (v) throws(ViewError) in try rootSize(v) } ?? .fitting,
                       variants: variants, palette: palette, root: root)
    }

    // MARK: Nodes

    func node(_ value: JSONValue, path: String) throws(ViewError) -> ViewNode {
        let o = try object(value, path)
        guard let typeValue = o["type"] else {
            throw fail(path, "missing key \"type\" (one of \(FixtureNodeType.names.joined(separator: ", ")))")
        }
        let typeName = try string(typeValue, "\(path).type")
        guard let type = FixtureNodeType(rawValue: typeName) else {
            throw fail("\(path).type", "unknown view type \"\(typeName)\"" + hint(typeName, FixtureNodeType.names))
        }
        try checkKeys(o, allowed: ["type", "modifiers", "comment"] + type.keys + Self.modifierKeys, path: path)
        var base = try primitive(type, o, path: path)
        base = try applyKeyedModifiers(base, o, path: path)
        if let list = o["modifiers"] {
            for (i, item) in try array(list, "\(path).modifiers").enumerated() {
                let itemPath = "\(path).modifiers[\(i)]"
                let m = try object(item, itemPath)
                guard m.count == 1, let key = m.keys.first else {
                    throw fail(itemPath, "a modifier is an object with exactly one key, found \(m.count)")
                }
                guard Self.modifierKeys.contains(key) else {
                    throw fail("\(itemPath).\(key)", "unknown modifier \"\(key)\"" + hint(key, Self.modifierKeys))
                }
                base = try applyKeyedModifiers(base, m, path: itemPath)
            }
        }
        return base
    }

    private func primitive(_ type: FixtureNodeType, _ o: [String: JSONValue], path: String) throws(ViewError) -> ViewNode {
        func children() throws(ViewError) -> [ViewNode] {
            guard let v = o["children"] else { return [] }
            var out: [ViewNode] = []
            for (i, child) in try array(v, "\(path).children").enumerated() {
                out.append(try node(child, path: "\(path).children[\(i)]"))
            }
            return out
        }
        func spacing() throws(ViewError) -> Double? {
            try o["spacing"].map { (v) throws(ViewError) in try nonNegative(v, "\(path).spacing") }
        }
        switch type {
        case .rectangle, .circle, .ellipse, .roundedRectangle, .capsule, .path:
            guard let shape = type.shape else { throw fail("\(path).type", "\(type.rawValue) is not a shape") }
            var kind = try shapeKind(shape, o, path)
            if let t = o["trim"] { kind = try trimmed(kind, t, "\(path).trim") }
            let fill = try o["fill"].map { (v) throws(ViewError) in try self.fill(v, "\(path).fill") }
            // A path's line is centred on it, as SVG draws it; a built-in shape's lies inside it.
            let placement: StrokePlacement = shape == .path ? .centered : .inside
            let stroke = try o["stroke"].map { (v) throws(ViewError) in try self.stroke(v, "\(path).stroke", placement: placement) }
            switch fill {
            case .gradient(let g)?:
                guard stroke == nil else {
                    throw fail("\(path).stroke", "a gradient-filled shape takes no \"stroke\"; use a \"border\" modifier")
                }
                return .gradient(kind, g)
            case .color(let c)?: return .shape(kind, fill: c, stroke: stroke)
            case nil: return .shape(kind, fill: stroke == nil ? nil : .clear, stroke: stroke)
            }
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient:
            return .gradient(.rectangle, try gradient(o, path, kind: String(type.rawValue.dropLast("Gradient".count))))
        case .color:
            guard let c = o["color"] else { throw fail(path, "missing key \"color\"") }
            return try color(c, "\(path).color").node
        case .text:
            return try textNode(o, path: path)
        case .image:
            return try image(o, path: path)
        case .spacer:
            return .spacer(minLength: try o["minLength"].map { (v) throws(ViewError) in try nonNegative(v, "\(path).minLength") })
        case .divider:
            return .divider
        case .vstack:
            let a = try o["alignment"].map { (v) throws(ViewError) in
                try enumValue(v, "\(path).alignment", HorizontalAlignment.allCases.map { ($0.rawValue, $0) })
            } ?? .center
            return .vstack(alignment: a, spacing: try spacing(), children: try children())
        case .hstack:
            let a = try o["alignment"].map { (v) throws(ViewError) in
                try enumValue(v, "\(path).alignment", VerticalAlignment.allCases.map { ($0.rawValue, $0) })
            } ?? .center
            return .hstack(alignment: a, spacing: try spacing(), children: try children())
        case .viewThatFits:
            let axes = try o["in"].map { (v) throws(ViewError) in
                try enumValue(v, "\(path).in", [("both", (true, true)), ("horizontal", (true, false)), ("vertical", (false, true))])
            } ?? (true, true)
            return .viewThatFits(horizontal: axes.0, vertical: axes.1, children: try children())
        case .zstack:
            let a = try o["alignment"].map { (v) throws(ViewError) in try alignment(v, "\(path).alignment") } ?? .center
            return .zstack(alignment: a, children: try children())
        }
    }

    /// The shape a shape node or a `clipShape` names, with its corner and path keys.
    func shapeKind(_ shape: FixtureShape, _ o: [String: JSONValue], _ p: String) throws(ViewError) -> ShapeKind {
        let style = try o["cornerStyle"].map { (s) throws(ViewError) in try cornerStyle(s, "\(p).cornerStyle") } ?? .circular
        switch shape {
        case .rectangle: return .rectangle
        case .circle: return .circle
        case .ellipse: return .ellipse
        case .capsule: return .capsule(style: style)
        case .path: return try pathShape(o, p)
        case .roundedRectangle:
            guard let r = o["cornerRadius"] else { throw fail(p, "missing key \"cornerRadius\" (points)") }
            return .roundedRectangle(cornerRadius: try nonNegative(r, "\(p).cornerRadius"), style: style)
        }
    }

    private func image(_ o: [String: JSONValue], path: String) throws(ViewError) -> ViewNode {
        let source: ImageSource
        switch (o["name"], o["systemName"]) {
        case (let n?, nil): source = .named(try string(n, "\(path).name"))
        case (nil, let s?):
            // Any name: one with no glyph draws a placeholder and is reported when rendered.
            source = .symbol(try string(s, "\(path).systemName"))
        default: throw fail(path, "an image needs exactly one of \"name\" (an asset) and \"systemName\" (a symbol)")
        }
        var reference = ImageReference(source: source, renderingMode: source.isSymbol ? .template : nil)
        if let m = o["renderingMode"] {
            reference.renderingMode = try enumValue(m, "\(path).renderingMode", ImageRenderingMode.allCases.map { ($0.rawValue, $0) })
        }
        if let r = o["resizable"] { reference.isResizable = try bool(r, "\(path).resizable") }
        if let s = o["imageScale"] { reference.symbolScale = try enumValue(s, "\(path).imageScale", SymbolScale.allCases.map { ($0.rawValue, $0) }) }
        if let i = o["interpolation"] {
            reference.usesNearestFiltering = try enumValue(i, "\(path).interpolation", [("bilinear", false), ("none", true)])
        }
        return .image(reference)
    }
}
