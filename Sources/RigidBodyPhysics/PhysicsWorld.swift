import CChipmunk
import CChipmunkSteps

/// A 2D rigid-body world on Chipmunk2D: bodies with convex shapes, static boundary segments, joints and
/// contacts, advanced by fixed steps. Units are the caller's (UIKit Dynamics uses points, seconds and mass
/// units of a 100 × 100-point body at density 1). There is no global gravity: callers apply forces per body
/// before each ``step(_:)``.
///
/// Deterministic: the same calls in the same order give bit-identical states (one thread, no sleeping, no
/// wall clock). Not thread-safe; use one world from one thread at a time.
public final class PhysicsWorld {
    /// The Chipmunk space.
    let space: OpaquePointer
    /// Bodies in the order they were added.
    public private(set) var bodies: [PhysicsBody] = []
    /// Boundaries by id.
    var boundaries: [Int: PhysicsBoundary] = [:]
    /// Joints in the order they were added.
    public private(set) var joints: [PhysicsJoint] = []
    /// The last id handed out to a body or boundary (ids start at 1 and are never reused).
    private var lastID = 0
    /// Contacts begun and ended since the events were last taken.
    var pendingContactEvents: [ContactEvent] = []
    /// How many touching shape pairs each accepted pair of parties has (an event fires on 0 ↔ 1).
    var touchingPairs: [ContactPair: Int] = [:]

    /// Decides whether two parties collide; called when their shapes start touching. Nil: everything collides.
    public var contactFilter: ((ContactParty, ContactParty) -> Bool)?

    /// How much the corners of every box body are rounded in collisions (the box keeps its width and height).
    public let boxCornerRadius: Double

    /// A new, empty world. `solverIterations` (per step) trades accuracy of contacts and joints for speed; the
    /// default is Chipmunk's own, 10 (Box2D's is 8 velocity iterations); with short steps fewer do (UIKit
    /// Dynamics takes four steps a 60 fps frame with 6 each). `boxCornerRadius` rounds the corners of box shapes
    /// (up to a quarter of their shorter side; they keep their size): two boxes, or a box and a boundary, that
    /// overlap by less than the rounding are then told apart by Chipmunk's cheap closest-point search rather than
    /// its penetration search, which a resting pile would otherwise run for nearly every contact of every step.
    public init(solverIterations: Int = 10, boxCornerRadius: Double = 0) {
        self.boxCornerRadius = boxCornerRadius.isFinite ? max(0, boxCornerRadius) : 0
        ChipmunkBanner.swallow()
        space = cpSpaceNew()
        cpSpaceSetIterations(space, Int32(max(1, min(solverIterations, 1000))))
        cpSpaceSetCollisionBias(space, Self.errorRemainingPerSixtiethOfASecond)
        installContactHandler()
    }

    deinit {
        cpSpaceAddDefaultCollisionHandler(space)!.pointee.userData = nil
        for joint in joints { joint.detach(from: space) }
        for body in bodies { detach(body) }
        for boundary in boundaries.values { boundary.detach(from: space) }
        cpSpaceFree(space)
    }

    /// The fraction of a contact's overlap or a joint's error left after 1/60 s of correction. Chipmunk's
    /// default (0.9) lets a finger-driven joint trail by tens of points; 0.1 keeps joints and resting
    /// contacts within a fraction of a point at interface speeds.
    public static let errorRemainingPerSixtiethOfASecond = pow(0.1, 60.0)

    /// The next unused id.
    func nextID() -> Int {
        lastID += 1
        return lastID
    }

    /// The body-less anchor every joint to a fixed point attaches to.
    var staticBody: OpaquePointer { cpSpaceGetStaticBody(space) }

    // MARK: Bodies

    /// Adds a dynamic body at `position` with `shapes` (body coordinates); its mass is `massPerArea` × their
    /// area (at least ``PhysicsBody/minimumMass``). Unusable shapes (no area, not finite) are left out of
    /// collisions and mass.
    @discardableResult
    public func addBody(shapes: [ShapeGeometry], massPerArea: Double, at position: PhysicsVector) -> PhysicsBody {
        let handle = cpBodyNew(1, 1)!
        let body = PhysicsBody(id: nextID(), handle: handle, shapes: shapes)
        body.world = self
        cpBodySetUserData(handle, Unmanaged.passUnretained(body).toOpaque())
        body.chooseVelocityIntegration()
        // Chipmunk's, plus ½ · (force / mass) · dt² for a body in free flight (no joint, no accepted contact):
        // Chipmunk moves bodies before it adds this step's acceleration to their velocities, so without the term
        // a body falling from rest would trail s = ½·g·t² by ½·g·t·dt; with it, constant accelerations are
        // integrated exactly. Joints and contacts act through impulses the term cannot see (it would push a
        // resting body into the floor every step), so constrained bodies move as Chipmunk moves them.
        cpBodySetPositionUpdateFunc(handle, flipbook_integrate_position)
        cpSpaceAddBody(space, handle)
        body.updateMassProperties(massPerArea: massPerArea)
        for shape in body.makeShapes(cornerRadius: boxCornerRadius) {
            cpShapeSetUserData(shape, UnsafeMutableRawPointer(bitPattern: body.id))
            cpShapeSetCollisionType(shape, ContactParty.bodyCollisionType)
            cpSpaceAddShape(space, shape)
        }
        body.position = position.isFinite ? position : .zero
        bodies.append(body)
        return body
    }

    /// Changes a body's mass per area (its shapes stay).
    public func setMassPerArea(_ massPerArea: Double, of body: PhysicsBody) {
        body.updateMassProperties(massPerArea: massPerArea)
    }

    /// Removes a body and every joint attached to it.
    public func removeBody(_ body: PhysicsBody) {
        guard let index = bodies.firstIndex(where: { $0 === body }) else { return }
        for joint in joints where joint.bodyA === body || joint.bodyB === body { removeJoint(joint) }
        detach(body)
        bodies.remove(at: index)
    }

    private func detach(_ body: PhysicsBody) {
        for shape in body.shapeHandles {
            cpSpaceRemoveShape(space, shape)
            cpShapeFree(shape)
        }
        cpSpaceRemoveBody(space, body.handle)
        cpBodyFree(body.handle)
        body.world = nil
    }

    /// The body with `id`, if it is in this world.
    public func body(withID id: Int) -> PhysicsBody? {
        bodies.first { $0.id == id }
    }

    // MARK: Joints

    /// Adds a joint made by one of ``PhysicsJoint``'s factories.
    public func addJoint(_ joint: PhysicsJoint) {
        guard !joints.contains(where: { $0 === joint }) else { return }
        joint.attach(to: space, staticBody: staticBody)
        joints.append(joint)
    }

    /// Removes a joint.
    public func removeJoint(_ joint: PhysicsJoint) {
        guard let index = joints.firstIndex(where: { $0 === joint }) else { return }
        joint.detach(from: space)
        joints.remove(at: index)
    }

    // MARK: Stepping

    /// Advances the world by `dt` seconds: moves every body by its velocity and the forces applied since the
    /// last step, resolves contacts and joints, then clears the forces. Non-positive or non-finite `dt` does
    /// nothing.
    public func step(_ dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        cpSpaceStep(space, dt)
    }

    /// Whether every movable body moves slower than `linearSpeed` and turns slower than `angularSpeed`.
    public func isAtRest(linearSpeed: Double, angularSpeed: Double) -> Bool {
        bodies.allSatisfy { body in
            body.isAnchored || (body.velocity.length < linearSpeed && abs(body.angularVelocity) < angularSpeed)
        }
    }
}
