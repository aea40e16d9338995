import Foundation

extension UIApplication {
    /// Whether the view controller that decides the status bar's appearance (see
    /// `statusBarAppearanceController`) prefers it hidden.
    public var isStatusBarHidden: Bool {
        guard var controller = statusBarAppearanceController else { return false }
        while let child = controller.childForStatusBarHidden { controller = child }
        return controller.prefersStatusBarHidden
    }

    /// The status bar's style (Flipbook draws no status bar; this is what iOS would show): light while a
    /// sheet has shrunk the screen behind it back into a card (the status bar sits over black then), else the
    /// style the view controller that decides the status bar's appearance asks for.
    public var statusBarStyle: UIStatusBarStyle {
        if isShowingSheetCard { return .lightContent }
        guard var controller = statusBarAppearanceController else { return .default }
        while let child = controller.childForStatusBarStyle { controller = child }
        return controller.preferredStatusBarStyle
    }

    /// Whether a page sheet up the key window's presentations has shrunk the screen behind it into a card.
    private var isShowingSheetCard: Bool {
        var controller = keyWindow?.rootViewController
        while let presented = controller?.presentedViewController {
            if let sheet = presented.ownPresentationController as? UISheetPresentationController, sheet.isShowingCard,
                !sheet.layout.isCompactHeight, sheet.containerView != nil
            {
                return true
            }
            controller = presented
        }
        return false
    }

    /// The view controller whose preferences decide the status bar (before `childForStatusBar…`): the key
    /// window's root view controller, or the view controller it presents when that presentation covers the
    /// screen or captures the status bar appearance (and so on up the presentations).
    var statusBarAppearanceController: UIViewController? {
        var controller = keyWindow?.rootViewController
        while let presented = controller?.presentedViewController {
            let style = presented.resolvedModalPresentationStyle
            guard style == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance else { break }
            controller = presented
        }
        return controller
    }
}
