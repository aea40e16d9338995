import Flipbook

/// A presented screen shown as a rounded card at a fixed place over a dimmed screen. The dimming fades in
/// alongside the presentation; on dismissal the transition fades it (``dimmingView``) as it sees fit.
final class CardPresentationController: UIPresentationController {
    /// The black view behind the card.
    let dimmingView = UIView()
    private let cardFrame: (CGRect) -> CGRect

    /// A card placed by `cardFrame` (given the container's bounds).
    init(
        presentedViewController: UIViewController, presenting: UIViewController?,
        cardFrame: @escaping (CGRect) -> CGRect
    ) {
        self.cardFrame = cardFrame
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return cardFrame(bounds)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.view.layer.cornerRadius = 20
        presentedViewController.view.clipsToBounds = true
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0.4 }, completion: nil)
        } else {
            dimmingView.alpha = 0.4
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}
