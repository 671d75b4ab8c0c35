import Foundation

/// A collection view's data source from snapshots of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`): applying a snapshot reloads the collection view
/// (nothing animates), and the cell provider makes each cell from its item.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String,
                                                             _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes headers, footers and other supplementary views.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows a snapshot (nothing animates).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }
    /// Shows a snapshot.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }
    /// Shows a snapshot by reloading.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }
    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    /// The item at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier), let s = current.indexOfSection(section),
              let i = current.indexOfItem(itemIdentifier) else { return nil }
        return IndexPath(item: i, section: s)
    }
    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sectionIdentifiers.count ? current.sectionIdentifiers[index] : nil
    }
    /// The index of a section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { current.count(inSectionAt: section) }
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

/// A table view's data source from snapshots of identifiers (UIKit's
/// `UITableViewDiffableDataSource`).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows animate (nothing animates).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// The section's header title (a subclass overrides it).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// The section's footer title (a subclass overrides it).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    public func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { current.count(inSectionAt: section) }
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }
}
