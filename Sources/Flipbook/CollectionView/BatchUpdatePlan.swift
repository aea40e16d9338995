import Foundation

/// Turns the calls made inside `performBatchUpdates` (inserts and reloads in new index paths, deletes in old
/// ones, moves from old to new) and the item counts before and after into the difference the collection view
/// animates, checking the counts as UIKit does.
struct BatchUpdatePlan {
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []

    /// Why the counts do not add up.
    struct Inconsistency: Error, CustomStringConvertible {
        var description: String
    }

    /// The difference, or the inconsistency UIKit would raise an exception for.
    func difference(oldCounts: [Int], newCounts: [Int]) -> Result<SnapshotDifference, Inconsistency> {
        var result = SnapshotDifference()
        // Sections: the survivors fill the new positions not taken by inserts or move targets, in order.
        let movedFrom = Set(movedSections.map(\.from))
        let movedTo = Set(movedSections.map(\.to))
        let survivors = (0..<oldCounts.count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
        let freeSlots = (0..<newCounts.count).filter { !insertedSections.contains($0) && !movedTo.contains($0) }
        guard survivors.count == freeSlots.count else {
            return .failure(
                Inconsistency(
                    description: """
                        Invalid update: invalid number of sections. The number of sections after the update \
                        (\(newCounts.count)) must be equal to the number before the update (\(oldCounts.count)), plus \
                        or minus the number inserted or deleted (\(insertedSections.count) inserted, \
                        \(deletedSections.count) deleted)
                        """))
        }
        for (old, new) in zip(survivors, freeSlots) { result.keptSections[old] = new }
        for move in movedSections { result.keptSections[move.from] = move.to }
        result.insertedSections = insertedSections
        result.deletedSections = deletedSections

        // Items: explicit moves, then the survivors of each kept section fill its free slots in order.
        let deleted = Set(deletedItems).union(reloadedItems)
        let explicitFrom = Set(movedItems.map(\.from))
        var taken = Set(insertedItems).union(movedItems.map(\.to))
        var reloadTargets: [IndexPath] = []
        var survivorsBySection: [Int: [IndexPath]] = [:]
        for (section, count) in oldCounts.enumerated() {
            guard let newSection = result.keptSections[section] else {
                for item in 0..<count { result.deletedItems.append(IndexPath(item: item, section: section)) }
                continue
            }
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                if deleted.contains(path) || explicitFrom.contains(path) { continue }
                survivorsBySection[newSection, default: []].append(path)
            }
        }
        // A reloaded item keeps its place: it takes the slot its survivor position would have had.
        for path in reloadedItems.sorted() {
            guard let newSection = result.keptSections[path.section] else { continue }
            survivorsBySection[newSection, default: []].append(path)
        }
        for section in survivorsBySection.keys { survivorsBySection[section]!.sort() }
        let reloaded = Set(reloadedItems)
        for (section, count) in newCounts.enumerated() {
            let free = (0..<count).map { IndexPath(item: $0, section: section) }.filter { !taken.contains($0) }
            let kept = survivorsBySection[section] ?? []
            guard free.count == kept.count else {
                let inserted = insertedItems.filter { $0.section == section }.count
                let oldSection = result.keptSections.first { $0.value == section }?.key
                let before = oldSection.map { oldCounts[$0] } ?? 0
                return .failure(
                    Inconsistency(
                        description: """
                            Invalid update: invalid number of items in section \(section). The number of items after \
                            the update (\(count)) must be equal to the number before the update (\(before)), plus or \
                            minus the number inserted or deleted (\(inserted) inserted, \
                            \(deletedItems.filter { $0.section == oldSection }.count) deleted) and moved in or out
                            """))
            }
            for (old, new) in zip(kept, free) {
                if reloaded.contains(old) {
                    reloadTargets.append(new)
                } else {
                    result.keptItems[old] = new
                }
            }
            taken.formUnion(free)
        }
        for move in movedItems {
            result.keptItems[move.from] = move.to
            result.movedItems.append(.init(from: move.from, to: move.to))
        }
        result.deletedItems += deletedItems.filter { result.keptSections[$0.section] != nil } + reloadedItems
        result.deletedItems.sort()
        result.insertedItems = (insertedItems + reloadTargets).sorted()
        for section in insertedSections {
            guard section < newCounts.count else { continue }
            result.insertedItems += (0..<newCounts[section]).map { IndexPath(item: $0, section: section) }
        }
        result.insertedItems.sort()
        return .success(result)
    }
}
