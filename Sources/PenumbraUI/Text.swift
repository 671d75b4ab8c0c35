import PenumbraText
import PenumbraView

/// Text in the environment's font and foreground style, as SwiftUI's `Text`, wrapping to the
/// width it is offered.
///
/// Text's own modifiers (`.font`, `.bold()`, `.foregroundColor`, `.underline()` …) return
/// `Text`, so runs can be joined with `+`; each run keeps its own font, weight, italics,
/// colour, underline, strikethrough, tracking and baseline offset, and the runs wrap as one
/// paragraph. A modifier on joined text styles the runs that do not set that style themselves,
/// as in SwiftUI: `(Text("a").font(.caption) + Text("b")).font(.title)` keeps "a" in caption.
nonisolated public struct Text: View, Equatable {
    struct Run: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var design: Font.Design?
        var italic = false
        var foreground: Color?
        /// An underline: its colour (nil: the text's) when set.
        var underline: Color??
        var strikethrough: Color??
        var tracking: Double = 0
        var baselineOffset: Double = 0

        /// Whether `other` has this run's style (whatever its text).
        func hasStyle(of other: Run) -> Bool {
            var a = self, b = other
            a.string = ""; b.string = ""
            return a == b
        }

        /// Whether the run needs attributed text (more than a font and a colour).
        var isAttributed: Bool {
            underline != nil || strikethrough != nil || tracking != 0 || baselineOffset != 0
        }
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
    public func font(_ font: Font?) -> Text { mapRuns { if $0.font == nil { $0.font = font } } }
    /// The text in a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { if $0.weight == nil { $0.weight = weight } } }
    /// The text in a design of the system font (drawn in the family
    /// ``RenderConfiguration/fontDesigns`` maps it to).
    public func fontDesign(_ design: Font.Design?) -> Text { mapRuns { if $0.design == nil { $0.design = design } } }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italics: the family's italic face when one is registered, else slanted by
    /// 14°, as iOS synthesises it.
    public func italic() -> Text { mapRuns { $0.italic = true } }
    /// The text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// The text in a colour (nil: the environment's foreground).
    public func foregroundColor(_ color: Color?) -> Text { mapRuns { if $0.foreground == nil { $0.foreground = color } } }
    /// The text in a colour style.
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// Digits of one width; the default family's digits already share one advance.
    public func monospacedDigit() -> Text { self }
    /// An underline at the font's underline position, in `color` (nil: the text's).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        mapRuns { if $0.underline == nil, isActive { $0.underline = .some(color) } }
    }
    /// A line through the text at the font's strikeout position, in `color` (nil: the text's).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        mapRuns { if $0.strikethrough == nil, isActive { $0.strikethrough = .some(color) } }
    }
    /// Extra space after every character, in points (negative tightens).
    public func kerning(_ kerning: CGFloat) -> Text { mapRuns { if $0.tracking == 0 { $0.tracking = Double(kerning) } } }
    /// Extra space after every character, in points (negative tightens).
    public func tracking(_ tracking: CGFloat) -> Text { mapRuns { if $0.tracking == 0 { $0.tracking = Double(tracking) } } }
    /// The text's baseline raised by `offset` points (negative lowers it); the line grows to
    /// hold it.
    public func baselineOffset(_ offset: CGFloat) -> Text { mapRuns { if $0.baselineOffset == 0 { $0.baselineOffset = Double(offset) } } }

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
        if context.env.redactionReasons.contains(.placeholder) { throw .unsupported(path: context.path, api: RedactionReasons.unmeasured) }
        // Adjacent runs of one style join, so `Text("a") + Text("b")` is plain text "ab".
        var cased: [Run] = []
        for run in runs {
            var r = run
            switch context.env.textCase {
            case .uppercase?: r.string = r.string.uppercased(with: context.env.locale)
            case .lowercase?: r.string = r.string.lowercased(with: context.env.locale)
            case nil: break
            }
            if var last = cased.last, last.hasStyle(of: r) {
                last.string += r.string
                cased[cased.count - 1] = last
            } else {
                cased.append(r)
            }
        }
        // Text in one style with no more than a font and a colour stays plain text.
        if cased.count == 1, !cased[0].isAttributed {
            var node = ViewNode.text(cased[0].string)
            if let font = try font(of: cased[0], context) { node = .modified(node, .font(font)) }
            if let color = cased[0].foreground { node = .modified(node, .foregroundColor(try color.reference(context))) }
            nodes.append(node)
            return
        }
        var spans: [TextSpanNode] = []
        for run in cased {
            func decoration(_ d: Color??) throws(UIError) -> TextSpanNode.Decoration? {
                guard let d else { return nil }
                return TextSpanNode.Decoration(color: try d.map { (c) throws(UIError) in try c.reference(context) })
            }
            spans.append(TextSpanNode(run.string, font: try font(of: run, context),
                                      foreground: try run.foreground.map { (c) throws(UIError) in try c.reference(context) },
                                      tracking: run.tracking, baselineOffset: run.baselineOffset,
                                      underline: try decoration(run.underline), strikethrough: try decoration(run.strikethrough)))
        }
        nodes.append(.styledText(spans))
    }

    /// The run's own font (its font, weight, design and italics over the environment's), or
    /// nil when it takes the environment's as it is.
    private func font(of run: Run, _ context: LoweringContext) throws(UIError) -> FontReference? {
        guard run.font != nil || run.weight != nil || run.italic || run.design != nil else { return nil }
        var font = context.env.textFont(run.font) ?? .body
        if let weight = run.weight { font = font.weight(weight) }
        if run.italic { font = font.italic() }
        if let design = run.design { font = font.design(design) }
        return try context.fontReference(font)
    }
}

extension Text {
    /// Letter case applied to text in a subtree, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    /// Where text is cut at its line limit, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle

        var mode: PenumbraText.TruncationMode {
            switch self {
            case .head: .head
            case .tail: .tail
            case .middle: .middle
            }
        }
    }
}
