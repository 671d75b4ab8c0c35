import PenumbraCore
import PenumbraUI
import Testing

/// A team's own `ToolbarContent` type places the items its `body` composes, as SwiftUI's does
/// (ODS's `ODSToolbarIconContent` puts an item group in the bottom bar), instead of dropping them.
@Suite struct ToolbarContentTests {
    struct BottomIcons: ToolbarContent {
        let count: Int
        var body: some ToolbarContent {
            ToolbarItemGroup(placement: .bottomBar) {
                Image(systemName: "plus")
                Spacer()
                Image(systemName: "trash")
            }
            if count > 2 {
                ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
            }
        }
    }

    @Test func aComposedToolbarPlacesItsBodysItems() throws {
        let config = RenderConfiguration()
        let size = RootSize.fixed(Size(390, 300))
        func stack(_ composed: Bool, count: Int) -> some View {
            NavigationStack {
                if composed {
                    Text("Inbox").navigationTitle("Inbox").toolbar { BottomIcons(count: count) }
                } else {
                    Text("Inbox").navigationTitle("Inbox").toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Image(systemName: "plus")
                            Spacer()
                            Image(systemName: "trash")
                        }
                        if count > 2 {
                            ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
                        }
                    }
                }
            }
        }
        let bare = try config.render(NavigationStack { Text("Inbox").navigationTitle("Inbox") }, traits: .light, size: size).bitmap
        for count in [2, 3] {
            let composed = try config.render(stack(true, count: count), traits: .light, size: size).bitmap
            let inline = try config.render(stack(false, count: count), traits: .light, size: size).bitmap
            let same = composed == inline, drawn = composed != bare
            #expect(same, "count \(count): the composed toolbar draws as the same items written inline")
            #expect(drawn, "count \(count): the items are drawn")
        }
    }
}
