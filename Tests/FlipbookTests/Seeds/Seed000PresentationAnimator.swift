// Seed 000 (Apple's "Customizing the Transition Animations", Chinese notes): the animator, copied
// unchanged except for the import line (`import UIKit` → `import Flipbook`).
import Flipbook

class PresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    // true:presenting false:dismissable
    let presenting: Bool
    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.5
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        //獲取關(guān)聯(lián)的對(duì)象
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let toV = transitionContext.view(forKey: .to)!
        let fromV = transitionContext.view(forKey: .from)!
        //設(shè)置一些動(dòng)畫(huà)的變量。
        let containerFrame = containerView.frame
        var toVStartFrame = transitionContext.initialFrame(for: toVC)
        let toVFinalFrame = transitionContext.finalFrame(for: toVC)
        var fromVFinalFrame = transitionContext.finalFrame(for: fromVC)
        if self.presenting {
            toVStartFrame.origin.x = containerFrame.width
            toVStartFrame.origin.y = containerFrame.height
            containerView.addSubview(toV)
            toV.frame = toVStartFrame
        } else {
            fromVFinalFrame.origin.x = containerFrame.width
            fromVFinalFrame.origin.y = containerFrame.height
            fromVFinalFrame.size.width = toV.frame.size.width
            fromVFinalFrame.size.height = toV.frame.size.height
            containerView.insertSubview(toV, at: 0)
            toV.frame = toVFinalFrame
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.presenting {
                    toV.frame = toVFinalFrame
                } else {
                    fromV.frame = fromVFinalFrame
                }
            }
        ) { (_) in
            let success = !transitionContext.transitionWasCancelled
            // After a failed presentation or successful dismissal, remove the view.
            if (self.presenting && !success) || (!self.presenting && success) {
                toV.removeFromSuperview()
            }
            transitionContext.completeTransition(success)
        }
    }
}
