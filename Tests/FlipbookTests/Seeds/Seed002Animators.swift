// Seed 002 (iOS 视图控制器转场详解), ported from Objective-C: the spring presentation from the bottom
// (section 四) and its transitioning delegate. The pop animator used with the pan-driven interaction of
// section 三 is not in the article; Seed002PopAnimator is a plain slide-out written for it.
import Flipbook

/// Section 四: the presented view starts one screen height below its final frame and springs up
/// (damping 0.6, no initial velocity) in 0.8 s.
@MainActor
final class Seed002SpringPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 1. Get controllers from transition context
        let toVC = transitionContext.viewController(forKey: UITransitionContextToViewControllerKey)!
        // 2. Set init frame for toVC
        let screenBounds = UIScreen.main.bounds
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: screenBounds.size.height)
        // 3. Add toVC's view to containerView
        let containerView = transitionContext.containerView
        containerView.addSubview(toVC.view)
        // 4. Do animate now
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.0,
            options: .curveLinear,
            animations: {
                toVC.view.frame = finalFrame
            },
            completion: { _ in
                // 5. Tell context that we completed.
                transitionContext.completeTransition(true)
            })
    }
}

/// Presents with `Seed002SpringPresentAnimator`; dismissals use the default animation.
@MainActor
final class Seed002TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        Seed002SpringPresentAnimator()
    }
}

/// The pop used by the pan-driven interaction: the top screen slides out to the right over the previous
/// one, linearly (the interaction paces it). 0.5 s.
@MainActor
final class Seed002PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        containerView.insertSubview(toView, belowSubview: fromView)
        let end = fromView.frame.offsetBy(dx: containerView.bounds.width, dy: 0)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                fromView.frame = end
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
