import Foundation
import Testing

@testable import Flipbook

/// The snapshot's sections and items, its edits, and the difference between two snapshots.
@Suite struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func twoSections() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["recent", "older"])
        snapshot.appendItems([1, 2, 3], toSection: "recent")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test func appendingFillsSectionsInOrder() {
        let snapshot = twoSections()
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.itemIdentifiers(inSection: "older") == [4, 5])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "older")
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfSection("older") == 1)
        #expect(snapshot.numberOfItems(inSection: "recent") == 3)
    }

    @Test func insertingAndMovingAroundAnchors() {
        var snapshot = twoSections()
        snapshot.insertItems([10], beforeItem: 1)
        snapshot.insertItems([11], afterItem: 5)
        snapshot.moveItem(2, afterItem: 4)
        snapshot.moveItem(3, beforeItem: 10)
        #expect(snapshot.itemIdentifiers == [3, 10, 1, 4, 2, 5, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "older")
    }

    @Test func deletingItemsAndSections() {
        var snapshot = twoSections()
        snapshot.deleteItems([2, 99])
        #expect(snapshot.itemIdentifiers == [1, 3, 4, 5])
        snapshot.deleteSections(["recent"])
        #expect(snapshot.itemIdentifiers == [4, 5])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 1)
    }

    @Test func sectionsInsertAndMove() {
        var snapshot = twoSections()
        snapshot.insertSections(["pinned"], beforeSection: "recent")
        snapshot.insertSections(["archive"], afterSection: "older")
        snapshot.moveSection("pinned", afterSection: "archive")
        #expect(snapshot.sectionIdentifiers == ["recent", "older", "archive", "pinned"])
        snapshot.moveSection("archive", beforeSection: "recent")
        #expect(snapshot.sectionIdentifiers == ["archive", "recent", "older", "pinned"])
    }

    @Test func duplicatesAndMissingSectionsAreIgnored() {
        var snapshot = Snapshot()
        snapshot.appendItems([1])
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections(["a", "a"])
        snapshot.appendItems([1, 1, 2])
        #expect(snapshot.sectionIdentifiers == ["a"])
        #expect(snapshot.itemIdentifiers == [1, 2])
        snapshot.appendItems([3], toSection: "missing")
        snapshot.insertItems([4], beforeItem: 99)
        #expect(snapshot.itemIdentifiers == [1, 2])
    }

    @Test func reloadsAreRecorded() {
        var snapshot = twoSections()
        snapshot.reloadItems([2, 99])
        snapshot.reconfigureItems([5])
        snapshot.reloadSections(["older"])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        #expect(snapshot.reloadedSectionIdentifiers == ["older"])
    }

    @Test func theDifferenceNamesIndexPaths() {
        let old = twoSections()
        var new = old
        new.deleteItems([2])
        new.appendItems([6], toSection: "recent")
        new.moveItem(5, beforeItem: 1)
        new.reconfigureItems([4])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 3, section: 0)])
        #expect(
            difference.movedItems == [
                .init(from: IndexPath(item: 1, section: 1), to: IndexPath(item: 0, section: 0))
            ])
        #expect(difference.keptItems[IndexPath(item: 0, section: 1)] == IndexPath(item: 0, section: 1))
        #expect(difference.keptItems[IndexPath(item: 0, section: 0)] == IndexPath(item: 1, section: 0))
        #expect(difference.reloadedItems == [IndexPath(item: 0, section: 1)])
    }

    @Test func sectionsDeletedAndInsertedAreNamed() {
        let old = twoSections()
        var new = Snapshot()
        new.appendSections(["older", "fresh"])
        new.appendItems([4, 5], toSection: "older")
        new.appendItems([7], toSection: "fresh")
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == [0])
        #expect(difference.insertedSections == [1])
        #expect(difference.deletedItems.count == 3)
        #expect(difference.insertedItems == [IndexPath(item: 0, section: 1)])
        #expect(difference.keptItems[IndexPath(item: 1, section: 1)] == IndexPath(item: 1, section: 0))
    }
}
