import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIAttachmentBehaviorTests {
    @Test func aSpringOscillatesAtItsFrequencyAndDecaysByItsDampingRatio() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 300)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let spring = UIAttachmentBehavior(item: stage.items[0], attachedToAnchor: CGPoint(x: 200, y: 100))
            #expect(spring.length == 200)
            #expect(spring.attachedBehaviorType == .anchor)
            let (frequency, damping): (CGFloat, CGFloat) = (2, 0.1)
            spring.frequency = frequency
            spring.damping = damping
            spring.length = 150 // released 50 points below its rest length
            var samples: [(t: Double, y: Double)] = []
            spring.action = { samples.append((stage.world.clock.now, Double(stage.items[0].center.y) - 250)) }
            animator.addBehavior(spring)
            stage.world.clock.advance(to: 2)
            // Peaks of the displacement (local maxima) and their times.
            var peaks: [(t: Double, y: Double)] = []
            for i in 1..<(samples.count - 1) where samples[i].y > samples[i - 1].y && samples[i].y >= samples[i + 1].y {
                peaks.append(samples[i])
            }
            #expect(peaks.count >= 3)
            let zeta = Double(damping)
            let omega = 2 * Double.pi * Double(frequency)
            let period = 2 * Double.pi / (omega * (1 - zeta * zeta).squareRoot())
            let measured = (peaks[2].t - peaks[0].t) / 2
            #expect(abs(measured - period) / period < 0.01, "period \(measured), expected \(period)")
            let decay = peaks[1].y / peaks[0].y
            let expectedDecay = exp(-zeta * omega * period)
            #expect(abs(decay - expectedDecay) < 0.02, "decay \(decay), expected \(expectedDecay)")
        }
    }

    @Test func aRigidAttachmentKeepsItsLengthAsAPendulum() {
        let stage = DynamicsStage(side: 40, centers: [CGPoint(x: 300, y: 100)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let rod = UIAttachmentBehavior(item: stage.items[0], attachedToAnchor: CGPoint(x: 200, y: 100))
            #expect(rod.frequency == 0 && rod.damping == 0)
            animator.addBehavior(rod)
            animator.addBehavior(UIGravityBehavior(items: stage.items))
            var worst = 0.0
            var lowest: CGFloat = 0
            rod.action = {
                let c = stage.items[0].center
                worst = max(worst, abs(Double(hypot(c.x - 200, c.y - 100)) - 100))
                lowest = max(lowest, c.y)
            }
            stage.world.clock.advance(to: 1)
            #expect(worst < 0.5)
            // Released level with the anchor, it swings through the bottom of its arc.
            #expect(lowest > 199)
        }
    }

    @Test func movingTheAnchorDragsTheItem() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 300)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let finger = UIAttachmentBehavior(item: stage.items[0], attachedToAnchor: CGPoint(x: 200, y: 300))
            animator.addBehavior(finger)
            for frame in 1...30 {
                finger.anchorPoint = CGPoint(x: 200, y: 300 + CGFloat(frame) * 5)
                stage.world.clock.advance(to: Double(frame) / 60)
            }
            #expect(abs(stage.items[0].center.y - 450) < 1)
        }
    }

    @Test func limitPinFixedAndSlidingAttachments() {
        let stage = DynamicsStage(side: 40, centers: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
        stage.world.run {
            let (a, b) = (stage.items[0], stage.items[1])
            let limit = UIAttachmentBehavior.limitAttachment(
                with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
            #expect(limit.length == 100)
            let pin = UIAttachmentBehavior.pinAttachment(
                with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 150, y: 100))
            #expect(pin.attachmentRange.isInfinite)
            let fixed = UIAttachmentBehavior.fixedAttachment(
                with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 150, y: 100))
            let slide = UIAttachmentBehavior.slidingAttachment(
                with: a, attachmentAnchor: CGPoint(x: 100, y: 100), axisOfTranslation: CGVector(dx: 0, dy: 1))
            slide.attachmentRange = UIFloatRange(minimum: -50, maximum: 200)
            #expect(fixed.attachedBehaviorType == .items)

            // Sliding: a falls straight down its vertical axis and stops 200 points below the anchor.
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            animator.addBehavior(slide)
            animator.addBehavior(UIGravityBehavior(items: [a]))
            stage.world.clock.advance(to: 2)
            #expect(abs(a.center.x - 100) < 0.01)
            #expect(abs(a.center.y - 300) < 1)

            // Fixed: the pair falls as one, keeping its distance and relative angle.
            animator.removeAllBehaviors()
            animator.addBehavior(fixed)
            let distance = hypot(b.center.x - a.center.x, b.center.y - a.center.y)
            let push = UIPushBehavior(items: [b], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 0, dy: 0.2)
            animator.addBehavior(push)
            stage.world.clock.advance(to: 3)
            #expect(abs(hypot(b.center.x - a.center.x, b.center.y - a.center.y) - distance) < 0.5)
            #expect(abs(a.transform.rotationAngle - b.transform.rotationAngle) < 0.01)
        }
    }
}
