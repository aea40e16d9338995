// Seed 003, "不使用百分比驱动" (Objective-C, ported): the AppDelegate is the tab bar controller's
// delegate, an (empty) animator and a custom UIViewControllerInteractiveTransitioning that moves the two
// views by hand from the edge pans and reports through the context. Three slips of the article's code are
// fixed here and marked "fixed": the progress sign of the right-edge pan, the to view's position while
// dragging (the article's formula never moves it), and the completion blocks reading `transitionContext`
// after it was set to nil (they would never complete the transition).
import Flipbook

@MainActor
final class Seed003CustomInteractiveTabs: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning,
    UITabBarControllerDelegate, UIGestureRecognizerDelegate
{
    let tab: UITabBarController
    var transitionContext: UIViewControllerContextTransitioning?
    var leftEdgr: UIScreenEdgePanGestureRecognizer!
    var rightEdgr: UIScreenEdgePanGestureRecognizer!
    var interacting = false
    var r1end = CGRect.zero
    var r2start = CGRect.zero

    init(tab: UITabBarController) {
        self.tab = tab
        super.init()
        tab.delegate = self
        leftEdgr = {
            let pan = UIScreenEdgePanGestureRecognizer { [weak self] ges in self?.pan(ges) }
            pan.edges = .left
            pan.delegate = self
            tab.view.addGestureRecognizer(pan)
            return pan
        }()
        rightEdgr = {
            let pan = UIScreenEdgePanGestureRecognizer { [weak self] ges in self?.pan(ges) }
            pan.edges = .right
            pan.delegate = self
            tab.view.addGestureRecognizer(pan)
            return pan
        }()
    }

    // MARK: Actions

    func pan(_ ges: UIScreenEdgePanGestureRecognizer) {
        let gesView = ges.view!
        let delta = ges.translation(in: gesView)
        let percent = abs(delta.x / gesView.bounds.size.width) // fixed: abs (the right edge drags left)
        var fromView: UIView?
        var toView: UIView?
        var fromRectStart = CGRect.zero
        var toRectEnd = CGRect.zero
        if let transitionContext {
            let fromVC = transitionContext.viewController(forKey: .from)!
            let toVC = transitionContext.viewController(forKey: .to)!
            fromView = transitionContext.view(forKey: .from)
            toView = transitionContext.view(forKey: .to)
            fromRectStart = transitionContext.initialFrame(for: fromVC)
            toRectEnd = transitionContext.finalFrame(for: toVC)
        }
        switch ges.state {
        case .began:
            interacting = true
            if ges == leftEdgr {
                tab.selectedIndex = tab.selectedIndex - 1
            } else {
                tab.selectedIndex = tab.selectedIndex + 1
            }
        case .changed:
            //可以在这里对fromView 和 toView 进行直接操作,所以,可定制程度高
            fromRectStart.origin.x += (r1end.origin.x - fromRectStart.origin.x) * percent
            fromView?.frame = fromRectStart
            var toRectStart = r2start
            toRectStart.origin.x += (toRectEnd.origin.x - r2start.origin.x) * percent // fixed: moves toward its end
            toView?.frame = toRectStart
            transitionContext?.updateInteractiveTransition(percent)
        case .ended:
            let context = transitionContext // fixed: the blocks below use this, not the property set to nil
            let r1end = self.r1end
            let r2start = self.r2start
            if percent > 0.5 {
                //达到要求,设置成最终状态
                UIView.animate(
                    withDuration: 0.2,
                    animations: {
                        fromView?.frame = r1end
                        toView?.frame = toRectEnd
                    },
                    completion: { _ in
                        context?.finishInteractiveTransition()
                        context?.completeTransition(true)
                    })
            } else {
                //恢复原状
                UIView.animate(
                    withDuration: 0.2,
                    animations: {
                        fromView?.frame = fromRectStart
                        toView?.frame = r2start
                    },
                    completion: { _ in
                        context?.cancelInteractiveTransition()
                        context?.completeTransition(false)
                    })
            }
            interacting = false
            transitionContext = nil
        case .cancelled:
            //恢复原状
            fromView?.frame = fromRectStart
            toView?.frame = r2start
            transitionContext?.finishInteractiveTransition()
            transitionContext?.completeTransition(false)
            interacting = false
            transitionContext = nil
        default:
            break
        }
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        var result = false
        if gestureRecognizer == leftEdgr {
            result = tab.selectedIndex > 0
        } else {
            result = tab.selectedIndex < tab.viewControllers!.count - 1
        }
        return result
    }

    // MARK: UITabBarControllerDelegate

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        interacting ? self : nil
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        interacting ? self : nil
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    //这个要实现,但是要保持为空
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}

    // MARK: UIViewControllerInteractiveTransitioning

    //这个其实就是要实现 animateTransition: 原来实现的功能
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        //即最终要达到的状态
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        let fromRectStart = transitionContext.initialFrame(for: fromVC)
        let toRectEnd = transitionContext.finalFrame(for: toVC)
        let fromIndex = tab.viewControllers!.firstIndex(of: fromVC)!
        let toIndex = tab.viewControllers!.firstIndex(of: toVC)!
        let dir: CGFloat = fromIndex < toIndex ? 1 : -1
        var fromRectEnd = fromRectStart
        fromRectEnd.origin.x -= fromRectEnd.size.width * dir
        var toRectStart = toRectEnd
        toRectStart.origin.x += toRectStart.size.width * dir
        toView.frame = toRectStart
        containerView.addSubview(toView)
        r1end = fromRectEnd
        r2start = toRectStart
    }
}
