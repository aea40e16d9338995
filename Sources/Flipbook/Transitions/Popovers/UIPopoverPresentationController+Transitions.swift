import Foundation

/// The touches a popover lets through, and the dismissal a tap outside starts.
extension UIPopoverPresentationController {
    /// Whether a touch at `point` (window coordinates) belongs to one of `passthroughViews`.
    func passesThrough(_ point: CGPoint) -> Bool {
        for view in passthroughViews ?? [] where view.window != nil && !view.isHidden {
            if view.bounds.contains(view.convert(point, from: nil)) { return true }
        }
        return false
    }

    /// A tap outside the popover: asks the delegate, then fades the popover out (see
    /// ``UIPopoverPresentationControllerDelegate`` for the calls).
    func tappedOutside() {
        let presented = presentedViewController
        guard presented.presentingViewController != nil, !presented.isBeingPresented, !presented.isBeingDismissed,
            TransitionDriver.transition(involving: presented) == nil
        else { return }
        let popoverDelegate = popoverDelegate
        if presented.isModalInPresentation
            || popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false
            || delegate?.presentationControllerShouldDismiss(self) == false
        {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true) { [self] in
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            delegate?.presentationControllerDidDismiss(self)
        }
    }
}
