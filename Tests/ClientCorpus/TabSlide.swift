import Flipbook

/// Tab switches that slide the screens sideways, in the style of tab-transition libraries: the new tab comes
/// in from the side of its index; a horizontal pan on the tab bar controller's view switches to the
/// neighbouring tab interactively.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let towardsLeft: Bool

    init(towardsLeft: Bool) {
        self.towardsLeft = towardsLeft
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let width = transitionContext.containerView.bounds.width
        let shift = towardsLeft ? -width : width
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.transform = CGAffineTransform(translationX: shift, y: 0)
        transitionContext.containerView.addSubview(toView)
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: curve,
            animations: {
                fromView.transform = CGAffineTransform(translationX: -shift, y: 0)
                toView.transform = .identity
            },
            completion: { _ in
                fromView.transform = .identity
                toView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The tab bar controller's delegate: slides between tabs, interactively while its pan is active.
final class TabSlideDelegate: NSObject, UITabBarControllerDelegate {
    private let interaction = UIPercentDrivenInteractiveTransition()
    private var isPanning = false
    private weak var tabBarController: UITabBarController?

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        super.init()
        tabBarController.delegate = self
        tabBarController.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let controllers = tabBarController.viewControllers ?? []
        guard let from = controllers.firstIndex(of: fromVC), let to = controllers.firstIndex(of: toVC) else {
            return nil
        }
        return TabSlideAnimator(towardsLeft: to < from)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        isPanning ? interaction : nil
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let tabBarController = tabBarController, let view = pan.view else { return }
        let translation = pan.translation(in: view).x
        let progress = min(abs(translation) / view.bounds.width, 1)
        switch pan.state {
        case .began:
            let count = tabBarController.viewControllers?.count ?? 0
            let target = tabBarController.selectedIndex + (pan.velocity(in: view).x < 0 ? 1 : -1)
            guard target >= 0, target < count else { return }
            isPanning = true
            tabBarController.selectedIndex = target
        case .changed:
            interaction.update(progress)
        case .ended, .cancelled:
            guard isPanning else { return }
            isPanning = false
            if pan.state == .ended && progress > 0.4 { interaction.finish() } else { interaction.cancel() }
        default:
            break
        }
    }
}
