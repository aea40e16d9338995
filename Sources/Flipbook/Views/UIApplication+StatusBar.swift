import Foundation

extension UIApplication {
    /// Whether the view controller that decides the status bar's appearance (see
    /// ``statusBarAppearanceController``) prefers it hidden.
    public var isStatusBarHidden: Bool {
        guard var controller = statusBarAppearanceController else { return false }
        while let child = controller.childForStatusBarHidden { controller = child }
        return controller.prefersStatusBarHidden
    }

    /// The style the view controller that decides the status bar's appearance asks for.
    public var statusBarStyle: UIStatusBarStyle {
        guard var controller = statusBarAppearanceController else { return .default }
        while let child = controller.childForStatusBarStyle { controller = child }
        return controller.preferredStatusBarStyle
    }

    /// The view controller whose preferences decide the status bar (before `childForStatusBar…`): the key
    /// window's root view controller, or the view controller it presents when that presentation covers the
    /// screen or captures the status bar appearance (and so on up the presentations).
    var statusBarAppearanceController: UIViewController? {
        var controller = keyWindow?.rootViewController
        while let presented = controller?.presentedViewController {
            let style = presented.modalPresentationStyle.resolved
            guard style == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance else { break }
            controller = presented
        }
        return controller
    }
}
