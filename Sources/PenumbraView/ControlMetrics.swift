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
    }
}
