import Foundation

/// UIKit's default presentation and dismissal animations, one per `UIModalTransitionStyle`.
@MainActor
enum ModalTransitionAnimators {
    /// The default animator for `style`, presenting or dismissing.
    static func animator(for style: UIModalTransitionStyle, presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        switch style {
        case .coverVertical: return CoverVerticalAnimator(presenting: presenting)
        case .crossDissolve: return CrossDissolveAnimator(presenting: presenting)
        case .flipHorizontal: return FlipHorizontalAnimator(presenting: presenting)
        case .partialCurl: return PartialCurlAnimator(presenting: presenting)
        }
    }

    /// The default animator for a presentation managed by `controller`: a sheet's own spring for a sheet
    /// that covers vertically (and marks the sheet's chrome as animated by it), else `style`'s.
    static func animator(
        for style: UIModalTransitionStyle, presenting: Bool, controller: UIPresentationController
    ) -> UIViewControllerAnimatedTransitioning {
        if let popover = controller as? UIPopoverPresentationController {
            return PopoverTransitionAnimator(presenting: presenting, popover: popover)
        }
        if style == .coverVertical, let sheet = controller as? UISheetPresentationController, sheet.isShowingCard {
            sheet.animatesChromeItself = true
            return SheetTransitionAnimator(presenting: presenting)
        }
        return animator(for: style, presenting: presenting)
    }

    /// The animator `transition` (a view controller's `preferredTransition`) asks for: the zoom's, or
    /// `style`'s default for a modal transition style.
    static func animator(
        for transition: UIViewController.Transition, presenting: Bool, controller: UIPresentationController
    ) -> UIViewControllerAnimatedTransitioning {
        switch transition.kind {
        case .zoom: return ZoomTransitionAnimator(transition: transition, opens: presenting)
        case .modal(let style): return animator(for: style, presenting: presenting, controller: controller)
        }
    }

    /// Adds the to view (when the animator may touch it) to the container, behind or in front of the rest.
    static func install(_ context: UIViewControllerContextTransitioning, toViewAtFront: Bool) -> UIView? {
        guard let toView = context.view(forKey: .to), let toViewController = context.viewController(forKey: .to) else {
            return nil
        }
        UIView.performWithoutAnimation {
            if toViewAtFront {
                context.containerView.addSubview(toView)
            } else {
                context.containerView.insertSubview(toView, at: 0)
            }
            toView.frame = context.finalFrame(for: toViewController)
        }
        return toView
    }
}
