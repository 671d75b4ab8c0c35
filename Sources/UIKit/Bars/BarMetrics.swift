import PenumbraCore
import PenumbraView

/// The bars' geometry, as PenumbraUI's `NavigationStack`, `TabView` and toolbar draw them:
/// a 44-point navigation bar row (the large title below it, in the large-title style, bold, 16
/// points in, 8 above the content); a 49-point tab bar with 24-point icons over 10-point medium
/// titles, the selected item in the tint and the others in system gray; a 44-point toolbar;
/// bar items 16 points from the edges and 8 apart, their titles at 17 points.
enum BarMetrics {
    static let row = 44.0
    static let largeTitleGap = 8.0
    static let margin = 16.0
    static let itemSpacing = 8.0
    static let itemFontSize = 17.0
    static let itemSymbolSize = 22.0
    static let tabBarHeight = 49.0
    static let tabIconSize = 24.0
    static let tabTitleSize = 10.0
    /// A tab badge: an 18-point capsule (at least a circle) of 13-point text with 5 points each
    /// side, its leading edge 6 points left of the icon's trailing edge and its top 2 points above
    /// the icon; an empty badge is an 8-point dot there. Estimates from iOS 17 and 18 screenshots
    /// of the stock tab bar, not measured against a simulator reference in the corpora.
    static let badgeHeight = 18.0
    static let badgeFontSize = 13.0
    static let badgePadding = 5.0
    static let badgeInsetFromIconEnd = 6.0
    static let badgeRise = 2.0
    static let badgeDot = 8.0
}

extension LayerDrawing {
    /// Draws a bar button item with its leading (or, `fromTrailing`, trailing) edge at `x`,
    /// centred on `midY`, and returns its width.
    @discardableResult
    mutating func barItem(_ item: UIBarButtonItem, x: Double, midY: Double, fromTrailing: Bool, tint: RGBA8, traits: UITraitCollection,
                          appearance: UIBarButtonItemAppearance? = nil) -> Double {
        var color = (item.tintColor?.rgba(in: traits)) ?? tint
        if !item.isEnabled { color = UIColor.tertiaryLabel.rgba(in: traits) }
        // A navigation bar appearance's state: its title attributes replace the bar's.
        let state = appearance?.state(for: item)
        if let c = state?.titleTextAttributes[.foregroundColor] as? UIColor { color = c.rgba(in: traits) }
        if let image = item.image {
            let side = BarMetrics.itemSymbolSize
            let left = fromTrailing ? x - side : x
            if let r = try? image.resolved(in: traits.traits, images: images) {
                let tintColor = image.drawingTint(template: r.template, in: traits) { color }
                items.append(DisplayItem.make(path: currentPath, frame: Rect(x: left, y: midY - side / 2, width: side, height: side),
                                              operation: .image(ResolvedImage.make(content: r.content, tint: tintColor, mirrored: false))))
            }
            return side
        }
        guard let title = item.title, !title.isEmpty else { return 0 }
        let font = state?.titleTextAttributes[.font] as? UIFont
            ?? UIFont.systemFont(ofSize: CGFloat(BarMetrics.itemFontSize), weight: item.style == .done ? .semibold : .regular)
        let run = TextRun(string: title, font: font.resolved, color: ResolvedColor(rgba: color), lineLimit: 1)
        let size = text.measure(run, maxWidth: nil)
        let shift = state?.titlePositionAdjustment ?? .zero
        let left = (fromTrailing ? x - size.width : x) + Double(shift.horizontal)
        items.append(DisplayItem.make(path: currentPath, frame: Rect(x: left, y: midY - size.height / 2 + Double(shift.vertical),
                                                                     width: size.width, height: size.height),
                                      operation: .text(run)))
        return size.width
    }

    /// A navigation bar appearance's own back indicator, fitted into the chevron's square (a
    /// template image in the tint, a tinted one in its colour, another in its own colours). Its own
    /// direction rules apply (a `chevron.backward` symbol points right in right-to-left layouts).
    mutating func backIndicator(_ image: UIImage, side: Double, center: Point, tint: RGBA8, traits: UITraitCollection) {
        guard let r = try? image.resolved(in: traits.traits, images: images) else { return }
        // `withTintColor(_:renderingMode:)` fixes the colour (ODS's `.alwaysOriginal` chevron);
        // else a template takes the bar's tint.
        let own = image.tint.map { ResolvedColor(rgba: $0.rgba(in: traits)) }
        let tintColor: ResolvedColor? = own ?? (r.template ? ResolvedColor(rgba: tint) : nil)
        items.append(DisplayItem.make(path: currentPath, frame: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side),
                                      operation: .image(ResolvedImage.make(content: r.content, tint: tintColor, mirrored: false))))
    }

    /// Fills a bar's background and its hairline (at the top edge, or the bottom); a `tint` (the
    /// older API's `barTintColor`) replaces both.
    mutating func barBackground(_ appearance: UIBarAppearance, tint: UIColor?, in frame: Rect, hairlineAtTop: Bool, traits: UITraitCollection) {
        if let tint {
            fill(.rectangle, tint.rgba(in: traits), in: frame)
            return
        }
        if let bg = appearance.background(in: traits) { fill(.rectangle, bg, in: frame) }
        if let line = appearance.shadow(in: traits) {
            let px = 1 / Double(max(1, self.traits.displayScale.value))
            fill(.rectangle, line, in: Rect(x: frame.minX, y: hairlineAtTop ? frame.minY : frame.maxY - px, width: frame.width, height: px))
        }
    }
}
