import PenumbraCore

/// Resolves collected tokens into colour tables: parses literal values, follows `{a.b}` aliases
/// per mode, and detects alias cycles.
///
/// Recursion is bounded: an alias chain longer than ``maxAliasDepth`` tokens is an error
/// whichever token of it is resolved first (each resolved token remembers the length of its
/// longest chain), so a 10,000-deep chain is a typed error, never a stack overflow.
///
/// An alias copies its target's modes: `text: {gray.900}` where `gray.900` has light and dark
/// values makes `text` dynamic too. When a token gives its own modes, each appearance takes the
/// token's entry by the ``ColorVariants`` fallback order and, for an alias entry, the target's
/// value in that appearance.
struct TokenResolver {
    let tokens: [String: TokenCollector.RawToken]
    private var cache: [String: ColorVariants?] = [:]
    private var stack: [String] = []
    /// The longest alias chain from each resolved token, in tokens (a literal value is 1).
    private var chainLength: [String: Int] = [:]
    /// Tokens typed as colours whose value is a gradient (stops, or `linear-gradient(…)`), and
    /// colour tokens that alias them: left out, for a note.
    private(set) var gradients: Set<String> = []

    /// The longest alias chain followed (real token systems chain a few levels).
    static let maxAliasDepth = 64

    init(tokens: [String: TokenCollector.RawToken]) { self.tokens = tokens }

    /// The names an alias to a colour may be meant as, for "did you mean": colour tokens only
    /// (typed `color`, or untyped with colour values), never dimensions or other kinds.
    private lazy var colorNames: [String] = tokens.filter { _, token in
        token.type == "color" || (token.type == nil && !token.modes.isEmpty && token.modes.values.allSatisfy(Self.looksLikeColor))
    }.keys.sorted()

    /// The colour table of a token, or `nil` when it is not a colour token.
    mutating func colorTable(_ path: String) throws(StyleError) -> ColorVariants? {
        if let cached = cache[path] {
            if let length = chainLength[path], stack.count + length > Self.maxAliasDepth, let first = stack.first {
                throw .aliasChainTooDeep(file: tokens[first]?.node.file, path: first, limit: Self.maxAliasDepth)
            }
            return cached
        }
        guard let token = tokens[path] else { return nil }
        if let type = token.type, type != "color" { cache[path] = .some(nil); return nil }
        if token.type == nil, !token.modes.values.allSatisfy(Self.looksLikeColor) {
            cache[path] = .some(nil); return nil
        }
        if token.modes.values.contains(where: Self.isGradient) {
            gradients.insert(path)
            cache[path] = .some(nil); return nil
        }
        if let start = stack.firstIndex(of: path) {
            throw .aliasCycle(file: token.node.file, chain: Array(stack[start...]) + [path])
        }
        guard stack.count < Self.maxAliasDepth else {
            throw .aliasChainTooDeep(file: token.node.file, path: stack[0], limit: Self.maxAliasDepth)
        }
        stack.append(path)
        let table: ColorVariants?
        do { table = try build(path, token) } catch { stack.removeLast(); throw error }
        stack.removeLast()
        cache[path] = .some(table)
        return table
    }

    private enum Entry { case value(RGBA8), alias(ColorVariants) }

    private mutating func build(_ path: String, _ token: TokenCollector.RawToken) throws(StyleError) -> ColorVariants? {
        var own: [ColorVariants.Key: Entry] = [:]
        var longest = 0
        defer { chainLength[path] = longest + 1 }
        for key in token.modes.keys.sorted() {
            guard let node = token.modes[key] else { continue }
            if let (target, alpha) = Self.aliasWithAlpha(node) {
                // Tokens Studio's `rgba({color.black}, 0.5)`: the target's colour at that alpha.
                guard tokens[target] != nil else {
                    throw .unresolvedAlias(file: node.file, path: node.displayPath, alias: target,
                                           suggestion: NameSuggestion.nearest(to: target, in: colorNames))
                }
                guard let table = try colorTable(target) else { throw node.mismatch("an alias to a colour token") }
                longest = max(longest, chainLength[target] ?? 1)
                own[key] = .alias(table.withAlpha(StyleColor.byte(fromUnit: alpha)))
            } else if var target = Self.aliasTarget(node) {
                // Style Dictionary 3 references name the value: `{color.base.red.value}` (the
                // token, every mode), `{color.base.red.darkValue}` (its dark value alone).
                var only: ColorVariants.Key?
                if tokens[target] == nil {
                    for (suffix, mode) in Self.valueSuffixes where target.hasSuffix(suffix) {
                        let base = String(target.dropLast(suffix.count))
                        if tokens[base] != nil { target = base; only = mode; break }
                    }
                }
                guard tokens[target] != nil else {
                    throw .unresolvedAlias(file: node.file, path: node.displayPath, alias: target,
                                           suggestion: NameSuggestion.nearest(to: target, in: colorNames))
                }
                guard let table = try colorTable(target) else {
                    // An untyped token that aliases a non-colour token is not a colour token.
                    if token.type == nil { return nil }
                    if gradients.contains(target) { gradients.insert(path); return nil }
                    throw node.mismatch("an alias to a colour token")
                }
                longest = max(longest, chainLength[target] ?? 1)
                own[key] = .alias(only.map { ColorVariants(light: table.resolved(in: $0.traits)) } ?? table)
            } else {
                own[key] = .value(try TokenColorValue.parse(node))
            }
            // Primer's `alpha` beside the value sets the colour's alpha (its transform's rule).
            if let alpha = token.alpha(for: key).map(StyleColor.byte(fromUnit:)), let entry = own[key] {
                switch entry {
                case .value(let value): own[key] = .value(RGBA8(value.r, value.g, value.b, alpha))
                case .alias(let table): own[key] = .alias(table.withAlpha(alpha))
                }
            }
        }
        if own[ColorVariants.Key(.light)] == nil, token.fromModeFile, let first = own.keys.sorted().first {
            own[ColorVariants.Key(.light)] = own[first]
        }
        var keys = Set(own.keys)
        for entry in own.values { if case .alias(let table) = entry { keys.formUnion(table.entries.keys) } }
        var result: [ColorVariants.Key: RGBA8] = [:]
        for key in keys {
            guard let ownKey = ColorVariants.fallbackChain(for: key).first(where: { own[$0] != nil }),
                  let entry = own[ownKey] else { continue }
            switch entry {
            case .value(let value): result[key] = value
            case .alias(let table): result[key] = table.resolved(in: key.traits)
            }
        }
        guard let table = ColorVariants(entries: result) else {
            throw .invalidValue(file: token.node.file, path: token.node.displayPath,
                                expected: "a light (default) value (give the token a $value, or map one of its modes to light with --mode-map)", found: "modes " +
                                    token.modes.keys.sorted().map(\.name).joined(separator: ", "))
        }
        return table
    }

    /// Suffixes of Style Dictionary 3 references and the mode each picks (`nil`: every mode).
    static let valueSuffixes: [(String, ColorVariants.Key?)] = [(".value", nil)]
        + TokenCollector.styleDictionaryModeKeys.map { ("." + $0.0, $0.1) }

    /// `a.b.c` for a value that is exactly `{a.b.c}`, spaces around the name allowed
    /// (`{ a.b.c }`, as some token systems write every alias and Style Dictionary reads them).
    static func aliasTarget(_ node: JSONNode) -> String? {
        guard case .string(let raw) = node.value else { return nil }
        let text = raw.trimmingSpaces()
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = String(text.dropFirst().dropLast()).trimmingSpaces()
        guard !inner.isEmpty, !inner.includes("{"), !inner.includes("}") else { return nil }
        return inner
    }

    /// `(a.b, 0.5)` for a value `rgba({a.b}, 0.5)` (alpha 0-1).
    static func aliasWithAlpha(_ node: JSONNode) -> (String, Double)? {
        guard case .string(let text) = node.value else { return nil }
        let compact = text.filter { $0 != " " }
        guard compact.hasPrefix("rgba({"), compact.hasSuffix(")"), let comma = compact.lastIndex(of: ",") else { return nil }
        let reference = compact[compact.index(compact.startIndex, offsetBy: 5)..<comma]
        guard reference.hasPrefix("{"), reference.hasSuffix("}"), reference.count > 2,
              let alpha = Double(compact[compact.index(after: comma)..<compact.index(before: compact.endIndex)]),
              (0...1).contains(alpha) else { return nil }
        return (String(reference.dropFirst().dropLast()), alpha)
    }

    /// Whether a value is a gradient: an array (of stops) or a CSS gradient function.
    static func isGradient(_ node: JSONNode) -> Bool {
        switch node.value {
        case .array: return true
        case .string(let text): return text.lowercased().includes("gradient(")
        default: return false
        }
    }

    /// Whether an untyped token's value is a colour or an alias (hex, `rgb(…)`, a colour object).
    static func looksLikeColor(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string(let text):
            return text.hasPrefix("#") || aliasTarget(node) != nil || aliasWithAlpha(node) != nil || CSSColor.parse(text) != nil
        case .object(let object): return object["colorSpace"] != nil || object["hex"] != nil
        default: return false
        }
    }
}
