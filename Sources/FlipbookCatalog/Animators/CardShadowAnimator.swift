import Flipbook

/// A card rising over a blurred, dimmed backdrop: the presented screen becomes a card with continuous
/// rounded corners, a hairline border and a soft shadow; it rises from below on a gentle spring while a
/// `UIVisualEffectView` behind it blurs the presenting screen in (its `effect` animates from nil) and a
/// black view dims it. Dismissal drops the card and clears the blur. Use with `.overFullScreen`, so the
/// presenting screen stays behind the card.
final class CardShadowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    /// Marks the dimming view, so that dismissal finds it again.
    static let dimmingTag = 0xD1A

    init(presenting: Bool, duration: TimeInterval = 0.6) {
        self.presenting = presenting
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let card = transitionContext.view(forKey: presenting ? .to : .from) else {
            transitionContext.completeTransition(true)
            return
        }
        let bounds = container.bounds
        let lowered = CGAffineTransform(translationX: 0, y: bounds.height * 0.8)
        if presenting {
            let blur = UIVisualEffectView(effect: nil)
            blur.frame = bounds
            let dim = UIView(frame: bounds)
            dim.backgroundColor = .black
            dim.alpha = 0
            dim.tag = CardShadowAnimator.dimmingTag
            container.addSubview(blur)
            container.addSubview(dim)
            // A sheet whose bottom corners sit below the screen's edge, so the screen's content fits on it.
            card.frame = CGRect(x: 0, y: bounds.height * 0.2, width: bounds.width, height: bounds.height * 0.8 + 40)
            style(card)
            card.transform = lowered
            container.addSubview(card)
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                options: [],
                animations: {
                    blur.effect = UIBlurEffect(style: .systemUltraThinMaterialDark)
                    dim.alpha = 0.15
                    card.transform = .identity
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            let backdrop = container.subviews.filter {
                $0 is UIVisualEffectView || $0.tag == CardShadowAnimator.dimmingTag
            }
            UIView.animate(
                withDuration: duration * 0.7, delay: 0, options: [.curveEaseIn],
                animations: {
                    for view in backdrop {
                        if let blur = view as? UIVisualEffectView { blur.effect = nil } else { view.alpha = 0 }
                    }
                    card.transform = lowered
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if !cancelled {
                        for view in backdrop { view.removeFromSuperview() }
                    }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }

    /// Continuous corners, a light border and a soft shadow below.
    private func style(_ card: UIView) {
        let layer = card.layer
        layer.cornerRadius = 28
        layer.cornerCurve = .continuous
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 1, alpha: 0.7).cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.35
        layer.shadowRadius = 18
        layer.shadowOffset = CGSize(width: 0, height: 12)
    }
}
