import Foundation
import RigidBodyPhysics

/// The physics world of one ``UIDynamicAnimator`` and the bodies of its items: which body stands for which
/// item (a ``UIDynamicItemGroup`` is one body for all its members), how items' state is read and written,
/// which contacts count, and where contact events go.
@MainActor
final class DynamicsSimulation {
    /// UIKit's mass unit is that of a 100 × 100-point item of density 1, so mass = density × area / 10 000.
    static let areaPerUnitDensityMass = 10_000.0

    /// How much the corners of rectangular items are rounded in collisions, in points (they keep their size): a
    /// quarter of a point, a quarter of a pixel at 1×, lets Chipmunk tell resting boxes that overlap by less than
    /// that apart with its cheap closest-point search (see ``PhysicsWorld/init(solverIterations:boxCornerRadius:)``).
    /// Box2D, which UIKit Dynamics is reported to use, gives its polygons such a skin too (`b2_polygonRadius`).
    static let boxCornerRadius = 0.25
    /// Solver iterations in each of the animator's 1/240 s steps: 24 a 60 fps frame, three times Box2D's default
    /// of 8 velocity iterations in its one 1/60 s step. Measured on a 200-box pile: resting overlaps as small as
    /// with 10 (about 0.05 points), a frame about a fifth cheaper.
    static let solverIterations = 6

    /// The rigid-body world (points, seconds, UIKit mass units).
    let world = PhysicsWorld(
        solverIterations: DynamicsSimulation.solverIterations, boxCornerRadius: DynamicsSimulation.boxCornerRadius)
    /// The simulated items in the order they joined.
    private(set) var entries: [SimulatedItem] = []
    private var entryByItem: [ObjectIdentifier: SimulatedItem] = [:]
    private var entryByBody: [Int: SimulatedItem] = [:]
    /// The collision behaviours and the boundary ids they own (filled by the behaviours' `prepare`).
    var boundaryOwners: [Int: (behavior: UICollisionBehavior, identifier: NSCopying?)] = [:]
    /// The collision behaviours in the tree, in order (``rules`` numbers them by index here).
    private var collisionBehaviors: [UICollisionBehavior] = []
    /// Which contacts count, as of the last ``sync(behaviors:referenceBounds:)``; the world's contact filter.
    private let rules = CollisionRules()

    init() {
        let rules = rules
        world.contactFilter = { a, b in rules.collide(a, b) }
    }

    /// Every item the animator moves (a group's members, not the group).
    var members: [UIDynamicItem] { entries.flatMap { $0.members.map(\.item) } }

    /// The body simulating `item` (for a group member, the group's), if it is in the simulation.
    func body(for item: UIDynamicItem) -> PhysicsBody? {
        entryByItem[ObjectIdentifier(item)]?.body
    }

    /// The simulated entry of `item` (or of the group it is in).
    func entry(for item: UIDynamicItem) -> SimulatedItem? {
        entryByItem[ObjectIdentifier(item)]
    }

    // MARK: Structure

    /// Makes the world match `behaviors`: bodies for the items in them (new ones read from the items), none
    /// for items in none, the items' materials, each behaviour's joints and boundaries, the collision rules.
    func sync(behaviors: [UIDynamicBehavior], referenceBounds: CGRect?) {
        var wanted: [UIDynamicItem] = []
        var seen = Set<ObjectIdentifier>()
        for behavior in behaviors {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted {
                wanted.append(item)
            }
        }
        for entry in entries where !seen.contains(ObjectIdentifier(entry.item)) { remove(entry) }
        for item in wanted where entryByItem[ObjectIdentifier(item)] == nil { add(item) }
        writesOnlyFlipbookClasses = entries.allSatisfy(\.writesOnlyFlipbookClasses)
        applyMaterials(behaviors.compactMap { $0 as? UIDynamicItemBehavior })
        collisionBehaviors = behaviors.compactMap { $0 as? UICollisionBehavior }
        var membership: [Int: [Int]] = [:]
        for (index, collision) in collisionBehaviors.enumerated() {
            for item in collision.items {
                guard let body = body(for: item) else { continue }
                membership[body.id, default: []].append(index)
            }
        }
        self.referenceBounds = referenceBounds
        for behavior in behaviors { behavior.prepare(in: self) }
        var boundaryOwner: [Int: Int] = [:]
        for (boundary, owner) in boundaryOwners {
            boundaryOwner[boundary] = collisionBehaviors.firstIndex { $0 === owner.behavior }
        }
        rules.update(
            modes: collisionBehaviors.map {
                ($0.collisionMode.contains(.items), $0.collisionMode.contains(.boundaries))
            }, membership: membership, boundaryOwner: boundaryOwner)
    }

    /// Whether every item written is of a class Flipbook defines (see
    /// ``SimulatedItem/writesOnlyFlipbookClasses``), as of the last sync.
    private(set) var writesOnlyFlipbookClasses = true

    /// The reference view's bounds at the last sync.
    private(set) var referenceBounds: CGRect?

    private func add(_ item: UIDynamicItem) {
        let entry = SimulatedItem(item: item, world: world)
        entries.append(entry)
        entryByBody[entry.body.id] = entry
        entryByItem[ObjectIdentifier(item)] = entry
        for member in entry.members where member.item !== item { entryByItem[ObjectIdentifier(member.item)] = entry }
    }

    private func remove(_ entry: SimulatedItem) {
        world.removeBody(entry.body)
        entries.removeAll { $0 === entry }
        entryByBody[entry.body.id] = nil
        entryByItem[ObjectIdentifier(entry.item)] = nil
        for member in entry.members { entryByItem[ObjectIdentifier(member.item)] = nil }
    }

    /// Density, elasticity, friction, resistance, anchoring and rotation from the item behaviours; for an item
    /// in several, the one added last wins; items in none get UIKit's defaults.
    private func applyMaterials(_ itemBehaviors: [UIDynamicItemBehavior]) {
        var chosen: [ObjectIdentifier: UIDynamicItemBehavior] = [:]
        for behavior in itemBehaviors {
            for item in behavior.items { chosen[ObjectIdentifier(item)] = behavior }
        }
        for entry in entries {
            let material = chosen[ObjectIdentifier(entry.item)].map(ItemMaterial.init) ?? ItemMaterial()
            entry.apply(material, in: world)
        }
    }

    /// Takes an item's current centre and rotation as its body's state (velocity kept).
    func readState(of item: UIDynamicItem) {
        entry(for: item)?.readState()
    }

    // MARK: Stepping

    /// Writes every body's position and angle back to its items, through their setters (a view's are its
    /// layer's model values) with no layer actions: UIKit Dynamics never animates implicitly.
    func writeBack() {
        CALayer.withoutActions {
            for entry in entries { entry.writeBack() }
        }
    }

    private func sharedCollisionBehaviors(_ a: Int, _ b: Int, mode: UICollisionBehavior.Mode) -> [UICollisionBehavior] {
        let second = rules.behaviors(ofBody: b)
        return rules.behaviors(ofBody: a).filter(second.contains).map { collisionBehaviors[$0] }
            .filter { $0.collisionMode.contains(mode) }
    }

    /// Whether the last step's contacts will reach a collision behaviour's delegate.
    var hasContactEventsForDelegates: Bool {
        world.hasContactEvents && collisionBehaviors.contains { $0.collisionDelegate != nil }
    }

    /// Hands the contacts of the last step to the collision behaviours' delegates.
    func deliverContactEvents() {
        let events = world.takeContactEvents()
        guard !events.isEmpty, collisionBehaviors.contains(where: { $0.collisionDelegate != nil }) else { return }
        for event in events {
            switch event {
            case .began(let a, let b, let point):
                notify(a, b) { behavior, delegate, first, second in
                    delegate.collisionBehavior(behavior, beganContactFor: first, with: second, at: CGPoint(point))
                } boundary: { behavior, delegate, item, identifier in
                    delegate.collisionBehavior(
                        behavior, beganContactFor: item, withBoundaryIdentifier: identifier, at: CGPoint(point))
                }
            case .ended(let a, let b):
                notify(a, b) { behavior, delegate, first, second in
                    delegate.collisionBehavior(behavior, endedContactFor: first, with: second)
                } boundary: { behavior, delegate, item, identifier in
                    delegate.collisionBehavior(behavior, endedContactFor: item, withBoundaryIdentifier: identifier)
                }
            }
        }
    }

    private func notify(
        _ a: ContactParty, _ b: ContactParty,
        items: (UICollisionBehavior, UICollisionBehaviorDelegate, UIDynamicItem, UIDynamicItem) -> Void,
        boundary: (UICollisionBehavior, UICollisionBehaviorDelegate, UIDynamicItem, NSCopying?) -> Void
    ) {
        switch (a, b) {
        case (.body(let first), .body(let second)):
            guard let itemA = entryByBody[first]?.item, let itemB = entryByBody[second]?.item else { return }
            for behavior in sharedCollisionBehaviors(first, second, mode: .items) {
                if let delegate = behavior.collisionDelegate { items(behavior, delegate, itemA, itemB) }
            }
        case (.body(let body), .boundary(let id)), (.boundary(let id), .body(let body)):
            guard let item = entryByBody[body]?.item, let owner = boundaryOwners[id],
                let delegate = owner.behavior.collisionDelegate
            else { return }
            boundary(owner.behavior, delegate, item, owner.identifier)
        default:
            return
        }
    }
}

extension CGPoint {
    /// A point from a physics vector.
    init(_ vector: PhysicsVector) {
        self.init(x: vector.x, y: vector.y)
    }

    /// The point as a physics vector.
    var physics: PhysicsVector { PhysicsVector(Double(x), Double(y)) }
}
