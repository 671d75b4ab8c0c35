import PenumbraCore
import PenumbraView

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How wide the column is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the width left by fixed columns, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` points as fit in its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    /// The space after this column (nil: 8).
    public var spacing: CGFloat?
    /// How cells sit in the column (nil: centred).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views in rows of the given columns, as SwiftUI's `LazyVGrid`, laid out in full: the columns
/// share the offered width (fixed first, then flexible and adaptive ones in equal shares within
/// their bounds), the views fill the rows in order, a row is as tall as its tallest view.
nonisolated public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension LazyVGrid: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        var inner = context
        inner.path += "/LazyVGrid"
        let layout = LazyGridLayout(vertical: true, tracks: columns, spacing: spacing.map(Double.init) ?? 8,
                                    alignment: Alignment(horizontal: alignment, vertical: .center))
        nodes.append(LayoutLowering.node(layout, children: try inner.nodes(content)))
    }
}

/// Views in columns of the given rows, as SwiftUI's `LazyHGrid`, laid out in full.
nonisolated public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension LazyHGrid: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        var inner = context
        inner.path += "/LazyHGrid"
        let layout = LazyGridLayout(vertical: false, tracks: rows, spacing: spacing.map(Double.init) ?? 8,
                                    alignment: Alignment(horizontal: .center, vertical: alignment))
        nodes.append(LayoutLowering.node(layout, children: try inner.nodes(content)))
    }
}

/// A lazy grid's arithmetic, written for columns (`vertical`) and transposed for rows.
struct LazyGridLayout: Layout {
    let vertical: Bool
    let tracks: [GridItem]
    /// Between lines (rows of a vertical grid).
    let spacing: Double
    let alignment: Alignment

    /// One resolved track (a column of a vertical grid): its offset across and its length.
    struct Track { var offset: Double, length: Double, alignment: Alignment }

    /// The tracks for `length` points across (nil: the tracks' own minimums).
    func resolve(_ length: Double?) -> [Track] {
        guard !tracks.isEmpty else { return [] }
        let gaps = tracks.dropLast().reduce(0.0) { $0 + Double($1.spacing ?? 8) }
        let fixed = tracks.reduce(0.0) { total, item in
            if case .fixed(let w) = item.size { return total + max(0, Double(w)) }
            return total
        }
        func minimum(_ item: GridItem) -> Double {
            switch item.size {
            case .fixed(let w): max(0, Double(w))
            case .flexible(let lo, _), .adaptive(let lo, _): max(0, Double(lo))
            }
        }
        let available = length.map { max(0, $0 - gaps - fixed) } ?? tracks.reduce(0.0) { total, item in
            if case .fixed = item.size { return total }
            return total + minimum(item)
        }
        // Equal shares for the flexible and adaptive tracks, clamped to their bounds; what a
        // clamped track leaves is shared again among the rest.
        var shares: [Int: Double] = [:]
        var open = tracks.indices.filter { if case .fixed = tracks[$0].size { return false } else { return true } }
        var left = available
        while !open.isEmpty {
            let share = left / Double(open.count)
            var clamped: [Int] = []
            for i in open {
                let (lo, hi): (Double, Double)
                switch tracks[i].size {
                case let .flexible(a, b), let .adaptive(a, b): (lo, hi) = (Double(a), Double(b))
                case .fixed(let w): (lo, hi) = (Double(w), Double(w))
                }
                if share < lo { shares[i] = lo; clamped.append(i) } else if share > hi { shares[i] = hi; clamped.append(i) }
            }
            if clamped.isEmpty {
                for i in open { shares[i] = share }
                break
            }
            for i in clamped { left -= shares[i] ?? 0 }
            open.removeAll { clamped.contains($0) }
        }
        var out: [Track] = []
        var offset = 0.0
        for (i, item) in tracks.enumerated() {
            let gap = Double(item.spacing ?? 8)
            let cellAlignment = item.alignment ?? .center
            switch item.size {
            case .fixed(let w):
                out.append(Track(offset: offset, length: max(0, Double(w)), alignment: cellAlignment))
                offset += max(0, Double(w)) + gap
            case .flexible:
                let w = shares[i] ?? 0
                out.append(Track(offset: offset, length: w, alignment: cellAlignment))
                offset += w + gap
            case let .adaptive(lo, hi):
                // As many tracks of at least `lo` as fit in the share, sharing it equally.
                let share = shares[i] ?? 0
                let lower = max(1, Double(lo))
                let count = max(1, Int(((share + gap) / (lower + gap)).rounded(.down)))
                let w = min(Double(hi), (share - Double(count - 1) * gap) / Double(count))
                for _ in 0..<count {
                    out.append(Track(offset: offset, length: max(0, w), alignment: cellAlignment))
                    offset += max(0, w) + gap
                }
            }
        }
        return out
    }

    struct Arrangement { var tracks: [Track], lines: [Double], across: Double }

    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        let offered = (vertical ? proposal.width : proposal.height).map(Double.init).flatMap { $0.isFinite ? $0 : nil }
        let tracks = resolve(offered)
        let across = tracks.last.map { $0.offset + $0.length } ?? 0
        var lines: [Double] = []
        guard !tracks.isEmpty else { return Arrangement(tracks: tracks, lines: lines, across: across) }
        for (i, view) in subviews.enumerated() {
            let track = tracks[i % tracks.count]
            let p = vertical ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length)
            let s = view.sizeThatFits(p)
            let along = Double(vertical ? s.height : s.width)
            if i % tracks.count == 0 { lines.append(along) } else { lines[lines.count - 1] = max(lines[lines.count - 1], along) }
        }
        return Arrangement(tracks: tracks, lines: lines, across: across)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let a = arrange(proposal, subviews)
        let along = a.lines.reduce(0, +) + Double(max(0, a.lines.count - 1)) * spacing
        let offered = (vertical ? proposal.width : proposal.height).map(Double.init).flatMap { $0.isFinite ? $0 : nil }
        let across = max(a.across, offered ?? 0)
        return vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let a = arrange(proposal, subviews)
        guard !a.tracks.isEmpty else { return }
        // The tracks as a block, aligned in the bounds across.
        let room = Double(vertical ? bounds.width : bounds.height) - a.across
        let shift = vertical ? GridLayout.fraction(alignment.horizontal) * room : GridLayout.fraction(alignment.vertical) * room
        var lineStart = 0.0
        for (i, view) in subviews.enumerated() {
            let line = i / a.tracks.count
            if i % a.tracks.count == 0, line > 0 { lineStart += a.lines[line - 1] + spacing }
            let track = a.tracks[i % a.tracks.count]
            let lineLength = a.lines[line]
            let fx = GridLayout.fraction(track.alignment.horizontal), fy = GridLayout.fraction(track.alignment.vertical)
            let x: Double, y: Double, p: ProposedViewSize
            if vertical {
                x = Double(bounds.minX) + shift + track.offset + fx * track.length
                y = Double(bounds.minY) + lineStart + fy * lineLength
                p = ProposedViewSize(width: track.length, height: nil)
            } else {
                x = Double(bounds.minX) + lineStart + fx * lineLength
                y = Double(bounds.minY) + shift + track.offset + fy * track.length
                p = ProposedViewSize(width: nil, height: track.length)
            }
            view.place(at: CGPoint(x: x, y: y), anchor: UnitPoint(x: fx, y: fy), proposal: p)
        }
    }
}
