import Foundation
import RigidBodyPhysics

/// Attaches an item to a point, or two items to each other, as UIKit's `UIAttachmentBehavior`. By default
/// the attachment is a rigid rod of ``length`` (the distance when it was made); with a ``frequency`` above 0
/// it is a spring that oscillates at that frequency, its ``damping`` the damping ratio. The class
/// constructors make sliding, fixed, limit and pin attachments.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the attachment connects.
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items = 0
        /// An item and a fixed point.
        case anchor = 1
    }

    /// The kind of connection (chosen at creation).
    enum Kind: Equatable {
        case distance, limit, pin, fixed
        case sliding(axis: CGVector)
    }

    /// Rigid attachments shorter than this (points) pin their points together.
    static let pinLength: CGFloat = 0.01

    let kind: Kind
    let item1: UIDynamicItem
    let item2: UIDynamicItem?
    let offset1: UIOffset
    let offset2: UIOffset
    /// The physics joint made at the last preparation.
    private var joint: PhysicsJoint?

    init(
        kind: Kind, item1: UIDynamicItem, offset1: UIOffset, item2: UIDynamicItem?, offset2: UIOffset,
        anchor: CGPoint?
    ) {
        self.kind = kind
        self.item1 = item1
        self.offset1 = Self.finite(offset1)
        self.item2 = item2
        self.offset2 = Self.finite(offset2)
        let start = Self.point(of: item1, offset: self.offset1)
        let end = item2.map { Self.point(of: $0, offset: Self.finite(offset2)) } ?? anchor ?? start
        storedAnchorPoint = anchor.map { $0.x.isFinite && $0.y.isFinite ? $0 : start } ?? end
        storedLength = kind == .distance || kind == .limit ? hypot(end.x - start.x, end.y - start.y) : 0
        super.init()
        if let anchor, !(anchor.x.isFinite && anchor.y.isFinite) {
            flipbookWarning("UIAttachmentBehavior needs a finite anchor point; using the item's centre")
        }
    }

    /// Attaches `item`'s centre to `point` (reference-view coordinates).
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre (in the item's coordinates) to `point`.
    public convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(kind: .distance, item1: item, offset1: offset, item2: nil, offset2: .zero, anchor: point)
    }

    /// Attaches the centres of two items.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of one item to a point of another (offsets in each item's coordinates).
    public convenience init(
        item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        self.init(kind: .distance, item1: item1, offset1: offset1, item2: item2, offset2: offset2, anchor: nil)
    }

    /// The attached items (one for an anchor attachment).
    open var items: [UIDynamicItem] { [item1] + (item2.map { [$0] } ?? []) }

    /// Whether the attachment connects two items or an item and a point.
    open var attachedBehaviorType: AttachmentType { item2 == nil ? .anchor : .items }

    /// The fixed point of an anchor attachment (settable, e.g. to follow a finger), or where a pin, fixed or
    /// sliding attachment was made.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set { takeParameter(newValue, into: &storedAnchorPoint, "UIAttachmentBehavior.anchorPoint") }
    }
    private var storedAnchorPoint: CGPoint

    /// The distance kept between the attachment points (the longest allowed, for a limit attachment).
    open var length: CGFloat {
        get { storedLength }
        set { takeParameter(newValue, into: &storedLength, "UIAttachmentBehavior.length", range: 0...1e9) }
    }
    private var storedLength: CGFloat

    /// The damping ratio of a spring attachment (0: undamped, 1: critically damped). 0 by default.
    open var damping: CGFloat {
        get { storedDamping }
        set { takeParameter(newValue, into: &storedDamping, "UIAttachmentBehavior.damping", range: 0...1e6) }
    }
    private var storedDamping: CGFloat = 0

    /// The frequency in hertz at which a spring attachment oscillates; 0 (the default) makes it rigid.
    open var frequency: CGFloat {
        get { storedFrequency }
        set { takeParameter(newValue, into: &storedFrequency, "UIAttachmentBehavior.frequency", range: 0...1e6) }
    }
    private var storedFrequency: CGFloat = 0

    /// The torque needed to turn a pin attachment's items against each other (0, the default: free).
    open var frictionTorque: CGFloat {
        get { storedFrictionTorque }
        set {
            takeParameter(newValue, into: &storedFrictionTorque, "UIAttachmentBehavior.frictionTorque", range: 0...1e12)
        }
    }
    private var storedFrictionTorque: CGFloat = 0

    /// The range of motion: the angles a pin attachment allows, in radians, or the distances along the axis
    /// a sliding attachment allows, in points. Infinite by default.
    open var attachmentRange: UIFloatRange {
        get { storedAttachmentRange }
        set {
            storedAttachmentRange = newValue
            setNeedsSimulationUpdate()
        }
    }
    private var storedAttachmentRange: UIFloatRange = .infinite

    private static func finite(_ offset: UIOffset) -> UIOffset {
        offset.horizontal.isFinite && offset.vertical.isFinite ? offset : .zero
    }

    private static func point(of item: UIDynamicItem, offset: UIOffset) -> CGPoint {
        let turned = CGPoint(x: offset.horizontal, y: offset.vertical).applying(item.transform)
        return CGPoint(x: item.center.x + turned.x, y: item.center.y + turned.y)
    }

    // MARK: Simulation

    override var dynamicItems: [any UIDynamicItem] { items }

    /// A point of `item` (offset in its coordinates) in its body's coordinates.
    private func localPoint(_ item: UIDynamicItem, _ offset: UIOffset, in simulation: DynamicsSimulation)
        -> PhysicsVector
    {
        let point = PhysicsVector(Double(offset.horizontal), Double(offset.vertical))
        guard let member = simulation.entry(for: item)?.members.first(where: { $0.item === item }) else { return point }
        return member.offset + point.rotated(by: member.angle)
    }

    override func prepare(in simulation: DynamicsSimulation) {
        guard let bodyA = simulation.body(for: item1) else { return }
        let bodyB = item2.flatMap { simulation.body(for: $0) }
        if item2 != nil, bodyB == nil { return }
        let anchorWorld = anchorPoint.physics
        let style: PhysicsJoint.Style
        var anchorA = localPoint(item1, offset1, in: simulation)
        var anchorB = item2.map { localPoint($0, offset2, in: simulation) } ?? anchorWorld
        switch kind {
        // A rigid attachment of no length pins the points together (a rod of length 0 has no direction).
        case .distance: style = frequency > 0 ? .spring : (length < Self.pinLength ? .pivot : .rod)
        case .limit: style = .rope
        case .pin, .fixed:
            style = kind == .pin ? .pivot : .weld
            anchorA = bodyA.localPoint(anchorWorld)
            anchorB = bodyB?.localPoint(anchorWorld) ?? anchorWorld
        case .sliding(let axis):
            style = .slider(axis: PhysicsVector(Double(axis.dx), Double(axis.dy)).rotated(by: -bodyA.angle))
            anchorA = bodyA.localPoint(anchorWorld)
            anchorB = bodyB?.localPoint(anchorWorld) ?? anchorWorld
        }
        let current = joint.flatMap { joint in
            simulation.world.joints.contains { $0 === joint } && joint.bodyA === bodyA && joint.bodyB === bodyB
                && sameKind(joint.style, style) ? joint : nil
        }
        let made =
            current
            ?? PhysicsJoint(style, bodyA: bodyA, anchorA: anchorA, bodyB: bodyB, anchorB: anchorB, length: length)
        if current == nil {
            if let joint { simulation.world.removeJoint(joint) }
            configure(made, bodyA: bodyA, bodyB: bodyB)
            simulation.world.addJoint(made)
            joint = made
        } else {
            if bodyB == nil, kind == .distance || kind == .limit { made.anchorB = anchorWorld }
            configure(made, bodyA: bodyA, bodyB: bodyB)
        }
    }

    /// Sets a joint's length, spring constants (from ``frequency``, ``damping`` and the bodies' masses),
    /// friction and ranges.
    private func configure(_ joint: PhysicsJoint, bodyA: PhysicsBody, bodyB: PhysicsBody?) {
        joint.length = Double(length)
        let massA = bodyA.isAnchored ? Double.infinity : bodyA.mass
        let massB = bodyB.map { $0.isAnchored ? Double.infinity : $0.mass } ?? .infinity
        let reduced = massA.isFinite && massB.isFinite ? massA * massB / (massA + massB) : min(massA, massB)
        let mass = reduced.isFinite ? reduced : 1
        let omega = 2 * Double.pi * Double(frequency)
        joint.stiffness = mass * omega * omega
        joint.damping = 2 * mass * Double(damping) * omega
        joint.frictionTorque = Double(frictionTorque)
        switch kind {
        case .pin: joint.angleRange = attachmentRange.finiteRange
        case .sliding: joint.translationRange = attachmentRange.finiteRange
        default: break
        }
    }

    private func sameKind(_ a: PhysicsJoint.Style, _ b: PhysicsJoint.Style) -> Bool {
        switch (a, b) {
        case (.spring, .spring), (.rod, .rod), (.rope, .rope), (.pivot, .pivot), (.weld, .weld), (.slider, .slider):
            return true
        default: return false
        }
    }

    override func detach(from simulation: DynamicsSimulation) {
        if let joint { simulation.world.removeJoint(joint) }
        joint = nil
    }
}
