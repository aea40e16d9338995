import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Layout-to-layout navigation: pushing a collection view controller that uses layout-to-layout transitions
/// animates the collection view below into the pushed controller's layout, without a slide or the navigation
/// delegate's animator; popping animates it back.
@MainActor @Suite struct LayoutToLayoutNavigationTests {
    final class Swatches: UICollectionViewController {
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
        var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
            collectionView.backgroundColor = .systemBackground
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            colors.count
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item]
            cell.contentView.layer.cornerRadius = 8
            return cell
        }
    }

    final class Watcher: NSObject, UINavigationControllerDelegate {
        var asked = 0
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            asked += 1
            return nil
        }
    }

    private static func flow(_ side: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        return layout
    }

    @Test func pushAnimatesTheSharedCollectionViewToTheNewLayoutAndPopAnimatesItBack() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
        window.makeKeyAndVisible()
        let grid = Swatches(collectionViewLayout: Self.flow(48))
        grid.title = "Swatches"
        let navigation = UINavigationController(rootViewController: grid)
        let watcher = Watcher()
        navigation.delegate = watcher
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let shared = try #require(grid.collectionView)
        let red = try #require(shared.cellForItem(at: IndexPath(item: 0, section: 0)))
        let small = red.frame
        let large = UICollectionViewController(collectionViewLayout: Self.flow(104))
        large.title = "Large"
        large.useLayoutToLayoutNavigationTransitions = true
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        navigation.pushViewController(large, animated: true)
        #expect(large.collectionView === shared, "the pushed controller shows the collection view below")
        #expect(shared.dataSource === grid && shared.delegate === grid, "the controller below stays in charge")
        #expect(watcher.asked == 0, "the navigation delegate's animator is not asked")
        VirtualClock.shared.advance(by: 0.175)
        let midway = try #require(red.layer.presentation()).bounds.width
        #expect(midway > small.width && midway < 104, "the cell grows with the transition")
        assertGolden(recorder.snapshot(), named: "layout-to-layout-push", at: 0.175, suite: "CollectionView")
        VirtualClock.shared.advance(by: 0.3)
        #expect(navigation.topViewController === large && shared.collectionViewLayout === large.collectionViewLayout)
        #expect(red.frame.width == 104 && shared.window === window)
        assertGolden(recorder.snapshot(), named: "layout-to-layout-pushed", at: 0.475, suite: "CollectionView")
        navigation.popViewController(animated: true)
        VirtualClock.shared.advance(by: 0.5)
        #expect(navigation.topViewController === grid && watcher.asked == 0)
        let back = try #require(shared.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(back.frame == small, "back in the grid")
        #expect(grid.view === shared && shared.window === window)
    }

    @Test func withoutAnimationTheLayoutChangesAtOnce() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
        window.makeKeyAndVisible()
        let grid = Swatches(collectionViewLayout: Self.flow(48))
        let navigation = UINavigationController(rootViewController: grid)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let large = UICollectionViewController(collectionViewLayout: Self.flow(104))
        large.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(large, animated: false)
        VirtualClock.shared.advance(by: 0.1)
        window.layoutIfNeeded()
        let red = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(red.frame.width == 104 && large.collectionView === grid.collectionView)
        navigation.popViewController(animated: false)
        VirtualClock.shared.advance(by: 0.1)
        window.layoutIfNeeded()
        #expect(navigation.topViewController === grid)
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 48)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func withoutTheFlagAPushSlidesAsUsual() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
        window.makeKeyAndVisible()
        let grid = Swatches(collectionViewLayout: Self.flow(48))
        let navigation = UINavigationController(rootViewController: grid)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let other = Swatches(collectionViewLayout: Self.flow(104))
        navigation.pushViewController(other, animated: true)
        #expect(other.collectionView !== grid.collectionView)
        VirtualClock.shared.advance(by: 0.5)
        #expect(other.collectionView.dataSource === other)
    }

    @Test func anEdgeSwipePopFollowsTheFingerThenFinishesOrCancels() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
        window.makeKeyAndVisible()
        let grid = Swatches(collectionViewLayout: Self.flow(48))
        grid.title = "Swatches"
        let navigation = UINavigationController(rootViewController: grid)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let large = UICollectionViewController(collectionViewLayout: Self.flow(104))
        large.title = "Large"
        large.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(large, animated: true)
        VirtualClock.shared.advance(by: 0.5)
        let shared = try #require(grid.collectionView)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let red = try #require(shared.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(red.frame.width == 104)

        // Half the width: the transition layout sits halfway between the two layouts (sizes blend linearly).
        let finger = try recorder.drag(
            from: CGPoint(x: 3, y: 250), to: CGPoint(x: 123, y: 250), duration: 0.4, ending: .hold)
        let transition = try #require(shared.collectionViewLayout as? UICollectionViewTransitionLayout)
        #expect(transition.currentLayout === large.ownLayout, "from the popped controller's layout")
        #expect(transition.nextLayout === grid.ownLayout, "to the layout below")
        #expect(abs(transition.transitionProgress - 0.5) < 1e-9)
        let halfway = try #require(shared.cellForItem(at: IndexPath(item: 0, section: 0))).frame.width
        #expect(abs(halfway - (104 + (48 - 104) * 0.5)) < 1e-6, "\(halfway)")
        assertGolden(recorder.snapshot(), named: "layout-to-layout-pop-drag", at: 0.4, suite: "CollectionView")

        // Back to a quarter: the cells follow the finger back; released at rest there, the pop cancels.
        try recorder.drag(finger, through: [CGPoint(x: 63, y: 250)], duration: 0.2, ending: .hold)
        #expect(abs(transition.transitionProgress - 0.25) < 1e-9)
        let quarter = try #require(shared.cellForItem(at: IndexPath(item: 0, section: 0))).frame.width
        #expect(abs(quarter - (104 + (48 - 104) * 0.25)) < 1e-6, "\(quarter)")
        try recorder.drag(finger, through: [CGPoint(x: 63, y: 250)], duration: 0.1)
        try recorder.advance(seconds: 0.5)
        #expect(navigation.topViewController === large, "cancelled: still on the large layout")
        #expect(shared.collectionViewLayout === large.collectionViewLayout)
        #expect(shared.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 104)
        #expect(large.collectionView === shared && shared.window === window)

        // Three quarters, released at rest: the pop finishes into the grid.
        let again = try recorder.drag(
            from: CGPoint(x: 3, y: 250), to: CGPoint(x: 183, y: 250), duration: 0.4, ending: .hold)
        try recorder.drag(again, through: [CGPoint(x: 183, y: 250)], duration: 0.1)
        try recorder.advance(seconds: 0.5)
        #expect(navigation.topViewController === grid, "finished: back in the grid")
        #expect(shared.collectionViewLayout === grid.collectionViewLayout)
        #expect(shared.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 48)
        #expect(grid.view === shared && shared.window === window)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}
