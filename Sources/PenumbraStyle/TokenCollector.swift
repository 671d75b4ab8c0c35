import PenumbraCore
/// Walks design-token JSON and gathers tokens: their dotted path, `$type` (own or inherited),
/// and their value nodes per mode. Several files may be collected into one set (one per mode).
struct TokenCollector {
    /// A token as written: the value node of each mode it gives.
    struct RawToken {
        var type: String?
        var modes: [ColorVariants.Key: JSONNode]
        /// The token's own node, for errors about the token as a whole.
        var node: JSONNode
        /// Whether a file of one mode other than light gave the token: with no light value, its
        /// first mode's value stands for light.
        var fromModeFile = false
        /// Primer's per-token `alpha` beside `$value` (0-1): the alpha of every mode's colour.
        var alpha: Double?
        /// Primer's per-override alpha (`"dark": {"$value": "{…}", "alpha": 0.15}`), which wins
        /// over ``alpha`` in its mode.
        var modeAlphas: [ColorVariants.Key: Double] = [:]

        /// The alpha a mode's colour takes, if the token sets one.
        func alpha(for key: ColorVariants.Key) -> Double? { modeAlphas[key] ?? alpha }
    }

    private(set) var tokens: [String: RawToken] = [:]
    /// Mode names met that are not appearances (``ModeMap/Meaning/ignored``), left out.
    private(set) var ignoredModes: Set<String> = []
    /// Tokens (of any type) met so far, counting a token again in each file that gives it.
    private(set) var tokensSeen = 0
    /// Whether the walk stopped at a token pipeline's own input (Fluent's `aliasOf`, `generate`).
    private(set) var foundPipelineInput = false
    /// How mode names become appearances.
    let modeMap: ModeMap

    init(modeMap: ModeMap = .standard) { self.modeMap = modeMap }

    /// Records a mode left out as a whole (a file or theme named for it).
    mutating func ignore(mode: String) { ignoredModes.insert(mode) }

    /// Collects the tokens under `root`; plain `$value`s count for `defaultMode`.
    mutating func collect(_ root: JSONNode, defaultMode: ColorVariants.Key, fromModeFile: Bool = false) throws(StyleError) {
        self.fromModeFile = fromModeFile
        try walk(root, names: [], inheritedType: nil, defaultMode: defaultMode)
    }

    /// Whether the file being collected is one mode's file (not light).
    private var fromModeFile = false

    private mutating func walk(_ node: JSONNode, names: [String], inheritedType: String?,
                               defaultMode: ColorVariants.Key) throws(StyleError) {
        guard node.isObject else { return }
        var type = inheritedType
        if let typeNode = try node.optional("$type") { type = try typeNode.string() }
        if let schemaType = try Self.schemaType(node) { type = schemaType }
        if let valueNode = try tokenValue(node) {
            if let legacyType = try legacyTypeNode(node) { type = try legacyType.string() }
            try add(path: names.joined(separator: "."), node: node, value: valueNode, type: type, defaultMode: defaultMode)
            return
        }
        // The Fluent UI token pipeline's own input: its values come from generators that only
        // the pipeline runs, so reading the file would give a palette with holes.
        for key in ["aliasOf", "generate"] where try node.optional(key) != nil {
            foundPipelineInput = true
            throw .invalidValue(file: node.file, path: node.path(of: key), expected: "a design token ($value or value)",
                                found: "the Fluent UI token pipeline's input ('\(key)'): run the pipeline and load its W3C output "
                                    + "(the folder of global.tokens.json, light.tokens.json and dark.tokens.json)")
        }
        if let sets = try Self.spectrumSets(node) {
            try addSets(sets, path: names.joined(separator: "."), node: node, type: type)
            return
        }
        for (key, child) in try node.members() where !key.hasPrefix("$") {
            try walk(child, names: names + [key], inheritedType: type, defaultMode: defaultMode)
        }
    }

    /// `$value`, or the older `value` of Style Dictionary 3 and Tokens Studio (their rule: an
    /// object with a `value` key is a token).
    private func tokenValue(_ node: JSONNode) throws(StyleError) -> JSONNode? {
        if let value = try node.optional("$value") { return value }
        return try node.optional("value")
    }

    /// The older format's `type`, when the token uses `value` and gives a string `type`.
    private func legacyTypeNode(_ node: JSONNode) throws(StyleError) -> JSONNode? {
        guard try node.optional("$value") == nil, try node.optional("value") != nil,
              let type = try node.optional("type"), case .string = type.value else { return nil }
        return type
    }

    /// Spectrum's type, named by the token's `$schema` (`…/token-types/color.json` → `color`,
    /// `opacity.json` → `opacity`); `nil` for no schema and for `alias` and `color-set`, whose
    /// values say what they are.
    static func schemaType(_ node: JSONNode) throws(StyleError) -> String? {
        guard let schema = try node.optional("$schema"), case .string(let url) = schema.value,
              url.includes("/token-types/"), let last = url.split(separator: "/").last, last.hasSuffix(".json") else { return nil }
        let name = String(last.dropLast(5))
        return ["alias", "color-set"].contains(name) ? nil : name
    }

    /// Spectrum's `sets`: an object of modes, each an object with a `value` (`{"light": {"value":
    /// "rgb(…)"}, "dark": {…}, "wireframe": {…}}`).
    static func spectrumSets(_ node: JSONNode) throws(StyleError) -> JSONNode? {
        guard let sets = try node.optional("sets"), case .object(let members) = sets.value, !members.isEmpty,
              members.values.allSatisfy({ if case .object(let set) = $0 { set["value"] != nil || set["$value"] != nil } else { false } })
        else { return nil }
        return sets
    }

    /// A Spectrum colour set: one token whose modes are the sets (each set's own `$schema` may
    /// type it, as `opacity.json` does).
    private mutating func addSets(_ sets: JSONNode, path: String, node: JSONNode, type: String?) throws(StyleError) {
        tokensSeen += 1
        var token = tokens[path] ?? RawToken(type: type, modes: [:], node: node)
        if token.type == nil { token.type = type }
        for (mode, set) in try sets.members() {
            if token.type == nil, let setType = try Self.schemaType(set) { token.type = setType }
            guard let value = try tokenValue(set) else { continue }
            switch modeMap.meaning(of: mode) {
            case .appearance(let key): token.modes[key] = value
            case .ignored: ignoredModes.insert(mode)
            }
        }
        tokens[path] = token
    }

    private mutating func add(path: String, node: JSONNode, value: JSONNode, type: String?,
                              defaultMode: ColorVariants.Key) throws(StyleError) {
        tokensSeen += 1
        var token = tokens[path] ?? RawToken(type: type, modes: [:], node: node)
        if token.type == nil { token.type = type }
        if fromModeFile { token.fromModeFile = true }
        // Other types (dimensions as `{"value": 4, "unit": "px"}`, typography) are not read:
        // their objects are values, not modes.
        if let known = token.type, known != "color" {
            tokens[path] = token
            return
        }
        if let alphaNode = try node.optional("alpha") { token.alpha = try Self.alpha(alphaNode) }
        if let modes = try Self.modeObject(value) {
            try addModes(modes, to: &token)
        } else {
            token.modes[defaultMode] = value
        }
        // Style Dictionary's single-token modes: `"value": "#FFF", "darkValue": "#000"`, and
        // `hcValue` (light high contrast), `darkHcValue` / `hcDarkValue` (dark high contrast).
        for (key, mode) in Self.styleDictionaryModeKeys {
            if let extra = try node.optional(key) { token.modes[mode] = extra }
        }
        if let extensions = try node.optional("$extensions"), extensions.isObject {
            for key in ["mode", "modes"] {
                if let modes = try extensions.optional(key), modes.isObject { try addModes(modes, to: &token) }
            }
            // Primer: `"org.primer.overrides": {"dark": "{…}", "dark-dimmed": {"$value": "…"}}`.
            if let overrides = try extensions.optional("org.primer.overrides"), overrides.isObject {
                try addModes(overrides, to: &token)
            }
            for (vendor, child) in try extensions.members() where child.isObject && !["mode", "modes", "org.primer.overrides"].contains(vendor) {
                if let modes = try child.optional("modes"), modes.isObject { try addModes(modes, to: &token) }
            }
        }
        tokens[path] = token
    }

    /// Style Dictionary's mode keys beside `value`, and the mode each gives.
    static let styleDictionaryModeKeys: [(String, ColorVariants.Key)] = [
        ("darkValue", ColorVariants.Key(.dark)), ("hcValue", ColorVariants.Key(.light, .base, .high)),
        ("darkHcValue", ColorVariants.Key(.dark, .base, .high)), ("hcDarkValue", ColorVariants.Key(.dark, .base, .high)),
    ]

    /// A `$value` that is an object of modes rather than a colour (which has `colorSpace`,
    /// `components` or `hex`) or another type's value (`value` and `unit`).
    private static func modeObject(_ value: JSONNode) throws(StyleError) -> JSONNode? {
        guard case .object(let object) = value.value else { return nil }
        let valueKeys: Set<String> = ["colorSpace", "components", "hex", "alpha", "value", "unit"]
        return object.keys.contains(where: valueKeys.contains) ? nil : value
    }

    /// Each mode's value by the mode map; modes that are not appearances are left out and noted.
    private mutating func addModes(_ modes: JSONNode, to token: inout RawToken) throws(StyleError) {
        for (mode, value) in try modes.members() {
            // An override may be an object holding its value and alpha (Primer:
            // `{"$value": "…", "alpha": 0.15}`).
            let holder = value.isObject ? try value.optional("$value") : nil
            let entry = holder ?? value
            switch modeMap.meaning(of: mode) {
            case .appearance(let key):
                token.modes[key] = entry
                if holder != nil, let alphaNode = try value.optional("alpha") { token.modeAlphas[key] = try Self.alpha(alphaNode) }
            case .ignored: ignoredModes.insert(mode)
            }
        }
    }

    /// A per-token alpha: a number 0-1.
    private static func alpha(_ node: JSONNode) throws(StyleError) -> Double {
        guard case .number(let value) = node.value, (0...1).contains(value) else { throw node.mismatch("an alpha 0-1") }
        return value
    }
}
