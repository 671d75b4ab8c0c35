import Foundation
import PenumbraCore
import PenumbraUI
import Testing
import UIKit

/// Bar appearances beyond the background: the buttons' looks per style and state, the back
/// indicator, and the appearance proxies (`UINavigationBar.appearance()` …), whose settings every
/// bar made afterwards replays. The proxies are the process's state, so what sets them runs in a
/// child process (an exit test) and leaves the other tests' bars alone.
@MainActor
@Suite("UIKit bar appearances")
struct UIKitBarAppearanceTests {
    static let red = UIColor.systemRed.rgba(in: UITraitCollection(Traits.light))
    static let green = UIColor.systemGreen.rgba(in: UITraitCollection(Traits.light))
    static let blue = UIColor.systemBlue.rgba(in: UITraitCollection(Traits.light))

    static func window(_ controller: UIViewController) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        w.rootViewController = controller
        return w
    }

    static func screen(_ title: String) -> UIViewController {
        let c = UIViewController()
        c.view.backgroundColor = .white
        c.title = title
        return c
    }

    /// Whether a pixel of the box has exactly `colour`.
    static func has(_ b: Bitmap, _ x: ClosedRange<Int>, _ y: ClosedRange<Int>, _ colour: RGBA8) -> Bool {
        x.contains { px in y.contains { py in b[px, py].unpremultiplied == colour } }
    }

    /// Expects the box to hold `colour` somewhere (or, `present` false, nowhere), without
    /// printing the whole bitmap when it does not.
    static func expect(_ b: Bitmap, _ x: ClosedRange<Int>, _ y: ClosedRange<Int>, _ colour: RGBA8, present: Bool = true,
                       _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let found = has(b, x, y, colour)
        #expect(found == present, "\(what): \(colour) \(present ? "missing" : "found") in \(x)×\(y)", sourceLocation: sourceLocation)
    }

    @Test func buttonAppearancesColourPlainAndDoneItemsApart() throws {
        let screen = Self.screen("Inbox")
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: screen)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        let b = try UIKitRendering.render(Self.window(nav), traits: .light).bitmap
        Self.expect(b, 16...60, 58...80, Self.red, "the plain item in its appearance's colour")
        Self.expect(b, 16...60, 58...80, Self.blue, present: false, "not in the tint")
        Self.expect(b, 320...374, 58...80, Self.green, "the done item in the done appearance's colour")
        Self.expect(b, 320...374, 58...80, Self.red, present: false, "the done item not in the plain one's colour")
    }

    @Test func aDisabledItemTakesTheDisabledStatesAttributes() throws {
        let screen = Self.screen("Inbox")
        let item = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)
        item.isEnabled = false
        screen.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: screen)
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        appearance.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        nav.navigationBar.scrollEdgeAppearance = appearance
        let b = try UIKitRendering.render(Self.window(nav), traits: .light).bitmap
        Self.expect(b, 320...374, 58...80, Self.green, "the disabled item in the disabled state's colour")
        Self.expect(b, 320...374, 58...80, Self.red, present: false, "not in the normal state's colour")
    }

    @Test func theBackButtonsAppearanceAndIndicatorReplaceTheTint() throws {
        let nav = UINavigationController(rootViewController: Self.screen("Mail"))
        nav.pushViewController(Self.screen("Message"), animated: false)
        let appearance = UINavigationBarAppearance()
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        let arrow = try #require(UIImage(systemName: "chevron.backward")).withTintColor(.systemGreen, renderingMode: .alwaysOriginal)
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        nav.navigationBar.scrollEdgeAppearance = appearance
        let b = try UIKitRendering.render(Self.window(nav), traits: .light).bitmap
        Self.expect(b, 4...30, 58...80, Self.green, "the indicator set, in its own colour")
        Self.expect(b, 0...60, 58...80, Self.blue, present: false, "nothing in the tint")
        Self.expect(b, 24...80, 58...80, Self.red, "the previous title in the back button's colour")
    }

    @Test func oneNilImageResetsTheIndicatorAsUIKitDocuments() throws {
        let appearance = UINavigationBarAppearance()
        let arrow = try #require(UIImage(systemName: "arrow.backward"))
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        #expect(appearance.backIndicatorImage === arrow)
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage !== arrow && appearance.backIndicatorTransitionMaskImage !== arrow)
        let copy = UINavigationBarAppearance(barAppearance: appearance)
        copy.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        #expect(appearance.buttonAppearance.normal.titleTextAttributes.isEmpty, "a copy's button appearance is its own, as UIKit copies")
    }

    @Test func toolbarItemsTakeTheToolbarsButtonAppearance() throws {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil), .flexibleSpace(),
                     UIBarButtonItem(title: "Right", style: .done, target: nil, action: nil)]
        let appearance = UIToolbarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        bar.scrollEdgeAppearance = appearance
        let host = UIView(frame: bar.frame)
        host.backgroundColor = .white
        host.addSubview(bar)
        let b = try UIKitRendering.render(host, traits: .light).bitmap
        Self.expect(b, 16...50, 12...32, Self.red, "the plain item")
        Self.expect(b, 260...303, 12...32, Self.green, "the done item")
    }

    @Test func aRenderHasNoConnectedScene() {
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive }
        #expect((scene as? UIWindowScene)?.keyWindow == nil)
    }

    /// In a child process: a proxy scoped with `appearance(whenContainedInInstancesOf:)` styles
    /// the bars of controllers of that class and its subclasses, after the unscoped proxy, and
    /// leaves the others; SwiftUI's bars count as held by `UINavigationController` and
    /// `UITabBarController`, as on iOS.
    @Test func aScopedProxyStylesOnlyTheBarsOfItsContainerClass() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                class BrandNavigationController: UINavigationController {}
                class CheckoutNavigationController: BrandNavigationController {}
                UINavigationBar.appearance().tintColor = .systemGreen
                UINavigationBar.appearance(whenContainedInInstancesOf: [BrandNavigationController.self]).tintColor = .systemRed
                UITabBar.appearance(whenContainedInInstancesOf: [UITabBarController.self]).unselectedItemTintColor = .systemBlue
                guard UINavigationController().navigationBar.tintColor == .systemGreen else { exit(10) }
                guard BrandNavigationController().navigationBar.tintColor == .systemRed,
                      CheckoutNavigationController(rootViewController: UIViewController()).navigationBar.tintColor == .systemRed else { exit(11) }
                guard UINavigationBar(frame: .zero).tintColor == .systemGreen else { exit(12) }
                guard UITabBarController().tabBar.unselectedItemTintColor == .systemBlue,
                      UITabBar(frame: .zero).unselectedItemTintColor == nil else { exit(13) }
                // SwiftUI's NavigationStack: held by a UINavigationController, not a brand one.
                let stack = NavigationStack {
                    Text("Inbox").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
                }
                guard let s = try? RenderConfiguration().render(stack, traits: .light, size: .fixed(Size(390, 200))).bitmap else { exit(14) }
                guard UIKitBarAppearanceTests.has(s, 320...374, 10...34, UIKitBarAppearanceTests.green),
                      !UIKitBarAppearanceTests.has(s, 320...374, 10...34, UIKitBarAppearanceTests.red) else { exit(15) }
                UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self]).tintColor = .systemRed
                guard let r = try? RenderConfiguration().render(stack, traits: .light, size: .fixed(Size(390, 200))).bitmap,
                      UIKitBarAppearanceTests.has(r, 320...374, 10...34, UIKitBarAppearanceTests.red) else { exit(16) }
            }
        }
    }

    /// In a child process: what is set on the proxies shows on bars made afterwards, bars made
    /// before keep their own; SwiftUI's navigation bar, toolbar and tab bar draw them too.
    @Test func theProxiesSettingsApplyToBarsMadeAfterwards() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let before = UINavigationBar(frame: .zero)
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .systemGreen
                UINavigationBar.appearance().standardAppearance = appearance
                UINavigationBar.appearance().scrollEdgeAppearance = appearance
                UINavigationBar.appearance().tintColor = .systemRed
                UITabBar.appearance().unselectedItemTintColor = .systemGreen
                UIToolbar.appearance().tintColor = .systemGreen
                appearance.backgroundColor = .systemBlue // the proxy kept a copy
                guard before.scrollEdgeAppearance == nil, before.tintColor != .systemRed else { exit(10) }

                let screen = UIKitBarAppearanceTests.screen("Inbox")
                screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
                let nav = UINavigationController(rootViewController: screen)
                guard let b = try? UIKitRendering.render(UIKitBarAppearanceTests.window(nav), traits: .light).bitmap else { exit(11) }
                guard b[5, 60].unpremultiplied == UIKitBarAppearanceTests.green else { exit(12) }
                guard UIKitBarAppearanceTests.has(b, 320...374, 58...80, UIKitBarAppearanceTests.red) else { exit(13) }
                guard UITabBar(frame: .zero).unselectedItemTintColor == .systemGreen,
                      UIToolbar(frame: .zero).tintColor == .systemGreen else { exit(14) }

                // SwiftUI's NavigationStack draws its bar with the proxy's settings, as iOS does.
                let stack = NavigationStack {
                    Text("Inbox").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
                }
                guard let s = try? RenderConfiguration().render(stack, traits: .light, size: .fixed(Size(390, 200))).bitmap else { exit(15) }
                guard s[5, 10].unpremultiplied == UIKitBarAppearanceTests.green, s[5, 190].unpremultiplied == .white else { exit(16) }
                guard UIKitBarAppearanceTests.has(s, 320...374, 10...34, UIKitBarAppearanceTests.red) else { exit(17) }
                // On a screen, the bars' backgrounds extend under the status bar and the home
                // indicator; the bottom toolbar's items take the toolbar proxy's tint.
                let toolbar = UIToolbarAppearance()
                toolbar.configureWithOpaqueBackground()
                toolbar.backgroundColor = .systemBlue
                UIToolbar.appearance().scrollEdgeAppearance = toolbar
                let screenStack = NavigationStack {
                    Text("Inbox").navigationTitle("Inbox")
                        .toolbar { ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "plus") } } }
                }
                let host = SafeAreaHost(content: screenStack, safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
                guard let d = try? RenderConfiguration().render(host, traits: .light, size: .fixed(Size(390, 844))).bitmap else { exit(20) }
                guard d[5, 10].unpremultiplied == UIKitBarAppearanceTests.green, d[5, 160].unpremultiplied == .white,
                      d[5, 840].unpremultiplied == UIKitBarAppearanceTests.blue, d[5, 750].unpremultiplied == .white else { exit(21) }
                guard UIKitBarAppearanceTests.has(d, 180...210, 770...805, UIKitBarAppearanceTests.green) else { exit(22) }
                // SwiftUI's TabView draws its bar with the tab bar proxy's settings: the
                // background, the selected item's colour from the stacked layout appearance and
                // the others in `unselectedItemTintColor` (set above).
                let tabs = UITabBarAppearance()
                tabs.configureWithOpaqueBackground()
                tabs.backgroundColor = .systemBlue
                tabs.stackedLayoutAppearance.selected.iconColor = .systemRed
                UITabBar.appearance().scrollEdgeAppearance = tabs
                let tabView = TabView {
                    Text("A").tabItem { Label("A", systemImage: "star.fill") }
                    Text("B").tabItem { Label("B", systemImage: "heart.fill") }
                }
                guard let t = try? RenderConfiguration().render(tabView, traits: .light, size: .fixed(Size(390, 200))).bitmap else { exit(18) }
                guard t[5, 195].unpremultiplied == UIKitBarAppearanceTests.blue,
                      UIKitBarAppearanceTests.has(t, 0...194, 152...199, UIKitBarAppearanceTests.red),
                      UIKitBarAppearanceTests.has(t, 195...389, 152...199, UIKitBarAppearanceTests.green),
                      !UIKitBarAppearanceTests.has(t, 195...389, 152...199, UIKitBarAppearanceTests.red) else { exit(19) }
            }
        }
    }
}
