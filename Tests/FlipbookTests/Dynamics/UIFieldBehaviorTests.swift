import Foundation
import RigidBodyPhysics
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

    /// The x of an item after 1 s in a field made by `make`, with the item thrown at `velocity`.
    func position(after seconds: Double, velocity: CGPoint = .zero, _ make: () -> UIFieldBehavior) -> CGPoint {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 400)])
        return stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let probe = UIDynamicItemBehavior(items: stage.items)
            probe.addLinearVelocity(velocity, for: stage.items[0])
            let field = make()
            field.addItem(stage.items[0])
            animator.addBehavior(probe)
            animator.addBehavior(field)
            stage.world.clock.advance(to: seconds)
            return stage.items[0].center
        }
    }

    @Test func aNoiseFieldMovesItemsTheSameWayOnEveryRun() {
        let make = { UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1) }
        let first = position(after: 1, make)
        #expect(first != CGPoint(x: 200, y: 400), "the noise pushes the item")
        #expect(position(after: 1, make) == first)
        let calm = position(after: 1) {
            let field = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
            field.strength = 0
            return field
        }
        #expect(calm == CGPoint(x: 200, y: 400))
    }

    @Test func aStillNoiseFieldAcceleratesAsItsVectorSays() {
        // With animationSpeed 0 and smoothness 1 the field barely changes over the few points the item moves
        // in 0.1 s, so the item falls as under a constant 1000 × strength × noise points/s².
        let field = UIFieldBehavior.noiseField(smoothness: 1, animationSpeed: 0)
        field.position = CGPoint(x: 150, y: 330)
        let n = field.noiseVector(at: [50, 70], time: 0)
        #expect(n.length > 0.01)
        let end = position(after: 0.1) {
            let field = UIFieldBehavior.noiseField(smoothness: 1, animationSpeed: 0)
            field.position = CGPoint(x: 150, y: 330)
            field.strength = 0.1
            return field
        }
        let expected = 0.5 * 100 * 0.1 * 0.1 // ½ a t² for a = 1000 × 0.1 per unit of noise
        #expect(abs(Double(end.x - 200) - expected * n.x) < 0.05 * expected)
        #expect(abs(Double(end.y - 400) - expected * n.y) < 0.05 * expected)
    }

    @Test func animationSpeedMovesTheFieldInTime() {
        let field = UIFieldBehavior.noiseField(smoothness: 0.2, animationSpeed: 0)
        #expect(field.noiseVector(at: [30, 40], time: 0) == field.noiseVector(at: [30, 40], time: 5))
        field.animationSpeed = 2
        #expect(field.noiseVector(at: [30, 40], time: 0.3) != field.noiseVector(at: [30, 40], time: 0.55))
        field.smoothness = 7 // out of 0…1: kept as it was
        #expect(field.smoothness == 0.2)
    }

    @Test func turbulenceLeavesItemsAtRestAndStirsMovingOnes() {
        let make = { UIFieldBehavior.turbulenceField(smoothness: 0.3, animationSpeed: 1) }
        #expect(position(after: 1, make) == CGPoint(x: 200, y: 400))
        // Thrown at 100 points/s to the right: the field bends its path off the straight line.
        let thrown = position(after: 1, velocity: CGPoint(x: 100, y: 0), make)
        #expect(abs(thrown.y - 400) > 0.5)
        #expect(position(after: 1, velocity: CGPoint(x: 100, y: 0), make) == thrown)
        let calm = position(after: 1, velocity: CGPoint(x: 100, y: 0)) {
            let field = make()
            field.strength = 0
            return field
        }
        #expect(abs(calm.x - 300) < 0.01 && calm.y == 400)
    }
}
