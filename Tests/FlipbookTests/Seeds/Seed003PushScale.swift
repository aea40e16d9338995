// Seed 003, the UINavigationController example (Swift 2, ported): the first screen is the navigation
// delegate and returns CustomPushTransitionAimation / CustomPopTransitionAimation. The article prints the
// pop animator under the push animator's name with the same body (the to view grows from 0.1 × its size
// over the from view); it is ported under its intended name.
import Flipbook

@MainActor
final class CustomPushTransitionAimation: NSObject, UIViewControllerAnimatedTransitioning {
    //动画的执行时间,需要注意的是一定要和animateTransition:里的动画时间保持一致
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        //这个方法是iOS8之后才有的
        _ = transitionContext.view(forKey: .from)!
        let view2 = transitionContext.view(forKey: .to)!
        view2.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        containerView.addSubview(view2)
        //避免其他手势事件的干扰
        UIApplication.shared.beginIgnoringInteractionEvents()
        //执行具体动画,不同效果的代码不同处就是在这了
        UIView.animate(
            withDuration: 0.4,
            animations: {
                view2.transform = .identity
            }
        ) { _ in
            //防止取消状态
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            UIApplication.shared.endIgnoringInteractionEvents()
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        print(transitionCompleted ? "Completed" : "NO Completed")
    }
}

/// The article's pop animator (printed as a second `CustomPushTransitionAimation`): same body.
@MainActor
final class CustomPopTransitionAimation: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        _ = transitionContext.view(forKey: .from)!
        let view2 = transitionContext.view(forKey: .to)!
        view2.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        containerView.addSubview(view2)
        UIApplication.shared.beginIgnoringInteractionEvents()
        UIView.animate(
            withDuration: 0.4,
            animations: {
                view2.transform = .identity
            }
        ) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            UIApplication.shared.endIgnoringInteractionEvents()
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        print(transitionCompleted ? "Completed" : "NO Completed")
    }
}

/// The article's `ViewController`: sets itself as the navigation delegate in viewDidLoad and pushes a
/// `SecondViewController` from its action.
@MainActor
final class Seed003ScaleViewController: DemoPage, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.
        navigationController!.delegate = self
    }

    func pushAction() {
        let second = DemoPage("Second", tint: .systemPurple)
        navigationController!.pushViewController(second, animated: true)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        //operation 用来区分是push还是pop操作
        if operation == .push {
            return CustomPushTransitionAimation()
        } else if operation == .pop {
            return CustomPopTransitionAimation()
        }
        return nil
    }
}
