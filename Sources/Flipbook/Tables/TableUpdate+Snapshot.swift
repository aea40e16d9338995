import Foundation

extension TableUpdate {
    /// The table updates that carry a table from one diffable snapshot to the next (`difference` between
    /// them), UIKit's way: sections that moved leave and arrive again, rows that changed places or sections
    /// move, reloaded rows that stay put reload; inserts, deletes and reloads use `animation`.
    static func updates(for difference: SnapshotDifference, animation: UITableView.RowAnimation) -> [TableUpdate] {
        let goneSections = difference.deletedSections.union(IndexSet(difference.movedSections.keys))
        let newSections = difference.insertedSections.union(IndexSet(difference.movedSections.values))
        let movedItems = Set(difference.movedItems.map(\.from))
        var deleted: [IndexPath] = difference.deletedItems.filter { !goneSections.contains($0.section) }
        var inserted: [IndexPath] = difference.insertedItems.filter { !newSections.contains($0.section) }
        var moves: [TableUpdate] = []
        var stayed = Set<IndexPath>()
        for (old, new) in difference.keptItems.sorted(by: { $0.key < $1.key }) {
            switch (goneSections.contains(old.section), newSections.contains(new.section)) {
            case (true, true): continue
            case (true, false): inserted.append(new)
            case (false, true): deleted.append(old)
            case (false, false):
                if movedItems.contains(old) || difference.keptSections[old.section] != new.section {
                    moves.append(.moveRow(old, new))
                } else {
                    stayed.insert(new)
                }
            }
        }
        var oldPathOf: [IndexPath: IndexPath] = [:]
        for (old, new) in difference.keptItems { oldPathOf[new] = old }
        let reloaded = difference.reloadedItems.filter { stayed.contains($0) }.compactMap { oldPathOf[$0] }
        var updates: [TableUpdate] = []
        if !goneSections.isEmpty { updates.append(.deleteSections(goneSections, animation)) }
        if !newSections.isEmpty { updates.append(.insertSections(newSections, animation)) }
        if !deleted.isEmpty { updates.append(.deleteRows(deleted.sorted(), animation)) }
        if !inserted.isEmpty { updates.append(.insertRows(inserted.sorted(), animation)) }
        if !reloaded.isEmpty { updates.append(.reloadRows(reloaded.sorted(), animation)) }
        return updates + moves
    }
}
