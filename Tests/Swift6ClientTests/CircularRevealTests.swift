import Flipbook
import Testing

/// The corpus's circular reveal: a `CAShapeLayer` mask whose `path` grows from a button, finishing through
/// the animation delegate (present) and a `CATransaction` completion block (dismiss). Presented with the
/// `.custom` style those libraries ask for, so the presenting screen stays in place behind the circle.
@MainActor
@Suite struct CircularRevealTests {
    @Test func aCircleGrowsFromTheButtonAndShrinksBack() throws {
        let home = UIViewController()
        home.view.backgroundColor = .white
        let button = UIView(frame: CGRect(x: 118, y: 258, width: 44, height: 44))
        button.backgroundColor = .systemIndigo
        button.layer.cornerRadius = 22
        home.view.addSubview(button)
        let window = makeClientWindow(root: home)
        let detail = UIViewController()
        detail.view.backgroundColor = .systemOrange
        let reveal = CircularRevealTransitioningDelegate(button: button)
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = reveal
        home.present(detail, animated: true)

        let mask = try #require(detail.view.layer.mask as? CAShapeLayer, "the presented view is masked")
        VirtualClock.shared.advance(by: 0.15)
        assertClientGolden(window, "circular-reveal-present", at: 0.15)
        let early = try #require(mask.presentation()?.path?.boundingBox)
        #expect(early.midX == 140 && early.midY == 280, "the circle stays centred on the button")
        VirtualClock.shared.advance(by: 0.15)
        assertClientGolden(window, "circular-reveal-present", at: 0.3)
        let later = try #require(mask.presentation()?.path?.boundingBox)
        #expect(later.width > early.width && early.width > 44)
        VirtualClock.shared.advance(by: 0.25)
        #expect(home.presentedViewController === detail)
        #expect(detail.view.layer.mask == nil, "animationDidStop removed the mask")

        home.dismiss(animated: true)
        VirtualClock.shared.advance(by: 0.35)
        assertClientGolden(window, "circular-reveal-dismiss", at: 0.35)
        VirtualClock.shared.advance(by: 0.2)
        #expect(home.presentedViewController == nil)
        #expect(detail.view.superview == nil && detail.view.layer.mask == nil)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}
