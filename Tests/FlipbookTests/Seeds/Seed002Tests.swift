import Flipbook
import Testing

/// Seed 002: the spring presentation from the bottom and the pan-driven pop (0.5 threshold, optional
/// display-link completion, `completionSpeed = 1 − percentComplete`).
@MainActor
@Suite struct Seed002Tests {
    @Test func springPresentationFromTheBottomOvershoots() {
        withScreen(width: 120, height: 200) {
            let window = makeTestWindow(width: 120, height: 200)
            let delegate = Seed002TransitioningDelegate()
            let home = DemoPage("Home", tint: .systemGray)
            let sheet = DemoPage("Sheet", tint: .systemMint)
            sheet.transitioningDelegate = delegate
            sheet.modalPresentationStyle = .fullScreen
            window.rootViewController = home
            home.present(sheet, animated: true)
            #expect(shownFrame(sheet.view).minY == 200)
            var lowest = CGFloat.infinity
            for step in 1...48 {
                VirtualClock.shared.advance(by: 1.0 / 60)
                lowest = min(lowest, shownFrame(sheet.view).minY)
                if step == 9 { assertTransitionGolden(window, "seed002-spring-present") }
            }
            #expect(lowest < -1, "damping 0.6 overshoots the final frame")
            #expect(sheet.view.frame == window.bounds)
            #expect(home.presentedViewController === sheet)
            #expect(TransitionDiagnostics.shared.errors.isEmpty)
        }
    }

    /// A navigation controller with a second screen wired to the seed's pan interaction.
    @MainActor private final class PanScene {
        let window = makeTestWindow(width: 120, height: 200)
        let recorder: FrameRecorder
        let delegate = Seed002NavigationDelegate()
        let first = DemoPage("List", tint: .systemGreen)
        let second = DemoPage("Detail", tint: .systemRed)
        let nav: UINavigationController

        init() {
            recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
            nav = UINavigationController(rootViewController: first)
            nav.delegate = delegate
            window.rootViewController = nav
            nav.pushViewController(second, animated: false)
            delegate.interaction.wire(to: second)
        }
    }

    @Test func panPastHalfFinishesAndShortOfHalfCancels() throws {
        try withScreen(width: 120, height: 200) {
            let scene = PanScene()
            try scene.recorder.drag(from: CGPoint(x: 30, y: 120), to: CGPoint(x: 72, y: 120), duration: 0.3)
            #expect(scene.nav.transitionCoordinator?.isCancelled == true)
            try scene.recorder.advance(seconds: 0.5)
            #expect(scene.nav.viewControllers == [scene.first, scene.second])
            #expect(scene.second.view.frame == scene.window.bounds)

            let finger = try scene.recorder.drag(
                from: CGPoint(x: 30, y: 120), to: CGPoint(x: 102, y: 120), duration: 0.3, ending: .hold)
            #expect(abs(shownFrame(scene.second.view).minX - 72) < 0.001)
            assertTransitionGolden(scene.window, "seed002-pan-pop")
            try scene.recorder.drag(finger, through: [CGPoint(x: 102, y: 120)], duration: 0)
            // completionSpeed = 1 − 0.6: the remaining 40 % take (0.4 × 0.5 s) / 0.4 = 0.5 s.
            for _ in 0..<29 { try scene.recorder.advanceOneFrame() }
            #expect(scene.nav.transitionCoordinator != nil)
            try scene.recorder.advanceOneFrame()
            #expect(scene.nav.transitionCoordinator == nil)
            #expect(scene.nav.viewControllers == [scene.first])
            #expect(scene.second.view.superview == nil)
            #expect(TransitionDiagnostics.shared.errors.isEmpty)
        }
    }

    @Test func displayLinkPlaysTheRestTwoSixtiethsPerTick() throws {
        try withScreen(width: 120, height: 200) {
            let scene = PanScene()
            scene.delegate.interaction.completesWithDisplayLink = true
            try scene.recorder.drag(from: CGPoint(x: 30, y: 120), to: CGPoint(x: 102, y: 120), duration: 0.3)
            #expect(scene.delegate.interaction.percentComplete == 0.6)
            // Six ticks later (0.1 s at 60 Hz): 0.6 + 6 × 2/60 = 0.8.
            for _ in 0..<6 { try scene.recorder.advanceOneFrame() }
            #expect(abs(scene.delegate.interaction.percentComplete - 0.8) < 1e-9)
            #expect(abs(shownFrame(scene.second.view).minX - 96) < 1e-6)
            // The seed's running sum of 2/60 steps reaches 1 on the 13th tick (0.6 + 12 × 2/60 falls just
            // short in floating point); finish() with completionSpeed 1 − 1 = 0 then ends at once.
            for _ in 0..<6 { try scene.recorder.advanceOneFrame() }
            #expect(scene.nav.transitionCoordinator != nil)
            try scene.recorder.advanceOneFrame()
            #expect(scene.nav.transitionCoordinator == nil)
            #expect(scene.nav.viewControllers == [scene.first])

            // Released below half, the link plays it back and cancels.
            scene.nav.pushViewController(scene.second, animated: false)
            try scene.recorder.drag(from: CGPoint(x: 30, y: 120), to: CGPoint(x: 66, y: 120), duration: 0.2)
            try scene.recorder.advance(seconds: 0.3)
            #expect(scene.nav.viewControllers == [scene.first, scene.second])
            #expect(scene.second.view.frame == scene.window.bounds)
            #expect(TransitionDiagnostics.shared.errors.isEmpty)
        }
    }
}
