import Foundation
import RigidBodyPhysics

/// Pulls an item to a point, where it settles upright after a little overshoot, as UIKit's `UISnapBehavior`.
///
/// UIKit does not document the snap's spring; here the item is pulled by a spring of ``naturalFrequency``
/// (2 Hz) with ``damping`` as its damping ratio, and turned back to angle 0 by a rotational spring of the
/// same frequency and damping.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The undamped frequency, in hertz, of the snap's springs.
    public static let naturalFrequency = 2.0

    private let item: UIDynamicItem

    /// Snaps `item` to `point` (reference-view coordinates).
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.snapPoint = point.x.isFinite && point.y.isFinite ? point : item.center
        super.init()
        if !(point.x.isFinite && point.y.isFinite) {
            flipbookWarning("UISnapBehavior(item:snapTo:) needs a finite point; snapping to the item's centre")
        }
    }

    /// Where the item's centre goes.
    open var snapPoint: CGPoint {
        didSet {
            if !(snapPoint.x.isFinite && snapPoint.y.isFinite) {
                flipbookWarning("UISnapBehavior.snapPoint must be finite; kept \(oldValue)")
                snapPoint = oldValue
            }
            setNeedsSimulationUpdate()
        }
    }

    /// How much the oscillation at the end is damped, 0…1 (the damping ratio; 0.5 by default).
    open var damping: CGFloat = 0.5 {
        didSet {
            if !(damping.isFinite && (0...1).contains(damping)) {
                flipbookWarning("UISnapBehavior.damping must be in 0…1, got \(damping); kept \(oldValue)")
                damping = oldValue
            }
            setNeedsSimulationUpdate()
        }
    }

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func applyForces(in simulation: DynamicsSimulation, step: Double) {
        guard let body = simulation.body(for: item) else { return }
        let omega = 2 * Double.pi * Self.naturalFrequency
        let zeta = Double(damping)
        let displacement = body.position - snapPoint.physics
        body.applyForce((displacement * (-omega * omega) - body.velocity * (2 * zeta * omega)) * body.mass)
        guard body.allowsRotation else { return }
        let angle = remainder(body.angle, 2 * Double.pi)
        body.applyTorque((-omega * omega * angle - 2 * zeta * omega * body.angularVelocity) * body.naturalMoment)
    }
}
