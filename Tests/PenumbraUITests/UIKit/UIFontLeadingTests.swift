import PenumbraCore
import Testing
import UIKit

/// A text style's font keeps Apple's leading between wrapped lines, as `preferredFont`'s fonts
/// do on iOS; a fixed system font and one scaled by `UIFontMetrics` keep SF Pro's line height.
/// GOV.UK's rows at AX5 (53 pt body) measure 63.25 pt for one line and 62 for each further one.
@MainActor
@Suite struct UIFontLeadingTests {
    static let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)

    /// The heights of `font`'s label with one line and with two.
    func heights(_ font: UIFont) -> (one: CGFloat, two: CGFloat) {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = "Test Title"
        let one = label.intrinsicContentSize.height
        label.text = "Test Title\nLabel"
        return (one, label.intrinsicContentSize.height)
    }

    @Test func aPreferredFontWrapsAtItsStylesLeading() {
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: Self.ax5)
        #expect(body.pointSize == 53)
        #expect(abs(body.lineHeight - 53 * 2444 / 2048) < 1e-9)
        #expect(abs(body.leading - (62 - body.lineHeight)) < 1e-9)
        // Sizes round up to whole points at 1x.
        let (one, two) = heights(body)
        #expect(one == body.lineHeight.rounded(.up) && two == (body.lineHeight + 62).rounded(.up), "\(one) \(two)")
        // A descriptor of the style (GOV.UK's `UIFont(.body, weight: .semibold)`) keeps it.
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: Self.ax5)
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        let semibold = UIFont(descriptor: descriptor, size: 0)
        #expect(semibold.weight == .semibold && abs(semibold.leading - body.leading) < 1e-9)
    }

    @Test func fixedAndMetricsScaledFontsKeepTheirLineHeight() {
        let fixed = UIFont.systemFont(ofSize: 53)
        #expect(fixed.leading == 0)
        let (one, two) = heights(fixed)
        #expect(one == fixed.lineHeight.rounded(.up) && two == (2 * fixed.lineHeight).rounded(.up), "\(one) \(two)")
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), compatibleWith: Self.ax5)
        #expect(scaled.pointSize == 53 && scaled.leading == 0)
        #expect(heights(scaled).two == two)
    }
}
