import Foundation

/// UIKit's default navigation transition: on push the new view slides in from the right edge over the old
/// one, which moves left by a third of the width under a dimming layer that darkens to 10 % black; a soft
/// shadow runs along the new view's left edge. Pop plays the same in reverse. 0.35 s, ease-in-out
/// (linear and scrubbed when the pop is interactive).
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation

    /// The parallax: how far the lower view moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The dimming of the lower view when fully covered.
    static let dimming: CGFloat = 0.1

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let isPush = operation != .pop
        let upper = isPush ? toView : fromView
        let lower = isPush ? fromView : toView
        let home = isPush ? transitionContext.initialFrame(for: fromVC) : transitionContext.finalFrame(for: toVC)
        let pushedAway = home.offsetBy(dx: -width * Self.parallax, dy: 0)
        let offscreen = home.offsetBy(dx: width, dy: 0)

        let dim = UIView(frame: home)
        dim.backgroundColor = .black
        let shadow = EdgeShadowView(height: home.height)

        UIView.performWithoutAnimation {
            if isPush {
                if fromView.superview !== container { container.addSubview(fromView) }
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
            }
            lower.frame = isPush ? home : pushedAway
            upper.frame = isPush ? offscreen : home
            dim.frame = lower.frame
            dim.alpha = isPush ? 0 : Self.dimming
            container.insertSubview(dim, aboveSubview: lower)
            container.insertSubview(shadow, belowSubview: upper)
            shadow.frame.origin = CGPoint(x: upper.frame.minX - shadow.frame.width, y: upper.frame.minY)
        }
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: {
                upper.frame = isPush ? home : offscreen
                lower.frame = isPush ? pushedAway : home
                dim.frame = lower.frame
                dim.alpha = isPush ? Self.dimming : 0
                shadow.frame.origin.x = upper.frame.minX - shadow.frame.width
            },
            completion: { _ in
                dim.removeFromSuperview()
                shadow.removeFromSuperview()
                UIView.performWithoutAnimation { lower.frame = home }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A soft vertical shadow: four strips fading out to the left, drawn along a sliding view's left edge.
@MainActor
final class EdgeShadowView: UIView {
    init(height: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: 8, height: height))
        for (index, alpha) in [0.02, 0.04, 0.07, 0.11].enumerated() {
            let strip = UIView(frame: CGRect(x: CGFloat(index) * 2, y: 0, width: 2, height: height))
            strip.backgroundColor = UIColor(white: 0, alpha: alpha)
            addSubview(strip)
        }
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }
}
