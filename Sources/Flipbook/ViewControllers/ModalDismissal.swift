import Foundation

extension ModalPresentation {
    /// `dismiss(animated:completion:)`: ends the presentation of the view controller presented by `vc` (or
    /// by its ancestors), or, when nothing is presented there, the presentation of `vc` itself (or of its
    /// presented ancestor). View controllers presented on top of the one dismissed go too: only the
    /// top-most one animates; the ones in between are removed when the transition starts, as in UIKit.
    /// With nothing to dismiss, `completion` runs at once.
    ///
    /// Delegate order: the top-most view controller's `transitioningDelegate`:
    /// `animationController(forDismissed:)`, then `interactionControllerForDismissal(using:)` (only when an
    /// animator was returned); then the driver's sequence.
    static func dismiss(from vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let target = vc.presentedViewController ?? presentedAncestor(of: vc) else {
            completion?()
            return
        }
        guard TransitionDriver.mayStart("dismiss(\(TransitionContext.name(of: target)))") else { return }
        guard let presenting = target.ownPresenting, let targetController = target.ownPresentationController else {
            TransitionDiagnostics.shared.report(
                .invalidRequest("\(TransitionContext.name(of: target)) is not presented"))
            return
        }
        var chain = [target]
        while let next = chain.last?.ownPresented { chain.append(next) }
        let top = chain[chain.count - 1]
        guard let topController = top.ownPresentationController, let container = topController.containerView else {
            TransitionDiagnostics.shared.report(
                .invalidRequest("\(TransitionContext.name(of: top)) has no presentation container"))
            return
        }
        let intermediates = Array(chain.dropLast())
        let intermediateContainers = intermediates.compactMap { $0.ownPresentationController?.containerView }
        let containerHomes = intermediateContainers.map { ($0, ViewHome(of: $0)) }

        let delegate = top.transitioningDelegate
        var animator: UIViewControllerAnimatedTransitioning = InstantAnimator()
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated {
            if let custom = delegate?.animationController(forDismissed: top) {
                animator = custom
                interactor = delegate?.interactionControllerForDismissal(using: custom)
                // A swipe on a sheet scrubs the custom animator when the delegate has no interaction
                // controller of its own (UIKit's sheet supplies a percent-driven one; see SheetDismissInteraction).
                if interactor == nil, let sheet = topController as? UISheetPresentationController {
                    interactor = sheet.pendingInteraction?.scrubbingCustomAnimator()
                }
            } else if let preferred = top.preferredTransition {
                animator = ModalTransitionAnimators.animator(
                    for: preferred, presenting: false, controller: topController)
                interactor = preferred.pendingInteraction
            } else {
                animator = ModalTransitionAnimators.animator(
                    for: top.modalTransitionStyle, presenting: false, controller: topController)
                if animator is SheetTransitionAnimator, let sheet = topController as? UISheetPresentationController {
                    interactor = sheet.pendingInteraction
                }
            }
        }

        let presentedView = topController.presentedView
        let restoresPresenter = targetController.shouldRemovePresentersView
        let presenterView = presenting.view!
        let home = targetController.presenterViewHome
        let presenterFrame: CGRect
        if restoresPresenter, let home, let superview = home.superview {
            presenterFrame = superview.convert(home.frame, to: container)
        } else if let superview = presenterView.superview {
            presenterFrame = superview.convert(presenterView.frame, to: container)
        } else {
            presenterFrame = container.bounds
        }
        let setup = TransitionSetup(
            kind: .dismissal, fromViewController: top, toViewController: presenting, containerView: container,
            fromView: presentedView, toView: restoresPresenter ? presenterView : nil,
            fromInitialFrame: presentedView?.frame ?? .zero, toFinalFrame: presenterFrame,
            fromFinalFrame: .zero, toInitialFrame: presenterFrame,
            isAnimated: animated, presentationStyle: top.resolvedModalPresentationStyle)
        let visibleIntermediates = intermediates.filter(\.isAppearingOrAppeared)

        var hooks = TransitionDriver.Hooks()
        hooks.willBegin = {
            top.isBeingDismissed = true
            topController.dismissalTransitionWillBegin()
            for view in intermediateContainers { view.removeFromSuperview() }
            top.applyBeginAppearance(false, animated: animated)
            for vc in visibleIntermediates { vc.applyBeginAppearance(false, animated: false) }
            if restoresPresenter { presenting.applyBeginAppearance(true, animated: animated) }
        }
        hooks.tearDown = { completed in
            top.isBeingDismissed = false
            if completed {
                presentedView?.removeFromSuperview()
                container.removeFromSuperview()
                if restoresPresenter, let home { home.restore(presenterView) }
                ZoomDismissGesture.remove(from: top)
                for vc in chain { vc.ownPresentationController?.containerView = nil }
                topController.dismissalTransitionDidEnd(true)
                presenting.ownPresented = nil
                for vc in chain {
                    vc.ownPresented = nil
                    vc.ownPresenting = nil
                    vc.ownPresentationController = nil
                }
            } else {
                if let presentedView, presentedView.superview !== container {
                    UIView.performWithoutAnimation {
                        container.addSubview(presentedView)
                        presentedView.frame = setup.fromInitialFrame
                    }
                }
                if restoresPresenter, presenterView.isDescendant(of: container) { presenterView.removeFromSuperview() }
                for (view, home) in containerHomes { home?.restore(view) }
                topController.dismissalTransitionDidEnd(false)
            }
        }
        hooks.didEnd = { completed in
            if completed {
                top.applyEndAppearance()
                for vc in visibleIntermediates { vc.applyEndAppearance() }
                if restoresPresenter { presenting.applyEndAppearance() }
            } else {
                if restoresPresenter {
                    presenting.applyBeginAppearance(false, animated: animated)
                    presenting.applyEndAppearance()
                }
                for vc in visibleIntermediates {
                    vc.applyBeginAppearance(true, animated: false)
                    vc.applyEndAppearance()
                }
                top.applyBeginAppearance(true, animated: animated)
                top.applyEndAppearance()
            }
        }
        hooks.completion = completion
        TransitionDriver(setup: setup, animator: animator, interactor: interactor, hooks: hooks).start()
    }

    /// `vc` or its nearest ancestor that was presented.
    static func presentedAncestor(of vc: UIViewController) -> UIViewController? {
        var candidate: UIViewController? = vc
        while let current = candidate {
            if current.ownPresenting != nil { return current }
            candidate = current.parent
        }
        return nil
    }
}
