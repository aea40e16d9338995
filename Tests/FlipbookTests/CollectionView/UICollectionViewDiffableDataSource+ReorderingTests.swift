import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Reordering a diffable collection view, as UIKit does with `reorderingHandlers`: `canReorderItem` decides which
/// items lift, and an interactive movement's end moves the item in the data source's snapshot between the
/// `willReorder` and `didReorder` calls, whose transaction describes the move.
@MainActor @Suite struct UICollectionViewDiffableDataSourceReorderingTests {
    /// A 220 × 300 window with a grid of 60-point tiles, three a line, in two sections: A B C D / E F.
    private func grid() -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 300))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
            cell.contentView.backgroundColor = .systemBlue
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["A", "B", "C", "D"], toSection: 0)
        snapshot.appendItems(["E", "F"], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        return (window, collectionView, source)
    }

    @Test func withoutHandlersNothingLifts() {
        let (_, collectionView, _) = grid()
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test func canReorderItemDecidesPerItem() {
        let (_, collectionView, source) = grid()
        source.reorderingHandlers.canReorderItem = { $0 != "A" }
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.cancelInteractiveMovement()
    }

    @Test func aMoveReordersTheSnapshotBetweenWillAndDidReorder() throws {
        let (window, collectionView, source) = grid()
        var calls: [String] = []
        var seen: NSDiffableDataSourceTransaction<Int, String>?
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.willReorder = { transaction in
            calls.append("will: data source holds \(source.snapshot().itemIdentifiers.joined())")
            seen = transaction
        }
        source.reorderingHandlers.didReorder = { transaction in
            calls.append("did: data source holds \(source.snapshot().itemIdentifiers.joined())")
            #expect(transaction.finalSnapshot.itemIdentifiers == seen?.finalSnapshot.itemIdentifiers)
        }
        // A (first tile) goes to the third place of the first line.
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 180, y: 40))
        VirtualClock.shared.advance(by: 0.3)
        window.layoutIfNeeded()
        collectionView.endInteractiveMovement()
        #expect(calls == ["will: data source holds ABCDEF", "did: data source holds BCADEF"])
        let transaction = try #require(seen)
        #expect(transaction.initialSnapshot.itemIdentifiers == ["A", "B", "C", "D", "E", "F"])
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: 0) == ["B", "C", "A", "D"])
        #expect(["A", "B", "C", "D", "E", "F"].applying(transaction.difference) == ["B", "C", "A", "D", "E", "F"])
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [0], "only the first section changed")
        let section = try #require(transaction.sectionTransactions.first)
        #expect(section.initialSnapshot.items == ["A", "B", "C", "D"])
        #expect(section.finalSnapshot.items == ["B", "C", "A", "D"])
        #expect(["A", "B", "C", "D"].applying(section.difference) == ["B", "C", "A", "D"])
        #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "A")
        VirtualClock.shared.advance(by: 0.3)
        window.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame.minX == 150, "A settles into the third place")
    }

    @Test func aMoveAcrossSectionsChangesBothSections() throws {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["A", "B"], toSection: 0)
        snapshot.appendItems(["C"], toSection: 1)
        let moved = try #require(
            UICollectionViewDiffableDataSource<Int, String>.moving(
                IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1), in: snapshot))
        #expect(moved.itemIdentifiers(inSection: 0) == ["B"])
        #expect(moved.itemIdentifiers(inSection: 1) == ["C", "A"])
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: snapshot, finalSnapshot: moved)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [0, 1])
        #expect(
            UICollectionViewDiffableDataSource<Int, String>.moving(
                IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 1), in: snapshot)?.itemIdentifiers
                == nil,
            "a place past the end is refused")
    }

    @Test func aCancelledMoveCallsNoHandler() {
        let (_, collectionView, source) = grid()
        var calls = 0
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.willReorder = { _ in calls += 1 }
        source.reorderingHandlers.didReorder = { _ in calls += 1 }
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 180, y: 40))
        collectionView.cancelInteractiveMovement()
        #expect(calls == 0)
        #expect(source.snapshot().itemIdentifiers == ["A", "B", "C", "D", "E", "F"])
    }
}
