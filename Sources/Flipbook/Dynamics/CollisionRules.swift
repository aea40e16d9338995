import RigidBodyPhysics

/// Which parties of a contact collide, as plain numbers the physics world's contact filter reads while it steps
/// (without hopping to the main actor for every pair of shapes that starts touching). ``DynamicsSimulation``
/// rebuilds it after every update of the simulation, which any change of collision behaviours, their items,
/// boundaries or modes asks for.
final class CollisionRules {
    /// For each body id, the collision behaviours (indices) whose items it is in.
    private(set) var membership: [[Int]] = []
    /// For each collision behaviour (index), whether it collides items with each other.
    private var collidesItems: [Bool] = []
    /// For each collision behaviour (index), whether it collides items with its boundaries.
    private var collidesBoundaries: [Bool] = []
    /// For each boundary id, the collision behaviour (index) it belongs to.
    private var boundaryOwner: [Int: Int] = [:]

    /// Takes the collision behaviours' modes (by index), the bodies' memberships and the boundaries' owners.
    func update(modes: [(items: Bool, boundaries: Bool)], membership: [Int: [Int]], boundaryOwner: [Int: Int]) {
        collidesItems = modes.map(\.items)
        collidesBoundaries = modes.map(\.boundaries)
        self.membership = Array(repeating: [], count: (membership.keys.max() ?? -1) + 1)
        for (body, behaviors) in membership { self.membership[body] = behaviors }
        self.boundaryOwner = boundaryOwner
    }

    /// The collision behaviours (indices) body `id` is in.
    func behaviors(ofBody id: Int) -> [Int] {
        id >= 0 && id < membership.count ? membership[id] : []
    }

    /// Whether two parties collide: two bodies when some collision behaviour that collides items has both; a
    /// body and a boundary when the boundary's behaviour collides with boundaries and has the body.
    func collide(_ a: ContactParty, _ b: ContactParty) -> Bool {
        switch (a, b) {
        case (.body(let first), .body(let second)):
            let others = behaviors(ofBody: second)
            return behaviors(ofBody: first).contains { others.contains($0) && collidesItems[$0] }
        case (.body(let body), .boundary(let boundary)), (.boundary(let boundary), .body(let body)):
            guard let owner = boundaryOwner[boundary] else { return false }
            return collidesBoundaries[owner] && behaviors(ofBody: body).contains(owner)
        default:
            return false
        }
    }
}
