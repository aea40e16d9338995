import Testing

@testable import Flipbook

/// `Timer.scheduledTimer` on the virtual clock, in block and method-reference form.
@MainActor @Suite struct TimerVirtualClockTests {
    @MainActor final class Ticker {
        var ticks: [CFTimeInterval] = []
        var infos: [String] = []
        func tick(_ timer: Timer) {
            ticks.append(VirtualClock.shared.now)
            infos.append(timer.userInfo as? String ?? "-")
        }
        func plainTick() { ticks.append(VirtualClock.shared.now) }
    }

    @Test func aRepeatingTimerFiresOnItsGridUntilInvalidated() {
        VirtualClock.shared.reset()
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(
            timeInterval: 0.25, target: ticker, selector: Ticker.tick, userInfo: "info", repeats: true)
        #expect(timer.isValid && timer.timeInterval == 0.25 && timer.userInfo as? String == "info")
        VirtualClock.shared.advance(to: 0.8)
        let expected: [CFTimeInterval] = [0.25, 0.5, 0.75]
        #expect(ticker.ticks == expected && ticker.infos == ["info", "info", "info"])
        timer.fire()
        #expect(ticker.ticks.count == 4 && timer.isValid, "fire() keeps a repeating timer's schedule")
        VirtualClock.shared.advance(to: 1.0)
        #expect(ticker.ticks.last == 1.0)
        timer.invalidate()
        VirtualClock.shared.advance(to: 2.0)
        #expect(ticker.ticks.count == 5 && !timer.isValid && timer.userInfo == nil)
    }

    @Test func aOneShotBlockTimerFiresOnceAndInvalidatesItself() {
        VirtualClock.shared.reset()
        let fired = Fired()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { timer in
            fired.times.append(timer.isValid)
        }
        #expect(timer.timeInterval == 0, "a non-repeating timer reports 0, as in Foundation")
        VirtualClock.shared.advance(to: 0.49)
        #expect(fired.times.isEmpty)
        VirtualClock.shared.advance(to: 2)
        #expect(fired.times == [true] && !timer.isValid)
    }

    @Test func timersFireAsFramesAreRecordedAndRetainTheirTarget() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.makeKeyAndVisible()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        VirtualClock.shared.reset()
        var ticker: Ticker? = Ticker()
        weak let weakTicker = ticker
        let timer = Timer.scheduledTimer(
            timeInterval: 0.05, target: ticker!, selector: Ticker.plainTick, userInfo: nil, repeats: false)
        ticker = nil
        #expect(weakTicker != nil, "a scheduled timer retains its target")
        for _ in 0..<6 { try recorder.advanceOneFrame() }
        #expect(weakTicker == nil && !timer.isValid, "released once it fired")
    }

    @Test func aWorldResetInvalidatesTimers() {
        VirtualClock.shared.reset()
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
        VirtualClock.shared.reset()
        #expect(!timer.isValid)
    }

    /// What the one-shot block saw (the block is `@Sendable`, as on iOS).
    final class Fired: @unchecked Sendable {
        var times: [Bool] = []
    }
}
