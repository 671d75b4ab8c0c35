import PenumbraCore
import PenumbraStyle
import PenumbraTestSupport
import PenumbraUI
import Testing
@testable import PenumbraView

/// Reference renders of components drawn from shapes and symbols alone, in light and dark.
@Suite struct ShapeRenderTests {
    static let renderer = ViewRenderer(colors: SystemColors.ios18.palette, text: FakeTextMeasurer())

    static var components: [(name: String, view: AnyView, size: RootSize)] { [
        ("toggle", AnyView(HStack(spacing: 12) {
            ZStack(alignment: .trailing) {
                Capsule(style: .circular).fill(Color("systemGreen"))
                Circle().fill(.white).frame(width: 27, height: 27).padding(2).shadow(color: Color(penumbra: .rgba(0, 0, 0, 40)), radius: 2, y: 1)
            }.frame(width: 51, height: 31)
            ZStack(alignment: .leading) {
                Capsule(style: .circular).fill(Color("systemFill"))
                Circle().fill(.white).frame(width: 27, height: 27).padding(2).shadow(color: Color(penumbra: .rgba(0, 0, 0, 40)), radius: 2, y: 1)
            }.frame(width: 51, height: 31)
        }.padding(8).background(Color("systemBackground"))), .fitting),
        ("avatar-status", AnyView(ZStack(alignment: .bottomTrailing) {
            Image(systemName: "person.fill").font(.system(size: 30)).foregroundColor(Color("secondaryLabel"))
                .frame(width: 48, height: 48).background(Color("tertiarySystemFill"), in: Circle())
            Circle().fill(Color("systemGreen")).frame(width: 14, height: 14)
                .overlay { Circle().strokeBorder(Color("systemBackground"), lineWidth: 2) }
        }.padding(8).background(Color("systemBackground"))), .fitting),
        ("segmented-icons", AnyView(HStack(spacing: 2) {
            Image(systemName: "house.fill").frame(width: 44, height: 28)
                .background(Color("systemBackground"), in: RoundedRectangle(cornerRadius: 7, style: .continuous))
                .shadow(color: Color(penumbra: .rgba(0, 0, 0, 30)), radius: 4, y: 2)
            Image(systemName: "star.fill").frame(width: 44, height: 28)
            Image(systemName: "checkmark").frame(width: 44, height: 28)
        }.font(.system(size: 15)).foregroundColor(Color("label")).padding(2)
            .background(Color("tertiarySystemFill"), in: RoundedRectangle(cornerRadius: 9, style: .continuous))
            .padding(8).background(Color("secondarySystemBackground"))), .fitting),
    ] }

    @Test(arguments: components.map(\.name), ["light", "dark"])
    func shapeComponentMatchesReference(name: String, variant: String) throws {
        let component = try #require(Self.components.first { $0.name == name })
        let traits = Traits(userInterfaceStyle: variant == "dark" ? .dark : .light, displayScale: .x2)
        let render = try Self.renderer.render(component.view, traits: traits, size: component.size)
        if let failure = ReferenceSnapshot.verify(render.bitmap, group: "View", name: "\(name).\(variant)") {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
