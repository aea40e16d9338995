import Flipbook

/// A navigation controller delegate that logs the engine's questions and answers with the given objects.
@MainActor
final class LoggedNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let log: CallLog
    var pushAnimator: UIViewControllerAnimatedTransitioning?
    var popAnimator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?

    init(log: CallLog) { self.log = log }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        log.add("nav.willShow(\((viewController as? LoggedViewController)?.name ?? "?"))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        log.add("nav.didShow(\((viewController as? LoggedViewController)?.name ?? "?"))")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.add("nav.animationController(\(operation == .push ? "push" : "pop"))")
        return operation == .push ? pushAnimator : popAnimator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        log.add("nav.interactionController")
        return interaction
    }
}
