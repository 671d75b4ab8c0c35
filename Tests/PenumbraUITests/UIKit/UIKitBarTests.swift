import PenumbraCore
import PenumbraUI
import Testing
import UIKit

/// A screen that pins a label to its safe area's top, to see where the bars leave room.
private final class Screen: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "Content"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
        ])
    }
}

/// Navigation bars, tab bars and toolbars at rest inside their containers and alone: where they
/// sit, the safe area they leave the content, their titles and items, and their appearances.
@MainActor
@Suite("UIKit bars")
struct UIKitBarTests {
    /// A window of an iPhone 13's size and safe area holding `controller`.
    func window(_ controller: UIViewController) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        w.rootViewController = controller
        return w
    }

    func color(_ b: Bitmap, _ x: Double, _ y: Double) -> RGBA8 { b[Int(x), Int(y)].unpremultiplied }

    /// Whether any pixel in the box differs from `background`.
    func inked(_ b: Bitmap, _ x: ClosedRange<Int>, _ y: ClosedRange<Int>, on background: RGBA8) -> Bool {
        x.contains { px in y.contains { py in b[px, py].unpremultiplied != background } }
    }

    @Test func aNavigationControllerLeavesTheBarsHeightInTheSafeArea() throws {
        let screen = Screen()
        screen.title = "Inbox"
        let nav = UINavigationController(rootViewController: screen)
        let w = window(nav)
        _ = try UIKitRendering.render(w, traits: .light)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 47 + 44))
        #expect(screen.view.frame == w.bounds, "the content reaches under the bar")
        #expect(screen.view.safeAreaInsets.top == 91)
        #expect(screen.label.frame.minY == 91, "content pinned to the safe area starts below the bar")
    }

    @Test(arguments: [Traits.light, Traits.dark])
    func titlesAndItemsAreDrawnOverATransparentBarAtRest(traits: Traits) throws {
        let screen = Screen()
        screen.title = "Inbox"
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: screen)
        let b = try UIKitRendering.render(window(nav), traits: traits).bitmap
        let background = screen.view.backgroundColor!.rgba(in: UITraitCollection(traits))
        #expect(color(b, 200, 50) == background, "transparent at rest: the content's background shows")
        #expect(color(b, 200, 90.5) == background, "no hairline at rest")
        #expect(inked(b, 170...220, 60...80, on: background), "the title, centred in the 44-point row")
        let tint = UIColor.systemBlue.rgba(in: UITraitCollection(traits))
        let right = (350...374).contains { x in (58...80).contains { y in color(b, Double(x), Double(y)) == tint } }
        #expect(right, "the add item in the tint at the trailing margin")
        #expect(inked(b, 16...50, 60...80, on: background), "the Edit item at the leading margin")
    }

    @Test func aLargeTitleSitsBelowTheRowAndGrowsTheBar() throws {
        let screen = Screen()
        screen.title = "Settings"
        let nav = UINavigationController(rootViewController: screen)
        nav.navigationBar.prefersLargeTitles = true
        let b = try UIKitRendering.render(window(nav), traits: .light).bitmap
        let height = nav.navigationBar.frame.height - 47
        #expect(height > 44 + 30 && height < 44 + 60, "the row, the large title and its gap: \(height)")
        #expect(!inked(b, 150...240, 58...80, on: .init(255, 255, 255, 255)), "nothing in the row's middle")
        #expect(inked(b, 16...120, 95...130, on: .init(255, 255, 255, 255)), "the large title at the leading margin")
        #expect(screen.label.frame.minY == 47 + height)
    }

    @Test func anOpaqueAppearanceDrawsItsColourAndHairline() throws {
        let screen = Screen()
        screen.title = "Opaque"
        let nav = UINavigationController(rootViewController: screen)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        nav.navigationBar.scrollEdgeAppearance = appearance
        let b = try UIKitRendering.render(window(nav), traits: .light).bitmap
        let indigo = UIColor.systemIndigo.rgba(in: UITraitCollection(Traits.light))
        #expect(color(b, 5, 5) == indigo, "under the status bar too")
        #expect(color(b, 5, 89) == indigo)
        #expect(color(b, 5, 90.5) != indigo && color(b, 5, 92) == RGBA8(255, 255, 255, 255), "a hairline, then the content")
        #expect((150...240).contains { x in (60...80).contains { y in color(b, Double(x), Double(y)) == RGBA8(255, 255, 255, 255) } }, "a white title")
    }

    @Test func aBackButtonShowsThePreviousTitle() throws {
        let first = Screen(), second = Screen()
        first.title = "Mail"
        second.title = "Message"
        let nav = UINavigationController(rootViewController: first)
        nav.pushViewController(second, animated: false)
        let b = try UIKitRendering.render(window(nav), traits: .light).bitmap
        let tint = UIColor.systemBlue.rgba(in: UITraitCollection(Traits.light))
        let back = (8...80).contains { x in (58...80).contains { y in color(b, Double(x), Double(y)) == tint } }
        #expect(back, "a chevron and 'Mail' in the tint")
        #expect(second.view.superview === nav.view && first.view.superview == nil, "only the top controller shows")
    }

    @Test func aTabBarControllerShowsTheSelectedChildAboveItsBar() throws {
        let home = Screen(), search = Screen()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, search]
        tabs.selectedIndex = 1
        let w = window(tabs)
        let b = try UIKitRendering.render(w, traits: .light).bitmap
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 83))
        #expect(search.view.superview === tabs.view && home.view.superview == nil)
        #expect(abs(search.view.safeAreaInsets.bottom - 83) < 1e-9, "\(Double(search.view.safeAreaInsets.bottom))")
        let tint = UIColor.systemBlue.rgba(in: UITraitCollection(Traits.light))
        let gray = UIColor.systemGray.rgba(in: UITraitCollection(Traits.light))
        let selected = (195...390).contains { x in (766...800).contains { y in color(b, Double(x), Double(y)) == tint } }
        let other = (0...194).contains { x in (766...800).contains { y in color(b, Double(x), Double(y)) == gray } }
        #expect(selected && other, "the selected item in the tint, the other in system gray")
    }

    @Test(arguments: [Traits.light, Traits.dark])
    func aBadgeSitsAtItsIconsTopTrailingCorner(traits: Traits) throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
        let mail = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 0)
        let news = UITabBarItem(title: "News", image: UIImage(systemName: "newspaper"), tag: 1)
        mail.badgeValue = "3"
        news.badgeValue = ""
        bar.items = [mail, news]
        bar.selectedItem = mail
        let b = try UIKitRendering.render(bar, traits: traits).bitmap
        let red = UIColor.systemRed.rgba(in: UITraitCollection(traits))
        // Mail's icon spans 38...62 (5...29 down): the badge from 56, 18 tall from 3; the 3 in
        // white inside it (a circle: one digit is narrower than the 18-point height); News's dot
        // from 156, 8 points across.
        #expect(color(b, 57.5, 12) == red, "the capsule's leading end")
        #expect(color(b, 65, 4) == red && color(b, 65, 19) == red, "the capsule's top and bottom rows")
        #expect(inked(b, 59...68, 6...18, on: red), "the value in white")
        #expect(color(b, 160, 7) == red, "the empty badge's dot")
        #expect(color(b, 160, 13) != red, "a dot, not a capsule")
        // Right to left, the badge hangs off the icon's other side.
        var rtl = traits
        rtl.layoutDirection = .rightToLeft
        let m = try UIKitRendering.render(bar, traits: rtl).bitmap
        #expect(color(m, 200 - 57.5, 12) == red, "mirrored: \(color(m, 200 - 57.5, 12))")
    }

    @Test func toolbarItemsSpreadAcrossFlexibleSpace() throws {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil), .flexibleSpace(),
                     UIBarButtonItem(title: "Right", style: .done, target: nil, action: nil)]
        let host = UIView(frame: bar.frame)
        host.backgroundColor = .white
        host.addSubview(bar)
        let b = try UIKitRendering.render(host, traits: .light).bitmap
        let white = RGBA8(255, 255, 255, 255)
        #expect(inked(b, 16...40, 12...32, on: white) && inked(b, 270...303, 12...32, on: white))
        #expect(!inked(b, 120...200, 0...43, on: white), "the flexible space between them")
        #expect(!inked(b, 305...319, 0...43, on: white), "16 points from the trailing edge")
    }

    @Test func barsFollowTheAppearanceSwitch() throws {
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: CGSize(width: 390, height: 844)) {
            let screen = Screen()
            screen.title = "Inbox"
            let nav = UINavigationController(rootViewController: screen)
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            w.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            w.rootViewController = nav
            return w
        }
        #expect(findings.isEmpty, "\(findings)")
    }
}
