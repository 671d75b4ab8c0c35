import PenumbraView

/// SF Symbols' multicolor `….badge.plus` symbols (`person.fill.badge.plus`,
/// `folder.badge.plus` …) under `.symbolRenderingMode(.multicolor)`: the base symbol in the
/// foreground style and, at its bottom trailing corner, a badge in the symbol's own colours, a
/// system-green disc with a white plus. Penumbra's symbol set is monochrome (one glyph per name),
/// so the badge is composed here.
///
/// Geometry, from the iOS 26 simulator's `person.fill.badge.plus` at 50 points (SpeziViews'
/// `ListHeader` references in `../shared/corpora/ios-references`, 3x), whose ink is 52×51 points:
/// the badge is a disc 0.46 of the ink across at its trailing and bottom edges, cut out of the base
/// glyph with a gap about 0.03 wide; the base keeps the leading 0.6 and the top 0.8. Here the ink
/// keeps the symbol's box (the point size square). The plus's arms are 0.55 of the disc long and
/// 0.13 thick. Other multicolor badges (minus, checkmark, xmark) have no reference here and draw
/// as their monochrome glyph.
nonisolated struct BadgedSymbol: View, PrimitiveView {
    /// The base symbol, with the image's scale and rendering settings.
    let base: Image
    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    /// The base of a multicolor `….badge.plus` name, else nil.
    static func base(of name: String) -> String? {
        let suffix = ".badge.plus"
        guard name.hasSuffix(suffix), name.count > suffix.count else { return nil }
        return String(name.dropLast(suffix.count))
    }

    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        let badge = ZStack {
            Circle().fill(Color(.systemGreen))
            BadgePlus().fill(Color.white)
        }
        // The disc a little wider than the badge clears the base glyph around it (inside this
        // group only, so what lies behind the symbol shows through the gap).
        let gap = Circle().fill(Color.black).blendMode(.destinationOut)
        try context.lower(BadgedSymbolLayout { base; gap; badge }.compositingGroup(), into: &nodes)
    }
}

/// The base glyph in its own box, shifted to the leading side and the top, then the gap's disc and
/// the badge, sized and placed from that box's side (``BadgedSymbol``).
nonisolated struct BadgedSymbolLayout: Layout {
    nonisolated func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }

    nonisolated func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let side = bounds.height
        // The base's ink keeps the leading 0.6 and the top 0.8 of the box: its own glyph, inset
        // in its box, is moved toward the leading edge and the top.
        subviews[0].place(at: CGPoint(x: bounds.minX - 0.15 * side, y: bounds.minY - 0.1 * side), anchor: .topLeading,
                          proposal: ProposedViewSize(width: side, height: side))
        // The badge touches the box's trailing and bottom edges, the gap around it 0.03 wide.
        let d = 0.46 * side, gap = d + 0.06 * side
        let centre = CGPoint(x: bounds.maxX - d / 2, y: bounds.maxY - d / 2)
        subviews[1].place(at: centre, anchor: .center, proposal: ProposedViewSize(width: gap, height: gap))
        subviews[2].place(at: centre, anchor: .center, proposal: ProposedViewSize(width: d, height: d))
    }
}

/// The badge's plus: two bars with rounded ends, 0.55 of the rect long and 0.13 thick, centred.
nonisolated struct BadgePlus: Shape {
    nonisolated func path(in rect: CGRect) -> Path {
        let s = min(rect.width, rect.height), arm = 0.55 * s, bar = 0.13 * s
        var path = Path()
        path.addRoundedRect(in: CGRect(x: rect.midX - arm / 2, y: rect.midY - bar / 2, width: arm, height: bar),
                            cornerSize: CGSize(width: bar / 2, height: bar / 2))
        path.addRoundedRect(in: CGRect(x: rect.midX - bar / 2, y: rect.midY - arm / 2, width: bar, height: arm),
                            cornerSize: CGSize(width: bar / 2, height: bar / 2))
        return path
    }
}
