import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UISnapBehaviorTests {
    @Test func settlesOnItsPointUprightAndPauses() {
        let stage = DynamicsStage(centers: [CGPoint(x: 100, y: 100)])
        stage.world.run {
            stage.items[0].transform = CGAffineTransform(rotationAngle: 0.4)
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let log = DynamicsDelegateLog(clock: stage.world.clock)
            animator.delegate = log
            let snap = UISnapBehavior(item: stage.items[0], snapTo: CGPoint(x: 300, y: 600))
            #expect(snap.damping == 0.5)
            animator.addBehavior(snap)
            var overshoot: CGFloat = 0
            snap.action = { overshoot = max(overshoot, stage.items[0].center.y - 600) }
            stage.world.clock.advance(to: 5)
            #expect(log.events == ["resume", "pause"])
            #expect(abs(stage.items[0].center.x - 300) < 0.1)
            #expect(abs(stage.items[0].center.y - 600) < 0.1)
            #expect(abs(stage.items[0].transform.rotationAngle) < 0.001)
            // Damping ratio 0.5 overshoots by e^(−πζ/√(1−ζ²)) ≈ 16.3% of the 500-point travel.
            #expect(abs(overshoot / 500 - 0.163) < 0.01)
        }
    }
}
