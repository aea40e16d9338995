import Foundation

extension UIWindow {
    /// The view controller whose view fills the window.
    ///
    /// Setting it removes the previous root's view (the previous root gets `viewWillDisappear` /
    /// `viewDidDisappear` if it had appeared), puts the new root's view at the back of the window, sized to
    /// the window's bounds, and gives the new root `viewWillAppear` / `viewDidAppear` at once (Flipbook
    /// does not wait for `makeKeyAndVisible()`). Setting it while a transition runs is refused.
    public var rootViewController: UIViewController? {
        get { rootViewControllerStorage as? UIViewController }
        set {
            let old = rootViewController
            guard newValue !== old else { return }
            guard TransitionDriver.mayStart("setting UIWindow.rootViewController") else { return }
            if let old {
                let wasVisible = old.isAppearingOrAppeared
                if wasVisible { old.applyBeginAppearance(false, animated: false) }
                old.viewIfLoaded?.removeFromSuperview()
                if wasVisible { old.applyEndAppearance() }
            }
            rootViewControllerStorage = newValue
            guard let root = newValue else { return }
            if root.parent != nil { root.removeFromParent() }
            let view: UIView = root.view
            UIView.performWithoutAnimation {
                insertSubview(view, at: 0)
                view.frame = bounds
            }
            view.layoutIfNeeded()
            root.applyBeginAppearance(true, animated: false)
            root.applyEndAppearance()
        }
    }
}
