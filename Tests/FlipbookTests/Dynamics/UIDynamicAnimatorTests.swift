import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIDynamicAnimatorTests {
    @Test func freeFallMatchesHalfGTSquaredOverASecond() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 100)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            animator.addBehavior(UIGravityBehavior(items: stage.items))
            var samples: [(Double, CGFloat)] = []
            for frame in 1...60 {
                let t = Double(frame) / 60
                stage.world.clock.advance(to: t)
                samples.append((t, stage.items[0].center.y))
            }
            for (t, y) in samples {
                // s = ½·g·t² with g = 1000 points/s² (gravity magnitude 1.0); within a pixel at scale 3.
                let expected = 100 + 0.5 * 1000 * t * t
                #expect(abs(Double(y) - expected) < 1.0 / 3, "t = \(t): y = \(y), expected \(expected)")
            }
            #expect(abs(animator.elapsedTime() - 1) < 1e-9)
            #expect(animator.isRunning)
        }
    }

    @Test func stepsLandOnFrameTimesWhateverTheFrameRate() {
        // Advancing in 60 fps frames or in one jump gives identical positions (fixed 240 Hz steps).
        func finalCenter(frames: Int) -> CGPoint {
            let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 100)])
            return stage.world.run {
                let animator = UIDynamicAnimator(referenceView: stage.reference)
                animator.addBehavior(UIGravityBehavior(items: stage.items))
                for frame in 1...frames { stage.world.clock.advance(to: Double(frame) / Double(frames) * 0.5) }
                return stage.items[0].center
            }
        }
        #expect(finalCenter(frames: 30) == finalCenter(frames: 1))
        #expect(finalCenter(frames: 24) == finalCenter(frames: 1))
    }

    @Test func pausesAtRestAndWakesOnAPush() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 600)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let log = DynamicsDelegateLog(clock: stage.world.clock)
            animator.delegate = log
            let collision = UICollisionBehavior(items: stage.items)
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: stage.items))
            animator.addBehavior(collision)
            stage.world.clock.advance(to: 3)
            #expect(log.events == ["resume", "pause"])
            #expect(!animator.isRunning)
            #expect(abs(stage.items[0].center.y - 750) < 0.5)
            let restingTime = animator.elapsedTime()
            stage.world.clock.advance(to: 4)
            #expect(animator.elapsedTime() == restingTime)

            let push = UIPushBehavior(items: stage.items, mode: .instantaneous)
            push.pushDirection = CGVector(dx: 0, dy: -5)
            animator.addBehavior(push)
            #expect(animator.isRunning)
            #expect(log.events == ["resume", "pause", "resume"])
            stage.world.clock.advance(to: 4.1)
            #expect(stage.items[0].center.y < 740)
            #expect(!push.active)
        }
    }

    @Test func removingEveryBehaviourLeavesItemsWhereTheyAreAndPauses() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 100)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let gravity = UIGravityBehavior(items: stage.items)
            animator.addBehavior(gravity)
            #expect(gravity.dynamicAnimator === animator)
            stage.world.clock.advance(to: 0.5)
            let center = stage.items[0].center
            animator.removeAllBehaviors()
            #expect(animator.behaviors.isEmpty)
            #expect(gravity.dynamicAnimator == nil)
            stage.world.clock.advance(to: 1)
            #expect(stage.items[0].center == center)
            #expect(!animator.isRunning)
        }
    }

    @Test func actionsRunAfterEveryStepAndChildrenTakePart() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 100)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let parent = UIDynamicBehavior()
            let gravity = UIGravityBehavior(items: stage.items)
            parent.addChildBehavior(gravity)
            var parentSteps = 0
            var childSteps = 0
            parent.action = { parentSteps += 1 }
            gravity.action = { childSteps += 1 }
            animator.addBehavior(parent)
            #expect(gravity.dynamicAnimator === animator)
            stage.world.clock.advance(to: 0.25)
            #expect(parentSteps == 60)
            #expect(childSteps == 60)
            #expect(stage.items[0].center.y > 100)
            #expect(animator.behaviors.count == 1)
            #expect(parent.childBehaviors.count == 1)
        }
    }

    @Test func itemsInRectAndUpdateItemUsingCurrentState() {
        let stage = DynamicsStage(centers: [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 500)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let snap = UISnapBehavior(item: stage.items[0], snapTo: CGPoint(x: 100, y: 100))
            animator.addBehavior(snap)
            animator.addBehavior(UIDynamicItemBehavior(items: [stage.items[1]]))
            let found = animator.items(in: CGRect(x: 0, y: 0, width: 200, height: 200))
            #expect(found.count == 1 && found[0] === stage.items[0])
            stage.items[0].center = CGPoint(x: 100, y: 300)
            animator.updateItem(usingCurrentState: stage.items[0])
            stage.world.clock.advance(to: 0.1)
            #expect(stage.items[0].center.y < 300 && stage.items[0].center.y > 100)
        }
    }

    @Test func runsAreBitIdentical() {
        func run() -> [CGFloat] {
            let centers = (0..<12).map { CGPoint(x: 60 + CGFloat($0 % 4) * 90, y: 100 + CGFloat($0 / 4) * 110) }
            let stage = DynamicsStage(side: 60, centers: centers)
            return stage.world.run {
                let animator = UIDynamicAnimator(referenceView: stage.reference)
                let collision = UICollisionBehavior(items: stage.items)
                collision.translatesReferenceBoundsIntoBoundary = true
                let bounce = UIDynamicItemBehavior(items: stage.items)
                bounce.elasticity = 0.6
                bounce.friction = 0.3
                animator.addBehavior(UIGravityBehavior(items: stage.items))
                animator.addBehavior(collision)
                animator.addBehavior(bounce)
                let push = UIPushBehavior(items: [stage.items[5]], mode: .instantaneous)
                push.pushDirection = CGVector(dx: 3, dy: -2)
                push.setTargetOffsetFromCenter(UIOffset(horizontal: 10, vertical: 20), for: stage.items[5])
                animator.addBehavior(push)
                stage.world.clock.advance(to: 2)
                return stage.items.flatMap { [$0.center.x, $0.center.y, $0.transform.a, $0.transform.b] }
            }
        }
        let first = run()
        #expect(first.map(\.bitPattern) == run().map(\.bitPattern))
    }
}
