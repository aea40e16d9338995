import Foundation
import RigidBodyPhysics
import Testing

@testable import Flipbook

/// Which contacts the dynamics' contact filter lets through.
@MainActor @Suite struct CollisionRulesTests {
    @Test func bodiesAndBoundariesCollideThroughABehaviourInTheRightMode() {
        let rules = CollisionRules()
        #expect(!rules.collide(.body(1), .body(2)), "no behaviours: nothing collides")
        rules.update(
            modes: [(items: true, boundaries: false), (items: false, boundaries: true)],
            membership: [1: [0], 2: [0, 1], 3: [1]], boundaryOwner: [9: 1])
        #expect(rules.collide(.body(1), .body(2)) && rules.collide(.body(2), .body(1)))
        #expect(!rules.collide(.body(2), .body(3)), "their shared behaviour collides with boundaries only")
        #expect(rules.collide(.boundary(9), .body(3)) && rules.collide(.body(2), .boundary(9)))
        #expect(!rules.collide(.body(1), .boundary(9)), "not in the boundary's behaviour")
        #expect(!rules.collide(.body(1), .boundary(8)), "a boundary no behaviour owns")
        #expect(!rules.collide(.body(42), .body(1)), "a body in no behaviour")
        #expect(!rules.collide(.boundary(9), .boundary(9)))
        #expect(rules.behaviors(ofBody: 2) == [0, 1] && rules.behaviors(ofBody: -1).isEmpty)
    }
}
