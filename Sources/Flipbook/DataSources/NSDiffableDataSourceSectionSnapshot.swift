import Foundation

/// The items of one section, as UIKit's `NSDiffableDataSourceSectionSnapshot`: what a reordering transaction
/// (``NSDiffableDataSourceTransaction/sectionTransactions``) shows of each section it changed. Flipbook's section
/// snapshots are flat lists (no parent items, no expanding and collapsing).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
    /// The items, in order.
    public private(set) var items: [ItemIdentifierType] = []

    /// An empty section snapshot.
    public init() {}

    /// The items shown: all of them (a flat list has nothing collapsed).
    public var visibleItems: [ItemIdentifierType] { items }

    /// The items at the top level: all of them.
    public var rootItems: [ItemIdentifierType] { items }

    /// Adds `items` at the end; an item already in the snapshot is reported on standard error and skipped, as
    /// UIKit's snapshots refuse duplicates.
    public mutating func append(_ items: [ItemIdentifierType]) {
        var known = Set(self.items)
        for item in items {
            guard known.insert(item).inserted else {
                flipbookWarning(
                    "NSDiffableDataSourceSectionSnapshot.append: the item \(item) is already in the snapshot")
                continue
            }
            self.items.append(item)
        }
    }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { items.contains(item) }

    /// The position of `item`, if the snapshot holds it.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
}
