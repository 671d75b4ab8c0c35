import PenumbraCore
import PenumbraStyle
import PenumbraTestSupport
import PenumbraUI
import Testing
@testable import PenumbraView

/// Reference renders of components built with offset, fixedSize, aspectRatio, a layout-direction
/// override and linear gradients, in light and dark at 2x, with real text.
@Suite struct LayoutExtrasRenderTests {
    typealias Gradient = PenumbraUI.LinearGradient
    static let engine: FontTextEngine? = try? FontTextEngine.withDefaultFonts()

    /// A row as a settings list shows it: icon, title, value, and a chevron that points forward (left in right-to-left).
    static func row(_ title: String, value: String) -> some View {
        HStack(spacing: 8) {
            Image(systemName: "star.fill").font(.system(size: 14)).foregroundColor(.white)
                .frame(width: 28, height: 28)
                .background(Gradient(colors: [Color("systemOrange"), Color("systemRed")], startPoint: .leading,
                                     endPoint: .trailing), in: RoundedRectangle(cornerRadius: 7, style: .continuous))
            Text(title).foregroundColor(Color("label"))
            Spacer()
            Text(value).foregroundColor(Color("secondaryLabel"))
            Image(systemName: "chevron.forward").font(.system(size: 12)).foregroundColor(Color("tertiaryLabel"))
        }.font(.system(size: 15)).padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
            .background(Color("secondarySystemGroupedBackground"))
    }

    static var components: [(name: String, view: AnyView, size: RootSize)] { [
        ("offset-badge-avatar", AnyView(HStack(spacing: 24) {
            ZStack(alignment: .topTrailing) {
                Image(systemName: "person.fill").font(.system(size: 30)).foregroundColor(.white)
                    .frame(width: 52, height: 52)
                    .background(Gradient(colors: [Color("systemTeal"), Color("systemBlue")], startPoint: .top,
                                         endPoint: .bottom), in: Circle())
                Text("12").font(.system(size: 11, weight: .bold)).foregroundColor(.white).fixedSize()
                    .padding(EdgeInsets(top: 2, leading: 5, bottom: 2, trailing: 5))
                    .background(Color("systemRed"), in: Capsule(style: .circular))
                    .overlay { Capsule(style: .circular).strokeBorder(Color("systemBackground"), lineWidth: 2) }
                    .offset(x: 6, y: -6)
            }
            Text("Messages").font(.system(size: 15)).foregroundColor(Color("label"))
        }.padding(16).background(Color("systemBackground"))), .fitting),
        ("gradient-header-card", AnyView(VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Circle().fill(Gradient(stops: [.init(color: .white, location: 0),
                                               .init(color: Color(penumbra: .rgba(255, 255, 255, 0)), location: 1)],
                                       startPoint: .topLeading, endPoint: .bottomTrailing))
                    .aspectRatio(1, contentMode: .fit).frame(height: 32)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Good morning").font(.system(size: 17, weight: .bold))
                    Text("3 tasks due today").font(.system(size: 13))
                }
            }
            Text("Open").font(.system(size: 13, weight: .semibold)).fixedSize()
                .padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
                .background(Color(penumbra: .rgba(255, 255, 255, 64)), in: Capsule(style: .circular))
        }.foregroundColor(.white).padding(16).frame(maxWidth: .infinity, alignment: .leading)
            .background(Gradient(colors: [Color("systemBlue"), Color("systemIndigo"), Color("systemPurple")],
                                 startPoint: .topLeading, endPoint: .bottomTrailing),
                        in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            .padding(12).background(Color("systemBackground"))), .width(280)),
        ("rtl-override-row", AnyView(VStack(spacing: 1) {
            row("Favourites", value: "On")
            row("Favourites", value: "On").environment(\.layoutDirection, .rightToLeft)
        }.padding(12).background(Color("systemGroupedBackground"))), .width(300)),
    ] }

    @Test(arguments: components.map(\.name), ["light", "dark"])
    func layoutExtrasComponentMatchesReference(name: String, variant: String) throws {
        let engine = try #require(Self.engine, "DejaVu Sans is not installed (scripts/bootstrap installs fonts-dejavu-core)")
        let component = try #require(Self.components.first { $0.name == name })
        let renderer = ViewRenderer(colors: SystemColors.ios18.palette, text: engine)
        let traits = Traits(userInterfaceStyle: variant == "dark" ? .dark : .light, displayScale: .x2)
        let render = try renderer.render(component.view, traits: traits, size: component.size)
        if let failure = ReferenceSnapshot.verify(render.bitmap, group: "View", name: "\(name).\(variant)") {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
