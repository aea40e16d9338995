import CChipmunk

/// The body behind a Chipmunk body's user data.
private func owner(of body: OpaquePointer) -> PhysicsBody {
    Unmanaged<PhysicsBody>.fromOpaque(cpBodyGetUserData(body)!).takeUnretainedValue()
}

/// Velocity update of a body with damping: Chipmunk's (velocity += force / mass · dt, then forces cleared),
/// followed by the body's own damping as Box2D applies it, `v · 1 / (1 + dt · damping)`.
let integrateDampedVelocity: cpBodyVelocityFunc = { body, gravity, damping, dt in
    guard let body else { return }
    cpBodyUpdateVelocity(body, gravity, damping, dt)
    let physicsBody = owner(of: body)
    if physicsBody.linearDamping > 0 {
        let factor = 1 / (1 + dt * physicsBody.linearDamping)
        let v = cpBodyGetVelocity(body)
        cpBodySetVelocity(body, cpVect(x: v.x * factor, y: v.y * factor))
    }
    if physicsBody.angularDamping > 0 {
        cpBodySetAngularVelocity(body, cpBodyGetAngularVelocity(body) / (1 + dt * physicsBody.angularDamping))
    }
}

/// Position update: Chipmunk's (position += velocity · dt), plus, for a body in free flight (no joint, no
/// accepted contact), ½ · (force / mass) · dt² for the force applied this step, and the same for torque and
/// angle. Chipmunk moves bodies before it adds this step's acceleration to their velocities, so without the
/// term a body falling from rest would trail s = ½·g·t² by ½·g·t·dt; with it, constant accelerations are
/// integrated exactly. Joints and contacts act through impulses the term cannot see (it would push a resting
/// body into the floor every step), so constrained bodies move as Chipmunk moves them.
let integratePosition: cpBodyPositionFunc = { body, dt in
    guard let body else { return }
    cpBodyUpdatePosition(body, dt)
    guard cpBodyGetType(body) == CP_BODY_TYPE_DYNAMIC else { return }
    let force = cpBodyGetForce(body)
    let torque = cpBodyGetTorque(body)
    guard force.x != 0 || force.y != 0 || torque != 0, !isConstrained(body) else { return }
    let massInverse = 1 / cpBodyGetMass(body)
    if massInverse.isFinite, force.x != 0 || force.y != 0 {
        let p = cpBodyGetPosition(body)
        let half = dt * dt / 2 * massInverse
        cpBodySetPosition(body, cpVect(x: p.x + force.x * half, y: p.y + force.y * half))
    }
    let momentInverse = 1 / cpBodyGetMoment(body)
    if momentInverse.isFinite, momentInverse > 0, torque != 0 {
        cpBodySetAngle(body, cpBodyGetAngle(body) + torque * dt * dt / 2 * momentInverse)
    }
}

/// Whether a joint holds the body or it touches something it collides with (as of the last step).
private func isConstrained(_ body: OpaquePointer) -> Bool {
    var found = false
    withUnsafeMutablePointer(to: &found) { flag in
        cpBodyEachConstraint(body, { _, _, data in data?.assumingMemoryBound(to: Bool.self).pointee = true }, flag)
        guard !flag.pointee else { return }
        cpBodyEachArbiter(
            body,
            { _, arbiter, data in
                guard let arbiter, cpArbiterGetCount(arbiter) > 0, PhysicsWorld.accepts(arbiter) else { return }
                data?.assumingMemoryBound(to: Bool.self).pointee = true
            }, flag)
    }
    return found
}
