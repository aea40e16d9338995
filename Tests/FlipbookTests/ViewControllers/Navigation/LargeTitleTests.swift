import Flipbook
import FlipbookTesting
import Testing

/// Large titles: `prefersLargeTitles`, each item's `largeTitleDisplayMode`, `largeTitleTextAttributes`,
/// and the bar's height and titles animating between large and small during pushes and pops.
@MainActor
@Suite struct LargeTitleTests {
    private func page(_ title: String, _ mode: UINavigationItem.LargeTitleDisplayMode = .automatic)
        -> UIViewController
    {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = .white
        vc.navigationItem.largeTitleDisplayMode = mode
        return vc
    }

    private func largeNavigation(_ root: UIViewController, in window: UIWindow) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return navigation
    }

    @Test func theDisplayModeDecidesAndAutomaticInheritsFromThePreviousItem() {
        let window = makeTestWindow(width: 390, height: 844)
        let navigation = UINavigationController(rootViewController: page("Settings"))
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44, "no large titles unless the bar prefers them")
        #expect(UINavigationItem(title: "x").largeTitleDisplayMode == .automatic)
        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96, "the root's automatic title is large")
        var heights: [CGFloat] = []
        for mode in [UINavigationItem.LargeTitleDisplayMode.never, .automatic, .always, .automatic] {
            navigation.pushViewController(page("\(mode)", mode), animated: false)
            window.layoutIfNeeded()
            heights.append(navigation.navigationBar.frame.height)
        }
        #expect(heights == [44, 44, 96, 96])
        #expect(navigation.navigationBar.topItemTitle == "automatic")
    }

    @Test func pushingToASmallTitleAnimatesTheBarDownAndPoppingBackUp() {
        let window = makeTestWindow(width: 390, height: 844)
        let navigation = largeNavigation(page("Settings"), in: window)
        let bar = navigation.navigationBar
        navigation.pushViewController(page("General", .never), animated: true)
        VirtualClock.shared.advance(by: 0.175)
        let midPush = bar.layer.presentation()?.bounds.height ?? 0
        #expect(midPush > 50 && midPush < 90, "halfway between 96 and 44, got \(midPush)")
        #expect(bar.frame.height == 44)
        VirtualClock.shared.advance(by: 0.3)
        #expect(bar.layer.presentation()?.bounds.height == 44)
        #expect(bar.backItemTitle == "Settings")
        navigation.popViewController(animated: true)
        VirtualClock.shared.advance(by: 0.175)
        let midPop = bar.layer.presentation()?.bounds.height ?? 0
        #expect(midPop > 50 && midPop < 90, "halfway between 44 and 96, got \(midPop)")
        VirtualClock.shared.advance(by: 0.3)
        #expect(bar.frame.height == 96 && bar.layer.presentation()?.bounds.height == 96)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func aCancelledInteractivePopKeepsTheSmallBar() throws {
        let window = makeTestWindow(width: 390, height: 844)
        let navigation = largeNavigation(page("Settings"), in: window)
        navigation.pushViewController(page("General", .never), animated: false)
        window.layoutIfNeeded()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let finger = try recorder.drag(
            from: CGPoint(x: 2, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.3, ending: .hold)
        let held = navigation.navigationBar.layer.presentation()?.bounds.height ?? 0
        #expect(held > 50 && held < 90, "the bar's height follows the finger, got \(held)")
        try recorder.drag(finger, through: [CGPoint(x: 20, y: 400)], duration: 0.1)
        try recorder.advance(seconds: 0.5)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(navigation.navigationBar.layer.presentation()?.bounds.height == 44)
    }

    @Test func largeTitleTextAttributesColourTheLargeTitle() {
        let window = makeTestWindow(width: 390, height: 844)
        let navigation = largeNavigation(page("Settings"), in: window)
        navigation.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
        window.layoutIfNeeded()
        let frame = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot()
        var redInLargeStrip = 0
        var redElsewhere = 0
        for y in 0..<844 {
            for x in 0..<390 {
                let pixel = frame[x, y]
                guard pixel.r > 200, pixel.g < 90, pixel.b < 90 else { continue }
                if y >= 47 + 44, y < 47 + 96, x >= 16 { redInLargeStrip += 1 } else { redElsewhere += 1 }
            }
        }
        #expect(redInLargeStrip > 100 && redElsewhere == 0)
    }

    @Test func keyFramesOfAPushFromALargeTitle() {
        let window = makeTestWindow(width: 390, height: 844)
        let navigation = largeNavigation(page("Settings"), in: window)
        navigation.pushViewController(page("General", .never), animated: true)
        for (time, name) in [(0.1, "large-title-push-early"), (0.175, "large-title-push-middle")] {
            VirtualClock.shared.advance(by: time - VirtualClock.shared.now)
            assertGolden(
                FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot(),
                named: name, at: VirtualClock.shared.now, suite: "transitions")
        }
    }
}
