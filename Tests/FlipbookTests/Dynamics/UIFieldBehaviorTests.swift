import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIFieldBehaviorTests {
    @Test func aSpringFieldOscillatesAtTheSquareRootOfItsStrength() {
        let stage = DynamicsStage(centers: [CGPoint(x: 300, y: 400)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let field = UIFieldBehavior.springField()
            field.position = CGPoint(x: 200, y: 400)
            field.strength = 4 * .pi * .pi // ω = 2π: one oscillation a second
            field.addItem(stage.items[0])
            animator.addBehavior(field)
            // Field forces are explicit, evaluated at the start of each step, so the swing grows by about 2%
            // a period at 240 steps a second: the tolerance is 5 points of the 200-point swing.
            stage.world.clock.advance(to: 0.5)
            #expect(abs(stage.items[0].center.x - 100) < 5) // half a period: the far side
            stage.world.clock.advance(to: 1)
            #expect(abs(stage.items[0].center.x - 300) < 5)
        }
    }

    @Test func radialGravityPullsTowardItsPositionAndRegionsLimitIt() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 700)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 400))
            field.region = UIRegion(radius: 250)
            #expect(field.region.contains(CGPoint(x: 0, y: -200)))
            #expect(!field.region.contains(CGPoint(x: 0, y: 300)))
            #expect(field.region.inverse().contains(CGPoint(x: 0, y: 300)))
            field.addItem(stage.items[0])
            field.addItem(stage.items[1])
            animator.addBehavior(field)
            stage.world.clock.advance(to: 0.2)
            // ½ · 1000 · 0.2² = 20 points toward the centre; the item outside the region stays.
            #expect(abs(stage.items[0].center.y - 220) < 1e-6)
            #expect(stage.items[1].center.y == 700)
        }
    }

    @Test func dragSlowsAndAVelocityFieldSetsTheVelocity() {
        let stage = DynamicsStage(centers: [CGPoint(x: 100, y: 200), CGPoint(x: 100, y: 500)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let probe = UIDynamicItemBehavior(items: stage.items)
            probe.addLinearVelocity(CGPoint(x: 200, y: 0), for: stage.items[0])
            let drag = UIFieldBehavior.dragField()
            drag.strength = 2
            drag.addItem(stage.items[0])
            let wind = UIFieldBehavior.velocityField(direction: CGVector(dx: 0, dy: -30))
            wind.addItem(stage.items[1])
            animator.addBehavior(probe)
            animator.addBehavior(drag)
            animator.addBehavior(wind)
            stage.world.clock.advance(to: 1)
            // dv/dt = −2v: e^(−2) of the speed after a second, within the integrator's error.
            #expect(abs(probe.linearVelocity(for: stage.items[0]).x - 200 * exp(-2)) < 1)
            #expect(probe.linearVelocity(for: stage.items[1]) == CGPoint(x: 0, y: -30))
            #expect(abs(stage.items[1].center.y - 470) < 0.5)
        }
    }
}
