import PenumbraCore
import PenumbraRaster
import PenumbraStyle
import PenumbraRaster

/// Typed readers of JSON values, each naming the path of a mismatch.
extension FixtureDecoder {
    func object(_ v: JSONValue, _ p: String) throws(ViewError) -> [String: JSONValue] {
        guard case .object(let o) = v else { throw fail(p, "expected an object, found \(v.kindName)") }
        return o
    }

    func array(_ v: JSONValue, _ p: String) throws(ViewError) -> [JSONValue] {
        guard case .array(let a) = v else { throw fail(p, "expected an array, found \(v.kindName)") }
        return a
    }

    func string(_ v: JSONValue, _ p: String) throws(ViewError) -> String {
        guard case .string(let s) = v else { throw fail(p, "expected a string, found \(v.kindName)") }
        return s
    }

    func number(_ v: JSONValue, _ p: String) throws(ViewError) -> Double {
        guard case .number(let n) = v, n.isFinite else { throw fail(p, "expected a number, found \(v.kindName)") }
        return n
    }

    func nonNegative(_ v: JSONValue, _ p: String) throws(ViewError) -> Double {
        let n = try number(v, p)
        guard n >= 0 else { throw fail(p, "expected a number of at least 0, found \(v.display)") }
        return n
    }

    func bool(_ v: JSONValue, _ p: String) throws(ViewError) -> Bool {
        guard case .bool(let b) = v else { throw fail(p, "expected true or false, found \(v.kindName)") }
        return b
    }

    /// One of a fixed set of names.
    func enumValue<T>(_ v: JSONValue, _ p: String, _ cases: [(String, T)]) throws(ViewError) -> T {
        let s = try string(v, p)
        if let match = cases.first(where: { $0.0 == s }) { return match.1 }
        let names = cases.map(\.0)
        throw fail(p, "unknown value \"\(s)\" (expected one of \(names.joined(separator: ", ")))" + hint(s, names))
    }

    func alignment(_ v: JSONValue, _ p: String) throws(ViewError) -> Alignment {
        try enumValue(v, p, Alignment.named.map { ($0.name, $0.value) })
    }

    func cornerStyle(_ v: JSONValue, _ p: String) throws(ViewError) -> CornerStyle {
        try enumValue(v, p, [("circular", .circular), ("continuous", .continuous)])
    }

    /// A colour: `#RRGGBB`/`#RRGGBBAA` literal or a palette name (checked when names are known).
    func color(_ v: JSONValue, _ p: String) throws(ViewError) -> ColorReference {
        let s = try string(v, p)
        if s.hasPrefix("#") {
            guard let rgba = RGBA8(hex: s) else {
                throw fail(p, "invalid colour literal \"\(s)\" (expected #RGB, #RRGGBB or #RRGGBBAA)")
            }
            return .literal(rgba)
        }
        if let colorNames, !colorNames.contains(s), !ownColors.contains(s) {
            throw fail(p, "unknown colour \"\(s)\"" + hint(s, ownColors + colorNames))
        }
        return .named(s)
    }

    /// The keys of a palette colour and the appearance each stands for.
    static let paletteKeys: [(String, ColorVariants.Key)] = [
        ("light", .init(.light)), ("dark", .init(.dark)),
        ("lightHighContrast", .init(.light, .base, .high)), ("darkHighContrast", .init(.dark, .base, .high)),
        ("lightElevated", .init(.light, .elevated)), ("darkElevated", .init(.dark, .elevated)),
        ("darkElevatedHighContrast", .init(.dark, .elevated, .high)),
    ]

    /// A palette entry: one literal for every appearance, or an object of `light`, `dark`,
    /// `lightHighContrast`, `darkHighContrast`, `lightElevated`, `darkElevated`, `darkElevatedHighContrast`.
    func paletteEntry(_ v: JSONValue, _ p: String) throws(ViewError) -> StyleColor {
        func literal(_ x: JSONValue, _ q: String) throws(ViewError) -> RGBA8 {
            let s = try string(x, q)
            guard let rgba = RGBA8(hex: s) else { throw fail(q, "invalid colour literal \"\(s)\" (expected #RRGGBB or #RRGGBBAA)") }
            return rgba
        }
        let name = String(p.dropFirst("palette.".count))
        if case .string = v { return StyleColor(name: name, light: try literal(v, p)) }
        let o = try object(v, p)
        try checkKeys(o, allowed: FixtureDecoder.paletteKeys.map(\.0), path: p)
        guard o["light"] != nil, o["dark"] != nil else { throw fail(p, "a palette colour needs \"light\" and \"dark\"") }
        var entries: [ColorVariants.Key: RGBA8] = [:]
        for (key, k) in FixtureDecoder.paletteKeys {
            if let x = o[key] { entries[k] = try literal(x, "\(p).\(key)") }
        }
        guard let variants = ColorVariants(entries: entries) else { throw fail(p, "a palette colour needs \"light\"") }
        return StyleColor(name: name, variants: variants)
    }

    /// `"fit"`, `{"width": w}` or `{"width": w, "height": h}`.
    func rootSize(_ v: JSONValue) throws(ViewError) -> RootSize {
        if case .string("fit") = v { return .fitting }
        guard case .object(let o) = v else { throw fail("size", "expected \"fit\" or an object with \"width\" and \"height\"") }
        try checkKeys(o, allowed: ["width", "height"], path: "size")
        guard let w = o["width"] else { throw fail("size", "missing key \"width\" (points)") }
        let width = try number(w, "size.width")
        guard width > 0 else { throw fail("size.width", "expected a width above 0, found \(w.display)") }
        guard let h = o["height"] else { return .width(width) }
        let height = try number(h, "size.height")
        guard height > 0 else { throw fail("size.height", "expected a height above 0, found \(h.display)") }
        return .fixed(Size(width, height))
    }

    /// Rejects keys outside `allowed`, suggesting the nearest.
    func checkKeys(_ o: [String: JSONValue], allowed: [String], path: String?) throws(ViewError) {
        for key in o.keys.sorted() where !allowed.contains(key) {
            throw fail(path.map { "\($0).\(key)" } ?? key, "unknown key \"\(key)\"" + hint(key, allowed))
        }
    }

    func hint(_ text: String, _ candidates: [String]) -> String {
        NameSuggestion.phrase(for: text, in: candidates)
    }
}

extension JSONValue {
    /// The value as JSON text, for error messages.
    var display: String {
        switch self {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? "\(Int(n))" : "\(n)"
        case .string(let s): "\"\(s)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
