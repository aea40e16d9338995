import Foundation

extension UIViewController {
    /// `transition(from:to:duration:options:animations:completion:)`'s work: swaps two children's views in
    /// the from view's superview, with the children's appearance callbacks around it.
    func transitionChild(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard fromViewController.parent === self, toViewController.parent === self,
            fromViewController !== toViewController
        else {
            flipbookWarning(
                "transition(from:to:…): both view controllers must be different children of this one; "
                    + "nothing transitioned")
            return
        }
        guard let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            flipbookWarning(
                "transition(from:to:…): the from view controller's view is not on screen; nothing transitioned")
            return
        }
        let toView: UIView = toViewController.view
        let animated = duration > 0
        fromViewController.beginAppearanceTransition(false, animated: animated)
        toViewController.beginAppearanceTransition(true, animated: animated)
        let finish: @MainActor (Bool) -> Void = { finished in
            fromViewController.endAppearanceTransition()
            toViewController.endAppearanceTransition()
            completion?(finished)
        }
        if options.rawValue & UIView.AnimationOptions.transitionMask != 0 {
            UIView.transition(
                with: container, duration: duration, options: options,
                animations: {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                    animations?()
                }, completion: finish)
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(
                withDuration: duration, delay: 0, options: options, animations: { animations?() },
                completion: { finished in
                    fromView.removeFromSuperview()
                    finish(finished)
                })
        }
    }
}
