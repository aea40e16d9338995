import Foundation

extension UIWindow {
    /// `rootViewController`'s setter: swaps the root view controller and its view, with appearance callbacks.
    func installRootViewController(_ newValue: UIViewController?) {
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
