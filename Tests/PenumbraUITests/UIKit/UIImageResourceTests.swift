import Foundation
import PenumbraCore
import PenumbraView
import PenumbraUI
import Testing
import UIKit

/// Where UIKit images come from beyond the configured catalog, and how big a symbol is where it
/// is shown.
@MainActor
@Suite("UIImage resources")
struct UIImageResourceTests {
    /// A folder laid out as SwiftPM lays out a test target's resource bundle on Linux: the
    /// target's `Assets.xcassets` copied in as it is.
    private func bundleWithCatalog(svg: String = #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="red"/></svg>"#) throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-bundle-\(UUID().uuidString).resources")
        let set = root.appendingPathComponent("Assets.xcassets/card.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: root.appendingPathComponent("Assets.xcassets/Contents.json"))
        try Data(#"{"images":[{"filename":"card.svg","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(svg.utf8).write(to: set.appendingPathComponent("card.svg"))
        return (try #require(Bundle(path: root.path)), root)
    }

    /// `withTintColor` gives an image its own colour, whatever the view's tint and the rendering
    /// mode (ODS's back indicator: a chevron `.withTintColor(tint, renderingMode: .alwaysOriginal)`);
    /// a symbol in `.alwaysOriginal` without one keeps its own black.
    @Test func anImagesOwnTintWinsInEveryRenderingMode() throws {
        let symbol = try #require(UIImage(systemName: "star.fill"))
        let red = UIColor.systemRed.rgba(in: UITraitCollection(Traits.light))
        let blue = UIColor.systemBlue.rgba(in: UITraitCollection(Traits.light))
        func colours(_ image: UIImage) throws -> Set<RGBA8> {
            let view = UIImageView(image: image)
            view.tintColor = .systemBlue
            let b = try UIKitRendering.render(view, size: CGSize(width: 30, height: 30), traits: .light).bitmap
            var out = Set<RGBA8>()
            for y in 0..<b.height { for x in 0..<b.width where b[x, y].a == 255 { out.insert(b[x, y].unpremultiplied) } }
            return out
        }
        for image in [symbol.withTintColor(.systemRed, renderingMode: .alwaysOriginal), symbol.withTintColor(.systemRed),
                      symbol.withTintColor(.systemRed, renderingMode: .alwaysTemplate)] {
            let drawn = try colours(image)
            #expect(drawn == [red], "\(image.renderingMode): \(drawn)")
        }
        #expect(try colours(symbol) == [blue], "a symbol is a template in the view's tint")
        let original = try colours(symbol.withRenderingMode(.alwaysOriginal))
        #expect(original == [RGBA8(0, 0, 0, 255)], "its own black: \(original)")
    }

    /// GOV.UK's rows: `UIImage(named: "vetCard", in: .module, compatibleWith: nil)` finds the
    /// test target's own image set, which the configured catalog does not hold.
    @Test func aNamedImageIsFoundInTheBundlesAssetCatalog() throws {
        let (bundle, root) = try bundleWithCatalog()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(UIImage(named: "card") == nil)
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
        let image = try #require(UIImage(named: "card", in: bundle, compatibleWith: nil))
        #expect(image.size == CGSize(width: 40, height: 20))
        let view = UIImageView(image: image)
        let bitmap = try UIKitRendering.render(view, size: CGSize(width: 40, height: 20), traits: .light).bitmap
        #expect(bitmap[20, 10].unpremultiplied == RGBA8(255, 0, 0, 255))
    }

    /// An image view whose image cannot be drawn fails the render naming the view and why,
    /// instead of leaving the image out.
    @Test func anImageThatCannotBeDrawnFailsTheRenderNamingTheView() throws {
        let (bundle, root) = try bundleWithCatalog(svg: #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><text>Hi</text></svg>"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let image = try #require(UIImage(named: "card", in: bundle, compatibleWith: nil))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.image = image
        host.addSubview(view)
        do {
            _ = try UIKitRendering.render(host, size: CGSize(width: 40, height: 20), traits: .light)
            Issue.record("the render did not fail")
        } catch {
            let message = "\(error)"
            #expect(message.contains("UIImageView") && message.contains("image \"card\" cannot be drawn") && message.contains("text is not drawn"), "\(message)")
        }
    }

    /// A symbol configured with a Dynamic Type font follows the text size where it is shown, as
    /// GOV.UK's row chevrons (`SymbolConfiguration(font: bodySemiBold)`) do at accessibility
    /// sizes; one with a fixed point size does not.
    @Test func aSymbolConfiguredWithADynamicTypeFontFollowsTheTextSize() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let dynamic = UIImageView(image: UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(font: body)))
        let fixed = UIImageView(image: UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        for view in [dynamic, fixed] {
            view.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        }
        #expect(dynamic.intrinsicContentSize == CGSize(width: 53, height: 53))
        #expect(fixed.intrinsicContentSize == CGSize(width: 17, height: 17))
        let styled = UIImageView(image: UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)))
        styled.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(styled.intrinsicContentSize == CGSize(width: 33, height: 33))
    }
}
