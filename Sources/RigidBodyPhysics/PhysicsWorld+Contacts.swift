import CChipmunk

extension PhysicsWorld {
    /// Routes every Chipmunk collision of this world through ``contactFilter``, the material rules and the
    /// contact events.
    func installContactHandler() {
        let handler = cpSpaceAddDefaultCollisionHandler(space)!
        handler.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
        handler.pointee.beginFunc = { arbiter, _, data in
            guard let arbiter, let data else { return 0 }
            return Unmanaged<PhysicsWorld>.fromOpaque(data).takeUnretainedValue().contactBegan(arbiter) ? 1 : 0
        }
        handler.pointee.preSolveFunc = { arbiter, _, _ in
            guard let arbiter else { return 0 }
            mixMaterials(arbiter)
            return 1
        }
        handler.pointee.separateFunc = { arbiter, _, data in
            guard let arbiter, let data else { return }
            Unmanaged<PhysicsWorld>.fromOpaque(data).takeUnretainedValue().contactEnded(arbiter)
        }
    }

    /// Hands out the contacts begun and ended since the last call, oldest first, and forgets them.
    public func takeContactEvents() -> [ContactEvent] {
        defer { pendingContactEvents.removeAll() }
        return pendingContactEvents
    }

    /// Whether the contact filter let an arbiter's shapes collide.
    func accepts(_ arbiter: OpaquePointer) -> Bool {
        let (a, b) = parties(arbiter)
        return touchingPairs[ContactPair(a, b)] != nil
    }

    /// The parties of an arbiter's two shapes.
    private func parties(_ arbiter: OpaquePointer) -> (ContactParty, ContactParty) {
        var a: OpaquePointer?
        var b: OpaquePointer?
        cpArbiterGetShapes(arbiter, &a, &b)
        return (ContactParty(shape: a!), ContactParty(shape: b!))
    }

    /// Asks the filter; records a `began` event when the pair starts touching.
    fileprivate func contactBegan(_ arbiter: OpaquePointer) -> Bool {
        let (a, b) = parties(arbiter)
        if case .boundary = a, case .boundary = b { return false }
        guard contactFilter?(a, b) ?? true else { return false }
        let pair = ContactPair(a, b)
        let count = touchingPairs[pair, default: 0]
        touchingPairs[pair] = count + 1
        if count == 0 {
            let point = cpArbiterGetCount(arbiter) > 0 ? PhysicsVector(cpArbiterGetPointA(arbiter, 0)) : .zero
            pendingContactEvents.append(.began(pair.first, pair.second, point: point))
        }
        return true
    }

    /// Records an `ended` event when the last touching shapes of an accepted pair separate.
    fileprivate func contactEnded(_ arbiter: OpaquePointer) {
        let (a, b) = parties(arbiter)
        let pair = ContactPair(a, b)
        guard let count = touchingPairs[pair] else { return }
        if count <= 1 {
            touchingPairs[pair] = nil
            pendingContactEvents.append(.ended(pair.first, pair.second))
        } else {
            touchingPairs[pair] = count - 1
        }
    }
}

/// Box2D's mixing rules, which UIKit Dynamics follows: between two bodies the larger restitution and the
/// geometric mean of the frictions; against a boundary the body's own.
private func mixMaterials(_ arbiter: OpaquePointer) {
    var a: OpaquePointer?
    var b: OpaquePointer?
    cpArbiterGetShapes(arbiter, &a, &b)
    guard let a, let b else { return }
    let aIsBoundary = cpShapeGetCollisionType(a) == ContactParty.boundaryCollisionType
    let bIsBoundary = cpShapeGetCollisionType(b) == ContactParty.boundaryCollisionType
    if aIsBoundary || bIsBoundary {
        let body = aIsBoundary ? b : a
        cpArbiterSetRestitution(arbiter, cpShapeGetElasticity(body))
        cpArbiterSetFriction(arbiter, cpShapeGetFriction(body))
    } else {
        cpArbiterSetRestitution(arbiter, max(cpShapeGetElasticity(a), cpShapeGetElasticity(b)))
        cpArbiterSetFriction(arbiter, (cpShapeGetFriction(a) * cpShapeGetFriction(b)).squareRoot())
    }
}
