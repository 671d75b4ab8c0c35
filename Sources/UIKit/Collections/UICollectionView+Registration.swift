import Foundation

/// Identifiers for registrations, unique per registration.
@MainActor private var registrations = 0

extension UICollectionView {
    /// A cell class and how to configure it for an item (UIKit's `UICollectionView.CellRegistration`).
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        package let identifier: String
        package let handler: Handler
        public init(handler: @escaping Handler) {
            registrations += 1
            identifier = "CellRegistration-\(registrations)-\(Cell.self)"
            self.handler = handler
        }
    }

    /// A supplementary view class and how to configure it (UIKit's
    /// `UICollectionView.SupplementaryRegistration`).
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public let elementKind: String
        package let identifier: String
        package let handler: Handler
        public init(elementKind: String, handler: @escaping Handler) {
            registrations += 1
            identifier = "SupplementaryRegistration-\(registrations)-\(Supplementary.self)"
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class, configured for the item.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                                 for indexPath: IndexPath, item: Item?) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let made = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell = made as? Cell ?? UIView.make(Cell.self, frame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class, configured for the index path.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        let made = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        let view = made as? Supplementary ?? UIView.make(Supplementary.self, frame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
