import PenumbraCore
import PenumbraStyle
import PenumbraTestSupport
import Testing
@testable import PenumbraView

/// Reference renders of components drawn from shapes and symbols alone, in light and dark.
@Suite struct ShapeRenderTests {
    static let renderer = ViewRenderer(colors: SystemColors.ios18.palette, text: FakeTextMeasurer())

    static let components: [(name: String, view: ViewNode, size: RootSize)] = [
        ("toggle", HStack(spacing: 12) {
            ZStack(alignment: .trailing) {
                Capsule().fill(.named("systemGreen"))
                Circle().fill(.white).frame(width: 27, height: 27).padding(2).shadow(color: .rgba(0, 0, 0, 40), radius: 2, y: 1)
            }.frame(width: 51, height: 31)
            ZStack(alignment: .leading) {
                Capsule().fill(.named("systemFill"))
                Circle().fill(.white).frame(width: 27, height: 27).padding(2).shadow(color: .rgba(0, 0, 0, 40), radius: 2, y: 1)
            }.frame(width: 51, height: 31)
        }.padding(8).background(.named("systemBackground")), .fitting),
        ("avatar-status", ZStack(alignment: .bottomTrailing) {
            Image(systemName: "person.fill").font(.system(size: 30)).foregroundColor(.named("secondaryLabel"))
                .frame(width: 48, height: 48).background(.named("tertiarySystemFill"), in: Circle())
            Circle().fill(.named("systemGreen")).frame(width: 14, height: 14)
                .overlay { Circle().strokeBorder(.named("systemBackground"), lineWidth: 2) }
        }.padding(8).background(.named("systemBackground")), .fitting),
        ("segmented-icons", HStack(spacing: 2) {
            Image(systemName: "house.fill").frame(width: 44, height: 28)
                .background(.named("systemBackground"), in: RoundedRectangle(cornerRadius: 7, style: .continuous))
                .shadow(color: .rgba(0, 0, 0, 30), radius: 4, y: 2)
            Image(systemName: "star.fill").frame(width: 44, height: 28)
            Image(systemName: "checkmark").frame(width: 44, height: 28)
        }.font(.system(size: 15)).foregroundColor(.named("label")).padding(2)
            .background(.named("tertiarySystemFill"), in: RoundedRectangle(cornerRadius: 9, style: .continuous))
            .padding(8).background(.named("secondarySystemBackground")), .fitting),
    ]

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
