https://developer.apple.com/library/content/featuredarticles/ViewControllerPGforiPhoneOS/CustomizingtheTransitionAnimations.html#//apple_ref/doc/uid/TP40007457-CH16-SW1
the transitioning delegate
startInteractiveTransition:
The Transitioning Context Object
Presenting a View Controller Using Custom Animations
Getting the Animation Parameters
Creating the Transition Animations
presentation animations:
import UIKit
class PresentationAnimator: NSObject,UIViewControllerAnimatedTransitioning {
// true:presenting false:dismissable
let presenting:Bool
init(presenting:Bool) {
self.presenting = presenting
super.init()
}
func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
return 1.5
}
func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
let containerView = transitionContext.containerView
let fromVC = transitionContext.viewController(forKey: .from)!
let toVC = transitionContext.viewController(forKey: .to)!
let toV = transitionContext.view(forKey: .to)!
let fromV = transitionContext.view(forKey: .from)!
let containerFrame = containerView.frame
var toVStartFrame = transitionContext.initialFrame(for: toVC)
let toVFinalFrame = transitionContext.finalFrame(for: toVC)
var fromVFinalFrame = transitionContext.finalFrame(for: fromVC)
if self.presenting {
toVStartFrame.origin.x = containerFrame.width
toVStartFrame.origin.y = containerFrame.height
containerView.addSubview(toV)
toV.frame = toVStartFrame
}else{
fromVFinalFrame.origin.x = containerFrame.width
fromVFinalFrame.origin.y = containerFrame.height
fromVFinalFrame.size.width = toV.frame.size.width
fromVFinalFrame.size.height = toV.frame.size.height
containerView.insertSubview(toV, at: 0)
toV.frame = toVFinalFrame
}
UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
if self.presenting{
toV.frame = toVFinalFrame
}else{
fromV.frame = fromVFinalFrame
}
}) { (_) in
let success = !transitionContext.transitionWasCancelled
// After a failed presentation or successful dismissal, remove the view.
if (self.presenting && !success) || (!self.presenting && success){
toV.removeFromSuperview()
}
transitionContext.completeTransition(success)
}
}
}
self.navigationController?.delegate = self
let percentDriven = UIPercentDrivenInteractiveTransition()
extension ViewController:UINavigationControllerDelegate{
func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
switch operation {
case .push:
//animator object
return PresentationAnimator(presenting: true)
case .pop:
return PresentationAnimator(presenting: false)
default:
return nil
}
}
}
func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
return percentDriven;
}
