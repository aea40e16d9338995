// Seed 001, case 二 (仿酷狗轉場), ported from Objective-C: LYNavKuGouPushAnimator. The article shows
// only the push animator; LYNavKuGouPopAnimator below is written in the same style (the pushed screen
// swings back out around the same pivot) so that the delegate, LYNavKuGouAnimationTransition, has both.
import Flipbook

/// The new screen swings in along an arc: it starts rotated 45° about a pivot below the screen
/// (x = width / 2, y = 1.8 × height) and turns back to the identity. 0.4 s.
@MainActor
final class LYNavKuGouPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        //轉場過渡的容器view
        let containerView = transitionContext.containerView
        //ToVC
        let toViewController = transitionContext.viewController(forKey: .to)!
        let toView: UIView = toViewController.view
        containerView.addSubview(toView)
        //動畫 仿射變換動畫
        let centerX = Float(toView.bounds.size.width * 0.5)
        let centerY = Float(toView.bounds.size.height * 0.5)
        let x = Float(toView.bounds.size.width * 0.5)
        let y = Float(toView.bounds.size.height * 1.8)
        //起始狀態: 原始狀態繞x,y旋轉45o后的狀態
        let trans = getCGAffineTransformRotateAround(
            centerX: centerX, centerY: centerY, x: x, y: y, angle: Float(45.0 / 180.0 * Double.pi))
        toView.transform = trans
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                //終止狀態: 原始狀態
                toView.transform = .identity
            },
            completion: { _ in
                let wasCancelled = transitionContext.transitionWasCancelled
                //設置transitionContext通知系統動畫執行完畢
                transitionContext.completeTransition(!wasCancelled)
            })
    }
}

/// 仿射變換: the transform that rotates a view centred at (centerX, centerY) by `angle` about (x, y).
func getCGAffineTransformRotateAround(centerX: Float, centerY: Float, x: Float, y: Float, angle: Float)
    -> CGAffineTransform
{
    let l = CGFloat(y - centerY)
    let h = l * CGFloat(sin(angle))
    let b = l * CGFloat(cos(angle))
    let a = l - b
    let x1 = h
    let y1 = a
    var trans = CGAffineTransform(translationX: x1, y: y1)
    trans = trans.rotated(by: CGFloat(angle))
    return trans
}

/// Not in the article: the pop counterpart, swinging the top screen out to the same 45° position.
@MainActor
final class LYNavKuGouPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        containerView.insertSubview(toView, belowSubview: fromView)
        let size = fromView.bounds.size
        let trans = getCGAffineTransformRotateAround(
            centerX: Float(size.width * 0.5), centerY: Float(size.height * 0.5),
            x: Float(size.width * 0.5), y: Float(size.height * 1.8),
            angle: Float(45.0 / 180.0 * Double.pi))
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.transform = trans
            },
            completion: { _ in
                fromView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The `UINavigationControllerDelegate` of case 二 (a separate class, as the article does from here on).
@MainActor
final class LYNavKuGouAnimationTransition: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return LYNavKuGouPushAnimator()
        case .pop: return LYNavKuGouPopAnimator()
        default: return nil
        }
    }
}
