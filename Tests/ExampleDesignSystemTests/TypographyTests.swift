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

    @Test func boldHeadlinesAreLargeTextBodyIsNot() {
        #expect(Typography.headline.requiredContrast() == 3)
        #expect(Typography.body.requiredContrast() == 4.5)
        #expect(Typography.body.requiredContrast(for: .extraLarge) == 3)
    }
}
