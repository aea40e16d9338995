import QuartzCore
import UIKit

/// Presents a view controller as a card sliding up from the bottom over the presenting screen, and dismisses it
/// the same way down, by code or by a downward pan on the card.
@MainActor
public final class SlideTransition: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    /// Told when a slide finishes.
    @objc public weak var delegate: SlideTransitionDelegate?
    /// How long a slide takes.
    @objc public dynamic var duration: TimeInterval = 0.4

    private var isPresenting = true
    private weak var presented: UIViewController?

    /// A transition; set it as the presented controller's `transitioningDelegate`.
    public override init() {
        super.init()
    }

    /// Lets a downward pan on `controller`'s view dismiss it.
    public func installDismissPan(on controller: UIViewController) {
        presented = controller
        controller.view.addGestureRecognizer(
            UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended, let view = pan.view, pan.translation(in: view).y > 80 else { return }
        presented?.dismiss(animated: true)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        isPresenting = false
        return self
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let inset = delegate?.slideTransitionTopInset?(self) ?? 24
        let presenting = isPresenting
        let card: UIView
        if presenting {
            guard let view = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            card = view
            card.frame = container.bounds.inset(by: UIEdgeInsets(top: inset, left: 0, bottom: 0, right: 0))
            card.layer.cornerRadius = 16
            card.layer.masksToBounds = true
            card.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
            container.addSubview(card)
        } else {
            guard let view = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            card = view
        }
        let shift = CGAffineTransform(translationX: 0, y: container.bounds.height)
        UIView.animate(
            withDuration: duration, delay: 0, options: presenting ? .curveEaseOut : .curveEaseIn,
            animations: { card.transform = presenting ? .identity : shift },
            completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                transitionContext.completeTransition(finished)
                self.delegate?.slideTransition?(self, didFinishPresenting: presenting && finished)
            })
    }
}
