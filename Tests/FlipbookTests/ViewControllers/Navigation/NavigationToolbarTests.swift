import FlipbookTesting
import Testing

@testable import Flipbook

/// A navigation controller's own toolbar, as in UIKit: hidden until asked for, then along the bottom with
/// its row of items above the home indicator, showing the top view controller's `toolbarItems`, in the
/// children's safe area, cross-fading its items during pushes and pops and leaving with the outgoing view
/// when a pushed controller hides the bottom bar.
@MainActor
@Suite struct NavigationToolbarTests {
    private final class Page: UIViewController {
        let color: UIColor
        init(_ title: String, _ color: UIColor, items: [String]) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
            self.title = title
            toolbarItems =
                items.flatMap { [UIBarButtonItem.flexibleSpace(), UIBarButtonItem(title: $0)] } + [
                    .flexibleSpace()
                ]
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }
    }

    private func scene() -> (UIWindow, UINavigationController, Page) {
        let window = makeTestWindow(width: 390, height: 844)
        let root = Page("Inbox", .white, items: ["Edit", "Compose"])
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return (window, navigation, root)
    }

    @Test func theToolbarIsHiddenUntilAskedForThenSitsAboveTheHomeIndicator() {
        let (window, navigation, root) = scene()
        #expect(navigation.isToolbarHidden)
        #expect(navigation.toolbar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 34)
        navigation.isToolbarHidden = false
        window.layoutIfNeeded()
        #expect(!navigation.toolbar.isHidden)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44 + 34))
        #expect(navigation.toolbar.items?.count == 5 && navigation.toolbar.items?[1] === root.toolbarItems?[1])
        #expect(
            abs(root.view.safeAreaInsets.bottom - (34 + 44)) < 0.001, "the child's safe area ends above the toolbar")
        let edit = navigation.toolbar.itemViewsForTesting[1]
        #expect(edit.frame.midY == 22, "the items sit in the top 44 points")
        root.setToolbarItems([UIBarButtonItem(title: "Done")], animated: false)
        #expect(navigation.toolbar.items?.first?.title == "Done")
    }

    @Test func hidingAndShowingAnimatedSlidesTheToolbar() {
        let (window, navigation, _) = scene()
        navigation.setToolbarHidden(false, animated: true)
        VirtualClock.shared.advance(by: 0.1)
        let midway = navigation.toolbar.layer.presentation()!.frame.minY
        #expect(midway > 844 - 78 && midway < 844)
        VirtualClock.shared.advance(by: 0.2)
        navigation.setToolbarHidden(true, animated: true)
        #expect(!navigation.toolbar.isHidden, "it slides out before it hides")
        VirtualClock.shared.advance(by: 0.3)
        #expect(navigation.toolbar.isHidden && navigation.isToolbarHidden)
        window.layoutIfNeeded()
        #expect(navigation.topViewController!.view.safeAreaInsets.bottom == 34)
    }

    @Test func pushesCrossFadeTheItemsAndTheRecordingShowsThem() throws {
        let (window, navigation, _) = scene()
        navigation.isToolbarHidden = false
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        assertGolden(recorder.snapshot(), named: "navigation-toolbar", suite: "bars")
        let detail = Page("Message", UIColor(white: 0.93, alpha: 1), items: ["Reply"])
        navigation.pushViewController(detail, animated: true)
        VirtualClock.shared.advance(by: 0.15)
        #expect(navigation.toolbar.items?.count == 3, "the new items are the toolbar's from the start")
        #expect(navigation.toolbar.subviews.count == 3, "hairline, the old row fading out, the new row fading in")
        assertGolden(recorder.snapshot(), named: "navigation-toolbar-push-midway", suite: "bars")
        VirtualClock.shared.advance(by: 0.4)
        #expect(navigation.toolbar.subviews.count == 2)
        #expect(navigation.toolbar.itemViewsForTesting.count == 3)
        navigation.popViewController(animated: true)
        VirtualClock.shared.advance(by: 0.6)
        #expect(navigation.toolbar.items?.count == 5)
    }

    @Test func aControllerHidingTheBottomBarTakesTheToolbarAwayWithTheOutgoingView() {
        let (window, navigation, root) = scene()
        navigation.isToolbarHidden = false
        let detail = Page("Photo", .black, items: [])
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        VirtualClock.shared.advance(by: 0.1)
        #expect(navigation.toolbar.superview === root.view, "it leaves inside the outgoing view")
        VirtualClock.shared.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.superview === navigation.view && navigation.toolbar.isHidden)
        #expect(!navigation.isToolbarHidden, "the setting stays; only the pushed controller hides it")
        #expect(detail.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: true)
        VirtualClock.shared.advance(by: 0.1)
        #expect(navigation.toolbar.superview === root.view && !navigation.toolbar.isHidden, "it comes back with it")
        VirtualClock.shared.advance(by: 0.5)
        #expect(navigation.toolbar.superview === navigation.view && !navigation.toolbar.isHidden)
        #expect(abs(navigation.toolbar.frame.minY - (844 - 78)) < 0.001)
    }
}
