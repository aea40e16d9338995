import Flipbook
import FlipbookScenes

/// Dismisses a card with UIKit Dynamics, the way card-stack apps do. While the finger drags, the card hangs
/// on an attachment to the finger (so it lags and tilts a little). Let go past the threshold and the pan's
/// velocity is handed to an instantaneous push at the grabbed point; gravity pulls, the card tumbles onto
/// the bottom edge of the screen, and on that contact it fades out and the dismissal completes. Let go
/// early and a snap behaviour brings the card back, cancelling the dismissal once the animator comes to
/// rest. Without a finger, the card is flicked down at 1200 points/s. A sheet (`tilts` false) is held
/// upright: it is grabbed above its centre and never turns.
final class FlickCardTransition: NSObject, UIViewControllerAnimatedTransitioning, SceneInteractionDriving,
    UICollisionBehaviorDelegate, UIDynamicAnimatorDelegate
{
    private var context: UIViewControllerContextTransitioning?
    private var animator: UIDynamicAnimator?
    private var card: UIView?
    private var fingerAttachment: UIAttachmentBehavior?
    private var restingCenter = CGPoint.zero
    private var grab = CGPoint.zero
    private var finger = CGPoint.zero
    private var fingerVelocity = CGPoint.zero
    private var lastSample: (time: CFTimeInterval, point: CGPoint)?
    private var isCancelling = false
    private var isFading = false
    /// Whether the card may turn (a card grabbed off-centre tilts; a sheet stays upright).
    let tilts: Bool

    init(tilts: Bool) {
        self.tilts = tilts
        super.init()
    }

    /// Where the finger grabs the card: right of and above its centre for a card, above it for a sheet.
    private func grabPoint(of card: UIView) -> CGPoint {
        CGPoint(x: card.center.x + (tilts ? 60 : 0), y: card.center.y - 100)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        begin(transitionContext)
        guard let card else { return }
        grab = grabPoint(of: card)
        fingerVelocity = CGPoint(x: 150, y: 1200)
        fling()
    }

    // MARK: Interaction

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        begin(transitionContext)
        guard let card, let animator else { return }
        grab = grabPoint(of: card)
        finger = grab
        let attachment = UIAttachmentBehavior(
            item: card,
            offsetFromCenter: UIOffset(horizontal: grab.x - card.center.x, vertical: grab.y - card.center.y),
            attachedToAnchor: grab)
        fingerAttachment = attachment
        animator.addBehavior(attachment)
    }

    func update(_ percentComplete: CGFloat) {
        guard let context else { return }
        let height = context.containerView.bounds.height
        let point = CGPoint(x: grab.x, y: grab.y + percentComplete * height)
        let now = CACurrentMediaTime()
        if let lastSample, now > lastSample.time {
            let dt = now - lastSample.time
            fingerVelocity = CGPoint(x: (point.x - lastSample.point.x) / dt, y: (point.y - lastSample.point.y) / dt)
        }
        lastSample = (now, point)
        finger = point
        fingerAttachment?.anchorPoint = point
        context.updateInteractiveTransition(min(max(percentComplete, 0), 1))
    }

    func finish() {
        context?.finishInteractiveTransition()
        fling()
    }

    func cancel() {
        guard let animator, let card, let context else { return }
        context.cancelInteractiveTransition()
        isCancelling = true
        if let fingerAttachment { animator.removeBehavior(fingerAttachment) }
        let snap = UISnapBehavior(item: card, snapTo: restingCenter)
        snap.damping = 0.6
        animator.addBehavior(snap)
    }

    // MARK: Dynamics

    private func begin(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let card = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view
        else { return }
        self.card = card
        restingCenter = card.center
        let animator = UIDynamicAnimator(referenceView: transitionContext.containerView)
        animator.delegate = self
        self.animator = animator
        let material = UIDynamicItemBehavior(items: [card])
        material.elasticity = 0.3
        material.friction = 0.4
        material.angularResistance = 1
        material.allowsRotation = tilts
        animator.addBehavior(material)
    }

    /// Hands the finger's velocity to a push at the grabbed point, and lets gravity and the bottom edge do
    /// the rest.
    private func fling() {
        guard let animator, let card, let context else { return }
        if let fingerAttachment { animator.removeBehavior(fingerAttachment) }
        let push = UIPushBehavior(items: [card], mode: .instantaneous)
        // A push of magnitude 1 gives a 100 × 100-point item (mass 1) 100 points/s; this card is heavier.
        let mass = card.bounds.width * card.bounds.height / 10_000
        push.pushDirection = CGVector(dx: fingerVelocity.x * mass / 100, dy: fingerVelocity.y * mass / 100)
        let offset = CGPoint(x: grab.x - card.center.x, y: grab.y - card.center.y)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: offset.x, vertical: offset.y), for: card)
        animator.addBehavior(push)
        animator.addBehavior(UIGravityBehavior(items: [card]))
        let collision = UICollisionBehavior(items: [card])
        let bounds = context.containerView.bounds
        collision.addBoundary(
            withIdentifier: "bottom" as NSCopying, from: CGPoint(x: -bounds.width, y: bounds.maxY),
            to: CGPoint(x: bounds.width * 2, y: bounds.maxY))
        collision.collisionDelegate = self
        animator.addBehavior(collision)
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        guard !isFading, let card, let context else { return }
        isFading = true
        let dimming = (context.viewController(forKey: .from)?.presentationController as? CardPresentationController)?
            .dimmingView
        UIView.animate(
            withDuration: 0.3,
            animations: {
                card.alpha = 0
                dimming?.alpha = 0
            },
            completion: { _ in
                self.animator?.removeAllBehaviors()
                context.completeTransition(true)
            })
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        guard isCancelling, let context else { return }
        isCancelling = false
        animator.removeAllBehaviors()
        card?.transform = .identity
        card?.center = restingCenter
        context.completeTransition(false)
    }
}
