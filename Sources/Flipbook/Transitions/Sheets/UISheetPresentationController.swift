import Foundation

/// The presentation controller of `.pageSheet`, `.formSheet` and `.automatic` presentations, as UIKit
/// draws them on iPhone since iOS 13: the presented view rises as a card with rounded top corners that
/// starts `SheetMetrics.sheetTopGap` points below the status bar; the presenting view shrinks back into a
/// card of its own with rounded corners (a sheet presented from a sheet pushes the cards behind further
/// back) over black, behind a black dimming view; the status bar turns light
/// (`UIApplication.statusBarStyle`). A downward swipe on the sheet dismisses it (see
/// ``UIAdaptivePresentationControllerDelegate`` for the calls it makes, and `isModalInPresentation`).
///
/// In compact height (iPhone landscape) the sheet covers the screen and nothing shrinks back. A delegate
/// whose `adaptivePresentationStyle(for:traitCollection:)` answers `.fullScreen` or `.overFullScreen`
/// turns the sheet into that presentation. Figures Apple does not publish are in `SheetMetrics`.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The style the delegate adapted the sheet to (`.fullScreen` or `.overFullScreen`), if any.
    var adaptedStyle: UIModalPresentationStyle?
    /// `true` while the system's sheet animator (or the swipe) animates the chrome itself; otherwise the
    /// chrome follows the transition coordinator.
    var animatesChromeItself = false
    /// The swipe's dismissal interaction, waiting for the dismissal transition to take it.
    var pendingInteraction: SheetDismissInteraction?
    /// The black view over the cards behind the sheet.
    let dimmingView = UIView()
    /// The black view behind the presenter's card (only when the presenter is not itself a sheet).
    var backdrop: UIView?
    /// How the presenting view looked before it shrank back, to restore it.
    var presenterLook: LayerLook?
    /// How the presented view looked before it got the sheet's corners, to restore it.
    var sheetLook: LayerLook?
    /// The swipe-to-dismiss recognizer on the presented view, while presented.
    var swipe: UIPanGestureRecognizer?
    /// What the current swipe does.
    var swipeMode: SwipeMode = .idle

    /// What a swipe on the sheet is doing.
    enum SwipeMode {
        case idle
        /// Refused (`isModalInPresentation` or the delegate): the sheet resists and springs back.
        case resisting
        /// Driving the interactive dismissal.
        case dismissing(SheetDismissInteraction)
    }

    /// A sheet presentation controller for `presentedViewController` (UIKit makes one for you: use the
    /// presented view controller's `sheetPresentationController`).
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// `.formSheet` when the presented view controller asked for one, else `.pageSheet`.
    open override var presentationStyle: UIModalPresentationStyle {
        presentedViewController.modalPresentationStyle == .formSheet ? .formSheet : .pageSheet
    }

    /// The delegate's adaptation (`.fullScreen`, `.overFullScreen`) or the sheet's own style.
    open override var adaptivePresentationStyle: UIModalPresentationStyle { adaptedStyle ?? presentationStyle }

    /// Sheets present over the whole window.
    open override var shouldPresentInFullscreen: Bool { true }

    /// Only a sheet adapted to `.fullScreen` removes the presenter's view.
    open override var shouldRemovePresentersView: Bool { adaptedStyle == .fullScreen }

    /// The sheet's resting frame (the container's bounds when adapted or in compact height).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return adaptedStyle == nil ? layout.sheetFrame : containerView.bounds
    }

    /// The geometry of this sheet in its container.
    var layout: SheetLayout {
        let bounds = containerView?.bounds ?? .zero
        let safeTop = containerView?.window?.safeAreaInsets.top ?? 0
        return SheetLayout(
            bounds: bounds, safeTop: safeTop, isCompactHeight: traitCollection.verticalSizeClass == .compact)
    }

    /// Whether the sheet shrinks the presenter back (not when adapted, nor in compact height).
    var isShowingCard: Bool { adaptedStyle == nil }

    /// Asks the delegate whether to adapt (called once, as the presentation starts).
    func adaptToEnvironment() {
        let style = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        adaptedStyle = style == .fullScreen || style == .overFullScreen ? style : nil
    }

    /// Installs the chrome (dimming, backdrop, corners) at its start and, unless the system's animator
    /// animates it, animates it in alongside the transition.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard isShowingCard else { return }
        installChrome()
        if !animatesChromeItself {
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { [weak self] _ in self?.applyChrome(1) }, completion: nil)
        }
    }

    /// Adds the swipe once presented; removes the chrome when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        animatesChromeItself = false
        guard isShowingCard else { return }
        if completed {
            installSwipe()
        } else {
            removeChrome()
        }
    }

    /// Animates the chrome out alongside the dismissal, unless the system's animator does.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard isShowingCard, !animatesChromeItself else { return }
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [weak self] _ in self?.applyChrome(0) }, completion: nil)
    }

    /// Removes the chrome and the swipe once dismissed.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        animatesChromeItself = false
        guard isShowingCard, completed else { return }
        removeSwipe()
        removeChrome()
    }

    /// Keeps the dimming view over the whole container.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let containerView, dimmingView.superview === containerView { dimmingView.frame = containerView.bounds }
    }
}
