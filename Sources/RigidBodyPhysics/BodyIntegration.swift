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
