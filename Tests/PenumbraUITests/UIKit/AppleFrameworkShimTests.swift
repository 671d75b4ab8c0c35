import Foundation
import PenumbraOS
import PenumbraCore
import PenumbraUI
import SafariServices
import Testing
import WebKit

/// What real SwiftUI packages reach for beside SwiftUI (BottomSheet, ODS's accessibility
/// statement): a SwiftUI view hosted in UIKit, SwiftUI's concrete modifier types, the app and
/// device objects, web views and unified logging — each as iOS spells it.
@MainActor
@Suite("Apple framework shims")
struct AppleFrameworkShimTests {
    struct Swatch: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 6, height: 4)
                Rectangle().fill(.background).frame(width: 4, height: 4)
            }
        }
    }

    /// A hosting controller's view sizes to the root view and draws what a render of the root
    /// view alone draws, in the hosting view's traits.
    @Test func aHostingControllerDrawsItsRootView() throws {
        let host = UIHostingController(rootView: Swatch())
        #expect(host.view.intrinsicContentSize == CGSize(width: 10, height: 4))
        #expect(host.sizeThatFits(in: CGSize(width: 100, height: 100)) == CGSize(width: 10, height: 4))
        for traits in [Traits.light, .dark] {
            let hosted = try UIKitRendering.render(host.view, size: CGSize(width: 10, height: 4), traits: traits).bitmap
            let alone = try RenderConfiguration.current.render(Swatch(), traits: traits).bitmap
            #expect(hosted == alone)
            // `.background` is the system background: white in light, black in dark.
            #expect(hosted.unpremultiplied()[8, 2] == (traits == .light ? .white : .black))
        }
    }

    /// A root view that cannot be rendered fails the UIKit render with its reason, never a
    /// silent empty view.
    @Test func aHostedViewThatCannotRenderFailsTheRender() {
        let host = UIHostingController(rootView: Color("noSuchColour").frame(width: 4, height: 4))
        #expect(host.view.intrinsicContentSize.width < 0)
        #expect(throws: UIKitError.self) { try UIKitRendering.render(host.view, size: CGSize(width: 4, height: 4), traits: .light) }
    }

    /// `.lineLimit(_:)` and `.environment(_:_:)` return SwiftUI's concrete type, which BottomSheet
    /// casts its title to (`… .lineLimit(1) as? ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int?>>`).
    @Test func environmentWritingModifiersHaveSwiftUIsType() throws {
        func erased(_ view: some View) -> Any { view }
        #expect(erased(Text("Title").font(.title).bold().lineLimit(1)) is ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int?>>)
        #expect(erased(Text("A").environment(\.lineLimit, 2)) is ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int?>>)
        // The limit still applies, and `.lineLimit` clears reserved lines as before.
        let long = String(repeating: "word ", count: 40)
        let one = try RenderConfiguration.current.render(Text(long).lineLimit(1).frame(width: 100), traits: .light).bitmap
        let all = try RenderConfiguration.current.render(Text(long).frame(width: 100), traits: .light).bitmap
        #expect(one.height < all.height)
    }

    @Test func theAppAndTheDeviceAreTheRendersOwn() {
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(!UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        var large = Traits.light
        large.contentSizeCategory = .extraLarge
        #expect(UITraitCollection(large).performAsCurrent { UIApplication.shared.preferredContentSizeCategory } == .extraLarge)
        #expect(CACurrentMediaTime() == 0)
    }

    /// The screen is the 3x simulator's, whatever the traits of the moment say (a divider made
    /// `1 / UIScreen.main.scale` tall is one pixel of a 3x snapshot), or the configured scale.
    @MainActor @Test func theScreensScaleIsTheDevicesNotTheTraits() {
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeBounds.width == 1170)
        #expect(UITraitCollection(Traits.light).performAsCurrent { UIScreen.main.scale } == 3)
        var twice = RenderConfiguration.current
        twice.scale = .x2
        #expect(withRenderConfiguration(twice) { UIScreen.main.scale } == 2)
    }

    /// A web page is not drawn: a web view in a render fails it, naming the view and the API.
    @Test func webViewsFailTheRenderWithTheirName() {
        let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        web.loadHTMLString("<p>Hi</p>", baseURL: nil)
        #expect(throws: UIKitError.self) { try UIKitRendering.render(web, traits: .light) }
        do { _ = try UIKitRendering.render(web, traits: .light) } catch {
            #expect("\(error)".contains("WKWebView"))
        }
        let safari = SFSafariViewController(url: URL(string: "https://example.com")!)
        safari.view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(throws: UIKitError.self) { try UIKitRendering.render(safari.view, traits: .light) }
    }

    /// `Logger` with privacy interpolations (what a prepared `import os` finds) compiles and stays
    /// quiet unless asked.
    @Test func unifiedLoggingCompiles() {
        let logger = Logger(subsystem: "penumbra", category: "tests")
        let count = 3
        logger.debug("rendered \(count, privacy: .public) views")
        logger.error("\(count, format: .fixed(precision: 2))")
        os_log("plain %d", log: .default, type: .info, count)
    }
}
