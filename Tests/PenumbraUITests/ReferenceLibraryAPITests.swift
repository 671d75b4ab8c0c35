import Foundation
#if canImport(FoundationCompat)
@testable import FoundationCompat
#endif
import PenumbraCore
import PenumbraUI
import Testing

/// API SpeziViews' views use (the library whose simulator references are in
/// ../shared/corpora/ios-references, rendered by scripts/check-ios-references): Foundation's
/// `LocalizedStringResource`, custom label styles, `LabeledContent`, iOS 26's role-titled and
/// glass buttons, redaction, focus state and presentations.
@MainActor
@Suite struct ReferenceLibraryAPITests {
    func render<V: View>(_ view: V, _ traits: Traits = .light) throws(UIError) -> Bitmap {
        try RenderConfiguration.current.render(view, traits: traits).bitmap
    }

    /// A localization value keeps literals and arguments apart: its key is what a strings file is
    /// keyed by, its text what shows where no translation is found.
    @Test func aLocalizationValueHasAKeyWithSpecifiers() {
        let count = 3, name = "Ada"
        let value: String.LocalizationValue = "\(count) tasks for \(name), 100%"
        #expect(value.key == "%lld tasks for %@, 100%%")
        #expect(String(localized: value) == "3 tasks for Ada, 100%")
        let resource = LocalizedStringResource("Option \(UInt8(2))")
        #expect(resource.key == "Option %llu")
        #expect(String(localized: resource) == "Option 2")
        #expect(LocalizedStringResource("greeting", defaultValue: "Hello").key == "greeting")
        #expect(String(localized: LocalizedStringResource("greeting", defaultValue: "Hello")) == "Hello")
    }

    #if canImport(FoundationCompat)
    /// A translation with positional specifiers takes the arguments in its own order.
    @Test func aTranslationTakesTheArgumentsByPosition() {
        let value: String.LocalizationValue = "\("Ada") has \(3)"
        #expect(value.substituting(into: "%2$lld für %1$@") == "3 für Ada")
        #expect(value.substituting(into: "%@: %d %%") == "Ada: 3 %")
    }
    #endif

    /// `Text(resource)`, `Button(resource)`, `Label(resource, systemImage:)` and
    /// `Toggle(resource, isOn:)` draw the resource's text.
    @Test func viewsTitledByAResourceDrawItsText() throws {
        let resource: LocalizedStringResource = "Clean Code"
        #expect(try render(Text(resource)) == render(Text(verbatim: "Clean Code")))
        #expect(try render(Button(resource) {}) == render(Button("Clean Code") {}))
        #expect(try render(Label(resource, systemImage: "star")) == render(Label("Clean Code", systemImage: "star")))
        #expect(try render(Toggle(resource, isOn: .constant(true))) == render(Toggle("Clean Code", isOn: .constant(true))))
    }

    struct ReverseStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                configuration.icon
            }
        }
    }

    /// A custom label style lays out the title and icon its own way; a label inside its body
    /// draws in the default style.
    @Test func aCustomLabelStyleLaysOutTheLabel() throws {
        let label = Label("Battery", systemImage: "star")
        let styled = try render(label.labelStyle(ReverseStyle()))
        #expect(styled == (try render(HStack { Text("Battery"); Image(systemName: "star") })))
        #expect(styled != (try render(label)))
        // A built-in style below the custom one wins, as the nearer style.
        #expect(try render(label.labelStyle(.titleOnly).labelStyle(ReverseStyle())) == render(Text("Battery")))
    }

    /// `LabeledContent` puts its label at the leading edge and the value, in the secondary
    /// colour, at the trailing edge of the width it is offered.
    @Test func labeledContentSpreadsLabelAndValue() throws {
        let bitmap = try render(LabeledContent("Clean") { Text("Code") }.frame(width: 300)).unpremultiplied()
        // The most opaque pixel of each half: the label's ink at the left, the value's at the right.
        func strongest(_ image: RGBAImage, in columns: Range<Int>) -> (x: Int, colour: RGBA8)? {
            var best: (x: Int, colour: RGBA8)?
            for y in 0..<image.height {
                for x in columns where image[x, y].a > (best?.colour.a ?? 0) { best = (x, image[x, y]) }
            }
            return best
        }
        var labelInk: [Int] = []
        for y in 0..<bitmap.height { for x in 0..<150 where bitmap[x, y].a > 0 { labelInk.append(x) } }
        #expect((labelInk.min() ?? 99) < 6)
        var valueInk: [Int] = []
        for y in 0..<bitmap.height { for x in 150..<300 where bitmap[x, y].a > 0 { valueInk.append(x) } }
        #expect((valueInk.max() ?? 0) > 294)
        let secondary = try render(Text("Code").foregroundStyle(.secondary)).unpremultiplied()
        let valueColour = strongest(bitmap, in: 150..<300)?.colour
        #expect(valueColour != nil && valueColour == strongest(secondary, in: 0..<secondary.width)?.colour)
        #expect(valueColour != strongest(bitmap, in: 0..<150)?.colour)
        let value = LabeledContent("Clean", value: "Code").frame(width: 300)
        #expect(try render(value) == render(LabeledContent("Clean") { Text("Code") }.frame(width: 300)))
    }

    /// iOS 26's `Button(role: .close)` outside a toolbar is the word "Close" in the tint, as the
    /// simulator draws SpeziViews' dismiss button.
    @Test func aCloseRoleButtonIsTitledClose() throws {
        #expect(try render(Button(role: .close) {}) == render(Button("Close") {}))
    }

    /// The glass styles draw as the bordered ones in a capsule.
    @Test func glassButtonsAreCapsules() throws {
        let glass = try render(Button("Buy") {}.buttonStyle(.glass))
        #expect(glass == (try render(Button("Buy") {}.buttonStyle(.bordered).buttonBorderShape(.capsule))))
        let prominent = try render(Button("Buy") {}.buttonStyle(.glassProminent))
        #expect(prominent == (try render(Button("Buy") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))))
        #expect(prominent != (try render(Button("Buy") {}.buttonStyle(.borderedProminent))))
    }

    /// Under `.redacted(reason: .placeholder)` shapes draw as they are (a skeleton of placeholder
    /// cells); text and images, which iOS replaces with boxes not measured yet, fail the render
    /// with a typed error; `.unredacted()` shows them again.
    @Test func redactionKeepsShapesAndRefusesText() throws {
        let shape = RoundedRectangle(cornerRadius: 4).frame(width: 20, height: 10)
        #expect(try render(shape.redacted(reason: .placeholder)) == render(shape))
        do {
            _ = try render(Text("Hello").redacted(reason: .placeholder))
            Issue.record("redacted text rendered")
        } catch {
            guard case .unsupported(_, let api) = error else { Issue.record("\(error)"); return }
            #expect(api.hasPrefix(".redacted(reason: .placeholder)"))
        }
        #expect(try render(Text("Hello").unredacted().redacted(reason: .placeholder)) == render(Text("Hello")))
        #expect(try render(Text("Hello").redacted(reason: .privacy)) == render(Text("Hello")))
    }

    struct FocusedField: View {
        @FocusState var isFocused: Bool
        @FocusState var field: Int?
        var body: some View {
            VStack {
                Text("Name").focused($isFocused)
                Text("Mail").focused($field, equals: 1).focusable()
            }
        }
    }

    /// Focus state holds what the code sets and draws nothing: nothing takes focus in a snapshot.
    @Test func focusStateDrawsNothing() throws {
        let view = FocusedField()
        #expect(view.isFocused == false && view.field == nil)
        view.isFocused = true
        #expect(view.isFocused)
        #expect(try render(view) == render(VStack { Text("Name"); Text("Mail") }))
    }

    /// Alerts, dialogs, sheets and popovers are presented in windows of their own on iOS: a
    /// snapshot of the view shows the view alone.
    @Test func presentationsLeaveTheViewAsItIs() throws {
        let base = Text("Body")
        let presented = base
            .alert("Error", isPresented: .constant(true), actions: { Button("OK") {} }, message: { Text("Failed") })
            .confirmationDialog("Delete?", isPresented: .constant(true)) { Button("Delete", role: .destructive) {} }
            .sheet(isPresented: .constant(true)) { Text("Sheet") }
            .popover(isPresented: .constant(true)) { Text("Popover") }
        #expect(try render(presented) == render(base))
    }

    /// UIKit names SpeziViews' SwiftUI files reach for: an asset for a configuration, and the
    /// device's orientation with its notification (never posted in a render).
    @Test func uiKitNamesTheLibraryUses() {
        #expect(UIImage(named: "no such asset", in: nil, with: nil) == nil)
        #expect(UIImage(systemName: "eraser.fill") != nil)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        #expect(UIDevice.current.orientation == .portrait)
    }

    /// `PENUMBRA_SYSTEM_COLORS` picks the default configuration's system colour set, for a test
    /// target whose references an iOS 26 simulator recorded; another value fails each render
    /// naming the variable.
    @Test func theSystemColourSetComesFromTheEnvironment() throws {
        #expect(RenderConfiguration.fromEnvironment(["PENUMBRA_SYSTEM_COLORS": "ios26"]).systemColors == .ios26)
        #expect(RenderConfiguration.fromEnvironment([:]).systemColors == .ios18)
        #expect(RenderConfiguration.fromEnvironment(["PENUMBRA_SYSTEM_COLORS": ""]).systemColors == .ios18)
        let blue = try withRenderConfiguration(RenderConfiguration.fromEnvironment(["PENUMBRA_SYSTEM_COLORS": "ios26"])) {
            try render(Color.blue.frame(width: 2, height: 2)).unpremultiplied()[0, 0]
        }
        #expect(blue == RGBA8(0, 136, 255))
        let bad = RenderConfiguration.fromEnvironment(["PENUMBRA_SYSTEM_COLORS": "ios19"])
        #expect(throws: UIError.invalidSetting(variable: "PENUMBRA_SYSTEM_COLORS", value: "ios19", expected: ["ios18", "ios26"])) {
            try bad.viewRenderer()
        }
    }

    /// At the accessibility text sizes `LabeledContent` puts the value under the label, at the
    /// leading edge, 4 points below it, as an iOS 26 simulator draws a list row at `.accessibility3`.
    @Test func labeledContentStacksAtAccessibilitySizes() throws {
        let row = LabeledContent("Clean") { Text("Code") }.frame(width: 300).dynamicTypeSize(.accessibility1)
        let stacked = VStack(alignment: .leading, spacing: 4) {
            Text("Clean")
            Text("Code").foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading).frame(width: 300).dynamicTypeSize(.accessibility1)
        #expect(try render(row) == render(stacked))
        #expect(try render(LabeledContent("Clean") { Text("Code") }.frame(width: 300).dynamicTypeSize(.xxxLarge))
                != render(stacked))
    }

    /// Under the safe areas a hosting window shows its `systemBackground`, or the background of a
    /// root view that fills the safe area, as a `List`'s grouped background does on iOS.
    @Test func aFullScreenListsBackgroundReachesUnderTheSafeArea() throws {
        func corner<V: View>(_ view: V, traits: Traits = .light) throws -> RGBA8 {
            // A point in the top safe-area band, where only the window's background shows.
            try render(SafeAreaHost(content: view, safeArea: EdgeInsets(top: 100, leading: 0, bottom: 0, trailing: 0))
                .frame(width: 100, height: 200), traits).unpremultiplied()[50, 10]
        }
        let grouped = RGBA8(242, 242, 247), white = RGBA8(255, 255, 255)
        #expect(try corner(List { Text("Row") }) == grouped)
        #expect(try corner(VStack { Form { Text("Row") } }) == grouped)
        #expect(try corner(Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red)) == RGBA8(255, 59, 48))
        // Not filling the safe area: the window's own background.
        #expect(try corner(Text("Row")) == white)
        #expect(try corner(VStack { Text("Title"); List { Text("Row") } }) == white)
        #expect(try corner(List { Text("Row") }.padding()) == white)
        #expect(try corner(List { Text("Row") }, traits: .dark) == RGBA8(0, 0, 0))
    }

    /// iOS 26's inset-grouped list (under iOS 26's system colours): cards 16 pt from the edges
    /// with 26 pt circular corners, 35 pt below the top, rows 15 pt above and below their text
    /// and at least 51 pt tall.
    @Test func iOS26ListsHaveTheirOwnMetrics() throws {
        let list = List { Text("Row") }.frame(width: 390, height: 200)
        let ios26 = try render(list.systemColorSet(.ios26)).unpremultiplied()
        let white = RGBA8(255, 255, 255), grouped = RGBA8(242, 242, 247)
        #expect(ios26[16, 60] == white && ios26[15, 60] == grouped)
        #expect(ios26[373, 60] == white && ios26[374, 60] == grouped)
        #expect(ios26[195, 35] == white && ios26[195, 34] == grouped)
        // The corner: 26 pt circular, so a point 4 pt in from both edges of the card is outside it.
        #expect(ios26[20, 39] == grouped)
        var bottom = 35
        while bottom < 200, ios26[195, bottom] == white { bottom += 1 }
        // 15 + a body line (Inter's 20.6 pt at 17 pt) + 15, and at least 51.
        #expect(bottom - 35 == 51)
        // At `.medium` (swift-snapshot-testing's device traits) the line is 19.3 pt and the row
        // keeps its least height, 51 pt, as the iOS 26 references' one-line rows (153 px at 3x).
        let medium = try render(list.dynamicTypeSize(.medium).systemColorSet(.ios26)).unpremultiplied()
        var mediumBottom = 35
        while mediumBottom < 200, medium[195, mediumBottom] == white { mediumBottom += 1 }
        #expect(mediumBottom - 35 == 51)
        // iOS 18's list keeps its own: cards 20 pt in.
        let ios18 = try render(list).unpremultiplied()
        #expect(ios18[19, 50] == grouped && ios18[20, 50] == white)
    }
}
