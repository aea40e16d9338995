import Flipbook

/// Presents a menu card that drops from above the screen, tilted, on two springy attachments at its top
/// corners, so it bounces and swings level before it hangs still; the presentation completes when the dynamic animator
/// comes to rest. Dismissal lets it fall away under gravity.
final class SwingingMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    let presenting: Bool
    private var animator: UIDynamicAnimator?
    private var context: UIViewControllerContextTransitioning?
    private var menu: UIView?
    private var finalFrame = CGRect.zero

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    /// A nominal duration: the dynamics decide when the transition ends.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1.2 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key), let menu = controller.view else { return }
        self.menu = menu
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        self.animator = animator
        let gravity = UIGravityBehavior(items: [menu])
        gravity.magnitude = 2
        guard presenting else {
            // Falls away; done once it has left the screen.
            gravity.action = { [weak self] in
                guard let self, menu.frame.minY > container.bounds.maxY else { return }
                self.finish()
            }
            animator.addBehavior(gravity)
            return
        }
        finalFrame = transitionContext.finalFrame(for: controller)
        container.addSubview(menu)
        menu.frame = finalFrame
        let half = finalFrame.height / 2
        // Start above the screen, tilted (before the animator reads the item, when a behaviour adds it).
        menu.center = CGPoint(x: finalFrame.midX, y: -half - 20)
        menu.transform = CGAffineTransform(rotationAngle: -0.25)
        animator.addBehavior(gravity)
        // Two springs hang the menu by its top corners from points above where they end up: each is as stiff
        // as `frequency` makes it for the whole menu, so together they hang its weight (gravity 2 → 2000
        // points/s²) by g / (2 ω²) points.
        let frequency: CGFloat = 1.8
        let omega = 2 * CGFloat.pi * frequency
        let sag = 2000 / (2 * omega * omega)
        let inset: CGFloat = 40
        for side: CGFloat in [-1, 1] {
            let spring = UIAttachmentBehavior(
                item: menu,
                offsetFromCenter: UIOffset(horizontal: side * (finalFrame.width / 2 - inset), vertical: -half),
                attachedToAnchor: CGPoint(
                    x: finalFrame.midX + side * (finalFrame.width / 2 - inset), y: finalFrame.minY - sag))
            spring.length = 0
            spring.frequency = frequency
            spring.damping = 0.3
            animator.addBehavior(spring)
        }
        let material = UIDynamicItemBehavior(items: [menu])
        material.angularResistance = 3
        material.resistance = 2
        animator.addBehavior(material)
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        finish()
    }

    /// Stops the dynamics and completes the transition (once).
    private func finish() {
        guard let context else { return }
        self.context = nil
        animator?.removeAllBehaviors()
        if presenting, let menu {
            menu.transform = .identity
            menu.frame = finalFrame
        }
        context.completeTransition(!context.transitionWasCancelled)
    }
}
