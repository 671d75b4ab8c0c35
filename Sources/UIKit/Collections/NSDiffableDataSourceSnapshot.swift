import Foundation

/// Sections and their items, by identifier (UIKit's `NSDiffableDataSourceSnapshot`). Identifiers
/// are unique: appending one already present leaves it where it was (UIKit raises an exception).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items reloaded or reconfigured since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { index(of: identifier).map { items[$0].count } ?? 0 }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { index(of: identifier).map { items[$0] } ?? [] }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[identifier] }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = index(of: section) else { return nil }
        return items[s].firstIndex(of: identifier)
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { index(of: identifier) }
    private func index(of section: SectionIdentifierType) -> Int? { sectionIdentifiers.firstIndex(of: section) }

    /// Appends items to a section (nil: the last).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let s = sectionIdentifier.flatMap(index(of:)) ?? (sectionIdentifiers.isEmpty ? nil : sectionIdentifiers.count - 1) else { return }
        for item in identifiers where sectionOfItem[item] == nil {
            items[s].append(item)
            sectionOfItem[item] = sectionIdentifiers[s]
        }
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, near: beforeIdentifier, after: false)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, near: afterIdentifier, after: true)
    }
    private mutating func insert(_ identifiers: [ItemIdentifierType], near anchor: ItemIdentifierType, after: Bool) {
        guard let section = sectionOfItem[anchor], let s = index(of: section), let i = items[s].firstIndex(of: anchor) else { return }
        let fresh = identifiers.filter { sectionOfItem[$0] == nil }
        items[s].insert(contentsOf: fresh, at: after ? i + 1 : i)
        for item in fresh { sectionOfItem[item] = section }
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
        for item in identifiers { sectionOfItem[item] = nil }
    }
    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        items = []
        sectionOfItem = [:]
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where index(of: section) == nil {
            sectionIdentifiers.append(section)
            items.append([])
        }
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let s = index(of: toIdentifier) else { return }
        let fresh = identifiers.filter { index(of: $0) == nil }
        sectionIdentifiers.insert(contentsOf: fresh, at: s)
        items.insert(contentsOf: fresh.map { _ in [] }, at: s)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let s = index(of: toIdentifier) else { return }
        let fresh = identifiers.filter { index(of: $0) == nil }
        sectionIdentifiers.insert(contentsOf: fresh, at: s + 1)
        items.insert(contentsOf: fresh.map { _ in [] }, at: s + 1)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard let s = index(of: section) else { continue }
            for item in items[s] { sectionOfItem[item] = nil }
            sectionIdentifiers.remove(at: s)
            items.remove(at: s)
        }
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    /// The item at an index path.
    package func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < items.count, indexPath.item >= 0, indexPath.item < items[indexPath.section].count else { return nil }
        return items[indexPath.section][indexPath.item]
    }
    /// The number of items in the section at an index.
    package func count(inSectionAt section: Int) -> Int { section >= 0 && section < items.count ? items[section].count : 0 }
}
