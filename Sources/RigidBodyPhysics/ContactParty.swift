import CChipmunk

/// Who takes part in a contact: a body or a boundary, by id.
public enum ContactParty: Hashable, Sendable {
    /// The body with this ``PhysicsBody/id``.
    case body(Int)
    /// The boundary with this ``PhysicsBoundary/id``.
    case boundary(Int)

    /// Chipmunk collision type of a body's shapes.
    static let bodyCollisionType: cpCollisionType = 1
    /// Chipmunk collision type of a boundary's segments.
    static let boundaryCollisionType: cpCollisionType = 2

    /// The party a Chipmunk shape stands for.
    init(shape: OpaquePointer) {
        let id = Int(bitPattern: cpShapeGetUserData(shape))
        self = cpShapeGetCollisionType(shape) == Self.boundaryCollisionType ? .boundary(id) : .body(id)
    }
}

/// Two parties in contact, in a fixed order (so a pair is the same key whichever shape Chipmunk names first).
struct ContactPair: Hashable {
    let first: ContactParty
    let second: ContactParty

    init(_ a: ContactParty, _ b: ContactParty) {
        if Self.rank(a) <= Self.rank(b) {
            (first, second) = (a, b)
        } else {
            (first, second) = (b, a)
        }
    }

    /// Bodies before boundaries, then by id.
    private static func rank(_ party: ContactParty) -> (Int, Int) {
        switch party {
        case .body(let id): return (0, id)
        case .boundary(let id): return (1, id)
        }
    }

    /// Hashes the two parties as two words (the id, doubled, plus one for a boundary): cheaper than the
    /// synthesized hash of two enums, which the world computes for every contact that begins or ends.
    func hash(into hasher: inout Hasher) {
        hasher.combine(Self.word(first))
        hasher.combine(Self.word(second))
    }

    private static func word(_ party: ContactParty) -> Int {
        switch party {
        case .body(let id): return id &* 2
        case .boundary(let id): return id &* 2 &+ 1
        }
    }
}

/// A contact that began or ended during a step (or when a body or boundary was removed).
public enum ContactEvent: Equatable, Sendable {
    /// Two parties started touching at `point` (world coordinates).
    case began(ContactParty, ContactParty, point: PhysicsVector)
    /// Two parties stopped touching.
    case ended(ContactParty, ContactParty)
}
