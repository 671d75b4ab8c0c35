import PenumbraView
import UIKit

/// A navigation stack at its root, as SwiftUI's `NavigationStack` shows it: its content under a
/// navigation bar with the title its content gives (`.navigationTitle`).
///
/// The large title (the default) is iOS's: a 44 pt bar, then the title in the large-title style,
/// bold, 16 pt from the leading edge, 8 pt above the content. `.navigationBarTitleDisplayMode
/// (.inline)` draws a 44 pt bar with the title centred in the headline style. The bar takes the
/// grouped background over a grouped list, else the system background, or what
/// `UINavigationBar.appearance()` sets (``BarChrome``). The content fills the room between the
/// bar and the bottom toolbar, centred in it.
nonisolated public struct NavigationStack<Content: View>: View {
    let content: Content
    public init(@ViewBuilder root: () -> Content) { content = root() }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// The older name of ``NavigationStack``.
public typealias NavigationView = NavigationStack

/// What the content of a navigation stack tells it while it is lowered.
final class NavigationBox: @unchecked Sendable {
    var title: String?
    var inline = false
    var isGrouped = false
    /// Toolbar items, in the order they were declared, by where they go.
    var items: [(slot: ToolbarItemPlacement.Slot, nodes: [ViewNode])] = []
    /// Whether `.toolbar(.hidden, for: .navigationBar)` hid the bar.
    var barHidden = false
    /// What `UINavigationBar.appearance()` and `UIToolbar.appearance()` set, nil: nothing.
    var barChrome: BarChrome?, toolbarChrome: BarChrome?

    /// The tint the items of `slot`'s bar take from its appearance proxy.
    func tint(_ slot: ToolbarItemPlacement.Slot) -> UIColor? { (slot == .bottom ? toolbarChrome : barChrome)?.tint }

    func items(_ slot: ToolbarItemPlacement.Slot) -> [ViewNode] { items.filter { $0.slot == slot }.flatMap(\.nodes) }
}

extension NavigationStack: PrimitiveView {
    /// The navigation bar: a large title under a 44-point row of items, or a 44-point row with
    /// the inline title (or the principal item) between the leading and trailing items.
    static func bar(_ box: NavigationBox, _ context: LoweringContext) throws(UIError) -> [ViewNode] {
        guard !box.barHidden else { return [] }
        let rows = try rows(box, context)
        guard let chrome = box.barChrome, !rows.isEmpty else { return rows }
        return [try chrome.decorate(rows, top: true, extent: context.env.screenSafeArea.top, context)]
    }

    /// The bar's rows, drawn as ``bar(_:_:)`` says.
    private static func rows(_ box: NavigationBox, _ context: LoweringContext) throws(UIError) -> [ViewNode] {
        let chrome = box.barChrome
        let leading = box.items(.leading), trailing = box.items(.trailing), principal = box.items(.principal)
        let hasSides = !leading.isEmpty || !trailing.isEmpty
        func row(_ center: ViewNode?) -> ViewNode {
            var parts: [ViewNode] = []
            func part(_ node: ViewNode, _ role: NavigationBarLayout.Role) {
                parts.append(.modified(node, .layoutValue(LayoutValueEntry(key: ObjectIdentifier(NavigationBarLayout.RoleKey.self), value: role))))
            }
            if !leading.isEmpty { part(.hstack(alignment: .center, spacing: 16, children: leading), .leading) }
            if let center { part(center, .center) }
            if !trailing.isEmpty { part(.hstack(alignment: .center, spacing: 16, children: trailing), .trailing) }
            return .modified(LayoutLowering.node(NavigationBarLayout(), children: parts), .frame(FrameSpec(height: 44)))
        }
        let centre: ViewNode? = principal.isEmpty ? nil : .hstack(alignment: .center, spacing: 8, children: principal)
        guard let title = box.title else {
            return !hasSides && centre == nil ? [] : [row(centre)]
        }
        if box.inline {
            // Bars keep their size at every text size (iOS shows their items in the large
            // content viewer instead), so the inline title is drawn at the default size.
            let text = try context.single(Text(verbatim: title).font(chrome?.titleFont.map(Font.init) ?? .headline)
                .foregroundColor(chrome?.titleColor.map { Color(uiColor: $0) }).lineLimit(1).dynamicTypeSize(.large))
            if !hasSides && centre == nil {
                return [.modified(.modified(text, .frame(FrameSpec(maxWidth: .infinity))), .frame(FrameSpec(height: 44)))]
            }
            return [row(centre ?? text)]
        }
        let large = try context.single(Text(verbatim: title).font(chrome?.largeTitleFont.map(Font.init) ?? .largeTitle.bold())
            .foregroundColor(chrome?.largeTitleColor.map { Color(uiColor: $0) }).lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading))
        if !hasSides && centre == nil {
            return [.modified(large, .padding(EdgeInsets(top: 44, leading: 16, bottom: 8, trailing: 16)))]
        }
        return [row(centre), .modified(large, .padding(EdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)))]
    }

    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        let box = NavigationBox()
        box.barChrome = BarChrome.navigationBar()
        box.toolbarChrome = BarChrome.toolbar()
        var inner = context
        inner.env.navigation = box
        // The content sits between the bars, inside the screen's safe area.
        inner.env.screenSafeArea = EdgeInsets()
        // The content fills the room between the bars, centred in it, as a hosting view centres
        // its root view (the bottom toolbar sits at the bottom of the screen, whatever the content).
        let body = ViewNode.modified(try inner.single(content), .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)))
        let bar = try Self.bar(box, context)
        let bottom = box.items(.bottom)
        // The bottom toolbar: its items spread across a 44-point bar, as UIToolbar lays them out.
        var toolbar: [ViewNode] = bottom.isEmpty ? [] : [.modified(.modified(
            .hstack(alignment: .center, spacing: 0, children: [.spacer(minLength: 0)] + bottom.flatMap { [$0, .spacer(minLength: 0)] }),
            .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))), .frame(FrameSpec(height: 44)))]
        if let chrome = box.toolbarChrome, !toolbar.isEmpty {
            toolbar = [try chrome.decorate(toolbar, top: false, extent: context.env.screenSafeArea.bottom, context)]
        }
        let background = box.isGrouped ? "systemGroupedBackground" : "systemBackground"
        nodes.append(.modified(.modified(.vstack(alignment: .leading, spacing: 0, children: bar + [body] + toolbar),
                                         .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))),
                               .background(.shape(.rectangle, fill: .color(context.systemColor(background)), stroke: nil), alignment: .center)))
    }
}

/// How a navigation title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

nonisolated extension View {
    /// The title of the navigation stack this view is in.
    public func navigationTitle(_ title: String) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            if let box = context.env.navigation, box.title == nil { box.title = title }
            try context.lower(content, into: &nodes)
        }
    }
    public func navigationTitle(_ title: Text) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            if let box = context.env.navigation, box.title == nil { box.title = title.string }
            try context.lower(content, into: &nodes)
        }
    }
    /// Large (the default) or inline title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            context.env.navigation?.inline = mode == .inline
            try context.lower(content, into: &nodes)
        }
    }
}

/// The row of a navigation bar, as UINavigationBar lays it out: the leading and trailing items
/// 16 points from the edges, the title centred on the bar where it fits and otherwise pushed
/// clear of the items (8 points from them), proposed the width between them.
struct NavigationBarLayout: Layout {
    enum Role { case leading, center, trailing }
    struct RoleKey: LayoutValueKey { static let defaultValue = Role.center }
    static let margin: CGFloat = 16, gap: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        return CGSize(width: proposal.width ?? (widths.reduce(0, +) + 2 * Self.margin), height: proposal.height ?? 44)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var left = bounds.minX + Self.margin, right = bounds.maxX - Self.margin
        for view in subviews where view[RoleKey.self] != .center {
            let size = view.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height))
            if view[RoleKey.self] == .leading {
                view.place(at: CGPoint(x: left, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
                left += size.width + Self.gap
            } else {
                view.place(at: CGPoint(x: right, y: bounds.midY), anchor: .trailing, proposal: ProposedViewSize(size))
                right -= size.width + Self.gap
            }
        }
        for view in subviews where view[RoleKey.self] == .center {
            let room = max(0, right - left)
            let size = view.sizeThatFits(ProposedViewSize(width: room, height: bounds.height))
            let x = min(max(bounds.midX - size.width / 2, left), right - size.width)
            view.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: room, height: bounds.height))
        }
    }
}
