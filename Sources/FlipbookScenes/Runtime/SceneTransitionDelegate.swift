import Flipbook

/// The delegate a scene installs on its containers: hands out the catalog animator (and, for scripted
/// interaction, a percent-driven interaction controller), as app code would.
@MainActor
final class SceneTransitionDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerTransitioningDelegate,
    UITabBarControllerDelegate
{
    let setup: SceneAnimatorSetup
    let interaction: (any SceneInteractionDriving)?

    init(setup: SceneAnimatorSetup, interaction: (any SceneInteractionDriving)?) {
        self.setup = setup
        self.interaction = interaction
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        setup.animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        setup.animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        setup.animator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        setup.presentationController?(presented, presenting)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        setup.animator
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }
}
