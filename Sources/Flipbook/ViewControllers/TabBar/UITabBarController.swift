import Foundation

/// Shows one of several view controllers, chosen by a tab bar at the bottom.
///
/// Changing `selectedIndex` / `selectedViewController` (in code or by tapping an item) asks the
/// `delegate` for an animator and then an interaction controller; without an animator the switch happens
/// at once, as in UIKit. During a transition `selectedIndex` already names the new tab; a cancelled
/// transition puts the old one back (before the animator's `animationEnded(_:)`). While a transition runs,
/// other selections are refused with `TransitionError.transitionInProgress`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The tab bar's view controllers (the same objects as `children`).
    var tabs: [UIViewController] = []
    /// The selected tab's index in `tabs` (`Int.max`, UIKit's NSNotFound, when there are no tabs).
    var selection: Int = 0
    /// Receives selection and transition callbacks; held weakly.
    open weak var delegate: UITabBarControllerDelegate?
    /// The bar at the bottom.
    public let tabBar = UITabBar()
    /// The view that holds the selected view controller's view and in which transitions run.
    let transitionView = UIView()

    /// A tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.controller = self
    }

    /// A tab bar controller with no tabs (Flipbook has no storyboards).
    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
        tabBar.controller = self
    }

    /// The tabs' view controllers, in order. Setting it selects the first tab unless the selected view
    /// controller is still among them.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (without a transition).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replaceTabs(viewControllers ?? [])
    }

    /// The selected tab's index. Setting it runs the tab transition (see the type's documentation); an
    /// index out of range is reported and ignored.
    open var selectedIndex: Int {
        get { tabs.isEmpty ? Int.max : selection }
        set { select(index: newValue, byUser: false) }
    }

    /// The selected tab's view controller. Setting one that is not a tab is reported and ignored.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                TransitionDiagnostics.shared.report(.invalidRequest("selectedViewController must be one of the tabs"))
                return
            }
            select(index: index, byUser: false)
        }
    }

    /// Builds the root view: the transition view with the selected view controller's view, and the tab bar.
    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.layoutHandler = { [weak self] animated in self?.layoutTabBar(animated: animated) }
        view = root
        root.addSubview(transitionView)
        root.addSubview(tabBar)
        layoutTabBar()
        if let selected = selectedViewController {
            let selectedView: UIView = selected.view
            transitionView.addSubview(selectedView)
            selectedView.frame = transitionView.bounds
        }
        tabBar.reload()
    }

    override var appearanceForwardingChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    override func childTitleDidChange(_ child: UIViewController) {
        if isViewLoaded { tabBar.reload() }
    }
}
