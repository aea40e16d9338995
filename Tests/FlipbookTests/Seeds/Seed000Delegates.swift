// Seed 000, ported: the transitioning delegate the article describes for presentations, and its
// navigation-controller delegate (`PresentationAnimator` for push and pop, `percentDriven` as the
// interaction controller).
import Flipbook

/// Hands out `PresentationAnimator`s for presenting and dismissing (the "transitioning delegate" of the article).
@MainActor
final class Seed000TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        PresentationAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PresentationAnimator(presenting: false)
    }
}

/// The article's `extension ViewController: UINavigationControllerDelegate`, with its `percentDriven`.
/// The article returns `percentDriven` for every transition; like the seed's interactive examples, this
/// port returns it only while a gesture drives the pop (`interactive`), or a push would wait for updates.
@MainActor
final class Seed000NavigationDelegate: NSObject, UINavigationControllerDelegate {
    let percentDriven = UIPercentDrivenInteractiveTransition()
    var interactive = false

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationControllerOperation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push:
            //animator object
            return PresentationAnimator(presenting: true)
        case .pop:
            return PresentationAnimator(presenting: false)
        default:
            return nil
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactive ? percentDriven : nil
    }
}
