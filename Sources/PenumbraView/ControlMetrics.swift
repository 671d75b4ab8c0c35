import PenumbraCore

/// iOS's system controls as both of Penumbra's APIs draw them: PenumbraUI's `Toggle`, `Slider`,
/// `ProgressView`, `Stepper` and segmented `Picker`, and UIKit's `UISwitch`, `UISlider`,
/// `UIProgressView`, `UIStepper` and `UISegmentedControl`, so a control looks the same whichever
/// API draws it. Sizes are UIKit's intrinsic sizes on iOS 17 and 18 (a switch's 51 × 31 points and
/// a stepper's 94 × 32 are fixed at every text size); colours are system colours by name, resolved
/// per trait collection; shadows are (opacity of black, blur radius, y offset) in points.
public enum ControlMetrics {
    /// A shadow of black at `opacity`, blurred by `radius`, moved down `y` points.
    public struct Shadow: Hashable, Sendable {
        public let opacity: Double, radius: Double, y: Double
    }

    /// `UISwitch`: a capsule track, system green when on (the tint when set), secondary system
    /// fill when off; a white thumb inset 2 points with two shadows.
    public enum Switch {
        public static let size = Size(51, 31)
        public static let thumb = 27.0
        public static let inset = 2.0
        public static let shadows = [Shadow(opacity: 0.06, radius: 0.5, y: 3), Shadow(opacity: 0.15, radius: 4, y: 3)]
    }

    /// `UISlider`: a 4-point capsule track (the tint up to the thumb, the system fill after it) and
    /// a 28-point white thumb with two shadows; 28 points tall.
    public enum Slider {
        public static let track = 4.0
        public static let thumb = 28.0
        public static let shadows = [Shadow(opacity: 0.12, radius: 0.5, y: 0.5), Shadow(opacity: 0.15, radius: 4, y: 3)]
    }

    /// `UIProgressView` (default style): a 4-point capsule, the system fill behind the tint.
    public enum Progress {
        public static let height = 4.0
    }

    /// `UIStepper`: a tertiary-fill rounded rectangle of 94 × 32 points, radius 8, split into two
    /// 46.5-point halves by an 18-point separator, with 16-point medium minus and plus glyphs (the
    /// tertiary label colour at a bound).
    public enum Stepper {
        public static let size = Size(94, 32)
        public static let cornerRadius = 8.0
        public static let half = 46.5
        public static let separator = Size(1, 18)
        public static let glyphSize = 16.0
    }

    /// `UISegmentedControl`: a 32-point tertiary-fill track with 9-point corners; the selected
    /// segment on a plate (white, dark: system gray 2, `#636366`) with 7-point corners, 2 points
    /// in, and two shadows; 13-point labels, semibold when selected; 12-point separators between
    /// segments that are not next to the selected one.
    public enum Segmented {
        public static let height = 32.0
        public static let cornerRadius = 9.0
        public static let plateCornerRadius = 7.0
        public static let inset = 2.0
        public static let separator = Size(1, 12)
        public static let fontSize = 13.0
        public static let plateLight = RGBA8(255, 255, 255, 255)
        public static let plateDark = RGBA8(99, 99, 102, 255)
        public static let shadows = [Shadow(opacity: 10.0 / 255, radius: 1, y: 3), Shadow(opacity: 31.0 / 255, radius: 8, y: 3)]
    }

    /// `UITextField`'s rounded-rect border style (SwiftUI's `.roundedBorder`): at least 34 points
    /// tall, 7 points of padding each side, 5-point circular corners, a hairline `separator`
    /// border over the system background; text in the system font at 17 points.
    public enum TextField {
        public static let minimumHeight = 34.0
        public static let padding = 7.0
        public static let cornerRadius = 5.0
        public static let fontSize = 17.0
    }

    /// `UIPageControl` (iOS 14 and later): 7-point dots 9 points apart (a 16-point pitch) in a
    /// 26-point-tall control, the current page in the label colour and the others in the tertiary
    /// label colour; the `.prominent` style draws the dots on a capsule platter. The dot, gap and
    /// height are the sizes commonly given for iOS 14+'s page control (7-point dots appear in
    /// public layout code that repositions UIKit's dots, e.g. taourl.com/read-3489345); no
    /// simulator render was measured here, so they are estimates. The 8-point end padding of the
    /// size and the platter's fill (the tertiary system fill) are estimates too.
    public enum PageControl {
        /// A dot's diameter (estimate).
        public static let indicatorDiameter = 7.0
        /// Centre to centre of two dots: the diameter and a 9-point gap (estimate).
        public static let pitch = 16.0
        /// The control's height in every style (estimate).
        public static let height = 26.0
        /// Space before the first dot's cell and after the last (estimate).
        public static let endPadding = 8.0
    }

    /// `UITextView`: Apple documents `textContainerInset`'s default as (8, 0, 8, 0) and
    /// `NSTextContainer.lineFragmentPadding`'s as 5 points (UIKit and TextKit references). An
    /// unset font draws at 12 points: the documented default font of attributed text
    /// (`NSAttributedString.Key.font`: "12-point Helvetica(Neue)"), which is what a text view
    /// made in code shows until a font is set. (Apple's page for `UITextView.font` says the body
    /// style; a text view made in code does not draw at 17 points, so Penumbra follows what is
    /// drawn.)
    public enum TextView {
        public static let insetTop = 8.0
        public static let insetBottom = 8.0
        public static let lineFragmentPadding = 5.0
        public static let defaultFontSize = 12.0
    }

    /// `UISearchBar` (iOS 13 and later): a 56-point bar holding a 36-point search field with
    /// 10-point corners, 8 points from the bar's sides and 10 from its top; the field is the
    /// tertiary system fill (`.minimal`: the quaternary); a magnifying glass at the leading side
    /// and the text after it at 17 points; "Cancel" at 17 points in the tint, 8 points from the
    /// trailing edge and 8 after the field. The bar, field and margin sizes are those of iOS 13+
    /// renders as commonly measured (the field of the older bar was 28 points, 8 from the sides:
    /// itworkman.com, "changes the height of the search box in the UISearchBar"); the glyph's
    /// 6-point inset, 17-point side and the text's 30-point start are estimates.
    public enum SearchBar {
        public static let height = 56.0
        public static let fieldHeight = 36.0
        public static let fieldCornerRadius = 10.0
        public static let margin = 8.0
        public static let glyphSide = 17.0
        public static let glyphInset = 6.0
        public static let textStart = 30.0
        public static let fontSize = 17.0
        public static let cancelGap = 8.0
        /// The room the scope bar adds under the field, its 32-point segmented control centred
        /// in it 8 points from the sides: an estimate (no simulator render of a scope bar has
        /// been measured).
        public static let scopeBarHeight = 44.0
    }

    /// iOS's materials (`UIBlurEffect.Style`, SwiftUI's `Material`) as the tint each lays over
    /// what is behind it, without the blur: straight sRGB with alpha, light then dark.
    ///
    /// Light: Apple's iOS design kit's material fills as transcribed by the open-source
    /// sampaio-tech/iOS-design-system (`system_materials.dart`): ultra thin #F0F0F0 at 38%, thin
    /// #F5F5F5 at 60%, regular #F9F9F9 at 78%, thick #FDFDFD at 92%. Dark: estimates on the
    /// kit's dark base #252525 (its dark thick overlay is #252525 at 90%, as transcribed by
    /// Monkhai/gymnastics-sessions-planner-app), with alphas rising as in light. Chrome (bars):
    /// #F9F9F9 at 94% and #1E1E1E at 94%, estimates of the classic bar colour. The pre-iOS 13
    /// styles use the grayscale tint (level, alpha) of iOS 8's backdrop settings as published on
    /// the iPhone Development Wiki's UIBackdropView page: light (1.0, 0.3), extra light (0.97,
    /// 0.8), dark (0.11, 0.73); these are remembered from that page, not re-measured on iOS 18.
    public enum Material {
        /// A material's thickness.
        public enum Thickness: Hashable, Sendable { case ultraThin, thin, regular, thick, chrome }
        /// The tint of `thickness` in light (`dark` false) or dark.
        public static func tint(_ thickness: Thickness, dark: Bool) -> RGBA8 {
            switch (thickness, dark) {
            case (.ultraThin, false): RGBA8(240, 240, 240, 97)
            case (.thin, false): RGBA8(245, 245, 245, 153)
            case (.regular, false): RGBA8(249, 249, 249, 199)
            case (.thick, false): RGBA8(253, 253, 253, 235)
            case (.chrome, false): RGBA8(249, 249, 249, 240)
            case (.ultraThin, true): RGBA8(37, 37, 37, 140)
            case (.thin, true): RGBA8(37, 37, 37, 179)
            case (.regular, true): RGBA8(37, 37, 37, 209)
            case (.thick, true): RGBA8(37, 37, 37, 230)
            case (.chrome, true): RGBA8(30, 30, 30, 240)
            }
        }
        /// iOS 8's light blur: white at 30%.
        public static let legacyLight = RGBA8(255, 255, 255, 77)
        /// iOS 8's extra light blur: grey 0.97 (247) at 80%.
        public static let legacyExtraLight = RGBA8(247, 247, 247, 204)
        /// iOS 8's dark blur: grey 0.11 (28) at 73%.
        public static let legacyDark = RGBA8(28, 28, 28, 186)
    }

    /// Lists: SwiftUI's `List` and UIKit's `UITableView` in the inset-grouped, grouped and plain
    /// styles. The inset-grouped margins (cards 20 points from the list's edges, row text 20
    /// points inside the card) were measured on iOS 17.5 (393 points wide) and 18.5 (402 points)
    /// simulator renders of an inset-grouped `List`; narrower iPhones (375 points) may use 16, and
    /// no render of one has been measured. The plain style's rows are 16 points in.
    public enum List {
        public static let insetGroupedMargin = 20.0
        public static let plainMargin = 16.0
        public static let cornerRadius = 10.0
        public static let minimumRowHeight = 44.0
        /// Space above and below a row's content (SwiftUI rows; a table cell's content
        /// configuration keeps 11 above and below).
        public static let rowPadding = 6.5
        public static let cellVerticalMargin = 11.0
        /// Space between sections, and above the first and below the last (inset grouped).
        public static let sectionSpacing = 20.0
        /// Space between a header and its section's rows, and between the rows and a footer.
        public static let headerGap = 7.0

        /// iOS 26's inset-grouped list (`.systemColorSet(.ios26)`), measured on iOS 26 simulator
        /// renders of SwiftUI lists at 3x on an iPhone 13 Pro (SpeziViews' `listRow`,
        /// `dynamicHStack` and `descriptionGridRow` references in ../shared/corpora/ios-references):
        /// cards 16 points from the screen's edges (48 px) and row text 16 points inside them;
        /// circular corners of 26 points (78 px: the card's top row of pixels starts 78 px in, and
        /// each row below follows a circle of that radius to the pixel); 15 points above and below
        /// a row's content (the three-row grid's card is 112.3 points: 15 + its content + 15); the
        /// first card 35 points below the safe area's top.
        public enum IOS26 {
            public static let margin = 16.0
            public static let cornerRadius = 26.0
            public static let rowPadding = 15.0
            public static let topSpacing = 35.0
            /// A row's least height: a one-line row's card is 153 px (51 points) in both
            /// references that hold one (`listRow.iphone-regular`, `dynamicHStack.header`, body
            /// text at `.medium`), 1.7 points more than 15 + the line + 15, with the text centred.
            /// Measured at `.medium` only; taller rows (the XA3 row, the grid) are not affected.
            public static let minimumRowHeight = 51.0
        }
    }
}
