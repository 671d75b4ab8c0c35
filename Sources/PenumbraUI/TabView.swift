import PenumbraView
import UIKit

/// A tab view at its selection, as SwiftUI's `TabView`: the selected tab's content over iOS's
/// tab bar.
///
/// The bar is `UITabBar`'s: 49 pt tall on the secondary system background under a hairline
/// separator (or as `UITabBar.appearance()` sets it, ``BarChrome``), its items spread evenly, each item's icon (24 pt) over its title (10 pt medium),
/// the selected one in the tint colour and the others in system gray. The selection is the tab
/// whose `.tag` equals the binding's value, else the first.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The tab items `.tabItem` reports while a tab view lowers its content.
final class TabBox: @unchecked Sendable {
    /// Per tab: its item's label and its tag (when it has one).
    var items: [(label: AnyView, tag: AnyHashable?)] = []
}

nonisolated extension View {
    /// This view's item in the tab bar of the tab view it is a tab of.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = AnyView(label())
        return ModifiedView(content: self) { content, nodes, context throws(UIError) in
            if let box = context.env.tabBox {
                // A `.tag` on the tab (outside this modifier) is picked up by the tab view.
                box.items.append((item, nil))
            }
            try context.lower(content, into: &nodes)
        }
    }
}

extension TabView: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        // iOS draws a TabView's bar with UITabBar, so the appearance proxy's settings show.
        let chrome = BarChrome.tabBar()
        let box = TabBox(), tags = TagBox()
        var gathering = context
        gathering.env.tabBox = box
        gathering.env.tagBox = tags
        // A tab's content ends at the bar; a bar of its own at the top still reaches the status bar.
        gathering.env.screenSafeArea.bottom = 0
        let tabs = try gathering.nodes(content)
        guard !tabs.isEmpty else { return }
        var selected = 0
        if let selection, let i = tags.options.firstIndex(where: { $0.tag == AnyHashable(selection.wrappedValue) }) { selected = i }
        selected = min(selected, tabs.count - 1)
        let items = box.items
        func style(_ i: Int) -> AnyShapeStyle {
            if i == selected {
                if let c = chrome?.selectedTabItemColor ?? chrome?.tint { return AnyShapeStyle(Color(uiColor: c)) }
                return AnyShapeStyle(TintShapeStyle())
            }
            return AnyShapeStyle(Color(uiColor: chrome?.tabItemColor ?? chrome?.unselectedTint ?? .systemGray))
        }
        let row = HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { i in
                items[i].label
                    .labelStyle(BuiltInLabelStyle(kind: .tabItem))
                    .controlForeground(style(i))
                    .frame(maxWidth: .infinity)
            }
        }
        .frame(height: 49)
        .frame(maxWidth: .infinity)
        let bar: ViewNode
        if let chrome {
            bar = try chrome.decorate([try context.single(row)], top: false, extent: context.env.screenSafeArea.bottom, context)
        } else {
            bar = try context.single(row.background(Color(.secondarySystemBackground)).overlay(alignment: .top) { Divider() })
        }
        let content = ViewNode.modified(tabs[selected], .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)))
        nodes.append(.vstack(alignment: .center, spacing: 0, children: [content, bar]))
    }
}
