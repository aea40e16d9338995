import CChipmunk
import CChipmunkSteps

/// One rigid body of a ``PhysicsWorld``: a Chipmunk body with its shapes, mass properties, damping and the
/// forces applied to it for the next step. Create bodies with ``PhysicsWorld/addBody(shapes:massPerArea:at:)``.
public final class PhysicsBody {
    /// The body's number in its world: unique there, increasing in the order bodies were added.
    public let id: Int
    /// The Chipmunk body.
    let handle: OpaquePointer
    /// The Chipmunk shapes on it (none when every geometry was unusable).
    private(set) var shapeHandles: [OpaquePointer] = []
    /// The shapes' outlines, in the body's coordinates.
    public private(set) var shapes: [ShapeGeometry]
    /// The world the body is in; nil once removed.
    weak var world: PhysicsWorld?

    /// Linear velocity damping, per second: each step multiplies the velocity by `1 / (1 + dt · linearDamping)`.
    public var linearDamping: Double = 0 {
        didSet { chooseVelocityIntegration() }
    }
    /// Angular velocity damping, per second, applied as ``linearDamping`` is.
    public var angularDamping: Double = 0 {
        didSet { chooseVelocityIntegration() }
    }

    /// Integrates the velocity with damping only when the body has some (Chipmunk's own integration otherwise,
    /// which is what the damped one starts with).
    func chooseVelocityIntegration() {
        cpBodySetVelocityUpdateFunc(
            handle, linearDamping > 0 || angularDamping > 0 ? integrateDampedVelocity : cpBodyUpdateVelocity)
    }

    init(id: Int, handle: OpaquePointer, shapes: [ShapeGeometry]) {
        self.id = id
        self.handle = handle
        self.shapes = shapes
    }

    /// The smallest mass a body gets, so a body without area (or density) still moves under impulses.
    public static let minimumMass = 1e-6

    /// The body's mass (mass per area × the shapes' area, at least ``minimumMass``).
    public private(set) var mass: Double = 1
    /// The moment of inertia the shapes give about the body's position (kept while rotation is locked).
    public private(set) var naturalMoment: Double = 1

    /// Sets the mass from `massPerArea` and the shapes' area, and the moment from their outlines.
    func updateMassProperties(massPerArea: Double) {
        let usable = shapes.filter(\.isUsable)
        let area = usable.reduce(0) { $0 + $1.area }
        let density = massPerArea.isFinite && massPerArea > 0 ? massPerArea : 0
        let total = max(area * density, Self.minimumMass)
        var moment = 0.0
        for shape in usable {
            let share = area > 0 ? total * shape.area / area : 0
            if let polygon = shape.polygon {
                var verts = polygon.map(\.cp)
                moment += cpMomentForPoly(share, Int32(verts.count), &verts, cpVect(x: 0, y: 0), 0)
            } else if case .ellipse(let width, _, let center) = shape {
                moment += cpMomentForCircle(share, 0, width / 2, center.cp)
            }
        }
        mass = total
        naturalMoment = moment > 0 && moment.isFinite ? moment : total
        guard cpBodyGetType(handle) == CP_BODY_TYPE_DYNAMIC else { return }
        cpBodySetMass(handle, mass)
        cpBodySetCenterOfGravity(handle, cpVect(x: 0, y: 0))
        cpBodySetMoment(handle, allowsRotation ? naturalMoment : .infinity)
    }

    /// Creates the Chipmunk shapes for ``shapes`` (skipping unusable ones), boxes with their corners rounded by
    /// `cornerRadius` (see ``PhysicsWorld/boxCornerRadius``).
    func makeShapes(cornerRadius: Double) -> [OpaquePointer] {
        shapeHandles = shapes.filter(\.isUsable).map { geometry in
            if let (corners, rounding) = geometry.roundedPolygon(radius: cornerRadius) {
                var verts = corners.map(\.cp)
                return cpPolyShapeNewRaw(handle, Int32(verts.count), &verts, rounding)
            }
            guard case .ellipse(let width, _, let center) = geometry else { fatalError("only ellipses are round") }
            return cpCircleShapeNew(handle, width / 2, center.cp)
        }
        return shapeHandles
    }

    // MARK: State

    /// Where the body is (its origin, which is also its centre of mass).
    public var position: PhysicsVector {
        get { PhysicsVector(cpBodyGetPosition(handle)) }
        set {
            guard newValue.isFinite else { return }
            cpBodySetPosition(handle, newValue.cp)
            if let space = world?.space { cpSpaceReindexShapesForBody(space, handle) }
        }
    }

    /// The body's rotation in radians.
    public var angle: Double {
        get { cpBodyGetAngle(handle) }
        set {
            guard newValue.isFinite else { return }
            cpBodySetAngle(handle, newValue)
            if let space = world?.space { cpSpaceReindexShapesForBody(space, handle) }
        }
    }

    /// The velocity of the body's position.
    public var velocity: PhysicsVector {
        get { PhysicsVector(cpBodyGetVelocity(handle)) }
        set { if newValue.isFinite, !isAnchored { cpBodySetVelocity(handle, newValue.cp) } }
    }

    /// The angular velocity in radians per second.
    public var angularVelocity: Double {
        get { cpBodyGetAngularVelocity(handle) }
        set { if newValue.isFinite, !isAnchored, allowsRotation { cpBodySetAngularVelocity(handle, newValue) } }
    }

    /// Whether the body can turn; when false its moment of inertia is infinite and its spin is stopped.
    public var allowsRotation = true {
        didSet {
            guard allowsRotation != oldValue else { return }
            if !allowsRotation { cpBodySetAngularVelocity(handle, 0) }
            if !isAnchored { cpBodySetMoment(handle, allowsRotation ? naturalMoment : .infinity) }
        }
    }

    /// Whether the body is held in place: it still collides, but nothing moves it (a kinematic body at rest).
    public var isAnchored = false {
        didSet {
            guard isAnchored != oldValue else { return }
            if isAnchored {
                cpBodySetType(handle, CP_BODY_TYPE_KINEMATIC)
                cpBodySetVelocity(handle, cpVect(x: 0, y: 0))
                cpBodySetAngularVelocity(handle, 0)
            } else {
                cpBodySetType(handle, CP_BODY_TYPE_DYNAMIC)
                cpBodySetMass(handle, mass)
                cpBodySetMoment(handle, allowsRotation ? naturalMoment : .infinity)
            }
        }
    }

    /// Restitution of the body's shapes, 0 (none) to 1 (perfectly elastic).
    public var elasticity: Double = 0 {
        didSet { for shape in shapeHandles { cpShapeSetElasticity(shape, elasticity) } }
    }

    /// The Coulomb friction coefficient of the body's shapes.
    public var friction: Double = 0 {
        didSet { for shape in shapeHandles { cpShapeSetFriction(shape, friction) } }
    }

    // MARK: Forces

    /// The force to apply during the next step, in the world's frame (reset by every step).
    public var force: PhysicsVector { PhysicsVector(cpBodyGetForce(handle)) }

    /// Adds `force` (world frame) for the next step, acting at `point` in the body's coordinates (its
    /// position when zero: no torque).
    public func applyForce(_ force: PhysicsVector, atLocalPoint point: PhysicsVector = .zero) {
        guard force.isFinite, point.isFinite, !isAnchored else { return }
        guard point == .zero else {
            return cpBodyApplyForceAtWorldPoint(handle, force.cp, cpBodyLocalToWorld(handle, point.cp))
        }
        // At the position, which is the centre of gravity: the force alone, with no torque (its arm is zero).
        flipbook_add_force(handle, force.x, force.y)
    }

    /// Adds `torque` for the next step.
    public func applyTorque(_ torque: Double) {
        guard torque.isFinite, !isAnchored, allowsRotation else { return }
        cpBodySetTorque(handle, cpBodyGetTorque(handle) + torque)
    }

    /// Changes the velocity at once by `impulse` / mass (world frame), acting at `point` in body coordinates.
    public func applyImpulse(_ impulse: PhysicsVector, atLocalPoint point: PhysicsVector = .zero) {
        guard impulse.isFinite, point.isFinite, !isAnchored else { return }
        cpBodyApplyImpulseAtWorldPoint(handle, impulse.cp, cpBodyLocalToWorld(handle, point.cp))
    }

    /// The body's kinetic energy, ½·m·v² + ½·I·ω² (I only while rotation is allowed).
    public var kineticEnergy: Double {
        let v = velocity
        let spin = allowsRotation ? naturalMoment * angularVelocity * angularVelocity / 2 : 0
        return mass * (v.x * v.x + v.y * v.y) / 2 + spin
    }

    /// A point in the body's coordinates, in world coordinates.
    public func worldPoint(_ local: PhysicsVector) -> PhysicsVector {
        PhysicsVector(cpBodyLocalToWorld(handle, local.cp))
    }

    /// A point in world coordinates, in the body's coordinates.
    public func localPoint(_ world: PhysicsVector) -> PhysicsVector {
        PhysicsVector(cpBodyWorldToLocal(handle, world.cp))
    }
}
