import PenumbraView

/// A navigation stack at its root, as SwiftUI's `NavigationStack` shows it: its content under a
/// navigation bar with the title its content gives (`.navigationTitle`).
///
/// The large title (the default) is iOS's: a 44 pt bar, then the title in the large-title style,
/// bold, 16 pt from the leading edge, 8 pt above the content. `.navigationBarTitleDisplayMode
/// (.inline)` draws a 44 pt bar with the title centred in the headline style. The bar takes the
/// grouped background over a grouped list, else the system background.
public struct NavigationStack<Content: View>: View {
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
}

extension NavigationStack: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        let box = NavigationBox()
        var inner = context
        inner.env.navigation = box
        let body = try inner.single(content)
        var bar: [ViewNode] = []
        if let title = box.title {
            if box.inline {
                bar = [try context.single(Text(verbatim: title).font(.headline).lineLimit(1)
                    .frame(maxWidth: .infinity).frame(height: 44))]
            } else {
                bar = [try context.single(Text(verbatim: title).font(.largeTitle.bold()).lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(EdgeInsets(top: 44, leading: 16, bottom: 8, trailing: 16)))]
            }
        }
        let background = box.isGrouped ? "systemGroupedBackground" : "systemBackground"
        nodes.append(.modified(.modified(.vstack(alignment: .leading, spacing: 0, children: bar + [body]),
                                         .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))),
                               .background(.shape(.rectangle, fill: .color(context.systemColor(background)), stroke: nil), alignment: .center)))
    }
}

/// How a navigation title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

extension View {
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
