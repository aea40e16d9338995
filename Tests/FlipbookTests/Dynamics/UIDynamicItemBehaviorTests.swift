import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIDynamicItemBehaviorTests {
    @Test func defaultsAreUIKits() {
        World().run {
            let behavior = UIDynamicItemBehavior()
            #expect(behavior.density == 1 && behavior.elasticity == 0 && behavior.friction == 0)
            #expect(behavior.resistance == 0 && behavior.angularResistance == 0 && behavior.charge == 0)
            #expect(!behavior.isAnchored && behavior.allowsRotation)
            behavior.elasticity = 3
            #expect(behavior.elasticity == 0)
            behavior.density = .nan
            #expect(behavior.density == 1)
        }
    }

    @Test func resistanceSlowsAndAnchoringHolds() {
        let stage = DynamicsStage(centers: [CGPoint(x: 100, y: 200), CGPoint(x: 100, y: 500)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let slowed = UIDynamicItemBehavior(items: [stage.items[0]])
            slowed.resistance = 2
            slowed.addLinearVelocity(CGPoint(x: 100, y: 0), for: stage.items[0])
            #expect(slowed.linearVelocity(for: stage.items[0]) == CGPoint(x: 100, y: 0))
            let held = UIDynamicItemBehavior(items: [stage.items[1]])
            held.isAnchored = true
            held.addAngularVelocity(2, for: stage.items[1])
            animator.addBehavior(slowed)
            animator.addBehavior(held)
            animator.addBehavior(UIGravityBehavior(items: [stage.items[1]]))
            stage.world.clock.advance(to: 1)
            // v · (1 / (1 + dt · 2))^240 ≈ v · e^(−2) after one second.
            let v = slowed.linearVelocity(for: stage.items[0]).x
            #expect(abs(v - 100 * pow(1 / (1 + 2.0 / 240), 240)) < 1e-6)
            #expect(stage.items[1].center == CGPoint(x: 100, y: 500))
            #expect(stage.items[1].transform == .identity)
        }
    }
}
