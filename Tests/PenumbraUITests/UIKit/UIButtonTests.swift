import PenumbraCore
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

    @Test func anAttachedSymbolIsDrawnAfterTheTitle() throws {
        let list = try UIKitRendering.render(button(icon: true), size: CGSize(width: 300, height: 60), traits: .light).displayList
        let text = try #require(list.items.first { if case .text = $0.operation { true } else { false } })
        let icon = try #require(list.items.first { if case .image = $0.operation { true } else { false } })
        #expect(icon.frame.minX >= text.frame.maxX - 0.5)
        #expect(abs(icon.frame.height - 17 * 0.745) < 0.01)
        let fill = try #require(list.items.first { if case .fill = $0.operation { true } else { false } })
        #expect(fill.frame.size == Size(300, 60))
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
