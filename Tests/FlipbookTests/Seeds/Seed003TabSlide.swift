// Seed 003, first example (Swift 2, ported to current Swift): a tab bar controller whose delegate
// returns CustomTransitionAimation, which slides the two tabs left or right depending on their indexes,
// ignores touches while it runs, and prints in animationEnded. `print` goes through `report` so tests
// can read it.
import Flipbook

@MainActor
final class CustomTransitionAimation: NSObject, UIViewControllerAnimatedTransitioning {
    var tab: UITabBarController?
    var report: (String) -> Void = { print($0) }

    //动画的执行时间,需要注意的是一定要和animateTransition:里的动画时间保持一致
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let vc1 = transitionContext.viewController(forKey: .from)!
        let vc2 = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        //这个方法是iOS8之后才有的
        let view1 = transitionContext.view(forKey: .from)!
        let view2 = transitionContext.view(forKey: .to)!
        let r1start = transitionContext.initialFrame(for: vc1)
        let r2end = transitionContext.finalFrame(for: vc2)
        // which key we are going depends on which vc is which the most general way to express this is in terms of index
        // number
        let tab = self.tab!
        let index1 = tab.viewControllers!.firstIndex(of: vc1)!
        let index2 = tab.viewControllers!.firstIndex(of: vc2)!
        let dir: CGFloat = index1 < index2 ? 1 : -1
        var r1end = r1start
        r1end.origin.x -= r1end.width * dir
        var r2start = r2end
        r2start.origin.x += r2start.width * dir
        view2.frame = r2start
        containerView.addSubview(view2)
        //避免其他手势事件的干扰
        UIApplication.shared.beginIgnoringInteractionEvents()
        //执行具体动画,不同效果的代码不同处就是在这了
        UIView.animate(
            withDuration: 0.4,
            animations: {
                view1.frame = r1end
                view2.frame = r2end
            }
        ) { _ in
            //防止取消状态
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            UIApplication.shared.endIgnoringInteractionEvents()
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        if transitionCompleted {
            report("Completed")
        } else {
            report("NO Completed")
        }
    }
}

/// The AppDelegate's `UITabBarControllerDelegate` extension: a new animator per transition.
@MainActor
final class Seed003TabSlideDelegate: NSObject, UITabBarControllerDelegate {
    var report: (String) -> Void = { print($0) }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let animation = CustomTransitionAimation()
        animation.tab = tabBarController
        animation.report = report
        return animation
    }
}
