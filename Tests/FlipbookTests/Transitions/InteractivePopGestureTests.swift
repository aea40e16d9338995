import Flipbook
import Testing

@MainActor
@Suite struct InteractivePopGestureTests {
    @MainActor private final class Scene {
        let window = makeTestWindow(width: 100, height: 200)
        let log = CallLog()
        let a: LoggedViewController
        let b: LoggedViewController
        let nav: UINavigationController

        init() {
            a = LoggedViewController("A", log: log, color: .red)
            b = LoggedViewController("B", log: log, color: .blue)
            nav = UINavigationController(rootViewController: a)
            window.rootViewController = nav
            nav.pushViewController(b, animated: false)
            _ = log.take()
        }

        /// Drags from the left edge to `x` in `steps` moves of 1/60 s, then lifts (or cancels).
        func swipe(to x: CGFloat, steps: Int, cancel: Bool = false) {
            let finger = ScriptedTouch(window: window)
            finger.down(at: CGPoint(x: 2, y: 100))
            for step in 1...steps {
                VirtualClock.shared.advance(by: 1.0 / 60)
                finger.move(to: CGPoint(x: 2 + (x - 2) * CGFloat(step) / CGFloat(steps), y: 100))
            }
            if cancel { finger.cancel() } else { finger.up() }
        }
    }

    @Test func swipingPastHalfPopsWithTheDefaultSlide() {
        let scene = Scene()
        let finger = ScriptedTouch(window: scene.window)
        finger.down(at: CGPoint(x: 2, y: 100))
        for x in stride(from: 12, through: 62, by: 10) {
            VirtualClock.shared.advance(by: 0.1)
            finger.move(to: CGPoint(x: CGFloat(x), y: 100))
        }
        // Slow (100 pt/s) and at 60 %: the slide follows the finger.
        #expect(scene.nav.transitionCoordinator?.isInteractive == true)
        #expect(abs(scene.b.view.layer.presentation()!.frame.minX - 60) < 0.001)
        finger.up()
        VirtualClock.shared.advance(by: 1)
        #expect(scene.nav.viewControllers == [scene.a])
        #expect(scene.log.entries.contains("A.viewDidAppear"))
        #expect(scene.b.view.superview == nil)
    }

    @Test func aShortSlowSwipeCancels() {
        let scene = Scene()
        scene.swipe(to: 32, steps: 30)
        VirtualClock.shared.advance(by: 1)
        #expect(scene.nav.viewControllers == [scene.a, scene.b])
        #expect(scene.b.view.frame == scene.window.bounds)
        #expect(scene.a.view.superview == nil)
        #expect(
            scene.log.entries.suffix(4) == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ])
    }

    @Test func aQuickFlickFinishesAndACancelledTouchCancels() {
        let scene = Scene()
        scene.swipe(to: 32, steps: 3)
        VirtualClock.shared.advance(by: 1)
        #expect(scene.nav.viewControllers == [scene.a])
        let second = Scene()
        second.swipe(to: 90, steps: 10, cancel: true)
        VirtualClock.shared.advance(by: 1)
        #expect(second.nav.viewControllers == [second.a, second.b])
    }

    @Test func theGestureDoesNothingAtTheRoot() {
        let scene = Scene()
        scene.nav.popViewController(animated: false)
        scene.swipe(to: 90, steps: 10)
        VirtualClock.shared.advance(by: 1)
        #expect(scene.nav.viewControllers == [scene.a])
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}
