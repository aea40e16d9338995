import Foundation
import Testing

@testable import Flipbook

/// What an app can see of the items' state: UIKit writes it at every step; Flipbook writes it at every step
/// too whenever anything of the app could watch (an `action`, a collision delegate, key-value observing, an
/// item class of the app's), and otherwise once before anything runs, which nothing can tell apart.
@MainActor @Suite struct UIDynamicAnimatorItemWritesTests {
    /// A box of bouncing, colliding items made by `make`, with events at odd times reading every item.
    private func readings(
        _ make: @escaping (CGRect) -> UIView = { UIView(frame: $0) }, action: Bool = false, observe: Bool = false
    ) -> (readings: [[CGPoint]], turns: [[CGAffineTransform]], steps: [Int]) {
        let world = World()
        return world.run {
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let items = (0..<12).map { index -> UIView in
                let view = make(CGRect(x: 0, y: 0, width: 20, height: 20))
                view.center = CGPoint(x: 20 + CGFloat(index % 6) * 30, y: 20 + CGFloat(index / 6) * 25)
                reference.addSubview(view)
                return view
            }
            let animator = UIDynamicAnimator(referenceView: reference)
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            let material = UIDynamicItemBehavior(items: items)
            material.elasticity = 0.8
            let gravity = UIGravityBehavior(items: items)
            var steps: [Int] = []
            if action { gravity.action = { steps.append(Int((animator.elapsedTime() * 240).rounded())) } }
            let observation = observe ? items[0].observe(\.center) { _, _ in } : nil
            for behavior in [gravity, collision, material] { animator.addBehavior(behavior) }
            var readings: [[CGPoint]] = []
            var turns: [[CGAffineTransform]] = []
            for index in 1...90 {
                world.clock.schedule(at: Double(index) * 0.0131) {
                    readings.append(items.map(\.center))
                    turns.append(items.map(\.transform))
                }
            }
            for frame in 1...72 {
                world.clock.advance(to: Double(frame) / 60)
                readings.append(items.map(\.center))
                turns.append(items.map(\.transform))
            }
            observation?.invalidate()
            return (readings, turns, steps)
        }
    }

    @Test func plainViewsReadAsTheyWouldAfterEveryStepsWrite() {
        let plain = readings()
        let watched = readings { CountingView(frame: $0) }
        #expect(plain.readings.count == 162)
        #expect(plain.readings == watched.readings)
        #expect(plain.turns == watched.turns)
        #expect(plain.readings.last != plain.readings.first, "the items moved")
        #expect(Set(plain.turns.last!.map(\.b)).count > 1, "collisions turned them")
        let observed = readings(observe: true)
        #expect(observed.readings == plain.readings)
        let acted = readings(action: true)
        #expect(acted.readings == plain.readings)
        #expect(acted.steps == Array(1...(72 * 4)), "the action ran after every step")
    }

    @Test func anAppsItemClassSeesEveryStep() {
        let world = World()
        world.run {
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let item = CountingView(frame: CGRect(x: 90, y: 0, width: 20, height: 20))
            reference.addSubview(item)
            item.centers.removeAll()
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            world.clock.advance(to: 1.0 / 60)
            #expect(item.centers.count == 4)
            #expect(Set(item.centers.map(\.y)).count == 4)
            #expect(item.centers.last == item.center)
        }
    }

    @Test func anActionSeesTheStepItFollows() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 100)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let gravity = UIGravityBehavior(items: stage.items)
            var seen: [CGFloat] = []
            gravity.action = { seen.append(stage.items[0].center.y) }
            animator.addBehavior(gravity)
            stage.world.clock.advance(to: 1.0 / 60)
            #expect(seen.count == 4)
            #expect(Set(seen).count == 4)
            #expect(seen.last == stage.items[0].center.y)
            for (index, y) in seen.enumerated() {
                let t = Double(index + 1) / 240
                #expect(abs(Double(y) - (100 + 500 * t * t)) < 1e-6, "step \(index + 1): y = \(y)")
            }
        }
    }
}

/// A view of an app's own class that watches its centre and transform.
private final class CountingView: UIView {
    var centers: [CGPoint] = []
    var turns = 0

    override var center: CGPoint {
        didSet { centers.append(center) }
    }

    override var transform: CGAffineTransform {
        didSet { turns += 1 }
    }
}
