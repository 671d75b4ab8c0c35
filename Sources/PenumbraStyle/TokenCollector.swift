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
    }

    private(set) var tokens: [String: RawToken] = [:]
    /// Mode names met that are not appearances (``ModeMap/Meaning/ignored``), left out.
    private(set) var ignoredModes: Set<String> = []
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
        if let valueNode = try tokenValue(node) {
            if let legacyType = try legacyTypeNode(node) { type = try legacyType.string() }
            try add(path: names.joined(separator: "."), node: node, value: valueNode, type: type, defaultMode: defaultMode)
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

    private mutating func add(path: String, node: JSONNode, value: JSONNode, type: String?,
                              defaultMode: ColorVariants.Key) throws(StyleError) {
        var token = tokens[path] ?? RawToken(type: type, modes: [:], node: node)
        if token.type == nil { token.type = type }
        if fromModeFile { token.fromModeFile = true }
        if let modes = try Self.modeObject(value) {
            try addModes(modes, to: &token)
        } else {
            token.modes[defaultMode] = value
        }
        // Style Dictionary's single-token dark mode: `"value": "#FFF", "darkValue": "#000"`.
        if let dark = try node.optional("darkValue") { token.modes[ColorVariants.Key(.dark)] = dark }
        if let extensions = try node.optional("$extensions"), extensions.isObject {
            for key in ["mode", "modes"] {
                if let modes = try extensions.optional(key) { try addModes(modes, to: &token) }
            }
            for (vendor, child) in try extensions.members() where child.isObject && vendor != "mode" && vendor != "modes" {
                if let modes = try child.optional("modes") { try addModes(modes, to: &token) }
            }
        }
        tokens[path] = token
    }

    /// A `$value` that is an object of modes rather than a colour (which has `colorSpace`,
    /// `components` or `hex`).
    private static func modeObject(_ value: JSONNode) throws(StyleError) -> JSONNode? {
        guard case .object(let object) = value.value else { return nil }
        let colourKeys: Set<String> = ["colorSpace", "components", "hex", "alpha"]
        return object.keys.contains(where: colourKeys.contains) ? nil : value
    }

    /// Each mode's value by the mode map; modes that are not appearances are left out and noted.
    private mutating func addModes(_ modes: JSONNode, to token: inout RawToken) throws(StyleError) {
        for (mode, value) in try modes.members() {
            switch modeMap.meaning(of: mode) {
            case .appearance(let key): token.modes[key] = value
            case .ignored: ignoredModes.insert(mode)
            }
        }
    }
}
