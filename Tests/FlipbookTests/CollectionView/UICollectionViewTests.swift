import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// A collection view's cells: made for the visible rectangle only, reused as they scroll away, looked up
/// by index path, selected by taps, moved by batch updates and layout changes.
@MainActor @Suite struct UICollectionViewTests {
    final class NumberCell: UICollectionViewCell {
        var number = -1
        var reuseCount = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuseCount += 1
        }
    }

    final class Numbers: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var counts: [Int]
        var log: [String] = []
        var made = 0
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath) as! NumberCell
            cell.number = indexPath.item
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemOrange
            made += 1
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            indexPath.item != 1
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("select \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.append("deselect \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            log.append("highlight \(indexPath.item)")
        }
    }

    /// A 200 × 300 window filled by a vertical grid of 90 × 90 items, two per line, 10-point gaps.
    func grid(_ counts: [Int] = [40]) -> (UIWindow, UICollectionView, Numbers) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        let numbers = Numbers(counts)
        collectionView.dataSource = numbers
        collectionView.delegate = numbers
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView, numbers)
    }

    @Test func onlyTheVisibleItemsHaveCells() {
        let (_, collectionView, numbers) = grid()
        // Lines at 0, 100, 200 meet the 300-point height; the line at 300 does not.
        #expect(collectionView.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
        #expect(numbers.made == 6)
        #expect(collectionView.contentSize == CGSize(width: 200, height: 1990))
        let cell = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        #expect(cell?.frame == CGRect(x: 105, y: 100, width: 90, height: 90))
        #expect(collectionView.indexPath(for: cell!) == IndexPath(item: 3, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 10, section: 0)) == nil)
        #expect(collectionView.visibleCells.count == 6)
    }

    @Test func scrollingReusesCellsThatLeft() {
        let (window, collectionView, numbers) = grid()
        collectionView.contentOffset = CGPoint(x: 0, y: 250)
        window.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(4..<12))
        let cells = collectionView.visibleCells.compactMap { $0 as? NumberCell }
        #expect(cells.map(\.number) == Array(4..<12))
        #expect(cells.filter { $0.reuseCount > 0 }.count == 4)
        #expect(numbers.made == 12)
        #expect(collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.count == 8)
    }

    @Test func layoutAttributesAndScrollToItem() {
        let (window, collectionView, _) = grid()
        let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 21, section: 0))
        #expect(attributes?.frame == CGRect(x: 105, y: 1000, width: 90, height: 90))
        collectionView.scrollToItem(at: IndexPath(item: 21, section: 0), at: .centeredVertically, animated: false)
        window.layoutIfNeeded()
        #expect(collectionView.contentOffset.y == 895)
        collectionView.scrollToItem(at: IndexPath(item: 39, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 1690)
        window.layoutIfNeeded()
        #expect(collectionView.indexPath(for: collectionView.visibleCells.last!) == IndexPath(item: 39, section: 0))
    }

    @Test func aTapHighlightsThenSelectsAsTheDelegateAllows() throws {
        let (window, collectionView, numbers) = grid()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.tap(at: CGPoint(x: 50, y: 50))
        #expect(numbers.log == ["highlight 0", "select 0"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
        try recorder.tap(at: CGPoint(x: 150, y: 50))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        try recorder.tap(at: CGPoint(x: 50, y: 150))
        #expect(numbers.log.suffix(3) == ["highlight 2", "deselect 0", "select 2"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test func programmaticSelectionFollowsTheCellsAndMultipleSelection() {
        let (_, collectionView, numbers) = grid()
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [1, 4])
        #expect(numbers.log.isEmpty)
        collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [4])
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func batchUpdatesMoveCellsAndAnimate() {
        let (window, collectionView, numbers) = grid([6])
        let third = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        numbers.counts = [6]
        var done = false
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
        }) { done = $0 }
        // The old third item is now the second: the same cell slides from (5, 100) to (105, 0).
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
        VirtualClock.shared.advance(by: 0.15)
        let middle = third!.layer.presentation()!.position
        #expect(middle.x > 50 && middle.x < 150 && middle.y > 45 && middle.y < 145)
        VirtualClock.shared.advance(by: 0.35)
        window.layoutIfNeeded()
        #expect(done)
        #expect(third!.frame.origin == CGPoint(x: 105, y: 0))
        #expect(collectionView.indexPathsForVisibleItems.count == 6)
    }

    @Test func inconsistentUpdatesReloadInsteadOfCrashing() {
        let (window, collectionView, numbers) = grid([6])
        numbers.counts = [9]
        var finished: Bool?
        collectionView.performBatchUpdates({
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }) { finished = $0 }
        window.layoutIfNeeded()
        #expect(finished == false)
        #expect(collectionView.numberOfItems(inSection: 0) == 9)
    }

    @Test func anAnimatedLayoutChangeSlidesCellsToTheNewLayout() {
        let (window, collectionView, _) = grid()
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 200, height: 44)
        list.minimumLineSpacing = 0
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        var finished = false
        collectionView.setCollectionViewLayout(list, animated: true) { finished = $0 }
        #expect(collectionView.collectionViewLayout === list)
        VirtualClock.shared.advance(by: 0.15)
        let middle = second.layer.presentation()!.bounds.width
        #expect(middle > 90 && middle < 200)
        VirtualClock.shared.advance(by: 0.35)
        window.layoutIfNeeded()
        #expect(finished)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 44, width: 200, height: 44))
        #expect(collectionView.indexPathsForVisibleItems.count == 7)
    }

    @Test func anInteractiveTransitionBlendsByProgress() {
        let (window, collectionView, _) = grid()
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 200, height: 44)
        list.minimumLineSpacing = 0
        var result: (Bool, Bool)?
        let transition = collectionView.startInteractiveTransition(to: list) { result = ($0, $1) }
        transition.transitionProgress = 0.5
        window.layoutIfNeeded()
        // Item 1: from (105, 0, 90, 90) in the grid to (0, 44, 200, 44) in the list.
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 52.5, y: 22, width: 145, height: 67))
        collectionView.cancelInteractiveTransition()
        VirtualClock.shared.advance(by: 0.35)
        window.layoutIfNeeded()
        #expect(result?.0 == false && result?.1 == true)
        #expect(collectionView.collectionViewLayout !== list)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 90)
    }

    @Test func unregisteredIdentifiersWarnAndGivePlainCells() {
        let (_, collectionView, _) = grid()
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == UICollectionViewCell.self)
    }

    /// A cell that asks for a height of 40 + 10 × its number.
    final class TallCell: UICollectionViewCell {
        var number = 0
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.size = CGSize(width: 200, height: 40 + 10 * CGFloat(number))
            return attributes
        }
    }

    @Test func estimatedSizesGiveWayToTheCellsPreferredSizes() {
        let (window, collectionView, _) = grid([5])
        let registration = UICollectionView.CellRegistration<TallCell, Int> { cell, _, number in cell.number = number }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 200, height: 20)
        layout.minimumLineSpacing = 0
        collectionView.collectionViewLayout = layout
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<5))
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let frames = collectionView.indexPathsForVisibleItems.compactMap { collectionView.cellForItem(at: $0)?.frame }
        #expect(frames.map(\.height) == [40, 50, 60, 70, 80])
        #expect(frames.map(\.minY) == [0, 40, 90, 150, 220])
        #expect(collectionView.contentSize.height == 300)
    }
}
