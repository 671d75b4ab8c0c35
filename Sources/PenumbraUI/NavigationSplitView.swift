/// Which columns of a split view show (SwiftUI's `NavigationSplitViewVisibility`).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// A split view, as SwiftUI's `NavigationSplitView`, drawn as an iPhone in portrait shows it:
/// compact width collapses the columns into one navigation stack showing the sidebar (or the
/// column `preferredCompactColumn` names).
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar, content: Content, detail: Detail
    let compactColumn: NavigationSplitViewColumn

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = .sidebar
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = preferredCompactColumn.wrappedValue
    }

    @ViewBuilder public var body: some View {
        switch compactColumn {
        case .content: NavigationStack { content }
        case .detail: NavigationStack { detail }
        default: NavigationStack { sidebar }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar,
                  content: { EmptyView() }, detail: detail)
    }
}
