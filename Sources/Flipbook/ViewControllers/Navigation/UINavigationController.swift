import Foundation

/// A stack of view controllers with a navigation bar: push to go deeper, pop to come back.
///
/// Animated pushes and pops ask the `delegate` for an animator and an interaction controller; without an
/// animator UIKit's default slide plays (the new view slides in from the right over the old one, which
/// moves a third of the way left under a light dimming, 0.35 s). The edge-swipe
/// `interactivePopGestureRecognizer` pops interactively with the default slide (or with the delegate's
/// animator and interaction controller when it supplies them). While a transition runs, further pushes
/// and pops are refused with `TransitionError.transitionInProgress`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, bottom first (the same objects as `children`).
    var stack: [UIViewController] = []
    /// Receives the transition callbacks; held weakly.
    open weak var delegate: UINavigationControllerDelegate?
    /// The bar at the top, showing the top view controller's title and a back button.
    public let navigationBar = UINavigationBar()
    /// The toolbar at the bottom, showing the top view controller's `toolbarItems` while
    /// ``isToolbarHidden`` is false: its 44-point row of items sits just above the bottom safe area (the
    /// home indicator) and its background reaches down to the screen's edge. Pushes and pops cross-fade its
    /// items; a pushed view controller with `hidesBottomBarWhenPushed` takes it off screen with the outgoing
    /// view. Manage it through the navigation controller, not directly.
    open var toolbar: UIToolbar! { bottomToolbar }
    private let bottomToolbar = UIToolbar()
    /// Whether the toolbar is hidden (true by default, as in UIKit). Setting it is
    /// `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenFlag }
        set { setToolbarHidden(newValue, animated: false) }
    }
    var toolbarHiddenFlag = true
    /// The view that holds the top view controller's view and in which transitions run.
    let transitionView = UIView()
    /// The edge-swipe recognizer that pops interactively (attached to `view` when it loads).
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = makePopGestureRecognizer()
    /// The pop gesture's state while it drives a pop.
    var popGesture = PopGestureState()
    /// The pop gesture's delegate (recognizers hold delegates weakly).
    lazy var popGestureDelegate: PopGestureDelegate = {
        let delegate = PopGestureDelegate()
        delegate.navigationController = self
        return delegate
    }()

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setStackWithoutTransition([rootViewController])
    }

    /// An empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An empty navigation controller (Flipbook has no storyboards).
    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The top view controller decides whether the status bar is hidden, as in UIKit.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// The view controller presented by the top one, or else the top one.
    open var visibleViewController: UIViewController? {
        guard let top = stack.last else { return nil }
        return top.presentedViewController ?? top
    }

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (`animated` fades it).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBar.isHidden else { return }
        if animated, hidden {
            UIView.animate(
                withDuration: 0.2, animations: { self.navigationBar.alpha = 0 },
                completion: { _ in
                    self.navigationBar.isHidden = true
                    self.navigationBar.alpha = 1
                })
        } else if animated {
            navigationBar.alpha = 0
            navigationBar.isHidden = false
            UIView.animate(withDuration: 0.2) { self.navigationBar.alpha = 1 }
        } else {
            navigationBar.isHidden = hidden
        }
        stack.last?.viewIfLoaded?.setNeedsLayout()
    }

    /// Hides or shows the toolbar; `animated` slides it out of or into the bottom edge (0.2 s). The top view
    /// controller's safe area makes room for it.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenFlag else { return }
        toolbarHiddenFlag = hidden
        applyToolbarVisibility(animated: animated)
    }

    /// Pushes `viewController` on the stack, animating with the delegate's animator or the default slide.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard validatePush(viewController) else { return }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top view controller and returns it (`nil` when only the root is left or the pop was refused).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        return performStackChange(Array(stack.dropLast()), animated: animated) ? top : nil
    }

    /// Pops everything above the root and returns the popped view controllers (`nil` when nothing was popped).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        return performStackChange([stack[0]], animated: animated) ? popped : nil
    }

    /// Pops everything above `viewController` and returns the popped view controllers; `nil` when
    /// `viewController` is not in the stack (reported) or is already on top.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            TransitionDiagnostics.shared.report(
                .invalidRequest(
                    """
                    popToViewController(\(TransitionContext.name(of: viewController))) \
                    names a view controller that is not in the stack
                    """
                ))
            return nil
        }
        guard index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        return performStackChange(Array(stack[...index]), animated: animated) ? popped : nil
    }

    /// Replaces the stack. When the top changes and the navigation controller is on screen, the change
    /// animates as a push (the old top is not in the new stack) or a pop (it is).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performStackChange(viewControllers, animated: animated)
    }

    /// Builds the root view: the transition view with the top view controller's view, and the bar on top.
    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.layoutHandler = { [weak self] animated in self?.layoutBars(animated: animated) }
        view = root
        root.addSubview(transitionView)
        root.addSubview(navigationBar)
        navigationBar.navigationController = self
        layoutBars()
        if let top = stack.last {
            let topView: UIView = top.view
            transitionView.addSubview(topView)
            topView.frame = transitionView.bounds
        }
        navigationBar.showItems(for: stack, animated: false)
        syncToolbar()
        if let recognizer = interactivePopGestureRecognizer { root.addGestureRecognizer(recognizer) }
    }

    override var appearanceForwardingChildren: [UIViewController] {
        stack.last.map { [$0] } ?? []
    }

    override func childTitleDidChange(_ child: UIViewController) {
        barAppearanceDidChange()
    }
}
