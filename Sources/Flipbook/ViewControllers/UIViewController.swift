import Foundation

/// Manages one screenful of content: a lazily loaded view, its appearance callbacks, its place among
/// child and presented view controllers, and the transitions that bring it on and off screen.
///
/// Subclass it as in UIKit: build the view in `loadView()` (or let the default make a plain full-screen
/// view) and configure it in `viewDidLoad()`; override the appearance callbacks to follow transitions.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    private var loadedView: UIView?
    private var isLoadingView = false

    /// A view controller with no nib (Flipbook has no nibs or storyboards; both arguments are ignored).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A view controller with a default, lazily created view: `init(nibName: nil, bundle: nil)`. A convenience
    /// initializer, as in UIKit, so subclasses that override `init(nibName:bundle:)` and `init?(coder:)`
    /// inherit it.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Flipbook has no storyboards: this makes the same view controller as `init()`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The root view, loaded on first access through `loadView()` and then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it was loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view was loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view. The default makes a plain view the size of the main screen with no background
    /// colour. Overrides must set `view` and must not call `super`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view was loaded.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            TransitionDiagnostics.shared.report(
                .invalidRequest(
                    "loadView() of \(TransitionContext.name(of: self)) did not set view; a plain view was used"))
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// A title for navigation bars and tab bar items.
    open var title: String? {
        get { storedTitle }
        set {
            storedTitle = newValue
            titleDidChange()
        }
    }
    private var storedTitle: String?

    /// Whether the controller is editing its content (see UIViewController+Editing.swift). Setting it is
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    var editingState = false
    /// The item ``editButtonItem`` made, once asked for.
    var madeEditButtonItem: UIBarButtonItem?

    /// Starts or ends editing: the ``editButtonItem`` turns into a bold "Done" (or back into "Edit").
    /// Override it to put your views into editing mode, calling `super` (``UITableViewController`` passes it on
    /// to its table). Declared here, not in an extension, so that subclasses can override it as in UIKit.
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing)
    }

    /// A bar button item reading "Edit" that calls ``setEditing(_:animated:)`` (animated) with the opposite of
    /// ``isEditing`` when tapped, and reads a bold "Done" while the controller is editing.
    open var editButtonItem: UIBarButtonItem { editButton() }

    /// The item shown for this view controller in a tab bar (created on first use, titled with `title`).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?

    /// The item a navigation bar shows for this view controller (created on first use; its title
    /// follows ``title`` until set).
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(owner: self)
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: UINavigationItem?

    /// The items a navigation controller's toolbar shows while this view controller is on top. Setting it
    /// is `setToolbarItems(_:animated: false)`.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    private var storedToolbarItems: [UIBarButtonItem]?

    /// Sets ``toolbarItems``; on top of a navigation controller, the toolbar shows them at once or, with
    /// `animated`, cross-fades to them.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        toolbarItemsDidChange(animated: animated)
    }

    /// Whether a navigation controller hides its bottom bar (the toolbar) while this view controller is
    /// pushed on its stack (above the root). False by default.
    open var hidesBottomBarWhenPushed = false

    /// The band above the content, from the view's top down to its safe area (the status bar and a
    /// navigation bar): UIKit's `topLayoutGuide`, deprecated there in favour of `view.safeAreaLayoutGuide`
    /// and kept for older code. Loads the view.
    open var topLayoutGuide: UILayoutSupport {
        if let guide = layoutSupportGuides.top { return guide }
        let guide = ViewControllerLayoutSupport(of: view, isTop: true)
        layoutSupportGuides.top = guide
        return guide
    }

    /// The band below the content, from the view's safe area down to its bottom (the home indicator, a
    /// toolbar or a tab bar): UIKit's `bottomLayoutGuide`, deprecated there in favour of
    /// `view.safeAreaLayoutGuide` and kept for older code. Loads the view.
    open var bottomLayoutGuide: UILayoutSupport {
        if let guide = layoutSupportGuides.bottom { return guide }
        let guide = ViewControllerLayoutSupport(of: view, isTop: false)
        layoutSupportGuides.bottom = guide
        return guide
    }
    private var layoutSupportGuides: (top: ViewControllerLayoutSupport?, bottom: ViewControllerLayoutSupport?) = (
        nil, nil
    )

    /// Lets containers (navigation bar, tab bar) redraw when the title changes.
    func titleDidChange() {
        parent?.childTitleDidChange(self)
    }

    /// A child's title changed (containers override to update their bars).
    func childTitleDidChange(_ child: UIViewController) {}

    /// The children that receive this view controller's appearance callbacks when
    /// `shouldAutomaticallyForwardAppearanceMethods` is `true`: by default those whose view is inside this
    /// view controller's view. Containers narrow it (navigation: the top; tab bar: the selected one).
    var appearanceForwardingChildren: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    // MARK: Responder chain

    /// The view controller that presented this one, else its view's superview, else its parent.
    open override var next: UIResponder? {
        if let ownPresenting { return ownPresenting }
        return viewIfLoaded?.superview ?? parent
    }

    override var isInWindowHierarchy: Bool { viewIfLoaded?.window != nil }

    // MARK: Transitions

    /// Supplies custom animators, interaction controllers and presentation controllers when this view
    /// controller is presented or dismissed. Held weakly, as in UIKit.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// How this view controller is presented. Default `.automatic`, as in UIKit since iOS 13: a page sheet
    /// (see `resolvedModalPresentationStyle`). Set `.fullScreen` for the full-screen look of earlier iOS.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The default animation used when this view controller is presented without a custom animator.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The transition that brings this view controller on screen when it is presented or pushed without a
    /// custom animator (iOS 18): `.zoom(options:sourceViewProvider:)` on present and push, the modal styles
    /// (`.coverVertical`, `.crossDissolve`, …) on present. A zoom presents in full screen (sheet styles
    /// included) and can then be dragged down to dismiss or pop. `nil` (the default): the usual animation.
    open var preferredTransition: UIViewController.Transition?

    /// Whether `.currentContext` / `.overCurrentContext` presentations from this view controller or its
    /// descendants cover this view controller's view (instead of the root's).
    open var definesPresentationContext = false

    /// The coordinator of the transition this view controller (or an ancestor) takes part in, while it runs.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        TransitionDriver.transition(involving: self)?.coordinator
    }

    // MARK: Presentation relationships (maintained by ModalPresentation)

    /// The view controller presented by this one, or by its nearest ancestor.
    open var presentedViewController: UIViewController? {
        ownPresented ?? parent?.presentedViewController
    }

    /// The view controller that presented this one, or its nearest presented ancestor.
    open var presentingViewController: UIViewController? {
        ownPresenting ?? parent?.presentingViewController
    }

    /// The presentation controller managing this view controller's (or its nearest ancestor's) presentation.
    /// Before a sheet style (`.pageSheet`, `.formSheet`, and `.automatic`, the default) is presented it is the
    /// sheet controller the presentation will use, so its `delegate` and options can be set first, as in UIKit.
    open var presentationController: UIPresentationController? {
        if let popover = ownPopoverController { return popover }
        if let own = ownPresentationController { return own }
        if let parent { return parent.presentationController }
        return upcomingPresentationController
    }

    /// The sheet presentation controller of a sheet style's presentation (see `presentationController`);
    /// `nil` for other styles.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller of a `.popover` presentation (see `presentationController`), also
    /// while the popover is adapted to a sheet; `nil` for other styles.
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// Whether the presentation refuses to be dismissed by a swipe: the sheet only gives a little and the
    /// presentation controller's delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
    open var isModalInPresentation = false

    /// The sheet or popover controller made for `presentationController` before the presentation (used by
    /// it). It holds this view controller weakly until the presentation adopts it.
    var pendingPresentationController: UIPresentationController?

    /// The controller a sheet or popover presentation of this view controller will use, made on first use.
    private var upcomingPresentationController: UIPresentationController? {
        guard ownPresenting == nil else { return nil }
        let style = resolvedModalPresentationStyle
        if style.isSheet {
            if let sheet = pendingPresentationController as? UISheetPresentationController { return sheet }
            let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
            return waiting(sheet)
        }
        if style == .popover {
            if let popover = pendingPresentationController as? UIPopoverPresentationController { return popover }
            let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            return waiting(popover)
        }
        return nil
    }

    /// Keeps `controller` as the pending one, holding this view controller weakly.
    private func waiting<Controller: UIPresentationController>(_ controller: Controller) -> Controller {
        controller.waitForPresentation()
        pendingPresentationController = controller
        return controller
    }

    /// Set on the presenting view controller while it presents `ownPresented`.
    var ownPresented: UIViewController?
    /// Set on a presented view controller.
    weak var ownPresenting: UIViewController?
    /// Set on a presented view controller: the controller that runs its presentation.
    var ownPresentationController: UIPresentationController? {
        didSet { if ownPresentationController == nil { ownPopoverController = nil } }
    }
    /// Set on a view controller presented as `.popover`: its popover controller, also when the presentation
    /// adapted (then `ownPresentationController` is the sheet or full-screen controller that runs it).
    var ownPopoverController: UIPopoverPresentationController?
    /// Safe-area insets the presentation's chrome takes from this view controller's view (a popover's arrow).
    var chromeSafeAreaInsets: UIEdgeInsets = .zero

    /// `true` during the transition that presents this view controller.
    public internal(set) var isBeingPresented = false
    /// `true` during the transition that dismisses this view controller.
    public internal(set) var isBeingDismissed = false
    /// `true` during the transition that adds this view controller to a container.
    public internal(set) var isMovingToParent = false
    /// `true` during the transition that removes this view controller from a container.
    public internal(set) var isMovingFromParent = false

    // MARK: Containment (helpers in UIViewController+Containment.swift)

    /// Makes `childController` a child of this view controller, calling its `willMove(toParent:)` first
    /// (it is removed from a previous parent). Add its view yourself, then call `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        attachChild(childController)
    }

    /// Removes this view controller from its parent and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` before, and remove the view yourself.
    open func removeFromParent() {
        detachFromParent()
    }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        var candidate = parent
        while let vc = candidate {
            if let nav = vc as? UINavigationController { return nav }
            candidate = vc.parent
        }
        return nil
    }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        var candidate = parent
        while let vc = candidate {
            if let tab = vc as? UITabBarController { return tab }
            candidate = vc.parent
        }
        return nil
    }

    /// Swaps two child view controllers' views for a custom container: `toViewController`'s view goes into
    /// `fromViewController`'s superview, `animations` run (with a `.transition…` option, as a view transition
    /// of that superview), then the from view is removed. Both children get their appearance callbacks.
    /// Both must be children of this view controller, and the from view must be on screen; otherwise the call
    /// is reported and nothing happens. Add and remove the children yourself, as in UIKit.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        transitionChild(
            from: fromViewController, to: toViewController, duration: duration, options: options,
            animations: animations, completion: completion)
    }

    /// Called just before this view controller is added to, or removed from, a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called just after this view controller was added to, or removed from, a container.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance (state machine in UIViewController+Appearance.swift)

    /// Called before the view is added to the window's hierarchy (or a transition brings it on screen).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (after the transition that brought it on screen completed).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen (when a transition that hides it starts).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether a container forwards appearance callbacks to its children automatically. Default `true`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance change by hand (custom containers): calls `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)` unless the view controller is already in or heading to that state.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        applyBeginAppearance(isAppearing, animated: animated)
    }

    /// Ends an appearance change begun with `beginAppearanceTransition(_:animated:)`: calls
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        applyEndAppearance()
    }

    // MARK: Presentation (logic in ModalPresentation.swift)

    /// Presents `viewControllerToPresent` modally, with its `transitioningDelegate`'s animator (or the
    /// default animation of its `modalTransitionStyle`), then calls `completion`. Refused, with a
    /// `TransitionError`, while another transition runs or when something is already presented here.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        ModalPresentation.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Shows `vc` the way the context prefers, as UIKit's default: pushed when this view controller is (or is
    /// inside) a navigation controller, presented modally otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = (self as? UINavigationController) ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail of a split interface; Flipbook has no split view controller, so it is
    /// presented modally, as UIKit does outside one.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// Dismisses the view controller presented by this one; when nothing is presented here, asks the
    /// presenting view controller to dismiss this one. `completion` runs after a completed dismissal.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        ModalPresentation.dismiss(from: self, animated: flag, completion: completion)
    }

    // MARK: Layout, status bar and content size

    /// Insets added to the safe area of the view and its subviews (beyond the window's status bar and home
    /// indicator bands). Default zero.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            storedAdditionalSafeAreaInsets = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }
    private var storedAdditionalSafeAreaInsets: UIEdgeInsets = .zero

    /// Called when the view's safe-area insets changed, before the layout pass that follows.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called before the view lays out its subviews (at the start of each layout pass of `view`).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Flipbook has no nib archives, so nothing calls this; it exists (as UIKit's `NSObject` method) so
    /// overrides that call `super.awakeFromNib()` compile.
    open func awakeFromNib() {}

    /// The status bar style this view controller asks for, when it decides the status bar's appearance
    /// (see `UIApplication.statusBarStyle`). Flipbook draws no status bar: the value is only read.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this view controller asks for the status bar to be hidden, when it decides the status bar's
    /// appearance: `UIApplication.statusBarFrame` is then `.zero`.
    open var prefersStatusBarHidden: Bool { false }
    /// How a change of ``prefersStatusBarHidden`` is to animate (default `.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child whose ``preferredStatusBarStyle`` is used instead of this controller's (default nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// A child whose ``prefersStatusBarHidden`` is used instead of this controller's (default nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a view controller presented in a style that does not cover the screen (a sheet, a custom
    /// presentation) takes over the status bar appearance; full-screen presentations always do. Default
    /// `false`.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Asks the system to read ``preferredStatusBarStyle`` and ``prefersStatusBarHidden`` again. The drawn status
    /// bar (``FrameRecorder/showsStatusBar``) changes at once, or, inside an animation block, animated with it
    /// (a hidden change as ``preferredStatusBarUpdateAnimation`` says). `UIApplication`'s status bar state is
    /// always current.
    open func setNeedsStatusBarAppearanceUpdate() {
        World.current.statusBar?.refresh()
    }

    /// Prepares for a segue about to run (`UIStoryboardSegue.perform()` by code that calls this first). The
    /// default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue named `identifier` may run; code that performs segues itself asks this first.
    /// Default `true`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// The size this view controller would like inside a container (`.zero`: no preference); a change is
    /// reported to the parent's `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize: CGSize {
        get { storedPreferredContentSize }
        set {
            let oldValue = storedPreferredContentSize
            storedPreferredContentSize = newValue
            if newValue != oldValue { parent?.preferredContentSizeDidChange(forChildContentContainer: self) }
            KeyValueObserving.objectDidChange(self)
        }
    }
    private var storedPreferredContentSize = CGSize.zero
    /// A child's preferred content size changed. The default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's fitting size changed. The default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size a child gets inside `parentSize`: the parent size, as UIKit's default.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    {
        parentSize
    }
    /// The view is about to change to `size`. The default forwards the call to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }
    /// The traits are about to change. The default forwards the call to the children.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }
    /// The traits of the view controller's environment: its view's (the main screen's before the view is
    /// in a window).
    open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UIScreen.main.traitCollection }

    // MARK: Appearance bookkeeping (see UIViewController+Appearance.swift)

    /// Where this view controller is in its appearance cycle.
    var appearanceState: AppearanceState = .disappeared
    /// The `animated` flag of the appearance transition in progress.
    var appearanceAnimated = false

    // MARK: Containment bookkeeping (see UIViewController+Containment.swift)

    /// The containing view controller.
    public internal(set) weak var parent: UIViewController?
    /// The child view controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
}
