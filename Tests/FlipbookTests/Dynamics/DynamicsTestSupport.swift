import Foundation

@testable import Flipbook

/// A reference view with square items of `side` points at `centers`, in a world of its own.
@MainActor
struct DynamicsStage {
    let world: World
    let reference: UIView
    let items: [UIView]

    init(size: CGSize = CGSize(width: 400, height: 800), side: CGFloat = 100, centers: [CGPoint]) {
        world = World()
        reference = UIView(frame: CGRect(origin: .zero, size: size))
        items = centers.map { center in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
            view.center = center
            return view
        }
        for item in items { reference.addSubview(item) }
    }

    /// Advances this stage's clock to `time`, running its animators.
    func advance(to time: Double) {
        world.run { world.clock.advance(to: time) }
    }
}

/// Records the animator's pauses and resumptions with their virtual times.
@MainActor
final class DynamicsDelegateLog: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var events: [String] = []
    let clock: VirtualClock

    init(clock: VirtualClock) {
        self.clock = clock
    }

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        events.append("began \(identifier.map { "\($0)" } ?? "nil") y=\(Int(p.y.rounded()))")
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {
        events.append("ended \(identifier.map { "\($0)" } ?? "nil")")
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint
    ) {
        events.append("began items")
    }
}
