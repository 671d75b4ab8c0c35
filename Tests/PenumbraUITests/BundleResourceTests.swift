import Foundation
import PenumbraCore
import PenumbraUI
import Testing
import UIKit

/// SwiftUI's `Color(_:bundle:)` and `Image(_:bundle:)`, and UIKit's `UIColor(named:in:…)`, read
/// the bundle's asset catalogs, as on iOS: ODS's `Color("…", bundle: .ods)` and
/// `Image("placeholder", bundle: .ods)` name its own target's resources.
@Suite struct BundleResourceTests {
    /// A folder laid out as SwiftPM lays out a target's resource bundle on Linux: an
    /// `Assets.xcassets` with a colour set (light and dark) and an image set.
    static func bundle() throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-swiftui-bundle-\(UUID().uuidString).resources")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("brand.colorset"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("dot.imageset"), withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        let color = #"""
        {"colors":[
          {"color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x79","blue":"0x00","alpha":"1.000"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"0x00","green":"0x40","blue":"0xFF","alpha":"1.000"}},"idiom":"universal"}],
         "info":{"author":"xcode","version":1}}
        """#
        try Data(color.utf8).write(to: catalog.appendingPathComponent("brand.colorset/Contents.json"))
        try Data(#"{"images":[{"filename":"dot.svg","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: catalog.appendingPathComponent("dot.imageset/Contents.json"))
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"><rect width="30" height="10" fill="#00FF00"/></svg>"##.utf8)
            .write(to: catalog.appendingPathComponent("dot.imageset/dot.svg"))
        return (try #require(Bundle(path: root.path)), root)
    }

    @Test func aColourSetOfTheBundleResolvesPerAppearance() throws {
        let (bundle, root) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = RenderConfiguration()
        let swatch = Color("brand", bundle: bundle).frame(width: 4, height: 4)
        #expect(try config.render(swatch, traits: .light).bitmap[2, 2].unpremultiplied == RGBA8(0xFF, 0x79, 0x00, 255))
        #expect(try config.render(swatch, traits: .dark).bitmap[2, 2].unpremultiplied == RGBA8(0x00, 0x40, 0xFF, 255))
        let uiColor = try #require(UIColor(named: "brand", in: bundle, compatibleWith: nil))
        #expect(uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba(in: UITraitCollection(Traits.dark)) == RGBA8(0x00, 0x40, 0xFF, 255))
        // A name the bundle does not have stays a palette name, resolved (or reported) at render.
        #expect(throws: UIError.self) { try config.render(Color("nowhere", bundle: bundle).frame(width: 4, height: 4), traits: .light) }
    }

    @MainActor @Test func anImageSetOfTheBundleIsDrawn() throws {
        let (bundle, root) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let bitmap = try RenderConfiguration().render(Image("dot", bundle: bundle), traits: .light).bitmap
        #expect(bitmap.width == 30 && bitmap.height == 10)
        #expect(bitmap[15, 5].unpremultiplied == RGBA8(0, 255, 0, 255))
        #expect(Image("dot", bundle: bundle) == Image("dot", bundle: bundle), "one catalog per bundle")
        // A UIKit image of the bundle bridged to SwiftUI keeps that one catalog too.
        let bridged = Image(uiImage: try #require(UIImage(named: "dot", in: bundle, compatibleWith: nil)))
        #expect(bridged == Image("dot", bundle: bundle))
        #expect(try RenderConfiguration().render(bridged, traits: .light).bitmap == bitmap)
        #expect(throws: UIError.self) { try RenderConfiguration().render(Image("dot"), traits: .light) }
    }
}
