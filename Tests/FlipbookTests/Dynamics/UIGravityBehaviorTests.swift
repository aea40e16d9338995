import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIGravityBehaviorTests {
    @Test func defaultsAreUIKitsStandardGravityDownward() {
        World().run {
            let gravity = UIGravityBehavior()
            #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
            #expect(gravity.magnitude == 1)
            #expect(abs(gravity.angle - .pi / 2) < 1e-12)
            gravity.magnitude = 0
            #expect(gravity.angle == 0)
            gravity.setAngle(0, magnitude: 2)
            #expect(gravity.gravityDirection == CGVector(dx: 2, dy: 0))
        }
    }

    @Test func pullsAlongItsAngleAtAThousandPointsPerSecondSquaredPerUnit() {
        let stage = DynamicsStage(centers: [CGPoint(x: 100, y: 400)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let gravity = UIGravityBehavior(items: stage.items)
            gravity.setAngle(0, magnitude: 0.5)
            animator.addBehavior(gravity)
            stage.world.clock.advance(to: 0.5)
            // ½ · 500 · 0.5² = 62.5 points to the right.
            #expect(abs(stage.items[0].center.x - 162.5) < 1e-6)
            #expect(abs(stage.items[0].center.y - 400) < 1e-9)
        }
    }
}
