import Foundation
import PenumbraCore
import PenumbraStyle
import PenumbraUI
import Testing

/// The built-in controls in iOS's metrics and system colours.
@Suite struct ControlTests {
    static let config = RenderConfiguration()

    func image<V: View>(_ view: V, _ traits: Traits = .light) throws -> RGBAImage {
        try Self.config.render(view, traits: traits, size: .fitting).bitmap.unpremultiplied()
    }

    /// The system colour `name` in `traits`.
    func system(_ name: String, _ traits: Traits) -> RGBA8 {
        SystemColors.ios18.palette.resolve(name, traits: traits)?.rgba ?? .clear
    }

    @Test func aSwitchIs51By31WithItsThumbAtTheSideOfItsState() throws {
        for traits in [Traits.light, Traits.dark] {
            let on = try image(Toggle("", isOn: .constant(true)).labelsHidden().frame(width: 51), traits)
            #expect(on.width == 51 && on.height == 31)
            // On: system green at the leading end, the white thumb at the trailing end.
            #expect(on[6, 15] == system("systemGreen", traits))
            #expect(on[37, 15] == RGBA8(255, 255, 255))
            let off = try image(Toggle("", isOn: .constant(false)).labelsHidden().frame(width: 51), traits)
            #expect(off[14, 15] == RGBA8(255, 255, 255))
            // A translucent fill comes back from premultiplied pixels within a step per channel.
            let fill = system("secondarySystemFill", traits), px = off[45, 15]
            #expect(px.a == fill.a && abs(Int(px.r) - Int(fill.r)) <= 2 && abs(Int(px.b) - Int(fill.b)) <= 2)
        }
    }

    @Test func aDisabledSwitchIsHalfOpaqueAndATintColoursItsOnState() throws {
        let disabled = try image(Toggle("", isOn: .constant(true)).labelsHidden().disabled(true).frame(width: 51))
        let green = system("systemGreen", .light)
        #expect(disabled[6, 15].a == 128 && disabled[6, 15].g == green.g)
        let tinted = try image(Toggle("", isOn: .constant(true)).labelsHidden().tint(Color(red: 1, green: 0, blue: 0)).frame(width: 51))
        #expect(tinted[6, 15] == RGBA8(255, 0, 0))
    }

    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { Image(systemName: configuration.isOn ? "checkmark" : "xmark"); configuration.label }
        }
    }

    @Test func aToggleStyleDrawsTheToggleItsWay() throws {
        let tree = try Self.config.tree(Toggle("Agree", isOn: .constant(true)).toggleStyle(Checkbox()), traits: .light)
        let text = "\(tree)"
        #expect(text.contains("checkmark") && text.contains("Agree") && !text.contains("xmark"))
    }

    @Test func progressFillsItsShareOfTheBar() throws {
        let bar = try image(ProgressView(value: 0.25).frame(width: 100).padding(2))
        #expect(bar.height == 8)
        // The filled quarter ends 27 pixels in (2 of padding and 25 of bar), round like the track.
        #expect(bar[20, 4] == system("systemBlue", .light))
        #expect(bar[30, 4] != system("systemBlue", .light))
        // A spinner is 20 points across.
        let spinner = try Self.config.render(ProgressView(), traits: .light, size: .fitting)
        #expect(spinner.displayList.size == Size(20, 20))
    }

    @Test func aSliderPlacesItsThumbByItsValue() throws {
        let list = try Self.config.render(Slider(value: .constant(0.5)).frame(width: 228), traits: .light, size: .fitting).displayList
        #expect(list.size == Size(228, 28))
        // The thumb (28 points) travels 200 points: at 0.5 it starts 100 points in.
        #expect(list.nodes.contains { $0.frame == Rect(x: 100, y: 0, width: 28, height: 28) })
    }

    @Test func aStepperIs94By32AndDimsTheGlyphAtItsBound() throws {
        let list = try Self.config.render(Stepper("Copies", value: .constant(1), in: 1...3), traits: .light, size: .width(200)).displayList
        #expect(list.size.height == 32)
        #expect(list.nodes.contains { $0.frame.width == 94 && $0.frame.height == 32 })
        #expect(list.colors.contains { $0.color.name == "tertiaryLabel" })
    }

    @Test func aSegmentedPickerRaisesTheTaggedSelection() throws {
        let picker = Picker("Size", selection: .constant(2)) {
            Text("S").tag(1)
            Text("M").tag(2)
            Text("L").tag(3)
        }.pickerStyle(.segmented)
        let list = try Self.config.render(picker, traits: .light, size: .width(300)).displayList
        #expect(list.size.height == 32)
        // One plate, under the second of three equal segments.
        let plates = list.items.filter { if case .fill(.roundedRectangle(7, _), _) = $0.operation { return true } else { return false } }
        #expect(plates.count == 1 && plates[0].frame.minX > 90 && plates[0].frame.maxX < 210)
        let tree = "\(try Self.config.tree(picker, traits: .light))"
        #expect(tree.contains("weight: PenumbraText.FontWeight(value: 600)"))
    }

    @Test func aMenuPickerShowsItsSelectionInTheTintColour() throws {
        let picker = Picker("Size", selection: .constant("M")) { ForEach(["S", "M", "L"], id: \.self) { Text($0).tag($0) } }
        let list = try Self.config.render(picker, traits: .light, size: .width(300)).displayList
        let texts = list.items.compactMap { item -> (String, String?)? in
            if case .text(let run) = item.operation { return (run.string, run.color.name) } else { return nil }
        }
        #expect(texts.map(\.0) == ["Size", "M"])
        #expect(texts.last?.1 == "systemBlue")
    }

    @Test func aTabViewShowsTheTaggedTabOverA49PointBar() throws {
        let tabs = TabView(selection: .constant(2)) {
            Text("One").tabItem { Label("One", systemImage: "house.fill") }.tag(1)
            Text("Two").tabItem { Label("Two", systemImage: "star.fill") }.tag(2)
        }
        let list = try Self.config.render(tabs, traits: .light, size: .fixed(Size(200, 300))).displayList
        let texts = list.items.compactMap { item -> (String, String?, Rect)? in
            if case .text(let run) = item.operation { return (run.string, run.color.name, item.frame) } else { return nil }
        }
        #expect(texts.map(\.0) == ["Two", "One", "Two"])
        // The bar's titles: the selected one in the tint colour, the other gray, both in the bottom 49 points.
        #expect(texts[1].1 == "systemGray" && texts[2].1 == "systemBlue")
        #expect(texts[1].2.minY > 251 && texts[2].2.maxY <= 300)
    }

    @Test func textFieldsShowTheirPlaceholderOrTheirTextAtTheirHeight() throws {
        let empty = try Self.config.render(TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder), traits: .light, size: .width(200))
        #expect(empty.displayList.size.height == 34)
        #expect(empty.displayList.colors.contains { $0.color.name == "placeholderText" })
        let secure = try Self.config.tree(SecureField("Password", text: .constant("abc")), traits: .light)
        #expect("\(secure)".contains("\u{2022}\u{2022}\u{2022}") && !"\(secure)".contains("abc"))
    }
}
