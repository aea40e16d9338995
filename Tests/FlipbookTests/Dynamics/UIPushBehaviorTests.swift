import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIPushBehaviorTests {
    @Test func continuousPushOfOneAcceleratesAUnitMassAtAHundredPointsPerSecondSquared() {
        let stage = DynamicsStage(centers: [CGPoint(x: 100, y: 400), CGPoint(x: 100, y: 600)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let push = UIPushBehavior(items: stage.items, mode: .continuous)
            push.magnitude = 1
            #expect(push.angle == 0)
            let heavy = UIDynamicItemBehavior(items: [stage.items[1]])
            heavy.density = 2
            animator.addBehavior(push)
            animator.addBehavior(heavy)
            stage.world.clock.advance(to: 1)
            // s = ½·a·t²: 50 points at 100 points/s², 25 at half that for twice the density.
            #expect(abs(stage.items[0].center.x - 150) < 1e-6)
            #expect(abs(stage.items[1].center.x - 125) < 1e-6)
            #expect(abs(heavy.linearVelocity(for: stage.items[1]).x - 50) < 1e-6)
        }
    }

    @Test func instantaneousPushChangesVelocityOnceAndTurnsInactive() {
        let stage = DynamicsStage(centers: [CGPoint(x: 100, y: 400)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let push = UIPushBehavior(items: stage.items, mode: .instantaneous)
            push.setAngle(.pi / 2, magnitude: 3)
            let probe = UIDynamicItemBehavior(items: stage.items)
            animator.addBehavior(probe)
            animator.addBehavior(push)
            stage.world.clock.advance(to: 0.5)
            #expect(!push.active)
            #expect(abs(probe.linearVelocity(for: stage.items[0]).y - 300) < 1e-6)
            push.active = true
            stage.world.clock.advance(to: 0.6)
            #expect(abs(probe.linearVelocity(for: stage.items[0]).y - 600) < 1e-6)
        }
    }

    @Test func anOffsetPushTurnsTheItem() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 400)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let push = UIPushBehavior(items: stage.items, mode: .instantaneous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 40), for: stage.items[0])
            #expect(push.targetOffsetFromCenter(for: stage.items[0]) == UIOffset(horizontal: 0, vertical: 40))
            let probe = UIDynamicItemBehavior(items: stage.items)
            animator.addBehavior(probe)
            animator.addBehavior(push)
            stage.world.clock.advance(to: 0.1)
            // A push below the centre to the right turns the item anticlockwise on screen (negative angle).
            #expect(probe.angularVelocity(for: stage.items[0]) < 0)
            #expect(stage.items[0].transform.b < 0)
        }
    }
}
