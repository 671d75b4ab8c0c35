import Testing
import PenumbraCore
import PenumbraStyle
import PenumbraUI
@testable import PenumbraView

private enum Density: Sendable { case regular, compact }
private struct DensityKey: EnvironmentKey { static let defaultValue = Density.regular }
extension EnvironmentValues {
    fileprivate var density: Density {
        get { self[DensityKey.self] }
        set { self[DensityKey.self] = newValue }
    }
}

/// Shows what its body read from the environment, as text.
private struct Probe: View {
    @Environment(\.colorScheme) var scheme
    @Environment(\.colorSchemeContrast) var contrast
    @Environment(\.dynamicTypeSize) var typeSize
    @Environment(\.layoutDirection) var direction
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.displayScale) var scale
    @Environment(\.density) var density
    var body: some View {
        Text("\(scheme) \(contrast) \(typeSize) \(typeSize.isAccessibilitySize) \(direction) \(isEnabled) \(Int(scale)) \(density)")
    }
}

@Observable private final class Cart {
    var count = 2
}

private struct CartBadge: View {
    @Environment(Cart.self) private var cart
    var body: some View { Text("\(cart.count)") }
}

private struct Metric: View {
    @ScaledMetric(relativeTo: .body) var size = 34.0
    @ScaledMetric(relativeTo: .caption) var small = 12.0
    var body: some View { Text("\(size) \(small)") }
}

private struct Counter: View {
    @State var count = 3
    @Binding var isOn: Bool
    var body: some View { Text("\(count) \(isOn)") }
}

/// Bodies read the environment of the variant and of the place they are rendered in.
@Suite struct EnvironmentTests {
    static let config = RenderConfiguration()

    func text<V: View>(_ view: V, _ variant: String = "light") throws -> String {
        var node = try Self.config.tree(view, traits: try Variant(parsing: variant).traits)
        while case let .modified(inner, _) = node { node = inner }
        guard case let .text(s) = node else { return "\(node)" }
        return s
    }

    @Test func theVariantSetsTheEnvironment() throws {
        #expect(try text(Probe()) == "light standard large false leftToRight true 1 regular")
        #expect(try text(Probe(), "dark-high-contrast-ax3-rtl@3x")
                == "dark increased accessibility3 true rightToLeft true 3 regular")
    }

    @Test func environmentModifiersSetASubtree() throws {
        #expect(try text(Probe().environment(\.colorScheme, .dark).environment(\.density, .compact).disabled(true))
                == "dark standard large false leftToRight false 1 compact")
        #expect(try text(Probe().dynamicTypeSize(.xxxLarge), "light-ax5") == "light standard xxxLarge false leftToRight true 1 regular")
        #expect(try text(Probe().dynamicTypeSize(...DynamicTypeSize.xLarge), "light-ax5") == "light standard xLarge false leftToRight true 1 regular")
        #expect(try text(Probe().preferredColorScheme(.dark)) == "dark standard large false leftToRight true 1 regular")
    }

    @Test func aColourSchemeOverrideBecomesATraitOverrideEvenWhereItEqualsTheVariant() throws {
        let node = try Self.config.tree(Color("label").environment(\.colorScheme, .light), traits: .light)
        #expect(node == .modified(.modified(.shape(.rectangle, fill: .named("label"), stroke: nil),
                                            .traitOverrides(TraitOverrides(userInterfaceStyle: .light))),
                                  .foregroundColor(.color(SystemColors.ios18.label))))
    }

    @Test func observableObjectsComeFromTheEnvironment() throws {
        let cart = Cart()
        cart.count = 7
        #expect(try text(CartBadge().environment(cart)) == "7")
    }

    @Test func scaledMetricsFollowTheTextSize() throws {
        // body: 17 pt at Large, 40 at AX3, 14 at xSmall; caption: 12 at Large, 32 at AX3, 11 at xSmall.
        #expect(try text(Metric()) == "34.0 12.0")
        #expect(try text(Metric(), "light-ax3") == "80.0 32.0")
        #expect(try text(Metric(), "light-xs") == "\(34.0 * 14 / 17) 11.0")
    }

    @Test func stateStartsAtItsInitialValueAndBindingsRead() throws {
        #expect(try text(Counter(isOn: .constant(true))) == "3 true")
        let counter = Counter(isOn: .constant(false))
        counter.count = 9
        #expect(try text(counter) == "9 false")
        var stored = false
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = true
        #expect(stored)
    }
}

/// Bad input at run time: typed errors naming the view path and the name.
@Suite struct UIErrorTests {
    struct Badge: View {
        var body: some View { Text("3").background(Color("brandPurple")) }
    }

    struct Fancy: View {
        var body: some View { Text("hi").zIndex(2) }
    }

    struct Forever: View {
        var body: some View { Forever() }
    }

    static let palette = Palette(name: "brand", colors: ["brandPurpl": StyleColor(RGBA8(120, 0, 200))])

    @Test func anUnknownPaletteColourNamesTheViewPath() {
        let config = RenderConfiguration(palette: Self.palette)
        #expect(throws: UIError.view(.unknownColor(path: "root/Badge.background", name: "brandPurple", suggestion: "brandPurpl"))) {
            try config.render(Badge(), traits: .light)
        }
        // A palette colour with an opacity is checked when the tree is built.
        #expect(throws: UIError.view(.unknownColor(path: "root/Text", name: "brandPurple", suggestion: "brandPurpl"))) {
            try config.render(Text("a").foregroundStyle(Color("brandPurple").opacity(0.5)), traits: .light)
        }
    }

    /// A name no registered font has draws in the system font (iOS's behaviour): the same pixels
    /// as the system font at that size, with a warning naming it; a strict configuration fails.
    @Test func aMissingFontDrawsTheSystemFontAndNamesTheFamily() throws {
        let unknown = try RenderConfiguration().render(Text("Ag").font(.custom("Brand Sans", size: 12)), traits: .light)
        let system = try RenderConfiguration().render(Text("Ag").font(.system(size: 12)), traits: .light)
        #expect(unknown.bitmap == system.bitmap)
        #expect(unknown.warnings == [.unknownFont(path: "root", family: "Brand Sans", suggestion: nil)])
        #expect(system.warnings.isEmpty)
        var strict = RenderConfiguration()
        strict.strictFonts = true
        #expect(throws: UIError.view(.unknownFont(path: "root", family: "Brand Sans", suggestion: nil))) {
            try strict.render(Text("a").font(.custom("Brand Sans", size: 12)), traits: .light)
        }
    }

    /// `Font.custom` finds a face by its PostScript or full name as well as its family, as iOS
    /// does: "DejaVuSans-Bold" is DejaVu Sans Bold.
    @Test func aCustomFontByPostScriptOrFullNameIsThatFace() throws {
        func draw(_ font: Font) throws -> Bitmap { try RenderConfiguration().render(Text("Ag").font(font), traits: .light).bitmap }
        let bold = try RenderConfiguration().render(Text("Ag").font(.custom("DejaVu Sans", size: 14)).bold(), traits: .light).bitmap
        #expect(try draw(.custom("DejaVuSans-Bold", size: 14)) == bold)
        #expect(try draw(.custom("DejaVu Sans Bold", size: 14)) == bold)
        #expect(try draw(.custom("DejaVu Sans", size: 14)) != bold)
        #expect(try RenderConfiguration().render(Text("Ag").font(.custom("DejaVuSans-Bold", size: 14)), traits: .light).warnings.isEmpty,
                "a PostScript name is a known font, not a warning")
    }

    @Test func unsupportedAPIsAreNamed() {
        #expect(throws: UIError.unsupported(path: "root/Fancy", api: "zIndex(_:) other than 0")) {
            try RenderConfiguration().render(Fancy(), traits: .light)
        }
    }

    @Test func aBodyThatContainsItselfStopsWithAnError() throws {
        do {
            _ = try RenderConfiguration().tree(Forever(), traits: .light)
            Issue.record("no error")
        } catch {
            guard case let .tooDeep(path, limit) = error else { Issue.record("\(error)"); return }
            #expect(limit == 256)
            #expect(path.hasPrefix("root/Forever/Forever/"))
        }
    }
}

private final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var isPro = true
    func rename(_ name: String) {
        objectWillChange.send()
        self.name = name
    }
}

private struct ProfileBadge: View {
    @StateObject private var own = Profile()
    @ObservedObject var given: Profile
    @EnvironmentObject var shared: Profile
    var body: some View {
        Text("\(own.name) \(given.name) \(shared.name) \($given.isPro.wrappedValue)")
    }
}

/// Combine-style models, as older SwiftUI code writes them.
@Suite struct ObservableObjectTests {
    @Test func stateObservedAndEnvironmentObjectsRead() throws {
        let given = Profile()
        given.rename("Grace")
        let shared = Profile()
        shared.name = "Edsger"
        var node = try RenderConfiguration().tree(ProfileBadge(given: given).environmentObject(shared), traits: .light)
        while case let .modified(inner, _) = node { node = inner }
        #expect(node == .text("Ada Grace Edsger true"))
    }
}

/// What would draw different pixels is reported, not approximated.
@Suite struct UnsupportedDrawingTests {
    @Test func tiledOrCappedImagesAreReported() {
        let config = RenderConfiguration()
        #expect(throws: UIError.unsupported(path: "root/Image", api: "Image.resizable(resizingMode: .tile)")) {
            try config.tree(Image(systemName: "star.fill").resizable(resizingMode: .tile), traits: .light)
        }
        #expect(throws: UIError.unsupported(path: "root/Image", api: "Image.resizable(capInsets:)")) {
            try config.tree(Image(systemName: "star.fill").resizable(capInsets: EdgeInsets(top: 2)), traits: .light)
        }
        #expect(throws: Never.self) { try config.tree(Image(systemName: "star.fill").resizable(), traits: .light) }
    }
}

/// A view reading an object nobody put in the environment fails the render by name, before its
/// body runs (SwiftUI would stop the program).
@Suite struct MissingEnvironmentObjectTests {
    @Test func aMissingObservableIsATypedErrorNamingTheView() {
        #expect(throws: UIError.missingEnvironmentObject(path: "root/CartBadge", type: "Cart")) {
            try RenderConfiguration().tree(CartBadge(), traits: .light)
        }
        #expect(throws: Never.self) { try RenderConfiguration().tree(CartBadge().environment(Cart()), traits: .light) }
    }

    @Test func aMissingEnvironmentObjectIsATypedErrorNamingTheView() {
        #expect(throws: UIError.missingEnvironmentObject(path: "root/ProfileBadge", type: "Profile")) {
            try RenderConfiguration().tree(VStack { ProfileBadge(given: Profile()) }, traits: .light)
        }
    }
}
