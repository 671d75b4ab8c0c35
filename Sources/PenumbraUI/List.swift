import PenumbraCore
import PenumbraView

/// A list of rows in sections, as SwiftUI's `List` draws it on iOS (it is laid out whole: a
/// snapshot shows every row).
///
/// The inset-grouped style (iOS's default for `List` and `Form`): sections as cards of the
/// secondary grouped background with 10 pt continuous corners, 16 pt from the screen's edges,
/// over the grouped background; rows at least 44 pt tall with 16 pt of padding at the sides and
/// 6.5 pt above and below (a switch's row is 44 pt, as a table cell), separators inset
/// 16 pt from the leading edge; headers and footers in the footnote style and the secondary label
/// colour (headers upper-cased), 16 pt in. The plain style: full-width rows and separators over
/// the system background. Under `.systemColorSet(.ios26)`, iOS 26's shapes: cards with 26 pt
/// circular corners, 16 pt in, rows at least 51 pt tall with 15 pt above and below
/// (``ControlMetrics/List/IOS26``).
nonisolated public struct List<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension List: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        var inner = context
        let style = context.env.listStyle
        inner.env.listStyle = style
        inner.env.isInList = true
        nodes.append(ListLayout(style: style == .plain ? .plain : .insetGrouped, context: inner).list(try inner.nodes(content)))
        context.env.navigation?.isGrouped = style != .plain
    }
}

/// A form of controls in sections, as SwiftUI's `Form`: an inset-grouped list.
nonisolated public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { List { content }.listStyle(.insetGrouped) }
}

/// A section of a list, as SwiftUI's `Section`: a header, rows and a footer. Outside a list it is
/// its header, rows and footer one above the other.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent?, content: Content, footer: Footer?
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { header = nil; self.content = content(); footer = nil }
}
extension Section where Parent == Text, Footer == EmptyView {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        header = Text(verbatim: title); self.content = content(); footer = nil
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey); self.content = content(); footer = nil
    }
}
extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer()
    }
}
extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header(); self.content = content(); footer = nil
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); footer = nil
    }
}
extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil; self.content = content(); self.footer = footer()
    }
}

extension Section: PrimitiveView {
    /// A section is its header, its rows (a stack of its own) and its footer, marked so that a
    /// list finds it among its rows.
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        let header = try self.header.map { (h) throws(UIError) in
            try context.single(h.font(.footnote).textCase(.uppercase).controlForeground(.secondary))
        } ?? .empty
        let footer = try self.footer.map { (f) throws(UIError) in try context.single(f.font(.footnote).controlForeground(.secondary)) } ?? .empty
        let rows = try context.nodes(content)
        nodes.append(.modified(.vstack(alignment: .leading, spacing: 0, children: [header, .vstack(alignment: .leading, spacing: 0, children: rows), footer]),
                               .source(ListLayout.sectionMarker)))
    }
}

/// How a list lays out its sections and rows.
struct ListLayout {
    enum Style { case insetGrouped, plain }
    static let sectionMarker = "Section"
    /// Marks a row whose content carries its own insets (`.listRowInsets`).
    static let rowInsetsMarker = "ListRowInsets"

    /// The inset-grouped style's margins: cards 20 pt from the list's edges, and row text,
    /// separators, headers and footers 20 pt inside the card. Measured on iOS 17.5 (393 pt wide)
    /// and 18.5 (402 pt) simulator renders of a SwiftUI inset-grouped `List` (AccessibilitySnapshot's
    /// `testListWithSectionHeaders`), and what Flutter's Cupertino list section and tile use,
    /// "determined from SwiftUI's Forms in iOS 14.2" (20 pt margins, 20 pt leading row padding).
    /// Shared with UIKit's table views (``ControlMetrics/List``).
    static let insetGroupedMargin = ControlMetrics.List.insetGroupedMargin
    private typealias M = ControlMetrics.List
    let style: Style
    let context: LoweringContext

    /// Whether the list draws as iOS 26 does (its system colour set is iOS 26's).
    var isIOS26: Bool { context.env.systemColors == .ios26 }
    /// Cards' distance from the list's edges and rows' text inset in the inset-grouped style.
    var margin: Double { isIOS26 ? M.IOS26.margin : Self.insetGroupedMargin }
    /// Space above and below a row's content.
    var rowPadding: Double { isIOS26 ? M.IOS26.rowPadding : M.rowPadding }
    /// A row's least height.
    var minimumRowHeight: Double { isIOS26 ? M.IOS26.minimumRowHeight : M.minimumRowHeight }

    func color(_ name: String) -> ColorReference { .color(context.systemColor(name)) }

    /// The list of `children`: sections, and runs of loose rows, each run a section of its own.
    func list(_ children: [ViewNode]) -> ViewNode {
        var sections: [(header: ViewNode, rows: [ViewNode], footer: ViewNode)] = []
        var loose: [ViewNode] = []
        func flush() {
            if !loose.isEmpty { sections.append((.empty, loose, .empty)); loose = [] }
        }
        for child in children {
            if case let .modified(.vstack(_, _, parts), .source(marker)) = child, marker == Self.sectionMarker, parts.count == 3,
               case let .vstack(_, _, rows) = parts[1] {
                flush()
                sections.append((parts[0], rows, parts[2]))
            } else {
                loose.append(child)
            }
        }
        flush()
        let built = sections.map { section($0.header, $0.rows, $0.footer) }
        switch style {
        case .insetGrouped:
            let stack = ViewNode.vstack(alignment: .leading, spacing: M.sectionSpacing, children: built)
            return modified(stack, .padding(EdgeInsets(top: isIOS26 ? M.IOS26.topSpacing : M.sectionSpacing, leading: margin,
                                                       bottom: M.sectionSpacing, trailing: margin)),
                            .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)),
                            .background(.shape(.rectangle, fill: color("systemGroupedBackground"), stroke: nil), alignment: .center))
        case .plain:
            let stack = ViewNode.vstack(alignment: .leading, spacing: 0, children: built)
            return modified(stack, .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)),
                            .background(.shape(.rectangle, fill: color("systemBackground"), stroke: nil), alignment: .center))
        }
    }

    /// One section: its header, its rows with separators between them (on a card in the
    /// inset-grouped style), its footer.
    func section(_ header: ViewNode, _ rows: [ViewNode], _ footer: ViewNode) -> ViewNode {
        let inset = style == .insetGrouped ? margin : M.plainMargin
        var lines: [ViewNode] = []
        for (i, row) in rows.enumerated() {
            if i > 0 { lines.append(modified(.divider, .padding(EdgeInsets(leading: inset)))) }
            // A row with its own insets (`.listRowInsets`, found under the row's outer
            // modifiers) has them in place of the list's.
            let (content, ownInsets) = Self.withoutInsetsMarker(row)
            let padded = ownInsets ? content
                : modified(row, .padding(EdgeInsets(top: rowPadding, leading: inset, bottom: rowPadding, trailing: inset)))
            lines.append(modified(padded, .frame(FrameSpec(maxWidth: .infinity, minHeight: minimumRowHeight, alignment: .leading))))
        }
        var body = ViewNode.vstack(alignment: .leading, spacing: 0, children: lines)
        if style == .insetGrouped {
            body = modified(body, .background(.shape(.rectangle, fill: color("secondarySystemGroupedBackground"), stroke: nil), alignment: .center),
                            .clip(isIOS26 ? .roundedRectangle(cornerRadius: M.IOS26.cornerRadius, style: .circular)
                                          : .roundedRectangle(cornerRadius: M.cornerRadius, style: .continuous)))
        }
        var parts: [ViewNode] = []
        if header != .empty { parts.append(modified(header, .padding(EdgeInsets(top: 0, leading: inset, bottom: M.headerGap, trailing: inset)))) }
        parts.append(body)
        if footer != .empty { parts.append(modified(footer, .padding(EdgeInsets(top: M.headerGap, leading: inset, bottom: 0, trailing: inset)))) }
        return .vstack(alignment: .leading, spacing: 0, children: parts)
    }

    /// `row` with its insets marker taken out (the content keeps the insets it was given), and
    /// whether it had one.
    static func withoutInsetsMarker(_ row: ViewNode) -> (ViewNode, Bool) {
        guard case let .modified(inner, modifier) = row else { return (row, false) }
        if case .source(let marker) = modifier, marker == rowInsetsMarker { return (inner, true) }
        let (content, found) = withoutInsetsMarker(inner)
        return found ? (.modified(content, modifier), true) : (row, false)
    }

    func modified(_ node: ViewNode, _ modifiers: PenumbraView.NodeModifier...) -> ViewNode {
        modifiers.reduce(node) { .modified($0, $1) }
    }
}

/// The built-in list styles.
enum ListStyleKind: Hashable, Sendable { case automatic, insetGrouped, plain }

/// A list's look, as SwiftUI's `ListStyle`.
public protocol ListStyle {}
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct DefaultListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

nonisolated extension View {
    /// The look of lists in the subtree: `.plain` and `.inset` draw full-width rows, the others
    /// iOS's inset-grouped cards.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        changingEnvironment { env in
            env.listStyle = (style is PlainListStyle || style is InsetListStyle) ? .plain : .insetGrouped
        }
    }
    /// The space around a row's content in a list, replacing the list's own (16 pt at the
    /// sides, 6.5 pt above and below in the inset-grouped style); nil keeps the list's. Outside a
    /// list it has no effect, as in SwiftUI.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            guard context.env.isInList, let insets else { try context.lower(content, into: &nodes); return }
            nodes.append(.modified(.modified(try context.single(content), .padding(insets)), .source(ListLayout.rowInsetsMarker)))
        }
    }
    /// A row's background (compiles; rows draw on their section's card).
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// Whether a row's separators show (compiles; separators draw between every row).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Space between sections (compiles).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

/// Vertical edges, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
