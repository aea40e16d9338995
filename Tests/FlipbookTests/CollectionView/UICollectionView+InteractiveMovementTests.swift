import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Moving an item interactively: its cell follows the target position, the others make room, the end moves it
/// in the data source and a cancel puts everything back.
@MainActor @Suite struct UICollectionViewInteractiveMovementTests {
    final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
        var moves: [String] = []
        var lockedFirst = false

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            colors.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item]
            cell.contentView.layer.cornerRadius = 12
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            moves.append("\(sourceIndexPath.item)->\(destinationIndexPath.item)")
            colors.insert(colors.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
        func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            lockedFirst && proposedIndexPath.item == 0 ? currentIndexPath : proposedIndexPath
        }
    }

    /// A 220 × 160 window with a grid of 60-point tiles, three a line, 10-point gaps.
    private func grid(_ tiles: Tiles) -> (UIWindow, UICollectionView) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = tiles
        collectionView.delegate = tiles
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView)
    }

    @Test func theItemFollowsTheTargetAndTheOthersMakeRoom() throws {
        let tiles = Tiles()
        let (window, collectionView) = grid(tiles)
        let red = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let orange = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let yellow = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one at a time")
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 120, y: 45))
        #expect(red.center == CGPoint(x: 120, y: 45), "the item follows at once")
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === red, "shown where it would go")
        VirtualClock.shared.advance(by: 0.1)
        #expect(orange.layer.presentation()!.position.x < 110 && orange.layer.presentation()!.position.x > 40)
        VirtualClock.shared.advance(by: 0.2)
        #expect(orange.center == CGPoint(x: 40, y: 40), "Orange slid into Red's place")
        #expect(yellow.center == CGPoint(x: 180, y: 40), "Yellow stays")
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 120, y: 110))
        VirtualClock.shared.advance(by: 0.3)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        assertGolden(recorder.snapshot(), named: "interactive-movement", at: 0, suite: "CollectionView")
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === red)
        collectionView.endInteractiveMovement()
        #expect(tiles.moves == ["0->4"])
        #expect(tiles.colors[4] == .systemRed)
        VirtualClock.shared.advance(by: 0.3)
        #expect(red.center == CGPoint(x: 110, y: 110), "settled in its new place")
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.contentView.backgroundColor == .systemRed)
    }

    @Test func aCancelPutsEverythingBackAndTheDelegateRedirects() throws {
        let tiles = Tiles()
        tiles.lockedFirst = true
        let (_, collectionView) = grid(tiles)
        let blue = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 40, y: 40))
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) === blue, "the delegate refused 0")
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 110, y: 40))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === blue)
        collectionView.cancelInteractiveMovement()
        VirtualClock.shared.advance(by: 0.3)
        #expect(tiles.moves.isEmpty)
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) === blue)
        #expect(blue.center == CGPoint(x: 180, y: 110))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.center == CGPoint(x: 110, y: 40))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.reloadData()
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        #expect(
            collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)), "the reload ended it")
    }
}
