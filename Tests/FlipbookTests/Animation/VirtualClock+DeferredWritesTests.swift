import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct VirtualClockDeferredWritesTests {
    /// A world whose clock has a held-back write (logged as "write") waiting for an event at 0.5 s.
    private func worldWithWrite(log: Recorder) -> (World, next: VirtualClock.Token) {
        let world = World()
        let owner = NSObject()
        let next = world.run {
            let next = world.clock.schedule(at: 0.5) { log.lines.append("next") }
            world.clock.deferWrite(of: owner, until: next) { log.lines.append("write") }
            return next
        }
        return (world, next)
    }

    @Test func theAwaitedEventFiresFirstAndTheWriteRunsBeforeAdvanceReturns() {
        let log = Recorder()
        let (world, _) = worldWithWrite(log: log)
        world.run { world.clock.advance(to: 1) }
        #expect(log.lines == ["next", "write"])
        world.run { world.clock.advance(to: 2) }
        #expect(log.lines == ["next", "write"], "a write runs once")
    }

    @Test func anyOtherEventFirstRunsTheWrite() {
        let log = Recorder()
        let (world, _) = worldWithWrite(log: log)
        world.run {
            world.clock.schedule(at: 0.25) { log.lines.append("other") }
            world.clock.advance(to: 1)
        }
        #expect(log.lines == ["write", "other", "next"])
    }

    @Test func timeObserversAndCompletionsFirstRunTheWrite() {
        let log = Recorder()
        let (world, _) = worldWithWrite(log: log)
        world.run {
            world.clock.addTimeObserver { _ in log.lines.append("observer") }
            world.clock.advance(to: 1)
        }
        // The clock stops at 0.5 (the awaited event fires, then observers look) and at 1.
        #expect(log.lines == ["next", "write", "observer", "observer"])

        let completions = Recorder()
        let second = World()
        let owner = NSObject()
        second.run {
            let layer = CALayer()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.duration = 0.25
            let delegate = StopRecorder(log: completions)
            animation.delegate = delegate
            layer.add(animation, forKey: "fade")
            CATransaction.flush()
            let next = second.clock.schedule(at: 0.5) { completions.lines.append("next") }
            second.clock.deferWrite(of: owner, until: next) { completions.lines.append("write") }
            second.clock.advance(to: 1)
            withExtendedLifetime(delegate) {}
        }
        #expect(completions.lines == ["write", "stopped", "next"])
    }

    @Test func aLaterWriteOfTheSameOwnerReplacesTheFirst() {
        let world = World()
        let owner = NSObject()
        var log: [String] = []
        world.run {
            let next = world.clock.schedule(at: 0.5) {}
            world.clock.deferWrite(of: owner, until: next) { log.append("first") }
            world.clock.deferWrite(of: owner, until: next) { log.append("second") }
            world.clock.advance(to: 1)
        }
        #expect(log == ["second"])
        world.run {
            let next = world.clock.schedule(at: 1.5) {}
            world.clock.deferWrite(of: owner, until: next) { log.append("dropped") }
            world.clock.dropDeferredWrite(of: owner)
            world.clock.advance(to: 2)
        }
        #expect(log == ["second"])
    }
}

/// Lines logged by closures (a class, so escaping closures can share it).
@MainActor
private final class Recorder {
    var lines: [String] = []
}

/// Logs "stopped" when an animation stops.
@MainActor
private final class StopRecorder: NSObject, CAAnimationDelegate {
    let log: Recorder

    init(log: Recorder) {
        self.log = log
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.lines.append("stopped")
    }
}
