import Foundation

/// Answers a popover presentation controller's questions: its adaptation (inherited), its source before it
/// shows, and whether a tap outside may dismiss it. Every method is optional.
///
/// A tap outside a popover (not on one of its `passthroughViews`) asks
/// `popoverPresentationControllerShouldDismissPopover(_:)` and `presentationControllerShouldDismiss(_:)`
/// (refused, or `isModalInPresentation`: `presentationControllerDidAttemptToDismiss(_:)`), then calls
/// `presentationControllerWillDismiss(_:)` and, once the popover has faded out,
/// `popoverPresentationControllerDidDismissPopover(_:)` and `presentationControllerDidDismiss(_:)`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown: the last chance to set its source and options.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (deprecated in iOS 13 for
    /// `presentationControllerShouldDismiss(_:)`, and still asked). Default `true`.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// A tap outside dismissed the popover (deprecated in iOS 13 for `presentationControllerDidDismiss(_:)`,
    /// and still called).
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
    /// The popover is about to move to a new place (its container laid out again and the source moved): set
    /// `rect.pointee` and `view.pointee` to point it elsewhere.
    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: AutoreleasingUnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// `true`.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool {
        true
    }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
    /// Does nothing: the popover keeps its source.
    public func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: AutoreleasingUnsafeMutablePointer<UIView>
    ) {}
}
