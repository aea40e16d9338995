import Flipbook
import FlipbookTesting
import Testing

/// Key frames of UIKit's default transitions: the navigation slide (animated and interactive), and the
/// modal cover-vertical, cross-dissolve and flip.
@MainActor
@Suite struct DefaultTransitionGoldenTests {
    private func page(_ tint: UIColor, title: String) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = tint
        let card = UIView(frame: CGRect(x: 12, y: 60, width: 96, height: 60))
        card.backgroundColor = UIColor(white: 1, alpha: 0.7)
        card.layer.cornerRadius = 8
        vc.view.addSubview(card)
        return vc
    }

    private func snapshot(_ window: UIWindow, _ name: String) {
        assertGolden(
            FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot(),
            named: name, at: VirtualClock.shared.now, suite: "transitions")
    }

    @Test func navigationSlide() throws {
        let window = makeTestWindow(width: 120, height: 200)
        let first = page(.systemTeal, title: "Inbox")
        let second = page(.systemOrange, title: "Mail")
        let nav = UINavigationController(rootViewController: first)
        window.rootViewController = nav
        nav.pushViewController(second, animated: true)
        VirtualClock.shared.advance(by: 0.175)
        snapshot(window, "default-push")
        VirtualClock.shared.advance(by: 0.175)
        // The edge swipe, held at 40 %.
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let finger = try recorder.drag(
            from: CGPoint(x: 2, y: 120), to: CGPoint(x: 50, y: 120), duration: 0.4, ending: .hold)
        #expect(abs(shownFrame(second.view).minX - 48) < 0.001)
        snapshot(window, "default-interactive-pop")
        try recorder.drag(finger, through: [CGPoint(x: 80, y: 120)], duration: 0.1)
        try recorder.advance(seconds: 0.4)
        #expect(nav.viewControllers == [first])
    }

    @Test func modalStyles() {
        let window = makeTestWindow(width: 120, height: 200)
        let home = page(.systemTeal, title: "Home")
        window.rootViewController = home
        for (style, name) in [
            (UIModalTransitionStyle.coverVertical, "default-cover-vertical"),
            (.crossDissolve, "default-cross-dissolve"), (.flipHorizontal, "default-flip"),
        ] {
            let sheet = page(.systemPink, title: "Sheet")
            sheet.modalTransitionStyle = style
            sheet.modalPresentationStyle = .fullScreen
            home.present(sheet, animated: true)
            let duration = home.transitionCoordinator!.transitionDuration
            VirtualClock.shared.advance(by: style == .flipHorizontal ? duration / 4 : duration / 2)
            snapshot(window, name)
            VirtualClock.shared.advance(by: duration)
            sheet.dismiss(animated: false)
        }
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}
