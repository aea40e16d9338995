import Foundation

/// What changed between two diffable snapshots, in index paths: the items and sections deleted (old
/// positions), inserted (new positions) and moved, and where every kept item went. Items are matched by
/// identifier across sections; the moves are those an ``OrderedDiff`` of the flattened items reports.
struct SnapshotDifference: Equatable {
    /// Old index paths of the items that are gone (sections deleted included), in order.
    var deletedItems: [IndexPath] = []
    /// New index paths of the items that are new (sections inserted included), in order.
    var insertedItems: [IndexPath] = []
    /// Kept items that moved relative to the others: old and new index paths, by new position.
    var movedItems: [Move] = []
    /// Kept items whose cells are configured afresh (reloaded or reconfigured), new index paths.
    var reloadedItems: [IndexPath] = []
    /// Old positions of the sections that are gone.
    var deletedSections: IndexSet = []
    /// New positions of the sections that are new.
    var insertedSections: IndexSet = []
    /// Every kept item: its old index path to its new one.
    var keptItems: [IndexPath: IndexPath] = [:]
    /// Every kept section: its old position to its new one.
    var keptSections: [Int: Int] = [:]
    /// Kept sections that moved relative to the others: old position to new position.
    var movedSections: [Int: Int] = [:]

    /// An item that moved.
    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    /// Whether nothing is inserted, deleted, moved or reloaded.
    var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
    }

    /// No change; batch updates fill it in.
    init() {}

    /// The difference that turns `old` into `new`.
    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let sectionDiff = OrderedDiff(from: old.sectionIdentifiers, to: new.sectionIdentifiers)
        deletedSections = IndexSet(sectionDiff.removals)
        insertedSections = IndexSet(sectionDiff.insertions)
        for move in sectionDiff.moves { movedSections[move.from] = move.to }
        var newSectionPosition: [S: Int] = [:]
        for (index, section) in new.sectionIdentifiers.enumerated() { newSectionPosition[section] = index }
        for (index, section) in old.sectionIdentifiers.enumerated() {
            if let position = newSectionPosition[section] { keptSections[index] = position }
        }
        let oldPaths = Self.indexPaths(of: old)
        let newPaths = Self.indexPaths(of: new)
        let itemDiff = OrderedDiff(from: old.itemIdentifiers, to: new.itemIdentifiers)
        deletedItems = itemDiff.removals.map { oldPaths[$0] }
        insertedItems = itemDiff.insertions.map { newPaths[$0] }
        movedItems = itemDiff.moves.map { Move(from: oldPaths[$0.from], to: newPaths[$0.to]) }
        var newPosition: [I: Int] = [:]
        for (index, item) in new.itemIdentifiers.enumerated() { newPosition[item] = index }
        for (index, item) in old.itemIdentifiers.enumerated() {
            if let position = newPosition[item] { keptItems[oldPaths[index]] = newPaths[position] }
        }
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        var reloaded = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)
        for section in new.sectionIdentifiers where reloadedSections.contains(section) {
            reloaded.formUnion(new.itemIdentifiers(inSection: section))
        }
        let newItems = new.itemIdentifiers
        reloadedItems = newItems.indices.filter { reloaded.contains(newItems[$0]) }.map { newPaths[$0] }
    }

    /// The index path of every item, in the flattened order.
    private static func indexPaths<S, I>(of snapshot: NSDiffableDataSourceSnapshot<S, I>) -> [IndexPath] {
        var paths: [IndexPath] = []
        paths.reserveCapacity(snapshot.numberOfItems)
        for (section, content) in snapshot.sections.enumerated() {
            for item in content.items.indices { paths.append(IndexPath(item: item, section: section)) }
        }
        return paths
    }
}
