import PenumbraCore
import PenumbraStyle
import PenumbraView

/// A colour a view keeps from the appearance it was made in: after a switch it draws `switched`
/// where a view made in the new appearance draws `fresh`.
public struct StuckColorFinding: Hashable, Sendable, CustomStringConvertible {
    /// The view path (`BorderedCard/UILabel[0]`).
    public var path: String
    /// What holds the colour: `layer.backgroundColor`, `layer.borderColor`, `layer.shadowColor`,
    /// `textColor`, `tintColor`, `draw(_:)` for what a view's `draw(_:)` (a layer's `draw(in:)`,
    /// its `contents`) drew, or `drawing` when what is drawn differs in shape.
    public var property: String
    /// The colour drawn after the switch.
    public var switched: RGBA8?
    /// The colour a fresh view draws.
    public var fresh: RGBA8?
    /// The appearance the view was made in.
    public var from: UIUserInterfaceStyle
    /// The appearance it was switched to.
    public var to: UIUserInterfaceStyle

    public var description: String {
        let s = switched.map(\.description) ?? "nothing", f = fresh.map(\.description) ?? "nothing"
        let advice = property == "draw(_:)"
            ? "(drawn with a colour resolved before the switch, e.g. a CGColor kept in a property, or content drawn once; "
                + "resolve the colour inside draw(_:), or set it again in traitCollectionDidChange and call setNeedsDisplay)"
            : "(a colour stored once, e.g. layer.borderColor = color.cgColor; set it again in traitCollectionDidChange or registerForTraitChanges)"
        return "\(path): \(property) stays \(s) after switching \(from) → \(to); a view made in \(to) draws \(f) " + advice
    }
}

/// What the user sees after switching appearance while the app runs: a view made and laid out
/// in one appearance, then switched (trait-change callbacks called in UIKit's order, the colours
/// a view owns resolved again, everything else left as it was set), drawn and compared with a
/// view made in the new appearance. Each colour that differs is a stuck colour.
@preconcurrency @MainActor
public enum UIKitAppearanceSwitch {
    /// The stuck colours of the view `make` builds, switched `from` → `to` at `size` points.
    public static func findings(size: CGSize, from: Traits, to: Traits, configuration: RenderConfiguration = .current,
                                make: () -> UIView) throws(UIKitError) -> [StuckColorFinding] {
        let view = UITraitCollection.$currentTraits.withValue(from) { make() }
        _ = try UIKitRendering.render(view, size: size, traits: from, configuration: configuration)
        let switched = try UIKitRendering.renderTracingDrawing(view, size: size, traits: to, configuration: configuration)
        let freshView = UITraitCollection.$currentTraits.withValue(to) { make() }
        let fresh = try UIKitRendering.render(freshView, size: size, traits: to, configuration: configuration)
        return compare(switched.render.displayList.items, fresh.displayList.items, drawn: switched.drawn,
                       from: UITraitCollection(from).userInterfaceStyle, to: UITraitCollection(to).userInterfaceStyle)
    }

    /// The findings light → dark and dark → light, at the traits' other settings.
    public static func findingsBothWays(size: CGSize, traits: Traits = Traits(), configuration: RenderConfiguration = .current,
                                        make: () -> UIView) throws(UIKitError) -> [StuckColorFinding] {
        let light = traits.with(\.userInterfaceStyle, .light), dark = traits.with(\.userInterfaceStyle, .dark)
        return try findings(size: size, from: light, to: dark, configuration: configuration, make: make)
            + findings(size: size, from: dark, to: light, configuration: configuration, make: make)
    }

    /// Pairs the two drawings item by item; each colour that differs is named by its operation.
    static func compare(_ a: [DisplayItem], _ b: [DisplayItem], drawn: [Range<Int>] = [], from: UIUserInterfaceStyle,
                        to: UIUserInterfaceStyle) -> [StuckColorFinding] {
        var out: [StuckColorFinding] = []
        for (index, (x, y)) in zip(a, b).enumerated() {
            guard x.path == y.path else {
                out.append(StuckColorFinding(path: x.path, property: "drawing", switched: nil, fresh: nil, from: from, to: to))
                return out
            }
            let cx = x.operation.colors.map(\.rgba), cy = y.operation.colors.map(\.rgba)
            guard cx != cy else { continue }
            let property: String
            switch x.operation {
            case _ where drawn.contains(where: { $0.contains(index) }): property = "draw(_:)"
            case .fill: property = "layer.backgroundColor"
            case .strokeBorder: property = "layer.borderColor"
            case .beginShadow: property = "layer.shadowColor"
            case .text: property = "textColor"
            case .image: property = "tintColor"
            default: property = "drawing"
            }
            let i = zip(cx, cy).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
            out.append(StuckColorFinding(path: x.path, property: property, switched: cx.indices.contains(i) ? cx[i] : nil,
                                         fresh: cy.indices.contains(i) ? cy[i] : nil, from: from, to: to))
        }
        if a.count != b.count {
            let path = (a.count > b.count ? a[b.count] : b[a.count]).path
            out.append(StuckColorFinding(path: path, property: "drawing", switched: nil, fresh: nil, from: from, to: to))
        }
        return out
    }
}
