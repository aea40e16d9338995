import Foundation

/// A basic animation whose progress follows a damped spring instead of a timing curve, as in Core Animation.
///
/// Progress at `t` seconds into the cycle is ``SpringCurve/value(at:)`` for this animation's mass, stiffness,
/// damping and initial velocity; ``CAAnimation/timingFunction`` is ignored. The animation lasts
/// ``CAAnimation/duration`` (set it to
/// ``settlingDuration`` for a spring that comes to rest); at the end the presentation shows the model value.
open class CASpringAnimation: CABasicAnimation {
    /// The mass attached to the spring (default 1; must be positive).
    open var mass: CGFloat = 1
    /// The spring constant (default 100; must be positive).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (default 10; must not be negative).
    open var damping: CGFloat = 10
    /// The initial velocity toward the end value, in whole distances per second (default 0).
    open var initialVelocity: CGFloat = 0
    /// Whether damping ratios above 1 are honoured (iOS 17). Flipbook always honours them; stored for
    /// source compatibility.
    open var allowsOverdamping = true

    /// Creates a spring animation with Core Animation's defaults.
    public required init() {
        super.init()
    }

    /// Creates a spring whose period is `perceptualDuration` seconds and whose bounce is `bounce` (−1…1;
    /// 0 is critically damped, positive values bounce), as iOS 17's initializer does: unit mass,
    /// stiffness (2π / duration)², damping ratio 1 − bounce (for bounce ≥ 0) or 1 / (1 + bounce) (for bounce < 0).
    /// The duration is set to the settling duration.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let period = (perceptualDuration.isFinite && perceptualDuration > 0) ? perceptualDuration : 0.5
        let bounce = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        let omega = 2 * Double.pi / period
        let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        mass = 1
        stiffness = CGFloat(omega * omega)
        damping = CGFloat(2 * ratio * omega)
        duration = settlingDuration
    }

    /// The spring these properties describe (invalid values replaced as ``SpringCurve`` documents).
    public var spring: SpringCurve {
        SpringCurve(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to settle within 0.1 % of the distance (see ``SpringCurve/settlingDuration``).
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    override func easedProgress(_ sample: MediaTiming.Sample) -> Double {
        spring.value(at: sample.fraction * simpleDuration)
    }
}
