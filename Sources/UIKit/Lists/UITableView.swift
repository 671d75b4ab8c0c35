import PenumbraCore
import PenumbraView

/// UIKit's table view, laid out for a still snapshot: the cells, headers and footers that lie in
/// its bounds at its content offset, from its data source, in the plain, grouped or inset-grouped
/// style (``ControlMetrics/List``: inset-grouped sections are cards 20 points from the edges with
/// 10-point corners, 20 points apart; plain rows run edge to edge with 16-point margins).
///
/// Only what is visible is asked for: rows above the offset are counted at their estimated height
/// and rows below the bounds are never made, so a table of a million rows costs what its first
/// screen does. A row's height is the delegate's, else ``rowHeight``, else (automatic) what its
/// cell's content needs: a list configuration's height, or what the content view's constraints
/// give. Separators are hairlines between the rows of a section, inset to the margin.
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Hashable, Sendable { case plain, grouped, insetGrouped }
    /// Separator lines.
    public enum SeparatorStyle: Int, Hashable, Sendable { case none, singleLine, singleLineEtched }
    /// Where a row scrolls to.
    public enum ScrollPosition: Int, Hashable, Sendable { case none, top, middle, bottom }
    /// Row animations (nothing animates).
    public enum RowAnimation: Int, Hashable, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// The height that asks for a measured size.
    public static let automaticDimension: CGFloat = -1

    /// The style.
    public let style: Style
    /// What the table shows.
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// How it sizes and decorates rows: a ``UITableViewDelegate`` (declared as the scroll view's
    /// delegate, as Swift cannot narrow an inherited property's type the way Objective-C does;
    /// `tableView.delegate = self` reads as on iOS).
    open override var delegate: UIScrollViewDelegate? { didSet { reloadData() } }
    /// The delegate as the table's.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }
    /// Every row's height; automatic: measured. Default automatic.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// The height rows off screen are counted at; automatic: 44. Default automatic.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// Every header's height; automatic: measured.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Every footer's height; automatic: measured.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Estimated header height (unused: headers on screen are measured).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Estimated footer height.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header (plain style); automatic: none at rest.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// Separators. Default `.singleLine`.
    open var separatorStyle: SeparatorStyle = .singleLine
    /// The separators' colour; nil: `.separator`.
    open var separatorColor: UIColor? = .separator
    /// The separators' insets; a left inset of -1 means the margin.
    open var separatorInset = UIEdgeInsets(top: 0, left: -1, bottom: 0, right: 0)
    /// A view above the first section.
    open var tableHeaderView: UIView? { didSet { oldValue?.removeFromSuperview(); reloadData() } }
    /// A view below the last section.
    open var tableFooterView: UIView? { didSet { oldValue?.removeFromSuperview(); reloadData() } }
    /// A view behind the rows.
    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) } } }
    /// Whether cells keep to the readable width (kept at the margin).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected.
    open var allowsMultipleSelection = false
    /// Whether the table is editing (no editing controls are drawn).
    open var isEditing = false

    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var pool: [String: [UITableViewCell]] = [:]
    private var placed: [(IndexPath, UITableViewCell)] = []
    private var placedDecorations: [UIView] = []
    private var selected: Set<IndexPath> = []
    /// What the last layout was made for (width, height, offset, generation); the same key lays
    /// out nothing again, so a layout pass settles.
    private var laidOutFor: [Double]?
    private var generation = 0

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) { return nil }

    // MARK: Registration and reuse

    /// Registers a cell class for an identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }
    /// Registers a header or footer class for an identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }
    /// A cell for the identifier: a reused one, a new one of the registered class, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var cells = pool[identifier], let cell = cells.popLast() {
            pool[identifier] = cells
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] else { return nil }
        return UIView.make(type, style: .default, reuseIdentifier: identifier)
    }
    /// A cell for the identifier and row; an unregistered identifier gives a default cell (UIKit
    /// raises an exception).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    /// A header or footer view for the identifier, or nil when none is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let type = headerClasses[identifier] else { return nil }
        let view = UIView.make(type, reuseIdentifier: identifier)
        view.defaultConfiguration = headerConfiguration()
        return view
    }

    // MARK: Data

    /// Asks the data source again.
    open func reloadData() {
        generation += 1
        setNeedsLayout()
    }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func beginUpdates() {}
    open func endUpdates() { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    /// The number of sections.
    open var numberOfSections: Int { dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0 }
    /// The number of rows in a section.
    open func numberOfRows(inSection section: Int) -> Int { dataSource.map { max(0, $0.tableView(self, numberOfRowsInSection: section)) } ?? 0 }
    /// The cell shown for a row, or nil when it is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return placed.first { $0.0 == indexPath }?.1
    }
    /// The cells on screen.
    open var visibleCells: [UITableViewCell] { layoutIfNeeded(); return placed.map(\.1) }
    /// The rows on screen.
    open var indexPathsForVisibleRows: [IndexPath]? { layoutIfNeeded(); return placed.map(\.0) }
    /// Selects a row (drawn selected).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection { selected = [] }
        if let indexPath { selected.insert(indexPath) }
        reloadData()
    }
    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { selected.remove(indexPath); reloadData() }
    /// The first selected row.
    open var indexPathForSelectedRow: IndexPath? { selected.sorted { ($0.section, $0.row) < ($1.section, $1.row) }.first }
    /// Scrolls a row into view (no scrolling in a render).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    /// Starts or ends editing.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: Layout

    /// The leading and trailing margin of rows and headers.
    private var margin: CGFloat {
        CGFloat(style == .insetGrouped ? ControlMetrics.List.insetGroupedMargin : ControlMetrics.List.plainMargin)
    }
    /// The inset of inset-grouped cards from the table's edges.
    private var cardInset: CGFloat { style == .insetGrouped ? CGFloat(ControlMetrics.List.insetGroupedMargin) : 0 }

    private func headerConfiguration() -> UIListContentConfiguration { style == .plain ? .plainHeader() : .groupedHeader() }
    private func footerConfiguration() -> UIListContentConfiguration { style == .plain ? .plainFooter() : .groupedFooter() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let key = [Double(bounds.width), Double(bounds.height), Double(contentOffset.x), Double(contentOffset.y), Double(generation),
                   Double(adjustedContentInset.top),
                   Double(traitCollection.preferredContentSizeCategory.rawValue.hashValue)]
        guard key != laidOutFor, bounds.width > 0 else { return }
        laidOutFor = key
        relayout()
    }

    /// Takes every row, header and footer off and places what the bounds show.
    private func relayout() {
        for (_, cell) in placed {
            cell.removeFromSuperview()
            if let id = cell.reuseIdentifier { pool[id, default: []].append(cell) }
        }
        placed = []
        placedDecorations.forEach { $0.removeFromSuperview() }
        placedDecorations = []
        guard let dataSource else { contentSize = CGSize(width: bounds.width, height: 0); return }
        let width = bounds.width
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : (rowHeight > 0 ? rowHeight : CGFloat(ControlMetrics.List.minimumRowHeight))
        let background: UIColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        // The content starts below the adjusted inset (a navigation bar's height, the safe area).
        var y: CGFloat = adjustedContentInset.top
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: y, width: width, height: header.bounds.height)
            addSubview(header)
            placedDecorations.append(header)
            y = header.frame.maxY
        }
        let grouped = style != .plain
        let spacing = CGFloat(ControlMetrics.List.sectionSpacing)
        if grouped { y += spacing }
        let sections = numberOfSections
        for section in 0..<sections {
            // The header: a view, else a title.
            let headerView = tableDelegate?.tableView(self, viewForHeaderInSection: section)
                ?? titled(dataSource.tableView(self, titleForHeaderInSection: section), headerConfiguration())
            y += place(headerView, at: y, width: width, fixed: tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight,
                       visible: top...bottom)
            let rows = numberOfRows(inSection: section)
            var row = 0
            // Rows above the offset are counted, not made.
            while row < rows, y + estimate <= top, rowHeight > 0 || estimatedRowHeight > 0 {
                y += rowHeight > 0 ? rowHeight : estimate
                row += 1
            }
            while row < rows {
                let indexPath = IndexPath(row: row, section: section)
                if y > bottom {
                    // Below the bounds: counted at the estimate, never made.
                    y += CGFloat(rows - row) * estimate
                    break
                }
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.listMargin = margin
                cell.listBackground = background
                cell.isSelected = cell.isSelected || selected.contains(indexPath)
                let cellWidth = width - 2 * cardInset
                let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                let height = asked > 0 ? asked : cell.fittingHeight(width: cellWidth)
                cell.frame = CGRect(x: cardInset, y: y, width: cellWidth, height: height)
                let last = row == rows - 1
                cell.layoutIfNeeded()
                let inset = cell.separatorInset.left >= 0 ? cell.separatorInset.left : (separatorInset.left >= 0 ? separatorInset.left : cell.textLeading)
                cell.separatorLeading = separatorStyle != .none && (!last || style == .plain) ? inset : nil
                if style == .insetGrouped {
                    var corners: CACornerMask = []
                    if row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                    if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
                    cell.layer.cornerRadius = corners.isEmpty ? 0 : CGFloat(ControlMetrics.List.cornerRadius)
                    cell.layer.cornerCurve = .continuous
                    cell.layer.maskedCorners = corners
                    cell.clipsToBounds = !corners.isEmpty
                }
                addSubview(cell)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                placed.append((indexPath, cell))
                y += height
                row += 1
            }
            let footerView = tableDelegate?.tableView(self, viewForFooterInSection: section)
                ?? titled(dataSource.tableView(self, titleForFooterInSection: section), footerConfiguration())
            y += place(footerView, at: y, width: width, fixed: tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight,
                       visible: top...bottom)
            if grouped { y += spacing }
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: width, height: footer.bounds.height)
            addSubview(footer)
            placedDecorations.append(footer)
            y = footer.frame.maxY
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// A header or footer view showing `title` in `configuration`, or nil without a title.
    private func titled(_ title: String?, _ configuration: UIListContentConfiguration) -> UIView? {
        guard let title else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var c = configuration
        c.text = title
        view.contentConfiguration = c
        return view
    }

    /// Places a header or footer at `y`, `fixed` points tall (automatic: measured), and returns
    /// its height; one wholly outside `visible` is counted but not added.
    private func place(_ view: UIView?, at y: CGFloat, width: CGFloat, fixed: CGFloat, visible: ClosedRange<CGFloat>) -> CGFloat {
        guard let view else { return fixed > 0 ? fixed : 0 }
        let margins = NSDirectionalEdgeInsets(top: 0, leading: cardInset + margin, bottom: 0, trailing: cardInset + margin)
        if view.directionalLayoutMargins != margins { view.directionalLayoutMargins = margins }
        let height: CGFloat
        if fixed > 0 {
            height = fixed
        } else if let h = view as? UITableViewHeaderFooterView {
            height = h.fittingHeight(width: width)
        } else {
            let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
            height = fitted.height > 0 && fitted.height.isFinite ? fitted.height : view.bounds.height
        }
        view.frame = CGRect(x: 0, y: y, width: width, height: height)
        if y + height >= visible.lowerBound, y <= visible.upperBound {
            addSubview(view)
            placedDecorations.append(view)
        }
        return height
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        guard backgroundColor == nil else { return }
        let fill: UIColor = style == .plain ? .systemBackground : .systemGroupedBackground
        drawing.fill(.rectangle, fill.rgba(in: traitCollection), in: frame)
    }
}
