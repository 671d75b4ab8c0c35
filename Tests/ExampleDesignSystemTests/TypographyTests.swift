import ExampleDesignSystem
import Penumbra
import Testing

@Suite struct TypographyTests {
    @Test func followsDynamicType() {
        #expect(Typography.body.pointSize() == 17)
        #expect(Typography.body.pointSize(for: .extraSmall) == 14)
        #expect(Typography.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(Typography.display.pointSize() == 34)
        #expect(Typography.caption.pointSize(for: .accessibilityMedium) == 22)
    }

    @Test func sizesNeverShrinkAsTheCategoryGrows() {
        for role in Typography.allCases {
            let sizes = ContentSizeCategory.allCases.map { role.pointSize(for: $0) }
            #expect(sizes == sizes.sorted(), "\(role)")
        }
    }

    /// WCAG's large text in iOS points: 24 pt, or 18.67 pt bold. The 17 pt semibold headline and
    /// 19 pt body at extra large are normal text; body from AX1 (28 pt) and the 22 pt bold title
    /// are large.
    @Test func largeTextFollowsWCAGInIOSPoints() {
        #expect(Typography.headline.requiredContrast() == 4.5)
        #expect(Typography.body.requiredContrast() == 4.5)
        #expect(Typography.body.requiredContrast(for: .extraLarge) == 4.5)
        #expect(Typography.body.requiredContrast(for: .accessibilityMedium) == 3)
        #expect(Typography.title.requiredContrast() == 3)
        #expect(Typography.detail.requiredContrast() == 4.5)
    }
}
