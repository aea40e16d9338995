import Foundation
import RigidBodyPhysics

/// Pushes its items with a force, continuously or once, as UIKit's `UIPushBehavior`. Magnitudes are in
/// "UIKit newtons": a continuous push of 1.0 accelerates a 100 × 100-point item of density 1 at
/// 100 points/s²; an instantaneous push of 1.0 changes that item's velocity by 100 points/s at once.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// How the force is applied.
    public enum Mode: Int, Sendable {
        /// A force on every step while ``UIPushBehavior/active``.
        case continuous = 0
        /// One impulse on the next step, after which ``UIPushBehavior/active`` turns false; set it true to
        /// push again.
        case instantaneous = 1
    }

    /// Force per unit of magnitude, in UIKit mass units × points/s² (and impulse, × points/s).
    public static let pointsPerSecondSquaredPerUnit = 100.0

    private var itemList = DynamicItemList()
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// The push's mode, chosen at creation.
    public let mode: Mode

    /// A push of `mode` on `items`, with no force until ``magnitude`` or ``pushDirection`` is set.
    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init()
        for item in items { addItem(item) }
    }

    /// The pushed items.
    open var items: [UIDynamicItem] { itemList.items }

    /// Adds an item (once).
    open func addItem(_ item: UIDynamicItem) {
        itemList.add(item, to: self)
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = nil
        itemList.remove(item, from: self)
    }

    /// Whether the push acts: true from creation; an instantaneous push turns it false once applied.
    open var active: Bool {
        get { storedActive }
        set {
            storedActive = newValue
            if active { setNeedsSimulationUpdate() }
        }
    }
    private var storedActive: Bool = true

    /// The force as a vector in UIKit newtons; (0, 0) by default.
    open var pushDirection: CGVector {
        get { storedPushDirection }
        set { takeParameter(newValue, into: &storedPushDirection, "UIPushBehavior.pushDirection") }
    }
    private var storedPushDirection: CGVector = CGVector(dx: 0, dy: 0)

    /// The force's direction in radians (0 points right, π/2 down).
    open var angle: CGFloat {
        get { storedAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    private var storedAngle: CGFloat = 0

    /// The force's size in UIKit newtons; negative reverses it.
    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets direction and size together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        storedAngle = angle
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
        if pushDirection.dx != 0 || pushDirection.dy != 0 {
            storedAngle = atan2(pushDirection.dy, pushDirection.dx)
        }
    }

    /// Applies the force to `item` at `o` from its centre (in the item's own, rotating, coordinates), which
    /// also turns it.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        guard o.horizontal.isFinite, o.vertical.isFinite else {
            return flipbookWarning("UIPushBehavior.setTargetOffsetFromCenter(_:for:) needs a finite offset; ignored")
        }
        offsets[ObjectIdentifier(item)] = o
        setNeedsSimulationUpdate()
    }

    /// The offset set for `item` (zero by default).
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    // MARK: Simulation

    override var dynamicItems: [any UIDynamicItem] { itemList.items }

    override var hasPendingImpulse: Bool { mode == .instantaneous && active && !itemList.items.isEmpty }

    override func applyForces(in simulation: DynamicsSimulation, step: Double) {
        guard active else { return }
        let force =
            PhysicsVector(Double(pushDirection.dx), Double(pushDirection.dy)) * Self.pointsPerSecondSquaredPerUnit
        for item in itemList.items {
            guard let body = simulation.body(for: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            var point = PhysicsVector(Double(offset.horizontal), Double(offset.vertical))
            if let member = simulation.entry(for: item)?.members.first(where: { $0.item === item }) {
                point = member.offset + point.rotated(by: member.angle)
            }
            if mode == .continuous {
                body.applyForce(force, atLocalPoint: point)
            } else {
                body.applyImpulse(force, atLocalPoint: point)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
