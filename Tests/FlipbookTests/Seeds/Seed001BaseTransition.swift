// Seed 001, case 一 (基礎轉場-非交互式), ported from Objective-C: LYNavBaseCustomAnimator and the
// navigation delegate that returns it for push and pop.
import Flipbook

/// The screen-size macros of the demo project.
@MainActor var kScreenWidth: CGFloat { UIScreen.main.bounds.size.width }
@MainActor var kScreenHeight: CGFloat { UIScreen.main.bounds.size.height }

/// Push: the new screen slides in diagonally from the bottom-right corner; pop: the top screen slides
/// back out to that corner. 0.5 s.
@MainActor
final class LYNavBaseCustomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        //轉場過渡的容器view
        let containerView = transitionContext.containerView
        //FromVC
        let fromViewController = transitionContext.viewController(forKey: UITransitionContextFromViewControllerKey)!
        let fromView: UIView = fromViewController.view
        fromView.frame = CGRect(x: 0, y: 0, width: kScreenWidth, height: kScreenHeight)
        //ToVC
        let toViewController = transitionContext.viewController(forKey: UITransitionContextToViewControllerKey)!
        let toView: UIView = toViewController.view
        toView.frame = CGRect(x: 0, y: 0, width: kScreenWidth, height: kScreenHeight)
        //此處判斷是push,還是pop 操作 (indexOfObject: gives NSNotFound for a view controller being popped)
        let toIndex =
            toViewController.navigationController?.viewControllers.firstIndex(of: toViewController) ?? NSNotFound
        let fromIndex =
            fromViewController.navigationController?.viewControllers.firstIndex(of: fromViewController) ?? NSNotFound
        let isPush = toIndex > fromIndex
        if isPush {
            containerView.addSubview(fromView)
            containerView.addSubview(toView) //push,這里的toView 相當于secondVC的view
            toView.frame = CGRect(x: kScreenWidth, y: kScreenHeight, width: kScreenWidth, height: kScreenHeight)
        } else {
            containerView.addSubview(toView)
            containerView.addSubview(fromView) //pop,這里的fromView 也是相當于secondVC的view
            fromView.frame = CGRect(x: 0, y: 0, width: kScreenWidth, height: kScreenHeight)
        }
        //因為secondVC的view在firstVC的view之上,所以要后添加到containerView中
        //動畫
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if isPush {
                    toView.frame = CGRect(x: 0, y: 0, width: kScreenWidth, height: kScreenHeight)
                } else {
                    fromView.frame = CGRect(
                        x: kScreenWidth, y: kScreenHeight, width: kScreenWidth, height: kScreenHeight)
                }
            },
            completion: { _ in
                let wasCancelled = transitionContext.transitionWasCancelled
                //設置transitionContext通知系統動畫執行完畢
                transitionContext.completeTransition(!wasCancelled)
            })
    }
}

/// The `UINavigationControllerDelegate` of case 一: the same animator for push and pop.
@MainActor
final class LYNavBaseAnimatedTransition: NSObject, UINavigationControllerDelegate {
    private lazy var customAnimator = LYNavBaseCustomAnimator()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            return customAnimator
        } else if operation == .pop {
            return customAnimator
        }
        return nil
    }
}
