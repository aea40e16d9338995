import Foundation
import RigidBodyPhysics

/// A force field acting on its items, as UIKit's `UIFieldBehavior`. Only items within ``region`` (around
/// ``position``) feel it; distances below ``minimumRadius`` count as that radius, and ``falloff`` weakens
/// the field as the distance grows (strength × (distance / 100 points)^−falloff; 0, the default, does not).
///
/// UIKit documents no units for fields; Flipbook's, per kind:
/// - linear and radial gravity: ``strength`` 1.0 accelerates at 1000 points/s² (as `UIGravityBehavior`'s
///   magnitude does), along ``direction`` or toward ``position``;
/// - spring: an acceleration of −strength × the offset from ``position`` (points/s² per point, so the field
///   oscillates at √strength radians per second);
/// - drag: an acceleration of −strength × the item's velocity (per second);
/// - velocity: the item's velocity becomes ``direction`` × strength points/s;
/// - vortex: strength × 1000 points/s² at right angles to the offset from ``position`` (anticlockwise on
///   screen for a positive strength);
/// - electric and magnetic: a force of strength × charge (× the item's speed across the field, for
///   magnetic), in UIKit newtons (100 × mass × points/s²), repelling from or turning about ``position``;
/// - noise: strength × 1000 points/s² times a smooth random vector (each component in −1…1) that varies with
///   the item's offset from ``position`` — features about 20 points apart at ``smoothness`` 0, 400 at 1 — and
///   with time at ``animationSpeed`` lattice cells a second (0: a still field);
/// - turbulence: the same random vector times strength × the item's speed (per second), so items at rest feel
///   nothing;
/// - ``field(evaluationBlock:)``: the block's vector, in UIKit newtons.
///
/// Noise and turbulence are seeded gradient noise (`CoherentNoise` in RigidBodyPhysics) sampled at the animator's
/// elapsed time, never the wall clock, so every run moves items the same way.
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    /// The block of a custom field: (field, item position, item velocity, mass, charge, time step) → force.
    public typealias EvaluationBlock = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, vortex, electric, magnetic, noise, turbulence
        case custom(EvaluationBlock)
    }

    let kind: Kind
    private var itemList = DynamicItemList()

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// A field slowing items in proportion to their velocity.
    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }
    /// A field turning items about its position.
    open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }
    /// A field pulling items toward `position`.
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }
    /// A field accelerating items along `direction`.
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }
    /// A field giving items the velocity `direction` (× strength) in points/s.
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }
    /// A field pulling items back to its position like a spring.
    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }
    /// A field pushing charged items away from its position (attracting oppositely charged ones).
    open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }
    /// A field turning moving charged items.
    open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }
    /// A field pushing items about at random, smoothly in space and time (see the type's units).
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// A field pushing moving items about at random, in proportion to their speed (see the type's units).
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// A field whose force on each item `block` computes.
    open class func field(evaluationBlock block: @escaping EvaluationBlock) -> UIFieldBehavior {
        UIFieldBehavior(kind: .custom(block))
    }

    /// The items in the field.
    open var items: [UIDynamicItem] { itemList.items }

    /// Adds an item (once).
    open func addItem(_ item: UIDynamicItem) {
        itemList.add(item, to: self)
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        itemList.remove(item, from: self)
    }

    /// The field's centre in the reference view (0, 0 by default).
    open var position: CGPoint {
        get { storedPosition }
        set { takeParameter(newValue, into: &storedPosition, "UIFieldBehavior.position") }
    }
    private var storedPosition: CGPoint = CGPoint.zero
    /// Where the field acts, around ``position`` (everywhere by default).
    open var region: UIRegion {
        get { storedRegion }
        set {
            storedRegion = newValue
            setNeedsSimulationUpdate()
        }
    }
    private var storedRegion: UIRegion = UIRegion.infinite
    /// The field's strength (1 by default; see the type's units).
    open var strength: CGFloat {
        get { storedStrength }
        set { takeParameter(newValue, into: &storedStrength, "UIFieldBehavior.strength", range: -1e9...1e9) }
    }
    private var storedStrength: CGFloat = 1
    /// How fast the strength decays with distance (0 by default: it does not).
    open var falloff: CGFloat {
        get { storedFalloff }
        set { takeParameter(newValue, into: &storedFalloff, "UIFieldBehavior.falloff", range: 0...100) }
    }
    private var storedFalloff: CGFloat = 0
    /// The distance below which the field acts as at that distance (0 by default).
    open var minimumRadius: CGFloat {
        get { storedMinimumRadius }
        set { takeParameter(newValue, into: &storedMinimumRadius, "UIFieldBehavior.minimumRadius", range: 0...1e9) }
    }
    private var storedMinimumRadius: CGFloat = 0
    /// The direction of a linear gravity or velocity field.
    open var direction: CGVector {
        get { storedDirection }
        set { takeParameter(newValue, into: &storedDirection, "UIFieldBehavior.direction") }
    }
    private var storedDirection: CGVector = CGVector(dx: 0, dy: 0)
    /// How smooth a noise or turbulence field is, 0 (features about 20 points apart) to 1 (about 400).
    open var smoothness: CGFloat {
        get { storedSmoothness }
        set { takeParameter(newValue, into: &storedSmoothness, "UIFieldBehavior.smoothness", range: 0...1) }
    }
    private var storedSmoothness: CGFloat = 0
    /// How fast a noise or turbulence field changes, in noise cells a second (0: it stays still).
    open var animationSpeed: CGFloat {
        get { storedAnimationSpeed }
        set {
            takeParameter(newValue, into: &storedAnimationSpeed, "UIFieldBehavior.animationSpeed", range: -1e6...1e6)
        }
    }
    private var storedAnimationSpeed: CGFloat = 0

    /// The noise of a noise or turbulence field's x and y components.
    static let noise = (x: CoherentNoise(seed: 0x6E6F_6973_6578), y: CoherentNoise(seed: 0x6E6F_6973_6579))

    /// The smooth random vector (components in −1…1) of a noise or turbulence field at `offset` from its
    /// position, `time` seconds into the animator's run.
    func noiseVector(at offset: PhysicsVector, time: Double) -> PhysicsVector {
        let scale = 20 + 380 * Double(smoothness)
        let (x, y, z) = (offset.x / scale, offset.y / scale, time * Double(animationSpeed))
        return PhysicsVector(Self.noise.x.value(x: x, y: y, z: z), Self.noise.y.value(x: x, y: y, z: z))
    }

    // MARK: Simulation

    override var dynamicItems: [any UIDynamicItem] { itemList.items }

    override func applyForces(in simulation: DynamicsSimulation, step: Double) {
        let center = position.physics
        let direction = PhysicsVector(Double(self.direction.dx), Double(self.direction.dy))
        let strength = Double(self.strength)
        let time = dynamicAnimator?.elapsedTime() ?? 0
        for item in itemList.items {
            guard let body = simulation.body(for: item), !body.isAnchored else { continue }
            let offset = body.position - center
            guard region.contains(CGPoint(offset)) else { continue }
            let distance = max(offset.length, Double(minimumRadius))
            let decay = falloff == 0 ? 1 : pow(max(distance, 1e-9) / 100, -Double(falloff))
            let unit = offset.length > 0 ? offset / offset.length : .zero
            let mass = body.mass
            let charge = simulation.entry(for: item)?.charge ?? 0
            var force = PhysicsVector.zero
            switch kind {
            case .linearGravity: force = direction * (1000 * strength * decay * mass)
            case .radialGravity: force = unit * (-1000 * strength * decay * mass)
            case .spring: force = offset * (-strength * decay * mass)
            case .drag: force = body.velocity * (-strength * decay * mass)
            case .velocity:
                body.velocity = direction * (strength * decay)
            case .vortex: force = PhysicsVector(-unit.y, unit.x) * (-1000 * strength * decay * mass)
            case .electric: force = unit * (100 * strength * decay * charge)
            case .magnetic:
                let v = body.velocity
                force = PhysicsVector(-v.y, v.x) * (strength * decay * charge)
            case .noise: force = noiseVector(at: offset, time: time) * (1000 * strength * decay * mass)
            case .turbulence:
                force = noiseVector(at: offset, time: time) * (body.velocity.length * strength * decay * mass)
            case .custom(let block):
                let v = body.velocity
                let result = block(
                    self, CGPoint(body.position), CGVector(dx: v.x, dy: v.y), CGFloat(mass), CGFloat(charge), step)
                force = PhysicsVector(Double(result.dx), Double(result.dy)) * 100
            }
            body.applyForce(force)
        }
    }
}
