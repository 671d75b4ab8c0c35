import Testing
import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraStyle
import PenumbraView
import PenumbraTestSupport
import PenumbraUI

/// The showcase rendered light and dark (and a text size), against references that were looked at.
@Suite struct ShowcaseRenderingTests {
    static let config = RenderConfiguration()

    private func render<V: View>(_ view: V, _ variant: String, width: Double = 390) throws -> Bitmap {
        try Self.config.render(view, traits: try Variant(parsing: variant).traits, size: .width(width)).bitmap
    }

    @Test(arguments: ["light@2x", "dark@2x", "light-ax3@2x"])
    func showcaseMatchesItsReference(_ variant: String) throws {
        let bitmap = try render(Showcase(), variant)
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "showcase.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func imageRendererWritesThePNGOfTheView() throws {
        let renderer = ImageRenderer(content: Showcase())
        renderer.scale = 2
        renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
        let png = try renderer.pngData()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-ui-\(UUID().uuidString).png")
        try png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let decoded = try PNGDecoder.decodeImage(contentsOf: file)
        let direct = try render(Showcase(), "light@2x").unpremultiplied()
        #expect(decoded == direct)
        #expect(decoded.width == 780)
    }

    @Test func darkRenderDiffersFromLightOnlyWhereColoursAreDynamic() throws {
        // The forced-light panel's right half is the same in both appearances.
        let light = try render(ForcedLightPanel(), "light", width: 300).unpremultiplied()
        let dark = try render(ForcedLightPanel(), "dark", width: 300).unpremultiplied()
        let y = light.size.height / 2
        #expect(light[5, y] == RGBA8(255, 255, 255, 255))
        #expect(dark[5, y] == RGBA8(0, 0, 0, 255))
        #expect(light[295, y] == RGBA8(255, 255, 255, 255))
        #expect(dark[295, y] == RGBA8(255, 255, 255, 255))
    }
}

/// What component files carry beside their views.
@Suite struct SourceCompatibilityTests {
    @Test func previewsRenderAsTheirView() throws {
        let config = RenderConfiguration()
        let preview = try config.render(ShowcasePreviews.previews, traits: .light, size: .width(390)).bitmap
        let view = try config.render(Showcase(), traits: .light, size: .width(390)).bitmap
        #expect(preview == view)
    }

    @Test func swiftUIQualifiedNamesAreTheSameTypes() throws {
        let chip = QualifiedChip()
        #expect(chip.tint == Color.purple)
        let tree = try RenderConfiguration().tree(chip, traits: .light)
        #expect("\(tree)".contains("systemPurple"))
    }
}

/// The layout patterns rendered light and dark, against references that were looked at.
@Suite struct LayoutShowcaseRenderingTests {
    @Test(arguments: ["light@2x", "dark@2x"])
    func layoutShowcaseMatchesItsReference(_ variant: String) throws {
        let bitmap = try RenderConfiguration().render(LayoutShowcase(), traits: try Variant(parsing: variant).traits).bitmap
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "layout.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }
}

/// Buttons and labels: exact trees for the styles, and references looked at.
@Suite struct ButtonTests {
    func tree<V: View>(_ view: V) throws -> ViewNode {
        guard case let .modified(inner, .foregroundColor) = try RenderConfiguration().tree(view, traits: .light) else { return .empty }
        return inner
    }

    @Test func theDefaultStyleTintsTheLabelAndPlainLeavesIt() throws {
        let accent = ViewNode.modified(.text("Go"), .foregroundColor(.color(SystemColors.ios18.systemBlue)))
        #expect(try tree(Button("Go") {}) == accent)
        #expect(try tree(Button("Go") {}.buttonStyle(.plain)) == .text("Go"))
        #expect(try tree(Button("Go", role: .destructive) {})
                == .modified(.text("Go"), .foregroundColor(.color(SystemColors.ios18.systemRed))))
        #expect(try tree(Button("Go") {}.disabled(true))
                == .modified(.text("Go"), .foregroundColor(.color(SystemColors.ios18.tertiaryLabel))))
        #expect(try tree(Button("Go") {}.tint(.green))
                == .modified(.text("Go"), .foregroundColor(.color(SystemColors.ios18.systemGreen))))
    }

    @Test func aCustomStyleDecoratesTheLabelAndSeesTheRole() throws {
        let node = try tree(Button("Go", role: .destructive) {}.buttonStyle(PrimaryButtonStyle()))
        #expect("\(node)".contains("systemRed"))
        #expect("\(node)".contains("PrimaryButtonStyle") == false)
    }

    @Test func borderedStylesDrawTheLabelInsideTheTintedShape() throws {
        let node = "\(try tree(Button("Go") {}.buttonStyle(.bordered)))"
        #expect(node.contains("systemBlue*0.15") && node.contains("roundedRectangle(cornerRadius: 8.0"))
    }

    @Test(arguments: ["light@2x", "dark@2x"])
    func buttonsMatchTheirReference(_ variant: String) throws {
        let bitmap = try RenderConfiguration().render(ButtonsShowcase(), traits: try Variant(parsing: variant).traits).bitmap
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "buttons.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }
}

/// GeometryReader: content built from the size it is given.
@Suite struct GeometryReaderTests {
    @Test func aProgressFillTakesItsShareOfTheTrack() throws {
        let list = try RenderConfiguration().render(ProgressBar(progress: 0.25).frame(width: 200), traits: .light).displayList
        let fills = list.items.filter { if case .fill = $0.operation { true } else { false } }.map(\.frame)
        #expect(fills == [Rect(x: 0, y: 0, width: 200, height: 6), Rect(x: 0, y: 0, width: 50, height: 6)])
    }

    @Test func itTakesTheSizeOfferedAndPlacesContentTopLeading() throws {
        let list = try RenderConfiguration().render(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 4, height: proxy.size.height / 2)
        }, traits: .light, size: .fixed(Size(80, 40))).displayList
        #expect(list.frame(of: "root") == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(list.items.first?.frame == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func errorsInsideNameTheirPath() {
        #expect(throws: UIError.view(.unknownColor(path: "root.content", name: "nope", suggestion: nil))) {
            try RenderConfiguration(palette: Palette(name: "empty", colors: [:])).render(
                GeometryReader { _ in Color("nope") }, traits: .light, size: .fixed(Size(10, 10)))
        }
        #expect(throws: UIError.unsupported(path: "root/GeometryReader", api: "zIndex(_:) other than 0")) {
            try RenderConfiguration().render(GeometryReader { _ in Text("a").zIndex(3) }, traits: .light, size: .fixed(Size(10, 10)))
        }
    }

    @Test(arguments: ["light@2x", "dark@2x", "light-ax3@2x"])
    func controlsMatchTheirReference(_ variant: String) throws {
        let bitmap = try RenderConfiguration().render(ControlsPanel(), traits: try Variant(parsing: variant).traits).bitmap
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "controls.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test(arguments: ["light@2x", "dark@2x", "light-ax3@2x"])
    func screensMatchTheirReferences(_ variant: String) throws {
        let traits = try Variant(parsing: variant).traits
        let settings = try RenderConfiguration().render(SettingsScreen(), traits: traits, size: .fixed(Size(390, 844))).bitmap
        let failure = ReferenceSnapshot.verify(settings, group: "UI", name: "settings.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
        let profile = try RenderConfiguration().render(ProfileScreen(), traits: traits, size: .fixed(Size(390, 844))).bitmap
        let failure4 = ReferenceSnapshot.verify(profile, group: "UI", name: "profile.\(variant)")
        #expect(failure4 == nil, "\(failure4 ?? "")")
        let tabbed = try RenderConfiguration().render(TabbedApp(), traits: traits, size: .fixed(Size(390, 844))).bitmap
        let failure3 = ReferenceSnapshot.verify(tabbed, group: "UI", name: "tabs.\(variant)")
        #expect(failure3 == nil, "\(failure3 ?? "")")
        let signIn = try RenderConfiguration().render(SignInForm(), traits: traits, size: .fixed(Size(390, 500))).bitmap
        let failure2 = ReferenceSnapshot.verify(signIn, group: "UI", name: "sign-in.\(variant)")
        #expect(failure2 == nil, "\(failure2 ?? "")")
    }

    @Test(arguments: ["light@2x", "dark@2x"])
    func shapeGalleryMatchesItsReference(_ variant: String) throws {
        let bitmap = try RenderConfiguration().render(ShapeGallery(), traits: try Variant(parsing: variant).traits).bitmap
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "shapes.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test(arguments: ["light@2x", "dark@2x"])
    func progressBarsMatchTheirReference(_ variant: String) throws {
        let view = VStack(spacing: 12) {
            ForEach([0, 0.3, 0.75, 1.4], id: \.self) { ProgressBar(progress: $0) }
        }.padding(16).frame(width: 240).background(Color(.systemBackground))
        let bitmap = try RenderConfiguration().render(view, traits: try Variant(parsing: variant).traits).bitmap
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "progress.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }
}

/// ViewThatFits: the first view that fits, else the last.
@Suite struct ViewThatFitsTests {
    /// A snackbar: message and action side by side when they fit, stacked when they do not.
    struct Snackbar: View {
        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 8) { Color.blue.frame(width: 120, height: 20); Color.red.frame(width: 60, height: 20) }
                VStack(alignment: .leading, spacing: 4) { Color.blue.frame(width: 120, height: 20); Color.red.frame(width: 60, height: 20) }
            }
        }
    }

    @Test func theFirstThatFitsIsDrawnElseTheLast() throws {
        let config = RenderConfiguration()
        let wide = try config.render(Snackbar(), traits: .light, size: .width(300)).displayList
        #expect(wide.size == Size(300, 20))
        #expect(wide.nodes.contains { $0.role == "hstack" })
        let narrow = try config.render(Snackbar(), traits: .light, size: .width(150)).displayList
        #expect(narrow.nodes.contains { $0.role == "vstack" } && !narrow.nodes.contains { $0.role == "hstack" })
        #expect(narrow.size == Size(150, 44))
    }

    @Test func itIsAFixtureNodeThatRoundTrips() throws {
        let lowered = try config().tree(ViewThatFits(in: .vertical) { Text("a"); Text("b").padding(2) }, traits: .light)
        guard case let .modified(tree, .foregroundColor) = lowered else { Issue.record("no default foreground"); return }
        #expect(tree == .viewThatFits(horizontal: false, vertical: true,
                                      children: [.text("a"), .modified(.text("b"), .padding(EdgeInsets(all: 2)))]))
        let fixture = Fixture(name: "snackbar", root: tree)
        let decoded = try JSONDecoder().decode(Fixture.self, from: JSONEncoder().encode(fixture))
        #expect(decoded.root == tree)
    }

    func config() -> RenderConfiguration { RenderConfiguration() }
}

/// `.lineSpacing`: through the environment to the text engine, and a fixture key.
@Suite struct LineSpacingRenderingTests {
    static let paragraph = "Penumbra renders design-system components in every appearance, the same pixels on every machine."

    @Test func spacingAddsBetweenTheLinesOfAParagraph() throws {
        let config = RenderConfiguration()
        func height(_ spacing: CGFloat) throws -> Double {
            try config.render(Text(Self.paragraph).font(.system(size: 15)).lineSpacing(spacing).frame(width: 200),
                              traits: .light).displayList.size.height
        }
        let plain = try height(0), spaced = try height(6)
        let lines = try config.render(Text(Self.paragraph).font(.system(size: 15)).frame(width: 200), traits: .light)
        #expect(lines.displayList.size.height == plain)
        // One gap of 6 points between each two of the paragraph's lines at 200 points.
        let layout = try #require(try FontTextEngine.withDefaultFonts().layout(
            TextRun(string: Self.paragraph, font: ResolvedFont(size: 15), color: ResolvedColor(rgba: RGBA8(0, 0, 0, 255)),
                    lineLimit: nil, alignment: .leading), maxWidth: 200))
        let count = layout.lineHeights.count
        #expect(count >= 3)
        #expect(spaced == plain + 6 * Double(count - 1))
    }

    @Test func theModifierIsAFixtureKey() throws {
        let lowered = try RenderConfiguration().tree(Text("a").lineSpacing(4), traits: .light)
        guard case let .modified(tree, .foregroundColor) = lowered else { Issue.record("no default foreground"); return }
        #expect(tree == .modified(.text("a"), .lineSpacing(4)))
        let json = #"{"root": {"type": "text", "text": "a", "lineSpacing": 4}}"#
        #expect(try Fixture.decode(Data(json.utf8)).root == tree)
        #expect(throws: ViewError.self) { try Fixture.decode(Data(#"{"root": {"type": "text", "text": "a", "lineSpacing": -1}}"#.utf8)) }
    }

    @Test(arguments: ["light@2x", "dark@2x"])
    func spacedParagraphsMatchTheirReference(_ variant: String) throws {
        let view = HStack(alignment: .top, spacing: 16) {
            Text(Self.paragraph).lineSpacing(0)
            Text(Self.paragraph).lineSpacing(8)
        }
        .font(.system(size: 15)).frame(width: 360).padding(12).background(Color(.systemBackground))
        let bitmap = try RenderConfiguration().render(view, traits: try Variant(parsing: variant).traits).bitmap
        let failure = ReferenceSnapshot.verify(bitmap, group: "UI", name: "line-spacing.\(variant)")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
