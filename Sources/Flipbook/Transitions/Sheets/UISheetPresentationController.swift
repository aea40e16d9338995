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
    /// The drag shared with a scroll view in the sheet, while one moves the sheet.
    var scrollDrag: SheetScrollDrag?
    /// The scroll views in the sheet whose pans the sheet follows.
    var adoptedScrollViews: [AdoptedScrollView] = []

    /// The heights the sheet rests at (default: `[.large()]`). Changes apply at once, or animate inside
    /// `animateChanges(_:)`.
    open var detents: [Detent] {
        get { storedDetents }
        set {
            storedDetents = newValue
            restingLayoutDidChange()
        }
    }
    private var storedDetents: [Detent] = [.large()]
    /// The detent the sheet rests at; `nil` (the default) means the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        get { storedSelectedDetentIdentifier }
        set {
            storedSelectedDetentIdentifier = newValue
            restingLayoutDidChange()
        }
    }
    private var storedSelectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which the screen behind stays undimmed and takes touches; `nil` (the default)
    /// dims it at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { storedLargestUndimmedDetentIdentifier }
        set {
            storedLargestUndimmedDetentIdentifier = newValue
            restingLayoutDidChange()
        }
    }
    private var storedLargestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber at its top. Default `false`.
    open var prefersGrabberVisible: Bool {
        get { storedPrefersGrabberVisible }
        set {
            storedPrefersGrabberVisible = newValue
            restingLayoutDidChange()
        }
    }
    private var storedPrefersGrabberVisible: Bool = false
    /// The sheet's corner radius; `nil` (the default) is the system's (`SheetMetrics.cornerRadius`).
    open var preferredCornerRadius: CGFloat? {
        get { storedPreferredCornerRadius }
        set {
            storedPreferredCornerRadius = newValue
            restingLayoutDidChange()
        }
    }
    private var storedPreferredCornerRadius: CGFloat?
    /// Whether an upward drag on a scroll view in the sheet first expands the sheet to its largest detent
    /// (then scrolls); `false` scrolls the content at once. Default `true`. A downward drag on content at its
    /// top drags the sheet down either way.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge only in compact height (iPhone landscape), centred and
    /// narrower than the screen with the screen behind dimmed, instead of covering the screen. Default `false`.
    open var prefersEdgeAttachedInCompactHeight: Bool {
        get { storedPrefersEdgeAttachedInCompactHeight }
        set {
            storedPrefersEdgeAttachedInCompactHeight = newValue
            restingLayoutDidChange()
        }
    }
    private var storedPrefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet is as wide as the presented view controller's `preferredContentSize`
    /// (when its width is set) rather than the system's width. Default `false`.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get { storedWidthFollowsPreferredContentSize }
        set {
            storedWidthFollowsPreferredContentSize = newValue
            restingLayoutDidChange()
        }
    }
    private var storedWidthFollowsPreferredContentSize = false
    /// The view a sheet points at when it shows as a popover-like sheet in regular width (iPad). Flipbook's
    /// devices are iPhones, whose compact width always shows the sheet at the bottom, so, as there, it changes
    /// nothing on screen.
    open weak var sourceView: UIView?
    /// `true` inside `animateChanges(_:)`, where property changes wait for the animation.
    var isBatchingChanges = false
    /// The grabber pill, while shown.
    var grabber: UIView?

    /// Makes the changes `changes` makes to the sheet's properties with the sheet's spring.
    open func animateChanges(_ changes: () -> Void) {
        let wasBatching = isBatchingChanges
        isBatchingChanges = true
        changes()
        isBatchingChanges = wasBatching
        guard !wasBatching else { return }
        UIView.animate(
            withDuration: SheetMetrics.transitionDuration, delay: 0, usingSpringWithDamping: SheetMetrics.springDamping,
            initialSpringVelocity: 0, options: [.allowUserInteraction],
            animations: { self.layoutAtRest() })
    }

    /// What a swipe on the sheet is doing.
    enum SwipeMode {
        case idle
        /// Refused (`isModalInPresentation` or the delegate): the sheet resists and springs back.
        case resisting
        /// Driving the interactive dismissal.
        case dismissing(SheetDismissInteraction)
        /// Moving a sheet with several detents; its top was at `startTop` when the drag began.
        case resizing(startTop: CGFloat)
    }

    /// A sheet presentation controller for `presentedViewController` (UIKit makes one for you: use the
    /// presented view controller's `sheetPresentationController`).
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// The presented view controller's resolved sheet style: `.formSheet` when it asked for one, else
    /// `.pageSheet` (which is what `.automatic` resolves to; see `resolvedModalPresentationStyle`).
    open override var presentationStyle: UIModalPresentationStyle {
        let style = presentedViewController.resolvedModalPresentationStyle
        return style.isSheet ? style : .pageSheet
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
        return adaptedStyle == nil ? sheetFrame(top: restingTop) : containerView.bounds
    }

    /// The geometry of this sheet in its container.
    var layout: SheetLayout {
        let bounds = containerView?.bounds ?? .zero
        let insets = containerView?.window?.safeAreaInsets ?? .zero
        let isCompactHeight = traitCollection.verticalSizeClass == .compact
        return SheetLayout(
            bounds: bounds, safeTop: insets.top, isCompactHeight: isCompactHeight, safeBottom: insets.bottom,
            edgeAttachedWidth: isCompactHeight && prefersEdgeAttachedInCompactHeight
                ? edgeAttachedWidth(in: bounds) : nil)
    }

    /// How wide the sheet is when attached to the bottom edge in compact height: the preferred content size's
    /// width when `widthFollowsPreferredContentSizeWhenEdgeAttached` asks for it (and it is set), else the
    /// system's width (`SheetLayout.edgeAttachedWidth(in:)`).
    private func edgeAttachedWidth(in bounds: CGRect) -> CGFloat {
        let preferred = presentedViewController.preferredContentSize.width
        if widthFollowsPreferredContentSizeWhenEdgeAttached, preferred > 0, preferred.isFinite { return preferred }
        return SheetLayout.edgeAttachedWidth(in: bounds.size)
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
                alongsideTransition: { [weak self] _ in self?.applyChrome(atTop: self?.restingTop ?? 0) },
                completion: nil)
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
            alongsideTransition: { [weak self] _ in self?.applyChrome(card: 0, dim: 0) }, completion: nil)
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
