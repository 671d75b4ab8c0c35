import PenumbraCore
import PenumbraView
import PenumbraUI
import Testing

@MainActor
@Suite("UIButton")
struct UIButtonTests {
    private func button(icon: Bool) -> UIButton {
        var config = UIButton.Configuration.filled()
        var title = AttributedString("Continue")
        title.font = UIFont.preferredFont(forTextStyle: .body)
        if icon {
            title = title + AttributedString("\u{00A0}")
                + AttributedString("\u{FFFC}", attributes: AttributeContainer.attachment(NSTextAttachment(image: UIImage(systemName: "arrow.up.right")!)))
        }
        config.attributedTitle = title
        config.cornerStyle = .fixed
        config.background.cornerRadius = 4
        return UIButton(configuration: config)
    }

    /// A configured button's title follows Dynamic Type, as UIKit's does: made at Large, drawn
    /// at accessibility sizes it grows by the body style's table (17 → 33 → 53 points).
    @Test func configuredTitleFollowsDynamicType() throws {
        func titleSize(_ category: ContentSizeCategory) throws -> Double {
            let list = try UIKitRendering.render(button(icon: false), size: CGSize(width: 400, height: 120),
                                                 traits: Traits(contentSizeCategory: category)).displayList
            for item in list.items { if case .text(let run) = item.operation { return run.font.size } }
            return 0
        }
        #expect(try titleSize(.large) == 17)
        #expect(try titleSize(.accessibilityLarge) == 33)
        #expect(try titleSize(.accessibilityExtraExtraExtraLarge) == 53)
    }

    /// The frames of a button's text runs and images, in drawing order.
    private func parts(_ button: UIButton, traits: Traits = .light) throws -> (texts: [Rect], images: [Rect]) {
        let list = try UIKitRendering.render(button, size: button.intrinsicContentSize, traits: traits).displayList
        let texts = list.items.filter { if case .text = $0.operation { true } else { false } }.map(\.frame)
        let images = list.items.filter { if case .image = $0.operation { true } else { false } }.map(\.frame)
        return (texts, images)
    }

    @Test func aConfiguredImageSitsOnItsPlacementSideAfterItsPadding() throws {
        var config = UIButton.Configuration.filled()
        config.title = "Favourite"
        config.image = UIImage(systemName: "star.fill")
        config.imagePadding = 8
        let leading = UIButton(configuration: config)
        let (texts, images) = try parts(leading)
        let title = try #require(texts.first), image = try #require(images.first)
        // A symbol beside a 17-point title is 0.745 × 17 points square, 8 points before the title.
        #expect(abs(image.width - 17 * 0.745) < 0.001 && abs(image.height - 17 * 0.745) < 0.001)
        #expect(abs(title.minX - image.maxX - 8) < 0.001, "\(image) \(title)")
        #expect(abs(image.minX - 12) < 0.6, "the leading inset: \(image.minX)")
        #expect(leading.intrinsicContentSize.width >= title.width + image.width + 8 + 24)
        // Right to left, the leading image is on the right.
        var rtl = Traits.light
        rtl.layoutDirection = .rightToLeft
        let mirrored = try parts(leading, traits: rtl)
        #expect(try #require(mirrored.images.first).minX > (try #require(mirrored.texts.first)).maxX)
        // Trailing, top and bottom.
        config.imagePlacement = .trailing
        let trailing = try parts(UIButton(configuration: config))
        #expect(try #require(trailing.images.first).minX >= (try #require(trailing.texts.first)).maxX + 8 - 0.001)
        config.imagePlacement = .top
        let top = UIButton(configuration: config)
        let stacked = try parts(top)
        let above = try #require(stacked.images.first), below = try #require(stacked.texts.first)
        #expect(abs(below.minY - above.maxY - 8) < 0.001 && abs(above.midX - below.midX) < 0.001)
        #expect(top.intrinsicContentSize.height >= above.height + 8 + below.height + 14)
        config.imagePlacement = .bottom
        let under = try parts(UIButton(configuration: config))
        #expect(try #require(under.images.first).minY >= (try #require(under.texts.first)).maxY + 8 - 0.001)
    }

    @Test(arguments: [Traits.light, Traits.dark])
    func aSymbolTakesTheTitlesColourAndAnImageOnlyButtonTheTint(traits: Traits) throws {
        var config = UIButton.Configuration.filled()
        config.image = UIImage(systemName: "plus")
        config.title = "Add"
        config.imagePadding = 6
        let withTitle = UIButton(configuration: config)
        let size = withTitle.intrinsicContentSize
        let b = try UIKitRendering.render(withTitle, size: size, traits: traits).bitmap
        let (_, images) = try parts(withTitle, traits: traits)
        let image = try #require(images.first)
        // The plus's cross at the middle of its box is the white of the filled style's title.
        let middle = b[Int(image.midX), Int(image.midY)].unpremultiplied
        #expect(middle.r > 230 && middle.g > 230 && middle.b > 230, "\(middle)")
        // Only an image, with the older API: the system button draws it in the tint.
        let plain = UIButton(type: .system)
        plain.setImage(UIImage(systemName: "plus"), for: .normal)
        let bare = try parts(plain, traits: traits)
        #expect(bare.texts.isEmpty && bare.images.count == 1)
        let tinted = try UIKitRendering.render(plain, size: plain.intrinsicContentSize, traits: traits).bitmap
        let box = try #require(bare.images.first)
        let tint = UIColor.systemBlue.rgba(in: UITraitCollection(traits))
        let center = tinted[Int(box.midX), Int(box.midY)].unpremultiplied
        #expect(abs(Int(center.r) - Int(tint.r)) <= 2 && abs(Int(center.g) - Int(tint.g)) <= 2 && abs(Int(center.b) - Int(tint.b)) <= 2, "\(center) vs \(tint)")
    }

    @Test func aSubtitleGoesUnderTheTitleInTheSubheadlineStyle() throws {
        var config = UIButton.Configuration.gray()
        config.title = "Download"
        config.subtitle = "12 MB"
        config.titlePadding = 4
        let button = UIButton(configuration: config)
        let list = try UIKitRendering.render(button, size: button.intrinsicContentSize, traits: .light).displayList
        let runs = list.items.compactMap { item -> (TextRun, Rect)? in if case .text(let run) = item.operation { (run, item.frame) } else { nil } }
        #expect(runs.count == 2)
        let (title, titleFrame) = try #require(runs.first), (subtitle, subtitleFrame) = try #require(runs.last)
        #expect(title.string == "Download" && subtitle.string == "12 MB")
        #expect(subtitle.font.size == 15, "the subheadline style at the large size")
        #expect(abs(subtitleFrame.minY - titleFrame.maxY - 4) < 0.001, "the title padding between them")
        #expect(button.intrinsicContentSize.height >= titleFrame.height + 4 + subtitleFrame.height + 14)
        var single = config
        single.subtitle = nil
        #expect(UIButton(configuration: single).intrinsicContentSize.height < button.intrinsicContentSize.height)
    }

    /// A symbol attached to the title is set at the title's point size and takes the room of its
    /// ink, after the gap GOV.UK's simulator references show (21 px at 3x after a 17-point title).
    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
    func anAttachedSymbolIsSetAtTheTitlesSizeAfterTheTitle(_ category: ContentSizeCategory) throws {
        let traits = Traits(contentSizeCategory: category)
        let button = button(icon: true)
        let size = category == .large ? 17.0 : 53.0
        let list = try UIKitRendering.render(button, size: CGSize(width: 700, height: 200), traits: traits).displayList
        let text = try #require(list.items.first { if case .text = $0.operation { true } else { false } })
        let icon = try #require(list.items.first { if case .image = $0.operation { true } else { false } })
        #expect(abs(icon.frame.width - size) < 0.001 && abs(icon.frame.height - size) < 0.001)
        guard case .image(let image) = icon.operation, case .symbol(let outline) = image.content else {
            Issue.record("the attachment is not drawn as a symbol")
            return
        }
        let ink = try #require(outline.controlBounds)
        let inkLeft = icon.frame.minX + ink.minX * size, inkRight = icon.frame.minX + ink.maxX * size
        #expect(abs(inkLeft - text.frame.maxX - (0.98 + size * 0.315)) < 0.01, "\(inkLeft) after \(text.frame)")
        // The content (the title, the gap, the ink and the symbol's trailing bearing) is centred
        // between equal insets.
        let fill = try #require(list.items.first { if case .fill = $0.operation { true } else { false } })
        #expect(fill.frame.size == Size(700, 200))
        #expect(abs((text.frame.minX - fill.frame.minX) - (fill.frame.maxX - inkRight - size * 0.11)) < 0.01)
        // The arrow's ink is about three quarters of the point size, as SF Symbols' (37 px at 3x
        // after 17 points, 119 after 53).
        #expect(abs(ink.width * size - size * 0.73) < size * 0.05, "\(ink.width * size)")
    }
}

@MainActor
@Suite("UILabel Dynamic Type")
struct UILabelDynamicTypeTests {
    /// A label made while the text size is an accessibility size (in a trait-change callback,
    /// say) with a font made at Large measures at its own text size once it adjusts, as on iOS.
    @Test func anAdjustingLabelMeasuresAtItsTextSize() {
        let large = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let (adjusting, fixed) = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).performAsCurrent { () -> (UILabel, UILabel) in
            let a = UILabel(), f = UILabel()
            a.font = large
            a.adjustsFontForContentSizeCategory = true
            f.font = large
            a.text = "Label"
            f.text = "Label"
            return (a, f)
        }
        #expect(large.pointSize == 17)
        let ratio = adjusting.intrinsicContentSize.height / fixed.intrinsicContentSize.height
        #expect(abs(ratio - 33.0 / 17) < 0.15)
    }
}
