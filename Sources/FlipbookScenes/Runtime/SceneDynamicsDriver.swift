import Flipbook
import Foundation

/// Runs the `dynamics` of a scene's views with UIKit Dynamics, as an app would: one `UIDynamicAnimator` per
/// superview (its reference view), one `UICollisionBehavior` per superview and collision mode (its bounds the
/// boundary), and for each view a `UIDynamicItemBehavior`, a `UIGravityBehavior`, a `UIPushBehavior` and a
/// `UISnapBehavior` added at their start times, and a finger dragging the view on an attachment
/// (``SceneDynamicsDrag``). Everything is scheduled on the virtual clock, so every run is the same.
@MainActor
final class SceneDynamicsDriver {
    /// One view moved by dynamics, and the behaviours made for it.
    @MainActor private final class Mover {
        let spec: SceneDynamics
        let view: UIView
        let reference: UIView
        let animator: UIDynamicAnimator
        let item: UIDynamicItemBehavior
        var attachment: UIAttachmentBehavior?

        init(spec: SceneDynamics, view: UIView, reference: UIView, animator: UIDynamicAnimator) {
            self.spec = spec
            self.view = view
            self.reference = reference
            self.animator = animator
            item = UIDynamicItemBehavior(items: [view])
            if let v = spec.elasticity { item.elasticity = CGFloat(v) }
            if let v = spec.friction { item.friction = CGFloat(v) }
            if let v = spec.resistance { item.resistance = CGFloat(v) }
            if let v = spec.angularResistance { item.angularResistance = CGFloat(v) }
            if let v = spec.density { item.density = CGFloat(v) }
            if let v = spec.allowsRotation { item.allowsRotation = v }
        }

        /// Adds the item behaviour (the view's materials) once, before anything else moves the view.
        func join() {
            animator.addBehavior(item)
        }
    }

    private let window: UIWindow
    private let fps: Double
    private let screen: CGSize
    private var animators: [(reference: UIView, animator: UIDynamicAnimator)] = []
    private var collisions: [(reference: UIView, mode: SceneCollision, behavior: UICollisionBehavior)] = []
    private var movers: [Mover] = []
    private var fingers: [SceneFinger] = []
    /// The first problem met while running (a finger that went down beside its view), for the next frame.
    private(set) var problem: String?

    /// Prepares the dynamics of `controllers`' views (loading their views) and schedules them from `origin`.
    init(controllers: [SceneViewController], window: UIWindow, fps: Double, screen: CGSize, origin: CFTimeInterval) {
        self.window = window
        self.fps = fps
        self.screen = screen
        for controller in controllers {
            controller.loadViewIfNeeded()
            for (spec, view) in controller.dynamicViews {
                guard let reference = view.superview else { continue }
                let mover = Mover(spec: spec, view: view, reference: reference, animator: animator(for: reference))
                movers.append(mover)
                at(origin + spec.start) { [weak self] in self?.begin(mover) }
                if let push = spec.push {
                    at(origin + (push.start ?? spec.start)) { [weak self] in self?.push(mover, push) }
                }
                if let snap = spec.snap {
                    at(origin + (snap.start ?? spec.start)) { [weak self] in self?.snap(mover, snap) }
                }
                if let drag = spec.drag {
                    at(origin + drag.start) { [weak self] in self?.grab(mover, drag) }
                }
            }
        }
    }

    /// The animator whose reference view is `reference` (made on first use).
    private func animator(for reference: UIView) -> UIDynamicAnimator {
        if let found = animators.first(where: { $0.reference === reference }) { return found.animator }
        let animator = UIDynamicAnimator(referenceView: reference)
        animators.append((reference, animator))
        return animator
    }

    /// Runs `work` at virtual time `time`, or now when that is not later than now.
    private func at(_ time: CFTimeInterval, _ work: @escaping @MainActor () -> Void) {
        if time <= VirtualClock.shared.now {
            work()
        } else {
            VirtualClock.shared.schedule(at: time, work)
        }
    }

    /// The view's materials, velocities, gravity and collision.
    private func begin(_ mover: Mover) {
        let spec = mover.spec
        mover.join()
        if let v = spec.velocity { mover.item.addLinearVelocity(CGPoint(x: v.x, y: v.y), for: mover.view) }
        if let w = spec.angularVelocity { mover.item.addAngularVelocity(CGFloat(w * .pi / 180), for: mover.view) }
        if let gravity = spec.gravity {
            let behavior = UIGravityBehavior(items: [mover.view])
            behavior.setAngle(CGFloat(gravity.angle * .pi / 180), magnitude: CGFloat(gravity.magnitude))
            mover.animator.addBehavior(behavior)
        }
        if let mode = spec.collision {
            collision(in: mover.reference, mode: mode, animator: mover.animator).addItem(mover.view)
        }
    }

    /// The collision behaviour of `reference`'s views colliding as `mode` says (added on first use).
    private func collision(in reference: UIView, mode: SceneCollision, animator: UIDynamicAnimator)
        -> UICollisionBehavior
    {
        if let found = collisions.first(where: { $0.reference === reference && $0.mode == mode }) {
            return found.behavior
        }
        let behavior = UICollisionBehavior(items: [])
        behavior.translatesReferenceBoundsIntoBoundary = mode != .items
        switch mode {
        case .everything: behavior.collisionMode = .everything
        case .boundaries: behavior.collisionMode = .boundaries
        case .items: behavior.collisionMode = .items
        }
        animator.addBehavior(behavior)
        collisions.append((reference, mode, behavior))
        return behavior
    }

    private func push(_ mover: Mover, _ push: ScenePush) {
        mover.join()
        let behavior = UIPushBehavior(
            items: [mover.view], mode: push.mode == .continuous ? .continuous : .instantaneous)
        behavior.setAngle(CGFloat(push.angle * .pi / 180), magnitude: CGFloat(push.magnitude))
        mover.animator.addBehavior(behavior)
    }

    private func snap(_ mover: Mover, _ snap: SceneSnap) {
        mover.join()
        let behavior = UISnapBehavior(item: mover.view, snapTo: CGPoint(x: snap.point.x, y: snap.point.y))
        behavior.damping = CGFloat(snap.damping)
        mover.animator.addBehavior(behavior)
    }

    /// Puts a pan on the view that drags it on an attachment, then the scripted finger down on the view.
    private func grab(_ mover: Mover, _ drag: SceneDynamicsDrag) {
        mover.join()
        let first = CGPoint(x: drag.drags[0].from.x, y: drag.drags[0].from.y)
        guard let hit = window.hitTest(first, with: nil), hit.isDescendant(of: mover.view) else {
            let place = drag.location.map { "\($0): \($0.field): " } ?? ""
            let frame = mover.view.convert(mover.view.bounds, to: window)
            problem =
                problem
                    ?? """
                    \(place)the finger went down at (\(Self.format(first.x)), \(Self.format(first.y))), not on the \
                    view it drags (on screen at x \(Self.format(frame.minX))…\(Self.format(frame.maxX)), \
                    y \(Self.format(frame.minY))…\(Self.format(frame.maxY)) then)
                    """
            return
        }
        let pan = UIPanGestureRecognizer { [weak self, weak mover] pan in
            guard let self, let mover else { return }
            self.follow(pan, mover: mover, drag: drag)
        }
        mover.view.addGestureRecognizer(pan)
        let finger = SceneFinger(
            script: SceneInteraction(drags: drag.drags, release: .finish), window: window,
            start: VirtualClock.shared.now, fps: fps, screen: screen, interaction: nil)
        fingers.append(finger)
        finger.schedule()
    }

    /// The pan's handler: attach on `.began`, move the anchor on `.changed`, let go with the finger's velocity.
    private func follow(_ pan: UIPanGestureRecognizer, mover: Mover, drag: SceneDynamicsDrag) {
        let view = mover.view
        switch pan.state {
        case .began:
            let grabbed = pan.location(in: view)
            let offset = UIOffset(horizontal: grabbed.x - view.bounds.midX, vertical: grabbed.y - view.bounds.midY)
            let attachment = UIAttachmentBehavior(
                item: view, offsetFromCenter: offset, attachedToAnchor: pan.location(in: mover.reference))
            attachment.frequency = CGFloat(drag.frequency)
            attachment.damping = CGFloat(drag.damping)
            mover.attachment = attachment
            mover.animator.addBehavior(attachment)
        case .changed:
            mover.attachment?.anchorPoint = pan.location(in: mover.reference)
        case .ended, .cancelled:
            if let attachment = mover.attachment { mover.animator.removeBehavior(attachment) }
            mover.attachment = nil
            mover.item.addLinearVelocity(pan.velocity(in: mover.reference), for: view)
        default:
            break
        }
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
