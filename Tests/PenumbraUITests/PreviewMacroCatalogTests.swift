import PenumbraCore
import PenumbraUI
import Testing
import UIKit

// Previews as penumbra-prepare leaves a file-scope `#Preview` in the prepared copy: wrapped in an
// enum of its own, where the macro names its type `PenumbraPreviewRegistry` for the index.
enum PenumbraPreviewSite_PreviewMacroCatalogTests_swift_L10 { #Preview("Small", traits: .sizeThatFitsLayout) { Text("Small") } }
enum PenumbraPreviewSite_PreviewMacroCatalogTests_swift_L11 { #Preview { Text("Device") } }
enum PenumbraPreviewSite_PreviewMacroCatalogTests_swift_L12 {
    #Preview(traits: .fixedLayout(width: 120, height: 40)) {
        @Previewable @State var on = true
        Toggle("On", isOn: $on)
    }
}
enum PenumbraPreviewSite_PreviewMacroCatalogTests_swift_L18 {
    #Preview("UIKit", traits: .fixedLayout(width: 100, height: 50)) {
        let view = UIView()
        view.backgroundColor = .systemRed
        return view
    }
}

/// `#Preview`s rendered through the catalog, as the index penumbra-prepare writes lists them:
/// named by file and line, with the macro's display name and layout trait.
@MainActor
@Suite struct PreviewMacroCatalogTests {
    static let config = RenderConfiguration()

    @Test func aMacrosNameAndLayoutAreItsPreviews() throws {
        let small = PreviewCatalog.Entry(registry: PenumbraPreviewSite_PreviewMacroCatalogTests_swift_L10.PenumbraPreviewRegistry.self)
        #expect(small.name == "#Preview PreviewMacroCatalogTests:8")
        #expect(small.fileID.hasSuffix("/PreviewMacroCatalogTests.swift") && small.line == 8)
        let parts = try Self.config.previews(of: small, traits: .light)
        #expect(parts.map(\.displayName) == ["Small"] && parts.map(\.layout) == [.sizeThatFits])
        let drawn = try Self.config.renderPreview(small, part: parts[0], traits: .dark).bitmap
        let alone = try Self.config.render(Text("Small"), traits: .dark).bitmap
        let same = drawn == alone
        #expect(same, "sizeThatFits: the view at its ideal size, as rendered on its own")

        let device = PreviewCatalog.Entry(registry: PenumbraPreviewSite_PreviewMacroCatalogTests_swift_L11.PenumbraPreviewRegistry.self)
        let devicePart = try #require(try Self.config.previews(of: device, traits: .light).first)
        #expect(devicePart.layout == .device && devicePart.displayName == nil)
        let screen = try Self.config.renderPreview(device, part: devicePart, traits: .light).bitmap
        #expect(screen.width == 390 && screen.height == 844)
    }

    @Test func previewablePropertiesAndUIKitViewsRender() throws {
        let toggle = PreviewCatalog.Entry(registry: PenumbraPreviewSite_PreviewMacroCatalogTests_swift_L12.PenumbraPreviewRegistry.self)
        let part = try #require(try Self.config.previews(of: toggle, traits: .light).first)
        let image = try Self.config.renderPreview(toggle, part: part, traits: .light).bitmap
        #expect(image.width == 120 && image.height == 40)
        let green = UIColor.systemGreen.rgba(in: UITraitCollection(Traits.light))
        let isOn = (0..<120).contains { x in (0..<40).contains { y in image[x, y].unpremultiplied == green } }
        #expect(isOn, "the switch is on, as its @Previewable state starts")

        let uikit = PreviewCatalog.Entry(registry: PenumbraPreviewSite_PreviewMacroCatalogTests_swift_L18.PenumbraPreviewRegistry.self)
        let uikitPart = try #require(try Self.config.previews(of: uikit, traits: .light).first)
        #expect(uikitPart.displayName == "UIKit")
        let red = try Self.config.renderPreview(uikit, part: uikitPart, traits: .light).bitmap
        let expected = UIColor.systemRed.rgba(in: UITraitCollection(Traits.light))
        #expect(red.width == 100 && red.height == 50 && red[50, 25].unpremultiplied == expected)
    }
}
