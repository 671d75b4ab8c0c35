import PenumbraCore
import PenumbraUI
import Testing

/// SwiftUI files use UIKit's types without importing UIKit, as on iOS.
@MainActor
@Suite("SwiftUI's bridges to UIKit")
struct UIKitBridgeTests {
    @Test func uiColorOfASwiftUIColourResolvesPerAppearance() {
        let c = UIColor(Color.primary)
        #expect(c.rgba(in: UITraitCollection(Traits.light)) == RGBA8(0, 0, 0, 255))
        #expect(c.rgba(in: UITraitCollection(Traits.dark)) == RGBA8(255, 255, 255, 255))
        #expect(UIColor(Color.red.opacity(0.5)).rgba(in: UITraitCollection(Traits.light)).a == 128)
    }

    @Test func cgColorKeepsTheAppearanceItWasMadeIn() {
        let dark = UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { UIColor.label.cgColor }
        #expect(dark.rgba == RGBA8(255, 255, 255, 255))
        #expect(UIColor.red.cgColor.rgba == RGBA8(255, 0, 0, 255))
    }

    @Test func fontAndImageFromUIKitRender() throws {
        struct Badge: View {
            var body: some View {
                HStack {
                    Image(uiImage: UIImage(systemName: "star.fill")!)
                    Text("New").font(Font(UIFont.systemFont(ofSize: 13, weight: .semibold)))
                }
                .foregroundStyle(Color(uiColor: .systemBlue))
            }
        }
        let render = try RenderConfiguration.current.render(Badge(), traits: .light)
        #expect(render.displayList.items.contains { if case .text(let run) = $0.operation { run.font.size == 13 && run.font.weight.value == 600 } else { false } })
    }
}
