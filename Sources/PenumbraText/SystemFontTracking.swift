/// The tracking iOS gives the system font at each point size: Apple's Human Interface
/// Guidelines, "Typography › Tracking values", SF Pro on iOS and iPadOS, in thousandths of an em
/// (12 points untracked, looser below, tightest at 17–20 points, looser again at the title sizes).
///
/// The system font's stand-in (``FontRegistry/withDefaultFonts(searchDirectories:)``) draws with
/// it, as CoreText applies SF Pro's own tracking: Inter (below 20 points) and Inter Display (from
/// 20) with this table set text within 2% of the widths SF Pro has on simulator references
/// (`SimulatorTextWidthTests`). Between two listed sizes the value is interpolated linearly;
/// below 6 and above 96 points the end values hold.
public enum SystemFontTracking {
    /// (point size, tracking in 1/1000 em), by size.
    public static let table: [(size: Int, thousandths: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 8), (39, 8), (40, 8), (41, 7), (42, 7), (43, 6), (44, 6),
        (45, 5), (46, 5), (47, 4), (48, 4), (49, 3), (50, 3), (51, 2), (52, 2), (53, 1), (54, 1),
        (56, 0), (58, -1), (60, -1), (62, -2), (64, -2), (66, -3), (68, -4), (70, -4), (72, -4),
        (76, -5), (80, -5), (84, -5), (88, -5), (92, -5), (96, -5),
    ]

    /// The tracking at `size` points, in thousandths of an em.
    public static func thousandths(size: Double) -> Double {
        guard size.isFinite, let first = table.first, let last = table.last else { return 0 }
        if size <= Double(first.size) { return Double(first.thousandths) }
        if size >= Double(last.size) { return Double(last.thousandths) }
        var i = 1
        while Double(table[i].size) < size { i += 1 }
        let (a, b) = (table[i - 1], table[i])
        let t = (size - Double(a.size)) / Double(b.size - a.size)
        return Double(a.thousandths) + t * Double(b.thousandths - a.thousandths)
    }

    /// The tracking at `size` points, in points (added after every glyph).
    public static func points(size: Double) -> Double {
        thousandths(size: size) * size / 1000
    }
}
