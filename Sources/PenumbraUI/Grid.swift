import PenumbraCore
import PenumbraView

/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow`'s views are the row's cells;
/// a view outside a row spans every column. A column is as wide as its widest cell, a row as tall
/// as its tallest; flexible cells (shapes, colours) share the width the grid is offered beyond
/// the cells' own widths. Cells are aligned in their space by the grid's alignment, a column's
/// `gridColumnAlignment`, the row's alignment or a cell's `gridCellAnchor`.
nonisolated public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid; spacings in points (nil: 8, the standard spacing).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Grid: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        var inner = context
        inner.path += "/Grid"
        // Rows are unwrapped: their cells become the grid's children, each marked with its row,
        // column and the row's alignment.
        var cells: [ViewNode] = []
        var row = 0
        for node in try inner.nodes(content) {
            if let (rowCells, rowAlignment) = GridRowMarker.cells(of: node) {
                var column = 0
                for cell in rowCells where cell != .empty {
                    let span = GridLayout.span(of: cell)
                    cells.append(.modified(cell, .layoutValue(LayoutValueEntry(
                        key: ObjectIdentifier(GridPositionKey.self),
                        value: GridPosition(row: row, column: column, span: span, rowAlignment: rowAlignment)))))
                    column += span
                }
            } else if node != .empty {
                cells.append(.modified(node, .layoutValue(LayoutValueEntry(
                    key: ObjectIdentifier(GridPositionKey.self), value: GridPosition(row: row, column: 0, span: nil, rowAlignment: nil)))))
            }
            row += 1
        }
        let layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing.map(Double.init) ?? 8,
                                verticalSpacing: verticalSpacing.map(Double.init) ?? 8)
        nodes.append(LayoutLowering.node(layout, children: cells))
    }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`: its views are the row's cells. Outside a grid it
/// lays its views out as a horizontal stack.
nonisolated public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells are aligned vertically by `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension GridRow: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nodes.append(GridRowMarker.node(cells: try context.nodes(content), alignment: alignment))
    }
}

/// How a grid recognises its rows among its lowered children: a row is a horizontal stack
/// carrying a row marker value.
enum GridRowMarker {
    struct Row { let alignment: VerticalAlignment? }

    static func node(cells: [ViewNode], alignment: VerticalAlignment?) -> ViewNode {
        .modified(.hstack(alignment: alignment ?? .center, spacing: nil, children: cells),
                  .layoutValue(LayoutValueEntry(key: ObjectIdentifier(Row.self), value: Row(alignment: alignment))))
    }

    /// The cells and alignment of a row node; nil for any other node. Modifiers on the row
    /// (`GridRow { … }.font(.footnote)`, or the custom view a row is the body of) apply to each
    /// of its cells.
    static func cells(of node: ViewNode) -> ([ViewNode], VerticalAlignment?)? {
        var wrappers: [NodeModifier] = []
        var current = node
        while true {
            if case let .modified(.hstack(_, _, cells), .layoutValue(entry)) = current,
               entry.key == ObjectIdentifier(Row.self), let row = entry.value as? Row {
                let wrapped = cells.map { cell in wrappers.reversed().reduce(cell) { ViewNode.modified($0, $1) } }
                return (wrapped, row.alignment)
            }
            guard case let .modified(content, modifier) = current else { return nil }
            wrappers.append(modifier)
            current = content
        }
    }
}

/// A cell's place in its grid.
struct GridPosition {
    var row: Int, column: Int
    /// Columns spanned; nil for a view outside a row, which spans them all.
    var span: Int?
    var rowAlignment: VerticalAlignment?
}

struct GridPositionKey: LayoutValueKey {
    static let defaultValue = GridPosition(row: 0, column: 0, span: nil, rowAlignment: nil)
}

struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

nonisolated extension View {
    /// The number of columns the cell spans in its grid row.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }
    /// How the cells of this cell's column are aligned horizontally.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }
    /// Where the cell lies in its space, overriding the column's and row's alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }
    /// The axes on which the cell takes the size of its row or column instead of setting it (a
    /// divider or a colour that should not widen the grid).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// The grid's arithmetic, as a layout over the cells.
struct GridLayout: Layout {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double

    /// The number of columns a lowered cell spans (its `gridCellColumns`).
    static func span(of node: ViewNode) -> Int {
        var current = node
        while case let .modified(content, modifier) = current {
            if case .layoutValue(let entry) = modifier, entry.key == ObjectIdentifier(GridCellColumnsKey.self),
               let n = entry.value as? Int { return max(1, n) }
            current = content
        }
        return 1
    }

    struct Arrangement {
        var columns: [Double] = []
        var rows: [Double] = []
        /// The grid's width: its columns', or its widest view outside a row's if that is wider.
        var width = 0.0
    }

    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        let positions = subviews.map { $0[GridPositionKey.self] }
        let rowCount = (positions.map(\.row).max() ?? -1) + 1
        var columnCount = 0
        for position in positions { if let span = position.span { columnCount = max(columnCount, position.column + span) } }
        var arrangement = Arrangement(columns: Array(repeating: 0, count: columnCount), rows: Array(repeating: 0, count: rowCount))
        let spacingTotal = Double(max(0, columnCount - 1)) * horizontalSpacing

        // Columns: the widest single-column cell's ideal width; flexible columns share what is left.
        var flexible = Array(repeating: false, count: columnCount)
        for (view, position) in zip(subviews, positions) {
            guard position.span == 1, !view[GridCellUnsizedAxesKey.self].contains(.horizontal) else { continue }
            let ideal = Double(view.sizeThatFits(.unspecified).width)
            arrangement.columns[position.column] = max(arrangement.columns[position.column], ideal)
            if Double(view.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width) > ideal { flexible[position.column] = true }
        }
        // Spanning cells widen their last column when the columns are too narrow for them.
        for (view, position) in zip(subviews, positions) {
            guard let span = position.span, span > 1, !view[GridCellUnsizedAxesKey.self].contains(.horizontal) else { continue }
            let columns = position.column..<min(columnCount, position.column + span)
            var have = Double(columns.count - 1) * horizontalSpacing
            for c in columns { have += arrangement.columns[c] }
            let ideal = Double(view.sizeThatFits(.unspecified).width)
            if ideal > have, let last = columns.last { arrangement.columns[last] += ideal - have }
        }
        if let offered = proposal.width.map(Double.init), offered.isFinite {
            let used = arrangement.columns.reduce(0, +) + spacingTotal
            let flexibleCount = flexible.filter { $0 }.count
            if offered > used, flexibleCount > 0 {
                let share = (offered - used) / Double(flexibleCount)
                for c in 0..<columnCount where flexible[c] { arrangement.columns[c] += share }
            } else if offered < used {
                // Too narrow: the widest columns give up width first, down to the narrowest.
                var excess = used - offered
                while excess > 1e-9 {
                    let widths: [Double] = arrangement.columns
                    let widest: Double = widths.max() ?? 0
                    guard widest > 0 else { break }
                    let next: Double = widths.filter { $0 < widest }.max() ?? 0
                    let count = Double(widths.filter { $0 == widest }.count)
                    let cut: Double = min(excess / count, widest - next)
                    for c in 0..<columnCount where widths[c] == widest { arrangement.columns[c] = widest - cut }
                    excess -= cut * count
                }
            }
        }
        arrangement.width = arrangement.columns.reduce(0, +) + spacingTotal
        for (view, position) in zip(subviews, positions) where position.span == nil && !view[GridCellUnsizedAxesKey.self].contains(.horizontal) {
            arrangement.width = max(arrangement.width, Double(view.sizeThatFits(.unspecified).width))
        }
        // Rows: the tallest cell at its column width (a view outside a row at the grid's width).
        for (view, position) in zip(subviews, positions) where !view[GridCellUnsizedAxesKey.self].contains(.vertical) {
            let width = position.span == nil ? arrangement.width : cellWidth(position, arrangement.columns)
            let h = Double(view.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
            arrangement.rows[position.row] = max(arrangement.rows[position.row], h)
        }
        return arrangement
    }

    func cellWidth(_ position: GridPosition, _ columns: [Double]) -> Double {
        guard let span = position.span else {
            return columns.reduce(0, +) + Double(max(0, columns.count - 1)) * horizontalSpacing
        }
        let range = position.column..<min(columns.count, position.column + span)
        return range.reduce(0) { $0 + columns[$1] } + Double(max(0, range.count - 1)) * horizontalSpacing
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let a = arrange(proposal, subviews)
        let width = a.width
        let height = a.rows.reduce(0, +) + Double(max(0, a.rows.count - 1)) * verticalSpacing
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let a = arrange(proposal, subviews)
        var columnX: [Double] = [], x = Double(bounds.minX)
        for w in a.columns { columnX.append(x); x += w + horizontalSpacing }
        var rowY: [Double] = [], y = Double(bounds.minY)
        for h in a.rows { rowY.append(y); y += h + verticalSpacing }
        // A column's alignment is the first `gridColumnAlignment` set in it.
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for view in subviews {
            let position = view[GridPositionKey.self]
            if position.span != nil, let guide = view[GridColumnAlignmentKey.self], columnAlignment[position.column] == nil {
                columnAlignment[position.column] = guide
            }
        }
        for view in subviews {
            let position = view[GridPositionKey.self]
            let width = position.span == nil ? Double(bounds.width) : cellWidth(position, a.columns)
            let height = a.rows[position.row]
            let left = position.span == nil ? Double(bounds.minX) : columnX[position.column]
            let horizontal = columnAlignment[position.column].map { position.span == nil ? alignment.horizontal : $0 } ?? alignment.horizontal
            let vertical = position.rowAlignment ?? alignment.vertical
            let anchor = view[GridCellAnchorKey.self] ?? UnitPoint(x: Self.fraction(horizontal), y: Self.fraction(vertical))
            let proposal = ProposedViewSize(width: width, height: height)
            view.place(at: CGPoint(x: left + anchor.x * width, y: rowY[position.row] + anchor.y * height), anchor: anchor, proposal: proposal)
        }
    }

    static func fraction(_ h: HorizontalAlignment) -> Double {
        switch h {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }

    static func fraction(_ v: VerticalAlignment) -> Double {
        switch v {
        case .top: 0
        case .bottom: 1
        default: 0.5
        }
    }
}
