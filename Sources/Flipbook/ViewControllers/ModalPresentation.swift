import Foundation

/// `present(_:animated:completion:)`: picks the presenting view controller and the presentation
/// controller, places the container view, asks the transitioning delegate for the animator and the
/// interaction controller, and runs the transition.
///
/// Who presents: the root of the source's containment tree (a window's root view controller or a
/// presented view controller); for `.currentContext`, `.overCurrentContext` and presentation controllers
/// that do not present in full screen, the nearest ancestor with `definesPresentationContext` (or that
/// root). The container covers the window (added on top of it) or, contextually, the context's view
/// (inserted just above it).
///
/// Delegate order: `presentationController(forPresented:presenting:source:)` (`.custom` only),
/// `animationController(forPresented:presenting:source:)`, `interactionControllerForPresentation(using:)`
/// (only when an animator was returned); then the driver's sequence (`TransitionDriver`). The presented
/// view is given `frameOfPresentedViewInContainerView` before the animator runs.
@MainActor
enum ModalPresentation {
    static func present(
        _ presented: UIViewController, from source: UIViewController, animated: Bool,
        completion: (() -> Void)?
    ) {
        let presentedName = TransitionContext.name(of: presented)
        guard TransitionDriver.mayStart("present(\(presentedName))") else { return }
        guard presented.ownPresenting == nil, presented.parent == nil, presented !== source.containmentRoot else {
            TransitionDiagnostics.shared.report(
                .viewControllerInUse(
                    "\(presentedName) is already presented or is a child of another view controller"))
            return
        }
        let root = source.containmentRoot
        let style = presented.resolvedModalPresentationStyle
        let delegate = presented.transitioningDelegate
        let controller: UIPresentationController
        if style == .custom {
            controller =
                delegate?.presentationController(forPresented: presented, presenting: root, source: source)
                ?? UIPresentationController(presentedViewController: presented, presenting: root)
        } else if style.isSheet {
            let sheet =
                presented.pendingPresentationController as? UISheetPresentationController
                ?? UISheetPresentationController(
                    presentedViewController: presented, presenting: root)
            sheet.adoptForPresentation(presenting: root)
            sheet.adaptToEnvironment()
            controller = sheet
        } else if style == .popover {
            let popover =
                presented.pendingPresentationController as? UIPopoverPresentationController
                ?? UIPopoverPresentationController(presentedViewController: presented, presenting: root)
            guard let adopted = adoptPopover(popover, of: presented, presenting: root) else { return }
            controller = adopted
        } else {
            controller = SystemPresentationController(presented: presented, presenting: root, style: style)
        }
        presented.pendingPresentationController = nil
        let presenting = controller.shouldPresentInFullscreen ? root : contextViewController(from: source)
        if let already = presenting.ownPresented {
            TransitionDiagnostics.shared.report(
                .alreadyPresenting(
                    presenter: TransitionContext.name(of: presenting), presented: TransitionContext.name(of: already)))
            return
        }
        guard let presenterView = presenting.viewIfLoaded, let window = presenterView.window,
            let contextSuperview = presenterView.superview
        else {
            TransitionDiagnostics.shared.report(
                .invalidRequest(
                    """
                    Attempt to present \(presentedName) \
                    on \(TransitionContext.name(of: presenting)) whose view is not in a window
                    """
                ))
            return
        }
        controller.presentingViewController = presenting
        presenting.ownPresented = presented
        presented.ownPresenting = presenting
        presented.ownPresentationController = controller

        var animator: UIViewControllerAnimatedTransitioning = InstantAnimator()
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated {
            if let custom = delegate?.animationController(
                forPresented: presented, presenting: presenting, source: source)
            {
                animator = custom
                interactor = delegate?.interactionControllerForPresentation(using: custom)
            } else if let preferred = presented.preferredTransition {
                animator = ModalTransitionAnimators.animator(for: preferred, presenting: true, controller: controller)
            } else {
                animator = ModalTransitionAnimators.animator(
                    for: presented.modalTransitionStyle, presenting: true, controller: controller)
            }
        }

        let container = PresentationContainerView(
            frame: controller.shouldPresentInFullscreen ? window.bounds : presenterView.frame)
        container.presentationController = controller
        container.layer.name = "UITransitionView"
        if controller.shouldPresentInFullscreen {
            window.addSubview(container)
        } else {
            contextSuperview.insertSubview(container, aboveSubview: presenterView)
        }
        controller.containerView = container
        let removesPresenter = controller.shouldRemovePresentersView
        if removesPresenter { controller.presenterViewHome = ViewHome(of: presenterView) }
        let presentedView = controller.presentedView
        let presenterFrame = contextSuperview.convert(presenterView.frame, to: container)
        let setup = TransitionSetup(
            kind: .presentation, fromViewController: presenting, toViewController: presented,
            containerView: container, fromView: removesPresenter ? presenterView : nil, toView: presentedView,
            fromInitialFrame: presenterFrame, toFinalFrame: controller.frameOfPresentedViewInContainerView,
            fromFinalFrame: presenterFrame, toInitialFrame: .zero,
            isAnimated: animated, presentationStyle: style)

        var hooks = TransitionDriver.Hooks()
        hooks.willBegin = {
            presented.isBeingPresented = true
            controller.presentationTransitionWillBegin()
            controller.layoutContainer()
            if let presentedView, presentedView.superview !== container {
                UIView.performWithoutAnimation { presentedView.frame = setup.toFinalFrame }
            }
            if removesPresenter { presenting.applyBeginAppearance(false, animated: animated) }
            presented.applyBeginAppearance(true, animated: animated)
        }
        hooks.tearDown = { completed in
            presented.isBeingPresented = false
            if completed {
                if let presentedView, presentedView.superview !== container {
                    UIView.performWithoutAnimation {
                        container.addSubview(presentedView)
                        presentedView.frame = setup.toFinalFrame
                    }
                }
                if removesPresenter { presenterView.removeFromSuperview() }
                ZoomDismissGesture.install(on: presented)
                controller.presentationTransitionDidEnd(true)
                controller.layoutContainer()
            } else {
                if let presentedView, presentedView.isDescendant(of: container) { presentedView.removeFromSuperview() }
                if removesPresenter, presenterView.superview !== contextSuperview {
                    controller.presenterViewHome?.restore(presenterView)
                }
                container.removeFromSuperview()
                presenting.ownPresented = nil
                presented.ownPresenting = nil
                controller.presentationTransitionDidEnd(false)
                controller.containerView = nil
                presented.ownPresentationController = nil
            }
        }
        hooks.didEnd = { completed in
            if completed {
                if removesPresenter { presenting.applyEndAppearance() }
                presented.applyEndAppearance()
            } else {
                presented.applyBeginAppearance(false, animated: animated)
                presented.applyEndAppearance()
                if removesPresenter {
                    presenting.applyBeginAppearance(true, animated: animated)
                    presenting.applyEndAppearance()
                }
            }
        }
        hooks.completion = completion
        TransitionDriver(setup: setup, animator: animator, interactor: interactor, hooks: hooks).start()
    }

    /// The controller that runs the presentation of `presented` as a popover: the popover itself (after
    /// the delegate's `prepareForPopoverPresentation(_:)`, and only with a source on screen: otherwise the
    /// presentation is refused with a reported error), or what it adapts to.
    private static func adoptPopover(
        _ popover: UIPopoverPresentationController, of presented: UIViewController, presenting root: UIViewController
    ) -> UIPresentationController? {
        let controller = popover.controllerForPresentation(presenting: root)
        if controller === popover {
            popover.popoverDelegate?.prepareForPopoverPresentation(popover)
            if let problem = popover.sourceProblem(in: root.viewIfLoaded?.window) {
                TransitionDiagnostics.shared.report(.invalidRequest(problem))
                return nil
            }
        }
        presented.ownPopoverController = popover
        return controller
    }

    /// The view controller whose view a contextual presentation from `source` covers.
    static func contextViewController(from source: UIViewController) -> UIViewController {
        var candidate: UIViewController? = source
        while let vc = candidate {
            if vc.definesPresentationContext { return vc }
            candidate = vc.parent
        }
        return source.containmentRoot
    }
}
