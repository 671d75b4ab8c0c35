import PenumbraView

/// Text in the environment's font and foreground style, as SwiftUI's `Text`, wrapping to the
/// width it is offered.
///
/// Text's own modifiers (`.font`, `.bold()`, `.foregroundColor` …) return `Text`, so runs can be
/// joined with `+`. Joined runs of different styles, italics, underlines, kerning and baseline
/// offsets compile; rendering them reports them as not supported yet.
public struct Text: View, Equatable {
    struct Run: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var foreground: Color?
        var decorated: String?
    }
    var runs: [Run]

    /// The text of `key` (the development language's string: the key's own text).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.text)]
    }
    /// `content` as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }
    /// `content` as it is, never localized.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// All runs' text.
    var string: String { runs.map(\.string).joined() }

    private func mapRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for i in copy.runs.indices { change(&copy.runs[i]) }
        return copy
    }

    /// The text in `font` (nil: the environment's).
    public func font(_ font: Font?) -> Text { mapRuns { $0.font = font } }
    /// The text in a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { $0.weight = weight } }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italics.
    public func italic() -> Text { mapRuns { $0.italic = true } }
    /// The text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// The text in a colour (nil: the environment's foreground).
    public func foregroundColor(_ color: Color?) -> Text { mapRuns { $0.foreground = color } }
    /// The text in a colour style.
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// Digits of one width; the default family's digits already share one advance.
    public func monospacedDigit() -> Text { self }
    /// An underline (not drawn yet).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? mapRuns { $0.decorated = "Text.underline()" } : self
    }
    /// A line through the text (not drawn yet).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? mapRuns { $0.decorated = "Text.strikethrough()" } : self
    }
    /// Extra space between letters (not drawn yet unless 0).
    public func kerning(_ kerning: CGFloat) -> Text { kerning == 0 ? self : mapRuns { $0.decorated = "Text.kerning(_:)" } }
    /// Extra space between letters (not drawn yet unless 0).
    public func tracking(_ tracking: CGFloat) -> Text { tracking == 0 ? self : mapRuns { $0.decorated = "Text.tracking(_:)" } }
    /// A raised or lowered baseline (not drawn yet unless 0).
    public func baselineOffset(_ offset: CGFloat) -> Text { offset == 0 ? self : mapRuns { $0.decorated = "Text.baselineOffset(_:)" } }

    /// Two texts as one: each run keeps its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Text: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ outer: LoweringContext) throws(UIError) {
        var context = outer
        context.path += "/Text"
        var style = runs[0]
        style.string = ""
        for run in runs {
            var other = run
            other.string = ""
            guard other == style else {
                throw .unsupported(path: context.path, api: "Text + Text with runs of different styles")
            }
        }
        if let decorated = style.decorated { throw .unsupported(path: context.path, api: decorated) }
        var text = string
        switch context.env.textCase {
        case .uppercase?: text = text.uppercased(with: context.env.locale)
        case .lowercase?: text = text.lowercased(with: context.env.locale)
        case nil: break
        }
        var node = ViewNode.text(text)
        var font = style.font
        if let weight = style.weight { font = (font ?? context.env.font ?? .body).weight(weight) }
        if style.italic { font = (font ?? context.env.font ?? .body).italic() }
        if let font { node = .modified(node, .font(try context.fontReference(font))) }
        if let color = style.foreground { node = .modified(node, .foregroundColor(try color.reference(context))) }
        nodes.append(node)
    }
}

extension Text {
    /// Letter case applied to text in a subtree, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}
