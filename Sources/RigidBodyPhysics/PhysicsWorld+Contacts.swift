import CChipmunk
import CChipmunkSteps

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
        // Mixes the materials of contacts between two bodies (see CChipmunkSteps).
        handler.pointee.preSolveFunc = flipbook_mix_materials
        handler.pointee.separateFunc = { arbiter, _, data in
            guard let arbiter, let data else { return }
            Unmanaged<PhysicsWorld>.fromOpaque(data).takeUnretainedValue().contactEnded(arbiter)
        }
    }

    /// Whether contacts began or ended since the events were last taken.
    public var hasContactEvents: Bool { !pendingContactEvents.isEmpty }

    /// Hands out the contacts begun and ended since the last call, oldest first, and forgets them.
    public func takeContactEvents() -> [ContactEvent] {
        defer { pendingContactEvents.removeAll() }
        return pendingContactEvents
    }

    /// Whether the contact filter let an arbiter's shapes collide (its answer is kept in the arbiter's user
    /// data by the begin callback, which runs before anything asks).
    static func accepts(_ arbiter: OpaquePointer) -> Bool {
        cpArbiterGetUserData(arbiter) != nil
    }

    /// The user data of an accepted arbiter between two bodies (a rejected arbiter's is nil), which the
    /// pre-solve callback looks for.
    fileprivate static var betweenBodiesMark: UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: UInt(flipbook_between_bodies_mark))
    }
    /// The user data of an accepted arbiter between a body and a boundary.
    fileprivate static var withBoundaryMark: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 2) }

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
        let mark: UnsafeMutableRawPointer?
        switch (a, b) {
        case (.boundary, .boundary): mark = nil
        case (.body, .body): mark = (contactFilter?(a, b) ?? true) ? Self.betweenBodiesMark : nil
        default: mark = (contactFilter?(a, b) ?? true) ? Self.withBoundaryMark : nil
        }
        cpArbiterSetUserData(arbiter, mark)
        guard mark != nil else { return false }
        let pair = ContactPair(a, b)
        if incremented(&touchingPairs[pair, default: 0]) == 1 {
            let point = cpArbiterGetCount(arbiter) > 0 ? PhysicsVector(cpArbiterGetPointA(arbiter, 0)) : .zero
            pendingContactEvents.append(.began(pair.first, pair.second, point: point))
        }
        return true
    }

    /// Records an `ended` event when the last touching shapes of an accepted pair separate.
    fileprivate func contactEnded(_ arbiter: OpaquePointer) {
        guard Self.accepts(arbiter) else { return }
        let (a, b) = parties(arbiter)
        let pair = ContactPair(a, b)
        guard let index = touchingPairs.index(forKey: pair) else { return }
        if touchingPairs.values[index] <= 1 {
            touchingPairs.remove(at: index)
            pendingContactEvents.append(.ended(pair.first, pair.second))
        } else {
            touchingPairs.values[index] -= 1
        }
    }
}

/// Adds one to `count` and returns the new value (so a dictionary's entry is found once to do both).
private func incremented(_ count: inout Int) -> Int {
    count += 1
    return count
}
