import Flipbook

/// A navigation pop run by a `UIViewPropertyAnimator` through `interruptibleAnimator(using:)`, driven by a
/// left-edge pan: the top screen follows the finger, the screen below slides in from a third of the way
/// (parallax), and letting go finishes or cancels from wherever the animator is.
final class ParallaxPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator = animator {
            return animator
        }
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let toController = transitionContext.viewController(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: toController)
        containerView.insertSubview(toView, belowSubview: fromView)
        let width = containerView.bounds.width
        toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
            toView.transform = .identity
        }
        animator.addCompletion { position in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// Starts the pop on a left-edge pan and reports the finger's progress across the screen.
final class EdgePanPopInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleEdgePan)
        edgePan.edges = .left
        navigationController.view.addGestureRecognizer(edgePan)
    }

    private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            navigationController?.popViewController(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.5 || gesture.velocity(in: view).x > 800 { finish() } else { cancel() }
        case .cancelled:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}

/// The navigation delegate that hands out the animator and, while the finger is down, the interaction.
final class ParallaxPopDelegate: NSObject, UINavigationControllerDelegate {
    var interaction: EdgePanPopInteraction?

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? ParallaxPopAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        guard let interaction = interaction, interaction.isInteracting else { return nil }
        return interaction
    }
}
