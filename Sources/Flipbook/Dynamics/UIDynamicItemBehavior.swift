import Foundation

/// The physical properties of its items — density, elasticity, friction, resistance, charge, anchoring,
/// rotation — and their velocities, as UIKit's `UIDynamicItemBehavior`. Items in none have UIKit's defaults
/// (density 1, no elasticity, friction or resistance); an item in several takes the last one added.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var itemList = DynamicItemList()
    /// Velocities added before the item had a body (applied when it gets one).
    private var pendingVelocities: [ObjectIdentifier: (linear: CGPoint, angular: CGFloat)] = [:]

    /// Properties for `items`.
    public init(items: [UIDynamicItem]) {
        super.init()
        for item in items { addItem(item) }
    }

    /// Properties for no items yet.
    public override convenience init() {
        self.init(items: [])
    }

    /// The items.
    open var items: [UIDynamicItem] { itemList.items }

    /// Adds an item (once).
    open func addItem(_ item: UIDynamicItem) {
        itemList.add(item, to: self)
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        pendingVelocities[ObjectIdentifier(item)] = nil
        itemList.remove(item, from: self)
    }

    /// Restitution in collisions, 0 (none, the default) to 1 (no energy lost).
    open var elasticity: CGFloat {
        get { storedElasticity }
        set { takeParameter(newValue, into: &storedElasticity, "UIDynamicItemBehavior.elasticity", range: 0...1) }
    }
    private var storedElasticity: CGFloat = 0
    /// Friction when items slide along each other or a boundary (0, the default: none).
    open var friction: CGFloat {
        get { storedFriction }
        set { takeParameter(newValue, into: &storedFriction, "UIDynamicItemBehavior.friction", range: 0...1e9) }
    }
    private var storedFriction: CGFloat = 0
    /// Mass per area relative to UIKit's unit: a 100 × 100-point item of density 1 (the default) has mass 1.
    open var density: CGFloat {
        get { storedDensity }
        set { takeParameter(newValue, into: &storedDensity, "UIDynamicItemBehavior.density", range: 0...1e12) }
    }
    private var storedDensity: CGFloat = 1
    /// Linear velocity damping per second (0, the default: none).
    open var resistance: CGFloat {
        get { storedResistance }
        set { takeParameter(newValue, into: &storedResistance, "UIDynamicItemBehavior.resistance", range: 0...1e12) }
    }
    private var storedResistance: CGFloat = 0
    /// Angular velocity damping per second (0, the default: none).
    open var angularResistance: CGFloat {
        get { storedAngularResistance }
        set {
            takeParameter(
                newValue, into: &storedAngularResistance, "UIDynamicItemBehavior.angularResistance", range: 0...1e12)
        }
    }
    private var storedAngularResistance: CGFloat = 0
    /// Electric charge, for electric and magnetic fields (0 by default).
    open var charge: CGFloat {
        get { storedCharge }
        set { takeParameter(newValue, into: &storedCharge, "UIDynamicItemBehavior.charge", range: -1e12...1e12) }
    }
    private var storedCharge: CGFloat = 0
    /// Whether the items stay where they are (they still take part in collisions). False by default.
    open var isAnchored: Bool {
        get { storedIsAnchored }
        set {
            storedIsAnchored = newValue
            setNeedsSimulationUpdate()
        }
    }
    private var storedIsAnchored: Bool = false
    /// Whether the items may turn. True by default.
    open var allowsRotation: Bool {
        get { storedAllowsRotation }
        set {
            storedAllowsRotation = newValue
            setNeedsSimulationUpdate()
        }
    }
    private var storedAllowsRotation: Bool = true

    /// Adds `velocity` (points/s) to `item`'s.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else {
            return flipbookWarning("addLinearVelocity(_:for:) needs a finite velocity; ignored")
        }
        if let body = dynamicAnimator?.simulation.body(for: item) {
            body.velocity += velocity.physics
        } else {
            pendingVelocities[ObjectIdentifier(item), default: (.zero, 0)].linear.x += velocity.x
            pendingVelocities[ObjectIdentifier(item), default: (.zero, 0)].linear.y += velocity.y
        }
        setNeedsSimulationUpdate()
    }

    /// `item`'s velocity in points/s (zero when it is not being simulated).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.simulation.body(for: item) { return CGPoint(body.velocity) }
        return pendingVelocities[ObjectIdentifier(item)]?.linear ?? .zero
    }

    /// Adds `velocity` (radians/s) to `item`'s angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity.isFinite else {
            return flipbookWarning("addAngularVelocity(_:for:) needs a finite velocity; ignored")
        }
        if let body = dynamicAnimator?.simulation.body(for: item) {
            body.angularVelocity += Double(velocity)
        } else {
            pendingVelocities[ObjectIdentifier(item), default: (.zero, 0)].angular += velocity
        }
        setNeedsSimulationUpdate()
    }

    /// `item`'s angular velocity in radians/s (zero when it is not being simulated).
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.simulation.body(for: item) { return CGFloat(body.angularVelocity) }
        return pendingVelocities[ObjectIdentifier(item)]?.angular ?? 0
    }

    // MARK: Simulation

    override var dynamicItems: [any UIDynamicItem] { itemList.items }

    override func prepare(in simulation: DynamicsSimulation) {
        guard !pendingVelocities.isEmpty else { return }
        for item in itemList.items {
            guard let pending = pendingVelocities[ObjectIdentifier(item)], let body = simulation.body(for: item)
            else { continue }
            body.velocity += pending.linear.physics
            body.angularVelocity += Double(pending.angular)
            pendingVelocities[ObjectIdentifier(item)] = nil
        }
    }
}
