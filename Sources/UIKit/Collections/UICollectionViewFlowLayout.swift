import PenumbraCore

/// UIKit's flow layout: items in lines across the scroll direction, a line's items spread to fill
/// it (one item alone on a line is centred), with section insets, headers and footers.
///
/// Sizes come from the delegate's `collectionView(_:layout:sizeForItemAt:)`, else ``itemSize``;
/// with an ``estimatedItemSize`` the cells are measured. Lines past the collection view's bounds
/// are counted at the height of the last line laid out, not made.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size that asks for measured cells.
    public static let automaticSize = CGSize(width: -1, height: -1)
    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Hashable, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// Every item's size. Default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// An estimate that asks for measured cells; zero: none. Default zero.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Space between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space between items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Insets around each section's items. Default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What the section insets are measured from. Default `.fromContentInset`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Which way it scrolls. Default vertical.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Every header's size (its height in a vertical layout). Default zero.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Every footer's size. Default zero.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether headers stay on screen (nothing scrolls in a render).
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    private var placed: [UICollectionViewLayoutAttributes] = []
    private var size: CGSize = .zero

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    open override var collectionViewContentSize: CGSize { size }
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        placed.filter { $0.frame.intersects(rect) }
    }
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// Lays every section out in the layout's axes: `main` runs along the scroll direction.
    open override func prepare() {
        placed = []
        size = .zero
        guard let cv = collectionView else { return }
        let vertical = scrollDirection == .vertical
        let delegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        let bounds = cv.bounds
        let crossLength = vertical ? bounds.width : bounds.height
        let visibleEnd = vertical ? bounds.maxY : bounds.maxX
        let visibleStart = vertical ? bounds.minY : bounds.minX
        let rtl = cv.effectiveUserInterfaceLayoutDirection == .rightToLeft && vertical
        /// A rectangle from (main, cross) coordinates.
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength c: CGFloat) -> CGRect {
            if vertical { return CGRect(x: rtl ? crossLength - cross - c : cross, y: main, width: c, height: mainLength) }
            return CGRect(x: main, y: cross, width: mainLength, height: c)
        }
        var main: CGFloat = vertical ? cv.adjustedContentInset.top : 0
        /// A header or footer across the layout at `main`, its reference size's length along it.
        func placeSupplementary(_ kind: String, _ size: CGSize, _ section: Int) {
            let length = vertical ? size.height : size.width
            guard length > 0 else { return }
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
            a.frame = rect(main: main, cross: 0, mainLength: length, crossLength: crossLength)
            placed.append(a)
            main += length
        }
        for section in 0..<cv.numberOfSections {
            let inset = delegate?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let (before, after) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let (crossBefore, crossAfter) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let lineSpacing = delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            placeSupplementary(UICollectionView.elementKindSectionHeader, header, section)
            main += before
            let available = max(0, crossLength - crossBefore - crossAfter)
            let count = cv.numberOfItems(inSection: section)
            var item = 0
            var lastLine: (length: CGFloat, count: Int)?
            while item < count {
                if main > visibleEnd, let line = lastLine, line.count > 0 {
                    // Past the bounds: the rest counted as lines like the last one.
                    let lines = (count - item + line.count - 1) / line.count
                    main += CGFloat(lines) * (line.length + lineSpacing) - lineSpacing
                    item = count
                    break
                }
                // One line: items while they fit.
                var line: [(IndexPath, CGSize)] = []
                var used: CGFloat = 0
                while item < count {
                    let path = IndexPath(item: item, section: section)
                    var s = delegate?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                    if estimatedItemSize != .zero, main <= visibleEnd {
                        s = cv.fittingSize(ofItemAt: path, proposed: s == .zero ? estimatedItemSize : s, fixedWidth: false, fixedHeight: false)
                    }
                    let c = vertical ? s.width : s.height
                    if !line.isEmpty, used + itemSpacing + c > available + 0.001 { break }
                    used += (line.isEmpty ? 0 : itemSpacing) + c
                    line.append((path, s))
                    item += 1
                }
                let length = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
                let visible = main + length >= visibleStart && main <= visibleEnd
                if visible {
                    let spread = line.count > 1 ? itemSpacing + max(0, available - used) / CGFloat(line.count - 1) : 0
                    var cross = crossBefore + (line.count == 1 ? max(0, available - used) / 2 : 0)
                    for (path, s) in line {
                        let c = vertical ? s.width : s.height, m = vertical ? s.height : s.width
                        let a = UICollectionViewLayoutAttributes(forCellWith: path)
                        a.frame = rect(main: main + (length - m) / 2, cross: cross, mainLength: m, crossLength: c)
                        placed.append(a)
                        cross += c + spread
                    }
                }
                lastLine = (length, line.count)
                main += length
                if item < count { main += lineSpacing }
            }
            main += after
            placeSupplementary(UICollectionView.elementKindSectionFooter, footer, section)
        }
        size = vertical ? CGSize(width: bounds.width, height: main) : CGSize(width: main, height: bounds.height)
    }
}

/// The flow layout's questions to the delegate (UIKit's `UICollectionViewDelegateFlowLayout`);
/// what is not answered is the layout's own value.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        flow(collectionViewLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        flow(collectionViewLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}
