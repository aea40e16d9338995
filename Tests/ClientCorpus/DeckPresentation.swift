import Flipbook

/// A card presented over a receding deck, in the style of deck/card presentation libraries: the presenting
/// screen shrinks and rounds behind a card that rises to just below the status bar on a property-animator
/// spring.
final class DeckPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let top = max(containerView.safeAreaInsets.top, 20) + 10
        return CGRect(x: 0, y: top, width: containerView.bounds.width, height: containerView.bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        presentedView?.layer.cornerRadius = 12
        presentedView?.clipsToBounds = true
        let presenter = presentingViewController.view!
        presenter.layer.cornerRadius = 12
        presenter.clipsToBounds = true
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            presenter.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
            presenter.alpha = 0.8
        })
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let presenter = presentingViewController.view!
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            presenter.transform = .identity
            presenter.alpha = 1
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { presentingViewController.view.layer.cornerRadius = 0 }
    }
}

/// Raises the card on a spring (presenting) or drops it below the screen (dismissing) with a property animator.
final class DeckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let card = transitionContext.view(forKey: key) else { return }
        let containerView = transitionContext.containerView
        let offscreen = CGAffineTransform(translationX: 0, y: containerView.bounds.height)
        if isPresenting {
            let controller = transitionContext.viewController(forKey: .to)!
            card.frame = transitionContext.finalFrame(for: controller)
            containerView.addSubview(card)
            card.transform = offscreen
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.9)
        {
            card.transform = self.isPresenting ? .identity : offscreen
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

/// The transitioning delegate of the deck.
final class DeckTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        DeckPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        DeckAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DeckAnimator(isPresenting: false)
    }
}
