import Flipbook

/// A physics-driven dismissal in the style of transition libraries built on UIKit Dynamics: the dismissed
/// view is pushed with a velocity, falls under gravity onto a floor boundary with some bounce, and the
/// transition completes when the dynamic animator comes to rest. A collision delegate counts the bounces,
/// a composite behaviour bundles gravity and collision, and an item behaviour sets the material.
final class DynamicDropAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate,
    UICollisionBehaviorDelegate
{
    var initialVelocity = CGPoint(x: 0, y: 400)
    private(set) var bounces = 0
    private var animator: UIDynamicAnimator?
    private var transitionContext: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        let animator = UIDynamicAnimator(referenceView: containerView)
        animator.delegate = self

        let fall = FallBehavior(items: [fromView], floorY: containerView.bounds.maxY)
        fall.collision.collisionDelegate = self
        animator.addBehavior(fall)

        let itemBehavior = UIDynamicItemBehavior(items: [fromView])
        itemBehavior.elasticity = 0.4
        itemBehavior.friction = 0.2
        itemBehavior.resistance = 0.1
        itemBehavior.allowsRotation = true
        itemBehavior.addLinearVelocity(initialVelocity, for: fromView)
        animator.addBehavior(itemBehavior)

        let push = UIPushBehavior(items: [fromView], mode: .instantaneous)
        push.setAngle(.pi / 2, magnitude: 0.5)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: fromView.bounds.width / 4, vertical: 0), for: fromView)
        animator.addBehavior(push)
        self.animator = animator
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        // `as? String` cannot see through an `NSCopying` on Linux (no bridging); compare as `NSString`.
        if let identifier = identifier as? NSString, identifier == "floor" {
            bounces += 1
        }
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        animator.removeAllBehaviors()
        transitionContext?.completeTransition(!(transitionContext?.transitionWasCancelled ?? false))
        transitionContext = nil
    }
}

/// Gravity and a floor, as one composite behaviour (the pattern UIKit's documentation recommends).
final class FallBehavior: UIDynamicBehavior {
    let gravity: UIGravityBehavior
    let collision: UICollisionBehavior

    init(items: [UIDynamicItem], floorY: CGFloat) {
        gravity = UIGravityBehavior(items: items)
        gravity.magnitude = 1.5
        collision = UICollisionBehavior(items: items)
        collision.collisionMode = .boundaries
        collision.addBoundary(
            withIdentifier: "floor" as NSCopying, from: CGPoint(x: -1000, y: floorY), to: CGPoint(x: 2000, y: floorY))
        super.init()
        addChildBehavior(gravity)
        addChildBehavior(collision)
    }
}

/// A card that collides as a circle, as libraries do for round avatars.
final class RoundAvatarView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType {
        return .ellipse
    }
}

/// A hanging badge on a pendulum and a spring, snapped back when tapped: the attachment and snap API.
@MainActor
func makeHangingBadge(in container: UIView, badge: UIView) -> UIDynamicAnimator {
    let animator = UIDynamicAnimator(referenceView: container)
    let anchor = CGPoint(x: container.bounds.midX, y: 0)
    let rope = UIAttachmentBehavior(
        item: badge, offsetFromCenter: UIOffset(horizontal: 0, vertical: -20), attachedToAnchor: anchor)
    rope.length = 80
    rope.frequency = 1.5
    rope.damping = 0.4
    animator.addBehavior(rope)
    animator.addBehavior(UIGravityBehavior(items: [badge]))
    let snap = UISnapBehavior(item: badge, snapTo: CGPoint(x: container.bounds.midX, y: 120))
    snap.damping = 0.7
    snap.action = { [weak badge] in
        badge?.alpha = 1
    }
    animator.addBehavior(snap)
    animator.removeBehavior(snap)
    return animator
}
