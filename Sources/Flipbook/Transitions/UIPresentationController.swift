import Foundation

/// Manages how a presented view controller sits on screen: the container view, the presented view's
/// frame, and extra views such as a dimming background. UIKit uses it for every presentation; a
/// transitioning delegate supplies a subclass for `.custom` presentations.
///
/// Override the `…WillBegin` / `…DidEnd` methods to add and remove chrome (animate it with the
/// presented view controller's `transitionCoordinator`), `frameOfPresentedViewInContainerView` to size
/// the presented view, and the layout methods to keep your views in place.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The view controller being presented.
    public var presentedViewController: UIViewController { presented.viewController }
    /// The view controller that presents it (the root of the presenting side, as UIKit picks it); before the
    /// presentation, the one given to the initialiser (the presented view controller when that was `nil`).
    public internal(set) var presentingViewController: UIViewController {
        get { presenting ?? presentedViewController }
        set { presenting = newValue }
    }
    /// The presented view controller, held weakly while this controller waits for a presentation.
    private var presented: PresentedHold
    /// The presenting view controller; `nil` stands for the presented one.
    private var presenting: UIViewController?
    /// The view in which the presentation takes place; `nil` before the presentation transition starts.
    public internal(set) var containerView: UIView?

    /// Where the presenting view controller's view was before a presentation that removes it, so the
    /// dismissal can put it back.
    var presenterViewHome: ViewHome?

    /// A presentation controller for `presentedViewController` presented by `presentingViewController`
    /// (UIKit fills in the presenting view controller when `nil`).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = .held(presentedViewController)
        presenting = presentingViewController
        super.init()
    }

    /// Holds the presented view controller weakly: for the controller a view controller makes, and keeps,
    /// before it is presented (`presentationController`), which must not keep it alive in return.
    func waitForPresentation() {
        presented = .awaiting(WeakViewController(presentedViewController))
    }

    /// Holds the presented view controller strongly again: a presentation adopted this controller.
    func adoptForPresentation(presenting presentingViewController: UIViewController) {
        presented = .held(presentedViewController)
        presenting = presentingViewController
    }

    /// Called for each change of a value this object observes through
    /// `addObserver(_:forKeyPath:options:context:)`, with the entries its options asked for (`.kindKey` always;
    /// `.newKey`, `.oldKey`, `.notificationIsPriorKey`). The default does nothing; override it, as in UIKit.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
    /// Answers questions about adaptation and about dismissals the user starts (held weakly, as in UIKit).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The controller whose delegate hears about dismissals the user starts here, and which is named to it:
    /// a popover's, for the sheet it adapted to. `nil`: this one.
    weak var reportsTo: UIPresentationController?
    /// The controller named to the delegate that hears about dismissals the user starts (see `reportsTo`).
    var dismissalReporter: UIPresentationController { reportsTo ?? self }

    /// The style the presentation actually uses: `presentationStyle` unless the delegate adapted it.
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    /// The view that is animated and shown: by default the presented view controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame at the end of the presentation, in the container's coordinates.
    /// Default: the container's bounds.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the container covers the whole window (`true`, default) or only the view of the view
    /// controller that defines the presentation context (`false`, like `.currentContext`).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting view controller's view is removed when the presentation ends. Default `false`
    /// (custom presentations keep it, and `view(forKey:)` is `nil` for it).
    open var shouldRemovePresentersView: Bool { false }

    /// The presented view controller's `modalPresentationStyle`.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// Called before the presentation animation starts; add chrome here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation transition ended; `completed` is `false` when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animation starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal transition ended; `completed` is `false` when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews (at each of its layout passes, among them one
    /// when the presentation starts and one when it ends).
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container (UIContentContainer; Flipbook's screens do not rotate, see the protocol)

    /// The size the presentation would like for the presented view (`.zero`: no preference).
    open var preferredContentSize: CGSize = .zero
    /// The presented view controller's preferred content size changed. The default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The presented view controller's fitting size changed. The default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size of the presented view controller's content inside `parentSize`: the parent size.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    {
        parentSize
    }
    /// The container is about to change to `size`. The default forwards it to the presented view controller.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }
    /// The traits are about to change. The default forwards it to the presented view controller.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }
    /// The traits of the presentation: the container's, or the presenting view controller's before it exists.
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    /// Runs one layout pass of the container now (its layout calls the two callbacks around it, see
    /// `PresentationContainerView`).
    func layoutContainer() {
        guard let containerView else { return }
        containerView.setNeedsLayout()
        containerView.layoutIfNeeded()
    }
}

/// A view's place in the hierarchy, to put it back later.
@MainActor
struct ViewHome {
    /// The former superview.
    weak var superview: UIView?
    /// The former index among the superview's subviews.
    var index: Int
    /// The former frame.
    var frame: CGRect

    /// Records where `view` is now (`nil` when it has no superview).
    init?(of view: UIView) {
        guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) else {
            return nil
        }
        self.superview = superview
        self.index = index
        frame = view.frame
    }

    /// Puts `view` back where it was, with its former frame.
    func restore(_ view: UIView) {
        guard let superview else { return }
        UIView.performWithoutAnimation {
            superview.insertSubview(view, at: min(index, superview.subviews.count))
            view.frame = frame
        }
    }
}
