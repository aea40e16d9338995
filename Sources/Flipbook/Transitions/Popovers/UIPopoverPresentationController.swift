import Foundation

/// The presentation controller of `.popover` presentations: a rounded bubble with an arrow pointing at its
/// source (`sourceItem`, `barButtonItem` or `sourceView` with `sourceRect`), sized from the presented view
/// controller's `preferredContentSize`, placed by `permittedArrowDirections` inside the safe area and
/// `popoverLayoutMargins`, faded in and out. A tap outside it (not on `passthroughViews`) dismisses it.
///
/// On iPhone (compact width) a popover adapts, as in iOS 13 and later, to a sheet
/// (`adaptiveSheetPresentationController`), unless the `delegate`'s
/// `adaptivePresentationStyle(for:traitCollection:)` answers `.none` (show the popover) or another style
/// (`.fullScreen`, `.overFullScreen`, `.pageSheet`, `.formSheet`). The view controller's
/// `presentationController` and `popoverPresentationController` stay this controller either way.
///
/// Its `delegate` is the inherited ``UIAdaptivePresentationControllerDelegate`` property (Swift cannot
/// narrow a settable property's type as UIKit's Objective-C does): set a
/// ``UIPopoverPresentationControllerDelegate`` there and its popover methods are called. Figures are in
/// `PopoverMetrics`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The directions the arrow may point. Default `.any`. (A popover from a bar button item points at its
    /// bar whatever this says, as UIKit does.)
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The view the popover points at (with `sourceRect`), when `sourceItem` is `nil`.
    open var sourceView: UIView?
    /// The rect in `sourceView` (or in a view `sourceItem`) the popover points at; `CGRect.null` (the
    /// default) means the view's bounds.
    open var sourceRect: CGRect = .null
    /// What the popover points at (iOS 16): a view or a bar button item. Setting a bar button item is
    /// setting `barButtonItem`.
    open var sourceItem: UIPopoverPresentationControllerSourceItem?
    /// The bar button item the popover points at: `sourceItem` when it is one.
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }
    /// The direction the arrow points while shown; `.unknown` before (and without an arrow).
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Room kept between the popover and the edges of the safe area. Default 10 points on every side.
    open var popoverLayoutMargins = UIEdgeInsets(
        top: PopoverMetrics.layoutMargin, left: PopoverMetrics.layoutMargin, bottom: PopoverMetrics.layoutMargin,
        right: PopoverMetrics.layoutMargin)
    /// The bubble's colour behind the content (and the arrow's); `nil` (the default) is UIKit's material.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            chrome?.update(fill: newValue)
        }
    }
    /// `backgroundColor`'s storage (a setter, not an observer, so that initializers run it too).
    private var storedBackgroundColor: UIColor?
    /// Views that take touches while the popover is shown: a tap on them does not dismiss it.
    open var passthroughViews: [UIView]?
    /// Whether the popover may cover its source rect when there is no room beside it. Default `false`.
    open var canOverlapSourceViewRect = false

    /// The sheet the popover adapts to in compact width (iOS 15): set its detents and options before
    /// presenting. Made on first use.
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let adaptiveSheet { return adaptiveSheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
        sheet.waitForPresentation()
        sheet.reportsTo = self
        adaptiveSheet = sheet
        return sheet
    }
    private var adaptiveSheet: UISheetPresentationController?

    /// The style the presentation adapted to (`nil`: shown as a popover), once it started.
    var adaptedStyle: UIModalPresentationStyle?
    /// Whether the presentation started (the adaptation is decided).
    var hasStarted = false
    /// Where the popover is, while shown.
    var placement: PopoverPlacement?
    /// The bubble's shadow and fill behind the presented view, while shown.
    var chrome: PopoverChromeView?
    /// The clear view over the screen behind that catches taps outside the popover, while shown.
    var tapCatcher: PopoverTapCatcherView?
    /// The presented view's mask before it got the bubble's, to restore.
    var presentedMaskBefore: CALayer?

    /// A popover presentation controller for `presentedViewController` (UIKit makes one for you: set the
    /// presented view controller's `modalPresentationStyle` to `.popover` and use its
    /// `popoverPresentationController`).
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// `.popover`.
    open override var presentationStyle: UIModalPresentationStyle { .popover }

    /// The style the popover shows with in the current traits: `.popover` when it does not adapt (the
    /// delegate answered `.none`), else the style it adapts to (`.formSheet` by default on iPhone).
    open override var adaptivePresentationStyle: UIModalPresentationStyle {
        let style = hasStarted ? adaptedStyle : adaptation()
        return style ?? .popover
    }

    /// Popovers present over the whole window.
    open override var shouldPresentInFullscreen: Bool { true }

    /// The popover's frame (bubble and arrow) in the container.
    open override var frameOfPresentedViewInContainerView: CGRect {
        (placement ?? currentPlacement())?.frame ?? .zero
    }

    /// The delegate, when it is a popover delegate.
    var popoverDelegate: UIPopoverPresentationControllerDelegate? {
        delegate as? UIPopoverPresentationControllerDelegate
    }

    /// The style the popover adapts to now (`nil`: it shows as a popover): the delegate's answer, or
    /// UIKit's own in compact width (a sheet, `.formSheet`; a published iOS 26.1 measurement finds a
    /// `_UIFormSheetPresentationController` there).
    func adaptation() -> UIModalPresentationStyle? {
        let answer = AdaptationQuestion.ask(delegate, for: self, traitCollection: traitCollection)
        let style = answer ?? (traitCollection.horizontalSizeClass == .compact ? .formSheet : .none)
        switch style {
        case .none, .popover: return nil
        case .automatic: return .formSheet
        default: return style
        }
    }

    /// Decides the adaptation as the presentation starts and returns the controller that runs it: this one
    /// for a popover, the adaptive sheet for a sheet, a full-screen presentation for the others.
    func controllerForPresentation(presenting root: UIViewController) -> UIPresentationController {
        adoptForPresentation(presenting: root)
        adaptedStyle = adaptation()
        hasStarted = true
        switch adaptedStyle {
        case nil:
            return self
        case .pageSheet?, .formSheet?:
            let sheet = adaptiveSheetPresentationController
            sheet.adoptForPresentation(presenting: root)
            return sheet
        case let style?:
            return SystemPresentationController(
                presented: presentedViewController, presenting: root, style: style == .custom ? .fullScreen : style)
        }
    }

    /// Places the popover and adds its chrome as the presentation starts.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        installChrome()
    }

    /// Removes the chrome when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { removeChrome() }
    }

    /// Removes the chrome once dismissed.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { removeChrome() }
    }

    /// Keeps the tap catcher over the container and places the popover again where its source now is.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let containerView, let tapCatcher { tapCatcher.frame = containerView.bounds }
        guard !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed else { return }
        repositionIfNeeded()
    }
}
