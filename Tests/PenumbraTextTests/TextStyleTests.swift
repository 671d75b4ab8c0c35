import PenumbraStyle
import Testing
import PenumbraCore
@testable import PenumbraText

@Suite struct TextStyleTests {
    @Test func bodyFollowsTheDynamicTypeTable() {
        #expect(ContentSizeCategory.allCases.map { TextStyle.body.pointSize(for: $0) }
                == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test(arguments: [(TextStyle.largeTitle, 34.0, 60.0), (.title1, 28, 58), (.title2, 22, 56), (.title3, 20, 55),
                      (.headline, 17, 53), (.callout, 16, 51), (.subheadline, 15, 49), (.footnote, 13, 44),
                      (.caption1, 12, 43), (.caption2, 11, 40)])
    func givesDefaultAndLargestAccessibilitySizes(style: TextStyle, large: Double, ax5: Double) {
        #expect(style.pointSize() == large)
        #expect(style.pointSize(for: .accessibilityExtraExtraExtraLarge) == ax5)
    }

    /// Apple's leadings; the GOV.UK and SpeziViews simulator references wrap body at 21 pt
    /// (Medium), 40 (AX2) and 62 (AX5), and footnote at 52 (AX5).
    @Test func leadingsFollowTheTypographyTable() {
        #expect(ContentSizeCategory.allCases.map { TextStyle.body.leading(for: $0) }
                == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        #expect(TextStyle.body.leading(for: .medium) == 21)
        #expect(TextStyle.footnote.leading(for: .accessibilityExtraExtraExtraLarge) == 52)
        #expect(TextStyle.largeTitle.leading() == 41 && TextStyle.caption2.leading() == 13)
        for style in TextStyle.allCases {
            let leadings = ContentSizeCategory.allCases.map { style.leading(for: $0) }
            #expect(zip(leadings, leadings.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
            // Each leading is within a fifth of the size of SF Pro's 1.193 em line.
            for c in ContentSizeCategory.allCases {
                let size = style.pointSize(for: c)
                #expect(abs(style.leading(for: c) - size * 1.193) <= size * 0.2, "\(style) \(c)")
            }
        }
    }

    @Test func sizesNeverShrinkAsTheCategoryGrows() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    /// Headline is semibold, drawn in Inter's own Semi Bold (a registry of DejaVu Sans alone
    /// has no semibold: it takes the nearest weight, Bold).
    @Test func headlineIsSemibold() throws {
        #expect(TextStyle.headline.weight == .semibold)
        #expect(TextStyle.body.weight == .regular)
        let registry = try FontRegistry.withDefaultFonts()
        #expect(try TextStyle.headline.font(in: registry).styleName == "Semi Bold")
        #expect(try TextStyle.headline.font(in: registry).weight == 600)
        #expect(try TextStyle.body.font(in: registry).styleName == "Regular")
        let dejaVu = try FontRegistry.withFonts(at: [TestFonts.dejaVuSansPath, TestFonts.dejaVuSansBoldPath])
        #expect(try TextStyle.headline.font(in: dejaVu).styleName == "Bold")
    }

    @Test func namesCategoriesShortly() {
        #expect(ContentSizeCategory.allCases.map(\.shortName).joined(separator: " ") == "xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5")
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
