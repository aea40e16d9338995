import Flipbook
import Testing

/// The corpus's springy list: a flow layout on `UIDynamicAnimator(collectionViewLayout:)` whose rows lag
/// behind a scroll on their springs and settle back where the flow layout puts them.
@MainActor
@Suite struct SpringyFlowLayoutTests {
    @Test func rowsLagBehindAScrollAndSettleOnTheirPlaces() throws {
        let list = SpringyListViewController()
        let window = makeClientWindow(root: list)
        window.layoutIfNeeded()
        let collectionView = try #require(list.collectionView)
        let row = IndexPath(item: 5, section: 0)
        let resting = try #require(list.layout.layoutAttributesForItem(at: row)).center
        #expect(collectionView.cellForItem(at: row)?.center == resting)

        #expect(collectionView.cellForItem(at: row)?.frame.width == 160)
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        window.layoutIfNeeded()
        // No finger: the resistance is the row's distance from the top over 1500 points (5 rows of 52 points
        // and half a row down, about 0.19), so the row lags about 0.19 × 120 points behind.
        let lagged = try #require(collectionView.cellForItem(at: row)).center
        let resistance = resting.y / 1500
        #expect(abs((lagged.y - resting.y) - 120 * resistance) < 0.5)

        VirtualClock.shared.advance(by: 0.25)
        window.layoutIfNeeded()
        let moving = try #require(collectionView.cellForItem(at: row)).center
        #expect(moving.y < lagged.y && moving.y > resting.y - 20, "springing back")
        assertClientGolden(window, "springy-list", at: 0.25)

        VirtualClock.shared.advance(by: 4)
        window.layoutIfNeeded()
        let settled = try #require(collectionView.cellForItem(at: row)).center
        #expect(abs(settled.y - resting.y) < 0.5 && settled.x == resting.x)
    }

    @Test func theAnimatorAnswersForCellsAndNotForOtherKinds() throws {
        let list = SpringyListViewController()
        let window = makeClientWindow(root: list)
        window.layoutIfNeeded()
        let animator = UIDynamicAnimator(collectionViewLayout: list.layout)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 3, section: 0))
        header.frame = CGRect(x: 10, y: 200, width: 100, height: 100)
        let gravity = UIGravityBehavior(items: [attributes, header])
        animator.addBehavior(gravity)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) === attributes)
        #expect(
            animator.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 3, section: 0)) === header)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 4, section: 0)) == nil)
        #expect(animator.referenceView == nil)
        VirtualClock.shared.advance(by: 0.1)
        // Free fall in content coordinates: ½ · 1000 · 0.1² = 5 points.
        #expect(abs(attributes.center.y - 75) < 0.01)
        withExtendedLifetime(window) {}
    }
}
