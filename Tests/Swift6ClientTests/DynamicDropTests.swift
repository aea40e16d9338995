import Flipbook
import Testing

/// The corpus's UIKit Dynamics dismissal drops the view onto the floor and completes when it comes to rest.
@MainActor
@Suite struct DynamicDropTests {
    @Test func dropsBouncesAndCompletesAtRest() {
        let home = UIViewController()
        home.view.backgroundColor = .systemBlue
        let window = makeClientWindow(root: home)
        let card = UIViewController()
        card.view.backgroundColor = .white
        let animator = DynamicDropAnimator()
        let delegate = DropTransitioningDelegate(animator: animator)
        card.modalPresentationStyle = .overFullScreen
        card.transitioningDelegate = delegate
        home.present(card, animated: false)
        home.dismiss(animated: true)
        VirtualClock.shared.advance(by: 5)
        #expect(home.presentedViewController == nil)
        #expect(animator.bounces >= 1)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
        #expect(window.subviews.count == 1)
    }

    @Test func theHangingBadgeSettles() {
        let window = makeClientWindow(root: UIViewController())
        let badge = RoundAvatarView(frame: CGRect(x: 70, y: 100, width: 40, height: 40))
        window.addSubview(badge)
        let animator = makeHangingBadge(in: window, badge: badge)
        VirtualClock.shared.advance(by: 10)
        #expect(!animator.isRunning)
        #expect(animator.behaviors.count == 2)
        #expect(badge.center.y > 80)
    }
}

/// Vends the drop animator for dismissals only.
final class DropTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: DynamicDropAnimator

    init(animator: DynamicDropAnimator) {
        self.animator = animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}
