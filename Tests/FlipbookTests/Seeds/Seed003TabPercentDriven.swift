// Seed 003, "使用百分比驱动" (Swift 2, ported): screen-edge pans on the tab bar controller's view switch
// to the next (right edge) or previous (left edge) tab through a UIPercentDrivenInteractiveTransition;
// the same object is the delegate, the animator and the gestures' delegate. `#selector(pan)` becomes a
// closure target. The article shows animateTransition twice; this is its final version (linear curve
// and no touch ignoring while interacting).
import Flipbook

@MainActor
final class Seed003PercentDrivenTabs: NSObject, UITabBarControllerDelegate, UIGestureRecognizerDelegate,
    UIViewControllerAnimatedTransitioning
{
    let tab: UITabBarController
    var rightEdgr: UIScreenEdgePanGestureRecognizer!
    var leftEdgr: UIScreenEdgePanGestureRecognizer!
    var inter: UIPercentDrivenInteractiveTransition! //这个类是关键
    var interacting = false
    var report: (String) -> Void = { print($0) }

    /// `application(_:didFinishLaunchingWithOptions:)`: become the delegate and add the two edge pans.
    init(tab: UITabBarController) {
        self.tab = tab
        super.init()
        tab.delegate = self
        let sep = UIScreenEdgePanGestureRecognizer { [weak self] g in self?.pan(g) }
        sep.edges = .right
        sep.delegate = self
        tab.view.addGestureRecognizer(sep)
        rightEdgr = sep
        let sep2 = UIScreenEdgePanGestureRecognizer { [weak self] g in self?.pan(g) }
        sep2.edges = .left
        sep2.delegate = self
        tab.view.addGestureRecognizer(sep2)
        leftEdgr = sep2
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return self
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        if interacting {
            return inter
        }
        return nil
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        var result = false
        if gestureRecognizer == rightEdgr {
            result = tab.selectedIndex < tab.viewControllers!.count - 1
        } else {
            result = tab.selectedIndex > 0
        }
        return result
    }

    func pan(_ g: UIScreenEdgePanGestureRecognizer) {
        //重点需要处理的地方
        let v = g.view!
        let delta = g.translation(in: v)
        let percent = abs(delta.x / v.bounds.width)
        switch g.state {
        case .began:
            inter = UIPercentDrivenInteractiveTransition()
            interacting = true
            if g == rightEdgr {
                tab.selectedIndex = tab.selectedIndex + 1
            } else {
                tab.selectedIndex = tab.selectedIndex - 1
            }
            report("selectedIndex = \(tab.selectedIndex)")
        case .changed:
            inter.update(percent)
        case .ended:
            if percent > 0.5 {
                inter.finish() //调用该方法,将快速结束之前所设置的操作
            } else {
                inter.cancel() //调用该方法,将恢复原状
            }
            interacting = false
        case .cancelled:
            inter.cancel()
            interacting = false
        default:
            break
        }
    }

    //动画的执行时间,需要注意的是一定要和animateTransition:里的动画时间保持一致
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let vc1 = transitionContext.viewController(forKey: .from)!
        let vc2 = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        let view1 = transitionContext.view(forKey: .from)!
        let view2 = transitionContext.view(forKey: .to)!
        let r1start = transitionContext.initialFrame(for: vc1)
        let r2end = transitionContext.finalFrame(for: vc2)
        let index1 = tab.viewControllers!.firstIndex(of: vc1)!
        let index2 = tab.viewControllers!.firstIndex(of: vc2)!
        let dir: CGFloat = index1 < index2 ? 1 : -1
        var r1end = r1start
        r1end.origin.x -= r1end.width * dir
        var r2start = r2end
        r2start.origin.x += r2start.width * dir
        view2.frame = r2start
        containerView.addSubview(view2)
        let opts: UIView.AnimationOptions = interacting ? .curveLinear : []
        if !interacting {
            UIApplication.shared.beginIgnoringInteractionEvents()
        }
        UIView.animate(
            withDuration: 0.4, delay: 0, options: opts,
            animations: {
                view1.frame = r1end
                view2.frame = r2end
            }
        ) { _ in
            let canceld = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!canceld)
            if UIApplication.shared.isIgnoringInteractionEvents {
                UIApplication.shared.endIgnoringInteractionEvents()
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        if transitionCompleted {
            report("Completed")
        } else {
            report("NO Completed")
        }
        report("\(tab.selectedIndex)")
    }
}
