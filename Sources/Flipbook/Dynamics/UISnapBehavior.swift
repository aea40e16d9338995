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
        storedSnapPoint = point.x.isFinite && point.y.isFinite ? point : item.center
        super.init()
        if !(point.x.isFinite && point.y.isFinite) {
            flipbookWarning("UISnapBehavior(item:snapTo:) needs a finite point; snapping to the item's centre")
        }
    }

    /// Where the item's centre goes.
    open var snapPoint: CGPoint {
        get { storedSnapPoint }
        set { takeParameter(newValue, into: &storedSnapPoint, "UISnapBehavior.snapPoint") }
    }
    private var storedSnapPoint: CGPoint

    /// How much the oscillation at the end is damped, 0…1 (the damping ratio; 0.5 by default).
    open var damping: CGFloat {
        get { storedDamping }
        set { takeParameter(newValue, into: &storedDamping, "UISnapBehavior.damping", range: 0...1) }
    }
    private var storedDamping: CGFloat = 0.5

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func applyForces(in simulation: DynamicsSimulation, step: Double) {
        guard let body = simulation.body(for: item) else { return }
        let omega = 2 * Double.pi * Self.naturalFrequency
        let zeta = Double(damping)
        // The acceleration that gives the velocity a damped spring has one step later (RK4 over the step):
        // an explicit force would lose damping to the integrator and overshoot more than the ratio says.
        let x = [body.position.x - Double(snapPoint.x), body.position.y - Double(snapPoint.y)]
        let v = [body.velocity.x, body.velocity.y]
        let dv = zip(x, v).map { Self.velocityChange(x: $0, v: $1, omega: omega, zeta: zeta, dt: step) }
        body.applyForce(PhysicsVector(dv[0], dv[1]) * (body.mass / step))
        guard body.allowsRotation else { return }
        let angle = remainder(body.angle, 2 * Double.pi)
        let spin = Self.velocityChange(x: angle, v: body.angularVelocity, omega: omega, zeta: zeta, dt: step)
        body.applyTorque(spin * body.naturalMoment / step)
    }

    /// The change of velocity over `dt` of x'' = −ω²·x − 2ζω·x′ from (x, v), by one fourth-order Runge–Kutta step.
    static func velocityChange(x: Double, v: Double, omega: Double, zeta: Double, dt: Double) -> Double {
        func acceleration(_ x: Double, _ v: Double) -> Double { -omega * omega * x - 2 * zeta * omega * v }
        let (k1x, k1v) = (v, acceleration(x, v))
        let (k2x, k2v) = (v + k1v * dt / 2, acceleration(x + k1x * dt / 2, v + k1v * dt / 2))
        let (k3x, k3v) = (v + k2v * dt / 2, acceleration(x + k2x * dt / 2, v + k2v * dt / 2))
        let k4v = acceleration(x + k3x * dt, v + k3v * dt)
        return dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
}
