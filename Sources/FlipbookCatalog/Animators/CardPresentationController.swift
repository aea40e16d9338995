import Flipbook

/// A presented screen shown as a rounded card at a fixed place over a black dimming view that fades in
/// alongside the presentation (seed 003's custom presentation controller, with its look as parameters).
/// On dismissal the dimming fades out alongside the transition when ``fadesDimmingOnDismissal`` is set;
/// otherwise the transition fades ``dimmingView`` as it sees fit.
final class CardPresentationController: UIPresentationController {
    /// The black view behind the card.
    let dimmingView = UIView()
    private let cardFrame: (CGRect) -> CGRect
    private let cornerRadius: CGFloat
    private let dimmedAlpha: CGFloat
    private let fadesDimmingOnDismissal: Bool

    /// A card placed by `cardFrame` (given the container's bounds), its corners rounded by `cornerRadius`,
    /// over a dimming view that reaches `dimmedAlpha`.
    init(
        presentedViewController: UIViewController, presenting: UIViewController?,
        cardFrame: @escaping (CGRect) -> CGRect, cornerRadius: CGFloat = 20, dimmedAlpha: CGFloat = 0.4,
        fadesDimmingOnDismissal: Bool = false
    ) {
        self.cardFrame = cardFrame
        self.cornerRadius = cornerRadius
        self.dimmedAlpha = dimmedAlpha
        self.fadesDimmingOnDismissal = fadesDimmingOnDismissal
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    /// Seed 003's card frame: the lower two thirds of `bounds`, full width.
    nonisolated static func lowerTwoThirds(of bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
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
        presentedViewController.view.layer.cornerRadius = cornerRadius
        presentedViewController.view.clipsToBounds = true
        fadeDimming(to: dimmedAlpha)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        if fadesDimmingOnDismissal { fadeDimming(to: 0) }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// Fades the dimming alongside the running transition, or at once when there is none.
    private func fadeDimming(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = alpha }, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }
}
