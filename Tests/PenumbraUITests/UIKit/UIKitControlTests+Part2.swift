import PenumbraCore
import PenumbraUI
import PenumbraView
import Testing
import UIKit

/// UIKit's page control, text view, search bar and visual effect view at rest, at 1x, 2x and 3x
/// in light and dark: pixels at known points of their metrics (`ControlMetrics.PageControl`,
/// `.TextView`, `.SearchBar`, `.Material`), their intrinsic sizes, and the appearance switch.
@MainActor
@Suite("UIKit controls, part 2")
struct UIKitControlTestsPart2 {
    /// The first suite's helpers: a render on the system background, colours at points, compositing.
    let base = UIKitControlTests()
    var variants: [(Int, Traits)] { UIKitControlTests.variants }

    func render(_ view: UIView, in size: CGSize, traits: Traits) throws -> Bitmap { try base.render(view, in: size, traits: traits) }
    func color(_ b: Bitmap, _ x: Double, _ y: Double, scale: Int) -> RGBA8 { base.color(b, x, y, scale: scale) }
    func resolved(_ c: UIColor, _ traits: Traits) -> RGBA8 { base.resolved(c, traits) }
    func over(_ top: RGBA8, _ traits: Traits) -> RGBA8 { base.over(top, traits) }
    func close(_ a: RGBA8, _ b: RGBA8, within: Int = 2) -> Bool { base.close(a, b, within: within) }
    func name(_ scale: Int, _ traits: Traits) -> String { "\(scale)x \(traits.userInterfaceStyle)" }

    /// Pixels (x, y) whose colour is far from `background`, in pixel coordinates.
    func ink(_ b: Bitmap, background: RGBA8, within: Int = 40) -> [(x: Int, y: Int)] {
        var out: [(x: Int, y: Int)] = []
        for y in 0..<b.height { for x in 0..<b.width where !close(b[x, y].unpremultiplied, background, within: within) { out.append((x, y)) } }
        return out
    }

    // MARK: UIPageControl

    @Test func aPageControlDrawsSevenPointDotsOnASixteenPointPitch() throws {
        for (scale, traits) in variants {
            let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
            control.numberOfPages = 5
            control.currentPage = 2
            let b = try render(control, in: CGSize(width: 200, height: 26), traits: traits)
            // Five cells of 16 centred on x = 100: dot centres at 68, 84, 100, 116 and 132, y = 13.
            let current = over(resolved(.label, traits), traits), other = over(resolved(.tertiaryLabel, traits), traits)
            let bg = resolved(.systemBackground, traits)
            for (i, x) in [68.0, 84, 100, 116, 132].enumerated() {
                let dot = color(b, x, 13, scale: scale)
                #expect(close(dot, i == 2 ? current : other), "\(name(scale, traits)) dot \(i): \(dot)")
                // 4.5 points from the centre is past a 7-point dot's edge.
                #expect(close(color(b, x, 13 - 4.5, scale: scale), bg), "\(name(scale, traits)) above dot \(i)")
            }
            for x in [76.0, 92, 108, 124] { #expect(close(color(b, x, 13, scale: scale), bg), "\(name(scale, traits)) gap at \(x)") }
            #expect(close(color(b, 56, 13, scale: scale), bg) && close(color(b, 144, 13, scale: scale), bg), "nothing past the ends")
            #expect(current != other, "the current dot stands out")
        }
    }

    @Test func aPageControlSizesItselfByItsPages() {
        let control = UIPageControl()
        control.numberOfPages = 5
        #expect(control.intrinsicContentSize == CGSize(width: 96, height: 26))
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 64, height: 26))
        control.direction = .topToBottom
        #expect(control.intrinsicContentSize == CGSize(width: 26, height: 96))
        control.currentPage = 9
        #expect(control.currentPage == 4, "the current page is clamped to the pages")
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(control.allowsContinuousInteraction && control.backgroundStyle == .automatic && control.preferredIndicatorImage == nil)
    }

    @Test func aPageControlFollowsItsTintsStyleAndDirection() throws {
        for (scale, traits) in variants {
            let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
            control.numberOfPages = 5
            control.currentPage = 0
            control.currentPageIndicatorTintColor = .systemRed
            control.pageIndicatorTintColor = .systemGreen
            control.backgroundStyle = .prominent
            let b = try render(control, in: CGSize(width: 200, height: 26), traits: traits)
            #expect(close(color(b, 68, 13, scale: scale), resolved(.systemRed, traits)), "\(name(scale, traits)) current in its tint")
            #expect(close(color(b, 84, 13, scale: scale), resolved(.systemGreen, traits)), "others in theirs")
            // The platter: a 96 × 26 capsule centred on the control (x 52…148).
            let platter = over(resolved(.tertiarySystemFill, traits), traits)
            #expect(close(color(b, 58, 13, scale: scale), platter), "\(name(scale, traits)) the prominent platter")
            #expect(close(color(b, 50, 13, scale: scale), resolved(.systemBackground, traits)), "the platter ends at 52")
            control.backgroundStyle = .minimal
            let minimal = try render(control, in: CGSize(width: 200, height: 26), traits: traits)
            #expect(close(color(minimal, 58, 13, scale: scale), resolved(.systemBackground, traits)), "no platter when minimal")
            control.direction = .rightToLeft
            let rtl = try render(control, in: CGSize(width: 200, height: 26), traits: traits)
            #expect(close(color(rtl, 132, 13, scale: scale), resolved(.systemRed, traits)), "the first page on the right")
        }
        let single = UIPageControl(frame: CGRect(x: 0, y: 0, width: 60, height: 26))
        single.numberOfPages = 1
        single.hidesForSinglePage = true
        let b = try render(single, in: CGSize(width: 60, height: 26), traits: .light)
        #expect(close(color(b, 30, 13, scale: 1), resolved(.systemBackground, .light)), "a single page hides")
        single.hidesForSinglePage = false
        let shown = try render(single, in: CGSize(width: 60, height: 26), traits: .light)
        #expect(close(color(shown, 30, 13, scale: 1), over(resolved(.label, .light), .light)), "or shows its dot")
    }

    @Test func aPageControlFollowsTheAppearance() throws {
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: CGSize(width: 200, height: 26)) {
            let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
            control.numberOfPages = 4
            control.currentPage = 1
            control.backgroundStyle = .prominent
            return control
        }
        #expect(findings.isEmpty, "\(findings)")
    }

    // MARK: UITextView

    @Test func aTextViewDrawsItsTextInsideItsInsetsAndPadding() throws {
        for (scale, traits) in variants {
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            view.text = "Hello world, wrapped inside the text container of this view"
            view.font = .systemFont(ofSize: 17)
            let b = try UIKitRendering.render(view, size: CGSize(width: 200, height: 100), traits: traits).bitmap
            let bg = resolved(.systemBackground, traits)
            #expect(color(b, 199, 99, scale: scale) == bg, "\(name(scale, traits)): the text view's own background")
            let marks = ink(b, background: bg)
            #expect(marks.count > 50, "\(name(scale, traits)): text is drawn")
            let minX = marks.map(\.x).min() ?? 0, minY = marks.map(\.y).min() ?? 0
            let maxX = marks.map(\.x).max() ?? b.width, maxY = marks.map(\.y).max() ?? b.height
            #expect(minX >= 5 * scale && minX <= 8 * scale, "\(name(scale, traits)): text starts after 5 points of padding: \(minX)")
            #expect(minY >= 8 * scale && minY <= 14 * scale, "\(name(scale, traits)): below the 8-point inset: \(minY)")
            #expect(maxX < 195 * scale, "\(name(scale, traits)): the padding on the right stays clear: \(maxX)")
            #expect(maxY > 30 * scale && maxY < 92 * scale, "\(name(scale, traits)): the text wraps to a second line: \(maxY)")
            // The darkest text pixel is the label colour (white in dark).
            let strongest = marks.map { b[$0.x, $0.y].unpremultiplied }.max { abs(Int($0.r) - Int(bg.r)) < abs(Int($1.r) - Int(bg.r)) }
            #expect(strongest.map { close($0, resolved(.label, traits), within: 40) } == true, "\(name(scale, traits)): label-coloured text")
        }
    }

    @Test func aTextViewDefaultsAndSelfSizesWithScrollingOff() {
        let view = UITextView()
        #expect(view.font == nil && view.textColor == nil && view.text == "")
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.isEditable && view.isSelectable && view.isScrollEnabled && view.dataDetectorTypes.isEmpty)
        view.text = "Self-sizing"
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric), "scrolling: no size")
        view.isScrollEnabled = false
        // The text's size at 12 points (the unset font) plus 2 × 5 across and 8 + 8 down.
        let label = UILabel()
        label.font = .systemFont(ofSize: 12)
        label.text = "Self-sizing"
        let text = label.intrinsicContentSize
        #expect(text.width > 0 && text.height > 0)
        #expect(view.intrinsicContentSize == CGSize(width: text.width + 10, height: text.height + 16), "\(view.intrinsicContentSize) vs \(text)")
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        #expect(view.intrinsicContentSize == text)
        let styled = UITextView()
        styled.attributedText = NSAttributedString(string: "Styled", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.systemRed])
        #expect(styled.text == "Styled" && styled.font?.pointSize == 20)
        #expect(styled.textColor.map { resolved($0, .light) } == resolved(.systemRed, .light))
    }

    @Test func aTextViewFollowsTheAppearance() throws {
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: CGSize(width: 200, height: 80)) {
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
            view.text = "Dynamic colours"
            return view
        }
        #expect(findings.isEmpty, "\(findings)")
    }

    // MARK: UISearchBar

    @Test func aSearchBarDrawsItsRoundedFieldInTheBar() throws {
        for (scale, traits) in variants {
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
            bar.placeholder = "Search"
            let b = try render(bar, in: CGSize(width: 320, height: 56), traits: traits)
            #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
            let bg = resolved(.systemBackground, traits)
            let barColor = base.over(UIBlurEffect(style: .systemChromeMaterial).tint(in: UITraitCollection(traits)), onto: bg)
            let field = base.over(resolved(.tertiarySystemFill, traits), onto: barColor)
            #expect(close(color(b, 4, 28, scale: scale), barColor), "\(name(scale, traits)): the bar's background")
            #expect(close(color(b, 300, 28, scale: scale), field), "\(name(scale, traits)): the field's fill \(color(b, 300, 28, scale: scale)) vs \(field)")
            #expect(close(color(b, 8.3, 10.3, scale: scale), barColor), "\(name(scale, traits)): the field's rounded corner")
            #expect(close(color(b, 12, 28, scale: scale), field), "\(name(scale, traits)): the fill reaches the side at mid-height")
            // The magnifying glass: ink in its 17-point square (x 14…31), the placeholder after x 38.
            let px = { (x: Double) in Int(x * Double(scale)) }
            let glyph = (px(14)..<px(31)).contains { x in (px(20)..<px(36)).contains { y in !close(b[x, y].unpremultiplied, field, within: 30) } }
            let placeholder = (px(38)..<px(100)).contains { x in (px(20)..<px(36)).contains { y in !close(b[x, y].unpremultiplied, field, within: 30) } }
            #expect(glyph && placeholder, "\(name(scale, traits)): the glyph and the placeholder")
            #expect(!(px(150)..<px(290)).contains { x in !close(b[x, px(28)].unpremultiplied, field, within: 3) }, "nothing after the placeholder")
        }
    }

    @Test func aSearchBarShowsCancelInTheTintAndTheMinimalStyle() throws {
        for (scale, traits) in variants {
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
            bar.text = "Coffee"
            bar.showsCancelButton = true
            bar.searchBarStyle = .minimal
            let b = try render(bar, in: CGSize(width: 320, height: 56), traits: traits)
            let field = bar.searchTextField.frame
            #expect(field.minX == 8 && field.maxX < 260, "\(name(scale, traits)): the field makes room for Cancel: \(field)")
            let bg = resolved(.systemBackground, traits), tint = resolved(.systemBlue, traits)
            #expect(color(b, 4, 28, scale: scale) == bg, "\(name(scale, traits)): no bar background when minimal")
            #expect(close(color(b, Double(field.maxX) - 6, 28, scale: scale), over(resolved(.quaternarySystemFill, traits), traits)), "the minimal field")
            let px = { (x: CGFloat) in Int(x * CGFloat(scale)) }
            let cancel = (px(field.maxX + 8)..<px(312)).contains { x in (px(18)..<px(38)).contains { y in close(b[x, y].unpremultiplied, tint, within: 24) } }
            #expect(cancel, "\(name(scale, traits)): Cancel in the tint")
            #expect(!(px(312)..<px(320)).contains { x in !close(b[x, px(28)].unpremultiplied, bg, within: 3) }, "8 points after Cancel")
        }
        let bar = UISearchBar()
        let field: UITextField = bar.searchTextField
        bar.text = "abc"
        #expect(field.text == "abc" && bar.intrinsicContentSize.height == 56 && bar.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 56))
        bar.placeholder = "Find"
        #expect(field.placeholder == "Find" && bar.placeholder == "Find")
        #expect(bar.searchBarStyle == .default && bar.barTintColor == nil && !bar.showsCancelButton && !bar.showsBookmarkButton)
    }

    @Test func aSearchBarShowsItsScopesUnderTheField() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        bar.placeholder = "Search"
        bar.scopeButtonTitles = ["All", "Recent", "Saved"]
        #expect(bar.intrinsicContentSize.height == 56, "titles alone do not show the scope bar")
        bar.showsScopeBar = true
        bar.selectedScopeButtonIndex = 1
        #expect(bar.intrinsicContentSize.height == 100 && bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 100)
        for (scale, traits) in variants {
            let b = try render(bar, in: CGSize(width: 320, height: 100), traits: traits)
            #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36), "the field keeps its place")
            // The scopes: a segmented control 8 points in, 32 tall, centred in the 44 points below.
            let scopes = try #require(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)
            #expect(scopes.frame == CGRect(x: 8, y: 62, width: 304, height: 32) && !scopes.isHidden)
            #expect(scopes.numberOfSegments == 3 && scopes.selectedSegmentIndex == 1 && scopes.titleForSegment(at: 2) == "Saved")
            // It draws: what the same control draws alone, over the bar's background.
            let alone = UISegmentedControl(items: ["All", "Recent", "Saved"])
            alone.selectedSegmentIndex = 1
            alone.frame = CGRect(x: 0, y: 0, width: 304, height: 32)
            let barColor = base.over(UIBlurEffect(style: .systemChromeMaterial).tint(in: UITraitCollection(traits)), onto: resolved(.systemBackground, traits))
            let backdrop = UIView(frame: alone.frame)
            backdrop.backgroundColor = UIColor(red: CGFloat(barColor.r) / 255, green: CGFloat(barColor.g) / 255, blue: CGFloat(barColor.b) / 255, alpha: 1)
            backdrop.addSubview(alone)
            let plain = try render(backdrop, in: CGSize(width: 304, height: 32), traits: traits)
            for (x, y) in [(60.0, 16.0), (152.0, 16.0), (160.0, 3.0), (250.0, 16.0)] {
                let inBar = color(b, 8 + x, 62 + y, scale: scale), own = color(plain, x, y, scale: scale)
                #expect(close(inBar, own, within: 2), "\(name(scale, traits)): (\(x), \(y)) \(inBar) vs \(own)")
            }
        }
        bar.setShowsScope(false, animated: true)
        #expect(bar.intrinsicContentSize.height == 56)
    }

    @Test func aSearchBarDrawsItsBarTintAndReplacedImages() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.barTintColor = .systemTeal
        bar.showsBookmarkButton = true
        bar.setImage(UIImage(systemName: "star.fill"), for: .search, state: .normal)
        #expect(bar.image(for: .search, state: .normal) != nil)
        let b = try render(bar, in: CGSize(width: 320, height: 56), traits: .light)
        #expect(color(b, 4, 28, scale: 1) == resolved(.systemTeal, .light), "the bar tint")
        let field = base.over(resolved(.tertiarySystemFill, .light), onto: resolved(.systemTeal, .light))
        // The bookmark glyph in the empty field's trailing 17-point square (x 289…306).
        #expect((289..<306).contains { x in (20..<36).contains { y in !close(b[x, y].unpremultiplied, field, within: 30) } }, "the bookmark")
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: CGSize(width: 320, height: 56)) {
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
            bar.placeholder = "Search"
            bar.showsCancelButton = true
            return bar
        }
        #expect(findings.isEmpty, "\(findings)")
    }

    // MARK: UIVisualEffectView

    @Test func aBlurDrawsItsMaterialsTintInLightAndDark() throws {
        for (scale, traits) in variants {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            let b = try render(view, in: CGSize(width: 100, height: 50), traits: traits)
            let dark = traits.userInterfaceStyle == .dark
            let expected = over(ControlMetrics.Material.tint(.regular, dark: dark), traits)
            #expect(close(color(b, 50, 25, scale: scale), expected), "\(name(scale, traits)): \(color(b, 50, 25, scale: scale)) vs \(expected)")
            #expect(view.contentView.frame == view.bounds && view.contentView.superview === view)
        }
        let light = ControlMetrics.Material.tint(.regular, dark: false), dark = ControlMetrics.Material.tint(.regular, dark: true)
        #expect(light.r > 200 && dark.r < 60, "light and dark materials differ")
    }

    @Test func everyBlurStyleTintsAndTheFixedOnesIgnoreTheAppearance() throws {
        for style in UIBlurEffect.Style.allCases {
            for traits in [Traits.light, Traits.dark] {
                let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
                view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                let b = try render(view, in: CGSize(width: 40, height: 40), traits: traits)
                let tint = UIBlurEffect(style: style).tint(in: UITraitCollection(traits))
                #expect(tint.a > 0, "\(style) has a tint")
                #expect(close(color(b, 20, 20, scale: 1), over(tint, traits)), "\(style) \(traits.userInterfaceStyle)")
            }
        }
        let fixed = UIBlurEffect(style: .systemThinMaterialDark)
        #expect(fixed.tint(in: UITraitCollection(.light)) == fixed.tint(in: UITraitCollection(.dark)))
        let adaptive = UIBlurEffect(style: .systemThinMaterial)
        #expect(adaptive.tint(in: UITraitCollection(.light)) != adaptive.tint(in: UITraitCollection(.dark)))
    }

    @Test func vibrancyDrawsNoTintAndContentDrawsAboveTheMaterial() throws {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThickMaterial), style: .secondaryLabel))
        vibrancy.frame = CGRect(x: 50, y: 0, width: 50, height: 50)
        blur.contentView.addSubview(vibrancy)
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .systemRed
        blur.contentView.addSubview(square)
        for (scale, traits) in variants {
            let b = try render(blur, in: CGSize(width: 100, height: 50), traits: traits)
            let material = over(ControlMetrics.Material.tint(.thick, dark: traits.userInterfaceStyle == .dark), traits)
            #expect(close(color(b, 20, 20, scale: scale), resolved(.systemRed, traits)), "\(name(scale, traits)): content above the material")
            #expect(close(color(b, 40, 40, scale: scale), material))
            #expect(close(color(b, 75, 40, scale: scale), material), "\(name(scale, traits)): vibrancy adds no second tint")
        }
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: CGSize(width: 100, height: 50)) {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            view.layer.cornerRadius = 12
            return view
        }
        #expect(findings.isEmpty, "\(findings)")
    }
}
