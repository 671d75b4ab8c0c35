import PenumbraCore
import PenumbraView

/// Where one cell, header, footer or decoration goes (UIKit's `UICollectionViewLayoutAttributes`).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// What is placed.
    public enum Category: Int, Hashable, Sendable { case cell, supplementaryView, decorationView }

    /// The item's or section's index path.
    public let indexPath: IndexPath
    /// Cell, supplementary or decoration.
    public let representedElementCategory: Category
    /// The supplementary or decoration kind; nil for a cell.
    public let representedElementKind: String?
    /// Where it goes, in the collection view's content.
    open var frame: CGRect = .zero
    /// Its size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// Its centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Its opacity. Default 1.
    open var alpha: CGFloat = 1
    /// Whether it is hidden. Default false.
    open var isHidden = false
    /// Its stacking order. Default 0.
    open var zIndex = 0
    /// Its transform. Default identity.
    open var transform: CGAffineTransform = .identity

    /// How a list section draws it, when it is in one.
    package var list: ListPlacement?

    /// A cell's attributes.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }
    /// A supplementary view's attributes.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }
    /// A decoration view's attributes.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
        super.init()
    }

    /// A copy (a layout that adjusts its superclass's attributes copies them first).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView: copy = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: copy = UICollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.frame = frame
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.zIndex = zIndex
        copy.transform = transform
        copy.list = list
        return copy
    }
}

/// How a list section draws a cell or header placed in it: its role, margins, background,
/// separator and card corners (``UICollectionLayoutListConfiguration``'s look).
package struct ListPlacement: Equatable {
    package enum Role: Equatable { case cell, header, footer }
    package var role: Role
    package var appearance: UICollectionLayoutListConfiguration.Appearance
    /// The leading and trailing margin of the content.
    package var margin: CGFloat
    /// The cell's background (a list cell's default background configuration).
    package var background: UIColor?
    /// Whether a separator is drawn below the cell.
    package var separator: Bool
    /// The separator's colour.
    package var separatorColor: UIColor
    /// The card's rounded corners (inset grouped).
    package var corners: CACornerMask
}

/// Places a collection view's cells and supplementary views (UIKit's `UICollectionViewLayout`).
/// A subclass overrides ``prepare()``, ``collectionViewContentSize`` and
/// ``layoutAttributesForElements(in:)``; the collection view asks for the elements in its bounds
/// and makes only those.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view laid out.
    open internal(set) weak var collectionView: UICollectionView?
    /// Decoration view classes by kind.
    package var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    /// Computes the layout (called before the collection view asks for elements).
    open func prepare() {}
    /// The size of everything laid out.
    open var collectionViewContentSize: CGSize { .zero }
    /// The elements whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// One cell's attributes.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))?
            .first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    /// One supplementary view's attributes.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))?
            .first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
    /// One decoration view's attributes.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
    /// Whether a bounds change lays out again. Default: when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
    /// Asks for the layout again.
    open func invalidateLayout() { collectionView?.layoutChanged() }
    /// The attributes class the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// Registers a decoration view class for a kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// How a list section shows a cell or supplementary of `kind` in `section` (nil: not a list).
    package func listPlacement(section: Int, item: Int, kind: String?) -> ListPlacement? { nil }
    /// The background behind the sections when the collection view has no colour of its own.
    package var defaultBackground: UIColor { .systemBackground }
}
