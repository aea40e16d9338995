import Foundation
import Testing

@testable import Flipbook

/// Layouts written as apps subclass `UICollectionViewLayout`: a custom layout places the cells, and its
/// appearing-item attributes start an inserted cell's animation.
@MainActor @Suite struct UICollectionViewLayoutTests {
    /// A single column of 50-point rows, inserted rows growing from a point.
    final class ColumnLayout: UICollectionViewLayout {
        var prepared = 0
        private var frames: [CGRect] = []

        override func prepare() {
            super.prepare()
            prepared += 1
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * 50, width: 100, height: 50) }
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: 100, height: CGFloat(frames.count) * 50)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            frames.indices.filter { frames[$0].intersects(rect) }.compactMap {
                layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
            }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard frames.indices.contains(indexPath.item) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frames[indexPath.item]
            return attributes
        }

        override func initialLayoutAttributesForAppearingItem(
            at itemIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            attributes?.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            return attributes
        }
    }

    final class Rows: NSObject, UICollectionViewDataSource {
        var count = 3
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    @Test func aCustomLayoutPlacesCellsAndGrowsInsertedOnes() {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
        window.makeKeyAndVisible()
        let layout = ColumnLayout()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let rows = Rows()
        collectionView.dataSource = rows
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        #expect(layout.prepared == 1)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        #expect(collectionView.contentSize == CGSize(width: 100, height: 150))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)

        rows.count = 4
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        let inserted = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        VirtualClock.shared.advance(by: 0.15)
        let scale = inserted.layer.presentation()!.transform.m11
        #expect(scale > 0.05 && scale < 0.95, "the inserted cell grows from the layout's initial attributes")
        VirtualClock.shared.advance(by: 0.2)
        window.layoutIfNeeded()
        #expect(inserted.transform == .identity)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 50)
        #expect(layout.prepared >= 2)
    }
}
