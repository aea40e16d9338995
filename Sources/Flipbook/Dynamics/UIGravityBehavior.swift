import Foundation
import RigidBodyPhysics

/// Pulls its items in one direction with a constant acceleration, as UIKit's `UIGravityBehavior`: a
/// ``magnitude`` of 1.0 is 1000 points/s² ("standard UIKit gravity"), downward (``angle`` π/2) by default.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// The acceleration, in points/s², of a magnitude of 1.0.
    public static let pointsPerSecondSquaredPerUnit = 1000.0

    private var itemList = DynamicItemList()

    /// Gravity on `items`.
    public init(items: [UIDynamicItem]) {
        super.init()
        for item in items { addItem(item) }
    }

    /// Gravity on no items yet.
    public override convenience init() {
        self.init(items: [])
    }

    /// The items pulled.
    open var items: [UIDynamicItem] { itemList.items }

    /// Adds an item (once).
    open func addItem(_ item: UIDynamicItem) {
        itemList.add(item, to: self)
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        itemList.remove(item, from: self)
    }

    /// The acceleration as a vector in units of 1000 points/s²; (0, 1) by default.
    open var gravityDirection: CGVector {
        get { storedGravityDirection }
        set { takeParameter(newValue, into: &storedGravityDirection, "UIGravityBehavior.gravityDirection") }
    }
    private var storedGravityDirection: CGVector = CGVector(dx: 0, dy: 1)

    /// The direction in radians (0 points right, π/2 down).
    open var angle: CGFloat {
        get { gravityDirection == CGVector(dx: 0, dy: 0) ? 0 : atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength: 1.0 is 1000 points/s². Setting 0 makes the vector (0, 0) and the angle 0.
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction (radians) and the strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [any UIDynamicItem] { itemList.items }

    /// The bodies of ``items``, in their order, as of the simulation's last update (which calls
    /// ``prepare(in:)`` after every change of items or bodies).
    private var bodies: [PhysicsBody] = []

    override func prepare(in simulation: DynamicsSimulation) {
        bodies = itemList.items.compactMap { simulation.body(for: $0) }
    }

    override func detach(from simulation: DynamicsSimulation) {
        bodies.removeAll()
    }

    override func applyForces(in simulation: DynamicsSimulation, step: Double) {
        let acceleration =
            PhysicsVector(Double(gravityDirection.dx), Double(gravityDirection.dy)) * Self.pointsPerSecondSquaredPerUnit
        for body in bodies { body.applyForce(acceleration * body.mass) }
    }
}
