import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// A scroll view's pan begins only along an axis it can scroll, so the navigation controller's edge-swipe pop
/// wins a sideways swipe over a vertically scrolling collection view (and over the layout-to-layout push), while
/// a horizontally scrolling one takes the swipe and nothing pops, as on iOS.
@MainActor @Suite struct ScrollViewPanGestureRecognizerTests {
    final class Grid: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            60
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemTeal
            return cell
        }
    }

    static func flow(_ side: CGFloat, horizontal: Bool = false) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        return layout
    }

    /// A navigation controller in a 240 × 400 window showing `top` over a plain root.
    func stack(_ top: UIViewController, below: UIViewController = UIViewController()) -> (
        UIWindow, UINavigationController
    ) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 400))
        window.makeKeyAndVisible()
        below.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: below)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        navigation.pushViewController(top, animated: true)
        VirtualClock.shared.advance(by: 1)
        window.layoutIfNeeded()
        return (window, navigation)
    }

    /// A finger from (`from`) to (`to`) in 12 moves of 1/60 s, lifted, and a second for things to settle.
    func drag(_ window: UIWindow, from: CGPoint, to: CGPoint) {
        let finger = ScriptedTouch(window: window)
        finger.down(at: from)
        for step in 1...12 {
            VirtualClock.shared.advance(by: 1.0 / 60)
            let t = CGFloat(step) / 12
            finger.move(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
        finger.up()
        VirtualClock.shared.advance(by: 1)
        window.layoutIfNeeded()
    }

    @Test func anEdgeSwipeOverAVerticalCollectionViewPops() {
        let grid = Grid(collectionViewLayout: Self.flow(50))
        let (window, navigation) = stack(grid)
        #expect(grid.collectionView.contentSize.height > 400, "the grid scrolls vertically")
        drag(window, from: CGPoint(x: 3, y: 250), to: CGPoint(x: 200, y: 250))
        #expect(navigation.viewControllers.count == 1, "the edge swipe popped")
    }

    @Test func aVerticalDragStillScrollsIt() {
        let grid = Grid(collectionViewLayout: Self.flow(50))
        let (window, navigation) = stack(grid)
        let start = grid.collectionView.contentOffset.y
        drag(window, from: CGPoint(x: 120, y: 350), to: CGPoint(x: 120, y: 200))
        #expect(grid.collectionView.contentOffset.y > start + 100)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func aHorizontalCollectionViewTakesTheEdgeSwipe() {
        let grid = Grid(collectionViewLayout: Self.flow(50, horizontal: true))
        let (window, navigation) = stack(grid)
        #expect(grid.collectionView.contentSize.width > 240, "the grid scrolls sideways")
        drag(window, from: CGPoint(x: 3, y: 250), to: CGPoint(x: 200, y: 250))
        #expect(navigation.viewControllers.count == 2, "the scroll view's pan began first: nothing pops")
        drag(window, from: CGPoint(x: 200, y: 250), to: CGPoint(x: 60, y: 250))
        #expect(grid.collectionView.contentOffset.x > 100, "and a sideways drag scrolls it")
    }

    @Test func anEdgeSwipePopsALayoutToLayoutPush() throws {
        let grid = Grid(collectionViewLayout: Self.flow(50))
        let (window, navigation) = stack(UIViewController())
        navigation.setViewControllers([grid], animated: false)
        window.layoutIfNeeded()
        let large = UICollectionViewController(collectionViewLayout: Self.flow(110))
        large.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(large, animated: true)
        VirtualClock.shared.advance(by: 1)
        window.layoutIfNeeded()
        let shared = try #require(grid.collectionView)
        #expect(shared.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 110)
        drag(window, from: CGPoint(x: 3, y: 250), to: CGPoint(x: 200, y: 250))
        #expect(navigation.topViewController === grid, "the edge swipe popped the layout-to-layout push")
        #expect(shared.collectionViewLayout === grid.collectionViewLayout)
        #expect(shared.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 50)
        #expect(grid.view === shared && shared.window === window)
    }
}
