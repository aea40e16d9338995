import Foundation

/// The state of a diffable data source's data, as UIKit's `NSDiffableDataSourceSnapshot`: sections in order,
/// each holding items in order, all named by unique identifiers. Build one and hand it to a data source's
/// `apply(_:animatingDifferences:)`; the data source works out what was inserted, deleted and moved.
///
/// Misuse that UIKit answers with an exception (a duplicate identifier, items with no section to go to, an
/// unknown identifier as an anchor) changes nothing and is reported on standard error.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
    struct Section {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    private(set) var sections: [Section] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// The items reloaded with ``reloadItems(_:)`` since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items reconfigured with ``reconfigureItems(_:)`` since the snapshot was made.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections reloaded with ``reloadSections(_:)`` since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in `identifier`'s section (0 and a warning when there is no such section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of `identifier`'s section, in order (empty and a warning when there is no such section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(identifier) else {
            flipbookWarning("NSDiffableDataSourceSnapshot has no section \(identifier)")
            return []
        }
        return sections[index].items
    }

    /// The section holding `identifier`, if the snapshot has that item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `identifier` among all items (counting through the sections), if present.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier] else { return nil }
        var offset = 0
        for candidate in sections {
            if candidate.identifier == section {
                return candidate.items.firstIndex(of: identifier).map { offset + $0 }
            }
            offset += candidate.items.count
        }
        return nil
    }

    /// The position of `identifier` among the sections, if present.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier`'s section (nil: the last section).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let target: Int?
        if let sectionIdentifier {
            target = indexOfSection(sectionIdentifier)
            if target == nil { flipbookWarning("appendItems: the snapshot has no section \(sectionIdentifier)") }
        } else {
            target = sections.isEmpty ? nil : sections.count - 1
            if target == nil { flipbookWarning("appendItems: the snapshot has no section to append items to") }
        }
        guard let target else { return }
        insert(identifiers, inSection: target, at: sections[target].items.count)
    }

    /// Inserts `identifiers` just before the item `beforeIdentifier`, in its section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        guard let (section, index) = location(of: beforeIdentifier, for: "insertItems(_:beforeItem:)") else { return }
        insert(identifiers, inSection: section, at: index)
    }

    /// Inserts `identifiers` just after the item `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        guard let (section, index) = location(of: afterIdentifier, for: "insertItems(_:afterItem:)") else { return }
        insert(identifiers, inSection: section, at: index + 1)
    }

    /// Removes `identifiers` (those the snapshot does not hold are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { doomed.contains($0) } }
        for identifier in identifiers { sectionOfItem[identifier] = nil }
    }

    /// Removes every item, keeping the sections.
    public mutating func deleteAllItems() {
        for index in sections.indices { sections[index].items.removeAll() }
        sectionOfItem.removeAll()
    }

    /// Moves `identifier` to just before `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false)
    }

    /// Moves `identifier` to just after `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true)
    }

    /// Marks `identifiers` for reloading: their cells are configured afresh when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { known($0, for: "reloadItems") }
    }

    /// Marks `identifiers` for reconfiguring: their existing cells are configured again in place.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { known($0, for: "reconfigureItems") }
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections just before `toIdentifier`'s.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndex(toIdentifier, for: "insertSections(_:beforeSection:)") else { return }
        insertSections(identifiers, at: index)
    }

    /// Inserts sections just after `toIdentifier`'s.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndex(toIdentifier, for: "insertSections(_:afterSection:)") else { return }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for section in sections where doomed.contains(section.identifier) {
            for item in section.items { sectionOfItem[item] = nil }
        }
        sections.removeAll { doomed.contains($0.identifier) }
    }

    /// Moves `identifier`'s section to just before `toIdentifier`'s.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves `identifier`'s section to just after `toIdentifier`'s.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections for reloading: their items' cells are configured afresh when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { identifier in
            guard indexOfSection(identifier) != nil else {
                flipbookWarning("reloadSections: the snapshot has no section \(identifier)")
                return false
            }
            return true
        }
    }

    /// Clears the reload and reconfigure marks (a data source's copy of its data carries none).
    mutating func forgetReloads() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    // MARK: Private

    private mutating func insert(_ identifiers: [ItemIdentifierType], inSection section: Int, at index: Int) {
        var fresh: [ItemIdentifierType] = []
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers {
            if sectionOfItem[identifier] != nil || !seen.insert(identifier).inserted {
                flipbookWarning("NSDiffableDataSourceSnapshot: item identifier \(identifier) is not unique; ignored")
                continue
            }
            fresh.append(identifier)
        }
        sections[section].items.insert(contentsOf: fresh, at: index)
        for identifier in fresh { sectionOfItem[identifier] = sections[section].identifier }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var fresh: [Section] = []
        var seen = Set<SectionIdentifierType>()
        for identifier in identifiers {
            if indexOfSection(identifier) != nil || !seen.insert(identifier).inserted {
                flipbookWarning("NSDiffableDataSourceSnapshot: section identifier \(identifier) is not unique; ignored")
                continue
            }
            fresh.append(Section(identifier: identifier, items: []))
        }
        sections.insert(contentsOf: fresh, at: index)
    }

    private func location(of identifier: ItemIdentifierType, for call: String) -> (section: Int, index: Int)? {
        if let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
            let index = sections[sectionIndex].items.firstIndex(of: identifier)
        {
            return (sectionIndex, index)
        }
        flipbookWarning("\(call): the snapshot has no item \(identifier)")
        return nil
    }

    private func sectionIndex(_ identifier: SectionIdentifierType, for call: String) -> Int? {
        if let index = indexOfSection(identifier) { return index }
        flipbookWarning("\(call): the snapshot has no section \(identifier)")
        return nil
    }

    private func known(_ identifier: ItemIdentifierType, for call: String) -> Bool {
        if sectionOfItem[identifier] != nil { return true }
        flipbookWarning("\(call): the snapshot has no item \(identifier)")
        return false
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
        guard identifier != anchor, let from = location(of: identifier, for: "moveItem"),
            location(of: anchor, for: "moveItem") != nil
        else { return }
        sections[from.section].items.remove(at: from.index)
        let to = location(of: anchor, for: "moveItem")!
        sections[to.section].items.insert(identifier, at: to.index + (after ? 1 : 0))
        sectionOfItem[identifier] = sections[to.section].identifier
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
    ) {
        guard identifier != anchor, let from = sectionIndex(identifier, for: "moveSection"),
            sectionIndex(anchor, for: "moveSection") != nil
        else { return }
        let section = sections.remove(at: from)
        let to = indexOfSection(anchor)!
        sections.insert(section, at: to + (after ? 1 : 0))
    }
}
