import PenumbraCore
import SwiftUI
import Testing

/// A component file as written for iOS: `import SwiftUI` alone, UIKit types used without importing
/// UIKit (SwiftUI re-exports it), `@Entry` for its environment key.
struct TagStyle {
    var fill: UIColor = .secondarySystemBackground
}

extension EnvironmentValues {
    @Entry var tagStyle = TagStyle()
}

private struct Tag: View {
    @Environment(\.tagStyle) private var style
    let title: String
    var body: some View {
        Text(title)
            .font(Font(UIFont.preferredFont(forTextStyle: .footnote)))
            .padding(.horizontal, 8)
            .background(Color(uiColor: style.fill))
    }
}

@MainActor
@Suite("Apple's module names")
struct AppleModuleNamesTests {
    @Test func aFileImportingSwiftUIRendersWithUIKitTypes() throws {
        let light = try RenderConfiguration.current.render(Tag(title: "New"), traits: .light)
        let dark = try RenderConfiguration.current.render(Tag(title: "New"), traits: .dark)
        #expect(light.displayList.colors.contains { $0.color.rgba == RGBA8(0xF2, 0xF2, 0xF7, 255) })
        #expect(dark.displayList.colors.contains { $0.color.rgba == RGBA8(0x1C, 0x1C, 0x1E, 255) })
    }
}
