import PenumbraCore

extension ColorAsset {
    /// Whether a colour set holds no colour at all: the placeholder Xcode's templates create
    /// (`AccentColor`, `WidgetBackground`), which Xcode builds and apps see as the system default.
    package static func isPlaceholder(_ root: JSONNode) throws(StyleError) -> Bool {
        for item in try root.required("colors").elements() where try item.optional("color") != nil { return false }
        return true
    }

    /// Reads a colour set's `Contents.json` (already parsed).
    ///
    /// - Entries whose `idiom` is not `universal` or `iphone` are ignored; for one slot an
    ///   `iphone` entry beats a `universal` one, and one without `display-gamut` (or `sRGB`)
    ///   beats a `display-P3` one.
    /// - Components (``component(_:isAlpha:extended:)``): strings `"0.5"` (0-1), `"128"`
    ///   (0-255), `"0x80"` (hex byte), or JSON numbers (0-1).
    /// - A `"reference"` colour (`systemBlueColor`) names one of `system`'s colours.
    /// - Throws: ``StyleError`` with the file and the JSON path (`colors[1].color.components.red`).
    package static func parse(_ root: JSONNode, name: String, scope: String,
                              system: SystemColors = .ios18) throws(StyleError) -> ColorAsset {
        var slots: [AssetAppearance: (entry: Entry, score: Int)] = [:]
        for item in try root.required("colors").elements() {
            guard try AssetAppearance.isIOSEntry(item) else { continue }
            let appearance = try AssetAppearance.parse(item)
            let entry = try parseColor(try item.required("color"), appearance: appearance, system: system)
            var score = try item.optional("idiom")?.string() == "iphone" ? 2 : 0
            if try item.optional("display-gamut")?.string() != "display-P3" { score += 1 }
            if let existing = slots[appearance], existing.score >= score { continue }
            slots[appearance] = (entry, score)
        }
        let chosen = slots.mapValues(\.entry)
        guard let color = makeColor(name: name, scope: scope, slots: chosen, system: system) else {
            throw .invalidValue(file: root.file, path: root.path(of: "colors"),
                                expected: "an entry for Any or Light appearance", found: "none")
        }
        let entries = chosen.values.sorted {
            ($0.appearance.luminosity.rawValue, $0.appearance.contrast.rawValue)
                < ($1.appearance.luminosity.rawValue, $1.appearance.contrast.rawValue)
        }
        return ColorAsset(name: name, entries: entries, color: color)
    }

    static func parseColor(_ node: JSONNode, appearance: AssetAppearance,
                           system: SystemColors) throws(StyleError) -> Entry {
        if let referenceNode = try node.optional("reference") {
            let reference = try referenceNode.string()
            let base = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard system.palette[base] != nil else {
                throw .unresolvedAlias(file: node.file, path: referenceNode.path, alias: reference,
                                       suggestion: NameSuggestion.nearest(to: base, in: system.palette.names).map { $0 + "Color" })
            }
            return Entry(appearance: appearance, colorSpace: nil, value: nil, reference: base)
        }
        let spaceNode = try node.required("color-space")
        let spaceName = try spaceNode.string()
        guard let space = ColorSpace(name: spaceName) else {
            throw .unsupportedColorSpace(file: node.file, path: spaceNode.path, colorSpace: spaceName)
        }
        let components = try node.required("components")
        let extended = [.extendedSRGB, .linearSRGB, .extendedGray].contains(space)
        let red: Double, green: Double, blue: Double
        if space.isGray {
            red = try component(try components.required("white"), isAlpha: false, extended: extended)
            green = red; blue = red
        } else {
            red = try component(try components.required("red"), isAlpha: false, extended: extended)
            green = try component(try components.required("green"), isAlpha: false, extended: extended)
            blue = try component(try components.required("blue"), isAlpha: false, extended: extended)
        }
        let alpha = try component(try components.required("alpha"), isAlpha: true, extended: false)
        let srgb = space.toSRGB(red, green, blue)
        let value = RGBA8(StyleColor.byte(fromUnit: srgb.red), StyleColor.byte(fromUnit: srgb.green),
                          StyleColor.byte(fromUnit: srgb.blue), StyleColor.byte(fromUnit: alpha))
        return Entry(appearance: appearance, colorSpace: space, value: value, reference: nil)
    }

    /// One component as a 0-1 value. Xcode writes three forms, told apart by their text:
    /// `"0x80"` is a hex byte (÷255), text with `.` or an exponent is a 0-1 float, other integer
    /// text is a byte 0-255 (÷255). Alpha is the exception: Xcode always writes it as a float,
    /// so an integer alpha (`"1"`) is read as 0-1 too; a hex alpha is still a byte.
    /// Floats outside 0-1 are errors except in `extended-srgb`.
    static func component(_ node: JSONNode, isAlpha: Bool, extended: Bool) throws(StyleError) -> Double {
        let value: Double
        switch node.value {
        case .number(let number):
            value = number
        case .string(let raw):
            let text = raw.trimming(" ")
            if text.lowercased().hasPrefix("0x") {
                guard let byte = UInt8(text.dropFirst(2), radix: 16) else { throw node.mismatch("a hex byte 0x00-0xFF") }
                return Double(byte) / 255
            }
            if !isAlpha, !text.includes("."), !text.lowercased().includes("e"), let integer = Int(text) {
                guard (0...255).contains(integer) else { throw node.mismatch("an integer component 0-255") }
                return Double(integer) / 255
            }
            guard let number = Double(text), number.isFinite else {
                throw node.mismatch("a component (\"0.5\", \"128\" or \"0x80\")")
            }
            value = number
        default:
            throw node.mismatch("a component (\"0.5\", \"128\" or \"0x80\")")
        }
        guard value.isFinite, extended || (0...1).contains(value) else { throw node.mismatch("a component 0-1") }
        return value
    }
}

extension String {
    func trimming(_ set: Character) -> String {
        String(drop(while: { $0 == set }).reversed().drop(while: { $0 == set }).reversed())
    }
}
