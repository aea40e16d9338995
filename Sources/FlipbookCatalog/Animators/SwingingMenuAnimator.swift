import Flipbook

/// Presents a menu card that drops from above the screen on a springy attachment at its top edge, tilted,
/// so it bounces and swings before it hangs still; the presentation completes when the dynamic animator
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
        animator.addBehavior(gravity)
        guard presenting else {
            // Falls away; done once it has left the screen.
            gravity.action = { [weak self] in
                guard let self, menu.frame.minY > container.bounds.maxY else { return }
                self.finish()
            }
            return
        }
        finalFrame = transitionContext.finalFrame(for: controller)
        container.addSubview(menu)
        menu.frame = finalFrame
        let half = finalFrame.height / 2
        let hinge = CGPoint(x: finalFrame.midX, y: finalFrame.minY)
        // Start above the screen, tilted.
        menu.center = CGPoint(x: finalFrame.midX - 40, y: -half - 20)
        menu.transform = CGAffineTransform(rotationAngle: -0.3)
        let frequency: CGFloat = 2.2
        let omega = 2 * CGFloat.pi * frequency
        // The spring hangs the menu's weight (gravity 2 → 2000 points/s²) by g / ω² points.
        let sag = 2000 / (omega * omega)
        let spring = UIAttachmentBehavior(
            item: menu, offsetFromCenter: UIOffset(horizontal: 0, vertical: -half),
            attachedToAnchor: CGPoint(x: hinge.x, y: hinge.y - sag))
        spring.length = 0
        spring.frequency = frequency
        spring.damping = 0.3
        animator.addBehavior(spring)
        let material = UIDynamicItemBehavior(items: [menu])
        material.angularResistance = 3
        material.resistance = 0.5
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
