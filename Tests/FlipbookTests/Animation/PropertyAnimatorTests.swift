import Flipbook
import FlipbookTesting
import Testing

/// UIViewPropertyAnimator on the virtual clock: curves, springs, delays, pausing and scrubbing, reversing,
/// continuing with new timing, stopping and finishing.
@MainActor
@Suite struct PropertyAnimatorTests {
    /// A fresh clock and a view at x = 0 (center 10) with alpha 1.
    func makeView() -> UIView {
        VirtualClock.shared.reset()
        return UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test func runsAlongItsCurveAndCompletesAtTheEnd() {
        let view = makeView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.center.x == 10, "animation blocks run when the animator starts")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 110, "the model takes the new value at once")
        VirtualClock.shared.advance(by: 0.5)
        let eased = CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        #expect(abs(shownX(view) - (10 + 100 * eased)) < 1e-4)
        #expect(abs(animator.fractionComplete - eased) < 1e-6)
        VirtualClock.shared.advance(by: 0.5)
        #expect(positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.layer.animationKeys() == nil)
        #expect(shownX(view) == 110)
    }

    @Test func startsAfterADelay() {
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation(afterDelay: 0.2)
        #expect(animator.isRunning)
        VirtualClock.shared.advance(by: 0.2)
        #expect(view.layer.presentation()!.opacity == 1)
        VirtualClock.shared.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test func pausesAndScrubsLinearlyOrAlongTheCurve() {
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 110 }
        animator.startAnimation()
        VirtualClock.shared.advance(by: 0.25)
        animator.pauseAnimation()
        let paused = shownX(view)
        VirtualClock.shared.advance(by: 1)
        #expect(shownX(view) == paused, "a paused animator stays put")
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.6
        #expect(abs(shownX(view) - 70) < 1e-9, "scrubsLinearly maps the fraction straight to the values")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.6
        #expect(abs(shownX(view) - (10 + 100 * CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.6))) < 1e-4)
        #expect(animator.fractionComplete == 0.6)
    }

    @Test func scrubbingAnInactiveAnimatorStartsItPaused() {
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(shownX(view) - 40) < 1e-9)
        animator.startAnimation()
        VirtualClock.shared.advance(by: 0.35)
        #expect(abs(shownX(view) - 75) < 1e-9, "resuming plays the remaining 70 % in 0.7 s")
    }

    @Test func reversingMidFlightReturnsToTheStart() {
        let view = makeView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        VirtualClock.shared.advance(by: 0.5)
        animator.isReversed = true
        VirtualClock.shared.advance(by: 0.25)
        #expect(abs(shownX(view) - 35) < 1e-9)
        VirtualClock.shared.advance(by: 0.25)
        #expect(positions == [.start])
        #expect(view.center.x == 10, "finishing at the start puts the old values back")
    }

    @Test func continuesWithNewTimingAndDuration() {
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 110 }
        animator.fractionComplete = 0.5
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        VirtualClock.shared.advance(by: 0.5)
        #expect(abs(shownX(view) - 85) < 1e-9, "the remaining half takes 0.5 s × 2, linearly")
        VirtualClock.shared.advance(by: 0.5)
        #expect(animator.state == .inactive)
    }

    @Test func springsOvershootAndSettle() {
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 110 }
        animator.startAnimation()
        var highest: CGFloat = 0
        for _ in 0..<60 {
            VirtualClock.shared.advance(by: 1.0 / 60)
            highest = max(highest, shownX(view))
        }
        #expect(highest > 115, "an under-damped spring goes past its target")
        #expect(animator.state == .inactive && shownX(view) == 110)

        let velocity = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 5, dy: 0))
        let fast = UIViewPropertyAnimator(duration: 1, timingParameters: velocity)
        fast.addAnimations { view.center.x = 210 }
        fast.startAnimation()
        VirtualClock.shared.advance(by: 0.1)
        let slow = SpringCurve(dampingRatio: 1, duration: 1).value(at: 0.1)
        #expect(shownX(view) - 110 > 100 * slow, "an initial velocity gets it going faster")
    }

    @Test func explicitSpringsUseTheirOwnSettlingTime() {
        let view = makeView()
        let parameters = UISpringTimingParameters(mass: 1, stiffness: 400, damping: 40, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: parameters)
        animator.addAnimations { view.alpha = 0 }
        animator.startAnimation()
        let settling = SpringCurve(mass: 1, stiffness: 400, damping: 40).settlingDuration
        VirtualClock.shared.advance(by: settling + 0.01)
        #expect(animator.state == .inactive)
    }

    @Test func stopsAndFinishesWhereAsked() {
        let view = makeView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        VirtualClock.shared.advance(by: 0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.center.x - 50) < 1e-9, "stopping keeps what is on screen")
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start] && view.center.x == 10 && animator.state == .inactive)

        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        second.addCompletion { positions.append($0) }
        second.startAnimation()
        VirtualClock.shared.advance(by: 0.25)
        second.stopAnimation(true)
        #expect(second.state == .inactive && abs(view.alpha - 0.75) < 1e-6)
        VirtualClock.shared.advance(by: 1)
        #expect(positions == [.start], "stopping without finishing runs no completion")
    }

    @Test func pausesOnCompletionAndPlaysBack() {
        let view = makeView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 110 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        VirtualClock.shared.advance(by: 0.6)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        #expect(positions.isEmpty)
        animator.isReversed = true
        animator.startAnimation()
        VirtualClock.shared.advance(by: 0.25)
        #expect(abs(shownX(view) - 60) < 1e-9)
        animator.pausesOnCompletion = false
        VirtualClock.shared.advance(by: 0.25)
        #expect(positions == [.start])
    }

    @Test func delayFactorHoldsAnimationsBack() {
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        VirtualClock.shared.advance(by: 0.4)
        #expect(view.layer.presentation()!.opacity == 1)
        VirtualClock.shared.advance(by: 0.35)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        VirtualClock.shared.advance(by: 0.25)
        animator.addAnimations { view.center.y = 50 }
        #expect(view.center.y == 10, "an inactive animator keeps new blocks for its next start")
    }

    @Test func animationsAddedWhileRunningShareTheRest() {
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.startAnimation()
        VirtualClock.shared.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        VirtualClock.shared.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test func runningPropertyAnimatorUsesTheOptionsCurveAndDelay() {
        let view = makeView()
        var done: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveEaseOut,
            animations: { view.center.x = 110 },
            completion: { done = $0 })
        #expect(animator.delay == 0.5 && animator.isRunning)
        VirtualClock.shared.advance(by: 1)
        #expect(abs(shownX(view) - (10 + 100 * CAMediaTimingFunction(name: .easeOut).value(at: 0.5))) < 1e-4)
        VirtualClock.shared.advance(by: 0.5)
        #expect(done == .end)
    }

    @Test func misuseIsReportedAndIgnored() {
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        animator.fractionComplete = 0.9
        animator.fractionComplete = .nan
        VirtualClock.shared.advance(by: 0.5)
        #expect(abs(shownX(view) - 60) < 1e-9, "setting fractionComplete while running is ignored")
    }

    @Test func scrubbedFramesShowTheAnimatedViews() {
        let view = makeView()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        view.backgroundColor = .systemBlue
        window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            view.center.x = 70
            view.backgroundColor = .systemOrange
        }
        animator.fractionComplete = 0.5
        assertGolden(
            FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot(),
            named: "property-animator-scrubbed-half", suite: "animation")
    }
}

extension PropertyAnimatorTests {
    @Test func aStartedAnimatorLivesUntilItFinishes() {
        let view = makeView()
        var position: UIViewAnimatingPosition?
        weak var started: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { position = $0 }
            animator.startAnimation()
            started = animator
        }
        VirtualClock.shared.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        VirtualClock.shared.advance(by: 0.25)
        #expect(position == .end)
        #expect(started == nil, "released once finished")
    }
}
