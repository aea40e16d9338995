// Seed 004, ported: the answer's "custom UINavigationController subclass" that is its own delegate and
// uses `AnimationController` for pushes (the answer leaves pops to the default animation).
import Flipbook

@MainActor
final class MaskedPushNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? AnimationController() : nil
    }
}
