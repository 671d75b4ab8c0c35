import PenumbraView

/// Items for the navigation bar or the bottom toolbar, as SwiftUI's `ToolbarContent`: a type
/// of the team's own composes items in its `body` (ODS's `ODSToolbarIconContent` puts an item
/// group in the bottom bar), main-actor isolated as SwiftUI declares it. Penumbra's items have
/// `Never` as their body.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of the content's items.
    associatedtype Body: ToolbarContent
    /// The items.
    @ToolbarContentBuilder var body: Self.Body { get }
}

nonisolated extension Never: ToolbarContent {}

/// A toolbar item Penumbra places itself; reading its body is a programming error, as in SwiftUI.
private func primitiveToolbarBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is placed by the renderer and has no body")
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, hidden }
    let slot: Slot

    /// The system's choice: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the navigation bar, in place of an inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The toolbar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// Above the keyboard: not shown in a snapshot, which has no keyboard.
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
}

/// One toolbar item, as SwiftUI's `ToolbarItem`.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never
    public var body: Never { return primitiveToolbarBody(Self.self) }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items in one placement, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never
    public var body: Never { return primitiveToolbarBody(Self.self) }
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Toolbar items in order, what ``ToolbarContentBuilder`` makes.
nonisolated public struct ToolbarItems: ToolbarContent {
    let entries: [ToolbarEntry]
    public typealias Body = Never
    public var body: Never { return primitiveToolbarBody(Self.self) }
}

/// One placed item, its view type-erased.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView

    static func entries(_ content: any ToolbarContent) -> [ToolbarEntry] {
        switch content {
        case let items as ToolbarItems: return items.entries
        case let item as any PlacedToolbarContent: return [ToolbarEntry(placement: item.itemPlacement, view: item.itemView)]
        default: return composed(content)
        }
    }

    /// The entries of a team's own toolbar content: its body's, evaluated on this thread as a
    /// view's body is (``MainActorBody``).
    private static func composed<C: ToolbarContent>(_ content: C) -> [ToolbarEntry] {
        entries(MainActorBody.call(content) { $0.body })
    }
}

protocol PlacedToolbarContent {
    var itemPlacement: ToolbarItemPlacement { get }
    var itemView: AnyView { get }
}

extension ToolbarItem: PlacedToolbarContent {
    var itemPlacement: ToolbarItemPlacement { placement }
    var itemView: AnyView { AnyView(content) }
}

extension ToolbarItemGroup: PlacedToolbarContent {
    var itemPlacement: ToolbarItemPlacement { placement }
    var itemView: AnyView { AnyView(content) }
}

/// Builds toolbar content from items, groups, conditions and loops, as SwiftUI's
/// `ToolbarContentBuilder`.
@resultBuilder public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> ToolbarItems { ToolbarItems(entries: ToolbarEntry.entries(content)) }
    public static func buildBlock(_ parts: ToolbarItems...) -> ToolbarItems { ToolbarItems(entries: parts.flatMap(\.entries)) }
    public static func buildOptional(_ part: ToolbarItems?) -> ToolbarItems { part ?? ToolbarItems(entries: []) }
    public static func buildEither(first: ToolbarItems) -> ToolbarItems { first }
    public static func buildEither(second: ToolbarItems) -> ToolbarItems { second }
    public static func buildArray(_ parts: [ToolbarItems]) -> ToolbarItems { ToolbarItems(entries: parts.flatMap(\.entries)) }
    public static func buildLimitedAvailability(_ part: ToolbarItems) -> ToolbarItems { part }
}

/// Which bar a `.toolbar(_:for:)` visibility applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

nonisolated extension View {
    /// Items for the enclosing navigation stack's bars (buttons and views: the trailing end of
    /// the navigation bar).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        toolbarEntries([ToolbarEntry(placement: .automatic, view: AnyView(content()))])
    }

    /// Items placed in the enclosing navigation stack's bars.
    public func toolbar(@ToolbarContentBuilder content: () -> ToolbarItems) -> some View {
        toolbarEntries(content().entries)
    }

    /// Hides or shows a bar: a hidden navigation bar draws neither title nor items.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            if visibility == .hidden, bars.contains(where: { $0 == .navigationBar || $0 == .automatic }) {
                context.env.navigation?.barHidden = true
            }
            try context.lower(content, into: &nodes)
        }
    }

    private func toolbarEntries(_ entries: [ToolbarEntry]) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            if let box = context.env.navigation {
                var inner = context
                inner.path += "/toolbar"
                for entry in entries where entry.placement.slot != .hidden {
                    // Bar items keep the default text size, as iOS draws them at every size.
                    // A bar's appearance proxy tints its items (the item's own `.tint` still wins).
                    let view = entry.view.dynamicTypeSize(.large)
                    let nodes = if let tint = box.tint(entry.placement.slot) {
                        try inner.nodes(view.tint(Color(uiColor: tint)))
                    } else {
                        try inner.nodes(view)
                    }
                    box.items.append((entry.placement.slot, nodes))
                }
            }
            try context.lower(content, into: &nodes)
        }
    }
}
