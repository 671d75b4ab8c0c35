/// A font's vertical line metrics in ems, used in place of the metrics in its file: how the
/// system font's stand-in takes SF Pro's line height, so text in Inter wraps and stacks at the
/// heights iOS gives it.
public struct LineMetrics: Sendable, Hashable {
    /// Ascent above the baseline, in ems.
    public var ascent: Double
    /// Descent below the baseline, in ems, positive.
    public var descent: Double
    /// Extra space between lines, in ems.
    public var gap: Double

    /// Metrics in ems (non-finite or negative values become 0).
    public init(ascent: Double, descent: Double, gap: Double = 0) {
        self.ascent = ascent.isFinite ? max(0, ascent) : 0
        self.descent = descent.isFinite ? max(0, descent) : 0
        self.gap = gap.isFinite ? max(0, gap) : 0
    }

    /// SF Pro's, as UIKit reports them for the system font: ascender 0.952 em, descender
    /// 0.241 em, no line gap (`UIFont.systemFont(ofSize: 20)` has ascender 19.04 and
    /// descender −4.82; the font's `hhea` holds 1950 and −494 of 2048 units), so a line is
    /// 1.193 em (20.29 pt at 17 pt). Inter's own are 0.969 and 0.242 (1.21 em), a point taller
    /// per line at 53 pt than GOV.UK's simulator references.
    public static let sfPro = LineMetrics(ascent: 1950.0 / 2048, descent: 494.0 / 2048)
}
