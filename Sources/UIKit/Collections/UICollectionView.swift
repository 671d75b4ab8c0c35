import PenumbraCore
import PenumbraView

/// UIKit's collection view, laid out for a still snapshot: its layout places the cells,
/// supplementary and decoration views, and the collection view makes those its bounds show,
/// from its data source, at its content offset.
///
/// Cells are made from registered classes (with their own `init(frame:)`) or cell registrations,
/// and reused by identifier. A layout that measures (estimated sizes) asks the collection view for
/// the cell's fitting size; the cell made for measuring is the one placed.
open class UICollectionView: UIScrollView {
    /// Which way a layout scrolls.
    public enum ScrollDirection: Int, Hashable, Sendable { case vertical, horizontal }
    /// Where an item scrolls to.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = Self(rawValue: 1), centeredVertically = Self(rawValue: 2), bottom = Self(rawValue: 4)
        public static let left = Self(rawValue: 8), centeredHorizontally = Self(rawValue: 16), right = Self(rawValue: 32)
    }
    /// When self-sizing cells are measured again.
    public enum SelfSizingInvalidation: Int, Hashable, Sendable { case disabled, enabled, enabledIncludingConstraints }

    /// The kind of a section header.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { oldValue.collectionView = nil; collectionViewLayout.collectionView = self; reloadData() }
    }
    /// What it shows.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// How it shows and selects: a ``UICollectionViewDelegate`` (declared as the scroll view's
    /// delegate, as Swift cannot narrow an inherited property's type the way Objective-C does).
    open override var delegate: UIScrollViewDelegate? { didSet { reloadData() } }
    /// The delegate as the collection view's.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    /// A view behind the content.
    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) } } }
    /// Whether items can be selected. Default true.
    open var allowsSelection = true
    /// Whether several items can be selected. Default false.
    open var allowsMultipleSelection = false
    /// Whether the collection view is editing: list cells show their editing accessories.
    open var isEditing = false { didSet { reloadData() } }
    /// Whether cells are prefetched (nothing is prefetched in a render).
    open var isPrefetchingEnabled = true
    /// When self-sizing cells are measured again.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// Whether cells can be dragged (not at rest).
    open var dragInteractionEnabled = false

    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    private var pool: [String: [UICollectionReusableView]] = [:]
    /// Cells made this layout (for measuring or placing), by index path.
    private var madeCells: [IndexPath: UICollectionViewCell] = [:]
    private var madeSupplementaries: [String: UICollectionReusableView] = [:]
    private var placedCells: [(IndexPath, UICollectionViewCell)] = []
    private var placedOthers: [(String, IndexPath, UICollectionReusableView)] = []
    private var selected: Set<IndexPath> = []
    private var laidOutFor: [Double]?
    private var generation = 0

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }
    public required init?(coder: NSCoder) { return nil }

    // MARK: Registration and reuse

    /// Registers a cell class for an identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }
    /// Registers a supplementary view class for a kind and identifier.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "\u{1F}" + identifier] = viewClass as? UICollectionReusableView.Type
    }
    /// A cell for the identifier: a reused one or a new one of the registered class (an
    /// unregistered identifier gives a plain cell; UIKit raises an exception).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = reused(identifier) as? UICollectionViewCell
            ?? UIView.make(cellClasses[identifier] ?? UICollectionViewCell.self, frame: .zero)
        cell.reuseIdentifier = identifier
        cell.listPlacement = collectionViewLayout.listPlacement(section: indexPath.section, item: indexPath.item, kind: nil)
        if let list = cell as? UICollectionViewListCell, list.isEditing != isEditing { list.isEditing = isEditing }
        return cell
    }
    /// A supplementary view for the kind and identifier.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{1F}" + identifier
        let view = reused(key) ?? UIView.make(supplementaryClasses[key] ?? UICollectionReusableView.self, frame: .zero)
        view.reuseIdentifier = key
        view.listPlacement = collectionViewLayout.listPlacement(section: indexPath.section, item: indexPath.item, kind: elementKind)
        return view
    }
    private func reused(_ identifier: String) -> UICollectionReusableView? {
        guard var views = pool[identifier], let view = views.popLast() else { return nil }
        pool[identifier] = views
        view.prepareForReuse()
        return view
    }

    // MARK: Data

    /// Lays out again after the layout was invalidated.
    package func layoutChanged() {
        generation += 1
        setNeedsLayout()
    }

    /// Asks the data source again.
    open func reloadData() {
        generation += 1
        setNeedsLayout()
    }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    /// Replaces the layout (nothing animates).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }

    /// The number of sections.
    open var numberOfSections: Int { dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0 }
    /// The number of items in a section.
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource.map { max(0, $0.collectionView(self, numberOfItemsInSection: section)) } ?? 0
    }
    /// The cell shown for an item, or nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return placedCells.first { $0.0 == indexPath }?.1
    }
    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] { layoutIfNeeded(); return placedCells.map(\.1) }
    /// The items on screen.
    open var indexPathsForVisibleItems: [IndexPath] { layoutIfNeeded(); return placedCells.map(\.0) }
    /// The supplementary view on screen for a kind and index path.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return placedOthers.first { $0.0 == elementKind && $0.1 == indexPath }?.2
    }
    /// The supplementary views on screen of a kind.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return placedOthers.filter { $0.0 == elementKind }.map(\.2)
    }
    /// An item's layout attributes.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
    /// Selects an item (drawn selected).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection { selected = [] }
        if let indexPath { selected.insert(indexPath) }
        reloadData()
    }
    /// Deselects an item.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { selected.remove(indexPath); reloadData() }
    /// The selected items.
    open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted { ($0.section, $0.item) < ($1.section, $1.item) } }
    /// Scrolls an item into view (no scrolling in a render).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    // MARK: Measuring, for layouts

    /// The cell for an item, made once per layout.
    private func cell(at indexPath: IndexPath) -> UICollectionViewCell? {
        if let cell = madeCells[indexPath] { return cell }
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        madeCells[indexPath] = cell
        return cell
    }
    private func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let key = "\(kind)\u{1F}\(indexPath.section)\u{1F}\(indexPath.item)"
        if let view = madeSupplementaries[key] { return view }
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        madeSupplementaries[key] = view
        return view
    }
    /// The size an item's cell needs: `proposed` on a fixed axis, measured on a free one.
    package func fittingSize(ofItemAt indexPath: IndexPath, proposed: CGSize, fixedWidth: Bool, fixedHeight: Bool) -> CGSize {
        guard let cell = cell(at: indexPath) else { return proposed }
        return fit(cell, proposed: proposed, fixedWidth: fixedWidth, fixedHeight: fixedHeight)
    }
    /// The size a supplementary view needs.
    package func fittingSize(ofSupplementaryOfKind kind: String, at indexPath: IndexPath, proposed: CGSize,
                             fixedWidth: Bool, fixedHeight: Bool) -> CGSize {
        guard let view = supplementary(ofKind: kind, at: indexPath) else { return proposed }
        return fit(view, proposed: proposed, fixedWidth: fixedWidth, fixedHeight: fixedHeight)
    }
    private func fit(_ view: UICollectionReusableView, proposed: CGSize, fixedWidth: Bool, fixedHeight: Bool) -> CGSize {
        // Measured in the collection view, so in its traits (its text size, its direction).
        if view.superview !== self { addSubview(view) }
        let fitted = view.fittingSize(width: fixedWidth ? proposed.width : nil, proposed: proposed)
        func bounded(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? min(v, 1_000_000) : fallback }
        return CGSize(width: fixedWidth ? proposed.width : bounded(fitted.width, proposed.width),
                      height: fixedHeight ? proposed.height : bounded(fitted.height, proposed.height))
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let key = [Double(bounds.width), Double(bounds.height), Double(contentOffset.x), Double(contentOffset.y), Double(generation),
                   Double(adjustedContentInset.top), Double(traitCollection.preferredContentSizeCategory.rawValue.hashValue),
                   Double(effectiveUserInterfaceLayoutDirection.rawValue)]
        guard key != laidOutFor, bounds.width > 0, bounds.height > 0 else { return }
        laidOutFor = key
        relayout()
    }

    /// Takes every view off and places what the layout puts in the bounds.
    private func relayout() {
        for (_, cell) in placedCells { recycle(cell) }
        for (_, _, view) in placedOthers { recycle(view) }
        placedCells = []
        placedOthers = []
        madeCells = [:]
        madeSupplementaries = [:]
        let layout = collectionViewLayout
        layout.collectionView = self
        layout.prepare()
        contentSize = layout.collectionViewContentSize
        let elements = (layout.layoutAttributesForElements(in: bounds) ?? []).enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
        for attributes in elements where !attributes.isHidden {
            let path = attributes.indexPath
            switch attributes.representedElementCategory {
            case .cell:
                guard let cell = cell(at: path) else { continue }
                madeCells[path] = nil
                if selected.contains(path) { cell.isSelected = true }
                show(cell, attributes)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
                placedCells.append((path, cell))
            case .supplementaryView:
                guard let kind = attributes.representedElementKind, let view = supplementary(ofKind: kind, at: path) else { continue }
                madeSupplementaries["\(kind)\u{1F}\(path.section)\u{1F}\(path.item)"] = nil
                show(view, attributes)
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
                placedOthers.append((kind, path, view))
            case .decorationView:
                guard let kind = attributes.representedElementKind, let type = layout.decorationClasses[kind] else { continue }
                let view = reused("decoration\u{1F}" + kind) ?? UIView.make(type, frame: attributes.frame)
                view.reuseIdentifier = "decoration\u{1F}" + kind
                show(view, attributes)
                placedOthers.append((kind, path, view))
            }
        }
        // Cells made for measuring but not placed go back to the pool.
        for (_, cell) in madeCells { recycle(cell) }
        madeCells = [:]
        madeSupplementaries = [:]
    }

    /// Places a view at its attributes, as its list section draws it.
    private func show(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        view.frame = attributes.frame
        view.alpha = attributes.alpha
        if attributes.list != nil || view.listPlacement != nil { view.listPlacement = attributes.list }
        if let list = attributes.list, list.role == .cell {
            view.layer.cornerRadius = list.corners.isEmpty ? 0 : CGFloat(ControlMetrics.List.cornerRadius)
            view.layer.cornerCurve = .continuous
            view.layer.maskedCorners = list.corners.isEmpty ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : list.corners
            view.clipsToBounds = !list.corners.isEmpty
        }
        view.apply(attributes)
        if view.superview !== self { addSubview(view) }
        view.layoutIfNeeded()
    }

    private func recycle(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        if let id = view.reuseIdentifier { pool[id, default: []].append(view) }
    }

    package override func drawContent(in frame: Rect, into drawing: inout LayerDrawing) {
        guard backgroundColor == nil else { return }
        drawing.fill(.rectangle, collectionViewLayout.defaultBackground.rgba(in: traitCollection), in: frame)
    }
}
