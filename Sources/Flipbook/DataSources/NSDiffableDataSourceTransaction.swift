import Foundation

/// A change a diffable data source made to its own data, as UIKit's `NSDiffableDataSourceTransaction`: a
/// reorder by the user hands one to the ``UICollectionViewDiffableDataSource/ReorderingHandlers``' `willReorder`
/// and `didReorder`, so the app can bring its own store in line (apply ``difference`` to its array, or read
/// ``finalSnapshot``).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The data before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after the change.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change to the list of all items, section after section (a move is a removal and an insertion
    /// associated with each other).
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change to each section whose items changed, in the order of the final sections.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction taking `initialSnapshot` to `finalSnapshot`.
    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
        sectionTransactions = finalSnapshot.sectionIdentifiers.compactMap { section in
            let before = initialSnapshot.indexOfSection(section).map { _ in
                initialSnapshot.itemIdentifiers(inSection: section)
            }
            let after = finalSnapshot.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialItems: before ?? [], finalItems: after)
        }
    }
}

/// The change a ``NSDiffableDataSourceTransaction`` made to one section, as UIKit's
/// `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The section changed.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before the change.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after the change.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change to its items.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// The transaction of `sectionIdentifier` from `initialItems` to `finalItems`.
    init(sectionIdentifier: SectionIdentifierType, initialItems: [ItemIdentifierType], finalItems: [ItemIdentifierType])
    {
        self.sectionIdentifier = sectionIdentifier
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(initialItems)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(finalItems)
        initialSnapshot = initial
        finalSnapshot = final
        difference = finalItems.difference(from: initialItems).inferringMoves()
    }
}
