import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// An interactive movement whose finger rests near an edge scrolls the collection view on the virtual clock,
/// the same way every run, and the item stays under the finger.
@MainActor @Suite struct UICollectionViewAutoscrollTests {
    final class Tiles: NSObject, UICollectionViewDataSource {
        var numbers = Array(0..<60)
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            numbers.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentView.backgroundColor = .systemBlue
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            numbers.insert(numbers.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    /// A 200 × 300 collection view of 60 rows 40 points high (2,400 points of content), or of 60 columns 40
    /// points wide when `horizontal`.
    private func list(_ tiles: Tiles, horizontal: Bool = false) -> (UIWindow, UICollectionView) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        layout.itemSize = horizontal ? CGSize(width: 40, height: 300) : CGSize(width: 200, height: 40)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = tiles
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView)
    }

    @Test func aFingerNearTheBottomScrollsDownAndTheItemFollows() throws {
        let tiles = Tiles()
        let (window, collectionView) = list(tiles)
        let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        // 25 points from the bottom edge: half the maximum speed (400 pt/s).
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 275))
        // Thirty steps of 1/60 s (the thirty-first comes at 0.517 s).
        VirtualClock.shared.advance(by: 0.505)
        window.layoutIfNeeded()
        #expect(abs(collectionView.contentOffset.y - 200) < 0.01, "400 pt/s for half a second")
        #expect(abs(moving.center.y - collectionView.contentOffset.y - 275) < 0.01, "the item stays under the finger")
        // Out of the zone: it stops.
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: collectionView.contentOffset.y + 150))
        let stopped = collectionView.contentOffset.y
        VirtualClock.shared.advance(by: 0.5)
        #expect(collectionView.contentOffset.y == stopped)
        collectionView.endInteractiveMovement()
        VirtualClock.shared.advance(by: 0.3)
        #expect(tiles.numbers.firstIndex(of: 1) == Int((stopped + 150) / 40), "dropped where the finger was")
    }

    @Test func itStopsAtTheEndOfTheContent() {
        let tiles = Tiles()
        let (_, collectionView) = list(tiles)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 299))
        VirtualClock.shared.advance(by: 10)
        #expect(collectionView.contentOffset.y == 2_100, "the last offset: 2,400 less the 300-point view")
        collectionView.cancelInteractiveMovement()
        #expect(tiles.numbers == Array(0..<60))
    }

    @Test func nearTheTopAtTheStartNothingScrolls() {
        let tiles = Tiles()
        let (_, collectionView) = list(tiles)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 5))
        VirtualClock.shared.advance(by: 0.5)
        #expect(collectionView.contentOffset.y == 0)
        collectionView.endInteractiveMovement()
    }

    @Test func aHorizontalCollectionViewScrollsTowardsTheTrailingEdge() {
        let tiles = Tiles()
        let (_, collectionView) = list(tiles, horizontal: true)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 150))
        VirtualClock.shared.advance(by: 0.255)
        #expect(abs(collectionView.contentOffset.x - 200) < 0.01, "the full 800 pt/s at the edge")
        #expect(collectionView.contentOffset.y == 0)
        collectionView.cancelInteractiveMovement()
    }

    @Test func theSameRunScrollsTheSameWay() {
        func run() -> [CGFloat] {
            let (_, collectionView) = list(Tiles())
            _ = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 290))
            var offsets: [CGFloat] = []
            for _ in 0..<20 {
                VirtualClock.shared.advance(by: 1.0 / 30)
                offsets.append(collectionView.contentOffset.y)
            }
            collectionView.cancelInteractiveMovement()
            return offsets
        }
        #expect(run() == run())
    }
}
