import Foundation

// The index-path lookups both diffable data sources answer (tables say `row`, collection views `item`; both are
// an index path's second index).
extension NSDiffableDataSourceSnapshot {
    /// The item at `indexPath` (section, then row or item), if there is one.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let items = sections[indexPath[0]].items
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// Where `itemIdentifier` is, as a two-index path, if the snapshot holds it.
    func indexPath(of itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIdentifier(containingItem: itemIdentifier),
            let sectionIndex = indexOfSection(section),
            let index = sections[sectionIndex].items.firstIndex(of: itemIdentifier)
        else { return nil }
        return IndexPath(indexes: [sectionIndex, index])
    }

    /// The section at `index`, if there is one.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].identifier : nil
    }

    /// How many items the section at `index` holds (0 when there is no such section).
    func itemCount(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    /// A copy for the app: the reloads asked of this snapshot are forgotten once applied.
    func appliedCopy() -> Self {
        var copy = self
        copy.forgetReloads()
        return copy
    }
}
