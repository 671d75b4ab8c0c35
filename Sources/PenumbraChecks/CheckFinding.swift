import PenumbraCore
/// One problem a check found: which check, in which variant, at which node, and why.
public struct CheckFinding: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The check that found it.
    public var check: CheckKind
    /// The variant's name (`dark-high-contrast`).
    public var variant: String
    /// The tree path of the node (`root` for the whole render).
    public var path: String
    /// What is wrong, in words, with the numbers (ratio, colours, pixel count).
    public var message: String
    /// The colours involved (text and background; the static colour; expected then actual).
    public var colors: [CheckColor]
    /// The pixels concerned, when the finding has a location in the bitmap.
    public var box: PixelRect?
    /// The measured contrast ratio (contrast findings only).
    public var ratio: Double?

    /// A finding.
    public init(check: CheckKind, variant: String, path: String, message: String,
                colors: [CheckColor] = [], box: PixelRect? = nil, ratio: Double? = nil) {
        self.check = check
        self.variant = variant
        self.path = path
        self.message = message
        self.colors = colors
        self.box = box
        self.ratio = ratio
    }

    /// `[check] variant path: message`.
    public var description: String { "[\(check.rawValue)] \(variant) \(path): \(message)" }
}
