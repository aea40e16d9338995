import Foundation

/// Waits for a set of animations (one `UIView.animate` block, or one `CATransaction` with a completion
/// block) to stop, then calls its completion once with whether all of them finished.
///
/// Animations join when they are added to a layer. The completion runs once the group is sealed (its block
/// has returned / its transaction committed) and no joined animation is still running: at the virtual time
/// the last one ends, or — when an animation was interrupted, or none was ever added — as a clock event at
/// the current time (delivered by the next `advance`, like UIKit's "next run-loop turn").
@MainActor
final class AnimationCompletionGroup {
    private var completion: (@MainActor (Bool) -> Void)?
    private var running = 0
    private var isSealed = false
    private var allFinished = true
    private var isScheduled = false
    /// Work Flipbook itself runs when the group is done, before the completion (a stack view's view hidden
    /// in the block hides here).
    private var followUps: [@MainActor () -> Void] = []

    init(completion: (@MainActor (Bool) -> Void)?) {
        self.completion = completion
    }

    /// Replaces the completion (a transaction's completion block set again).
    func replaceCompletion(_ completion: (@MainActor (Bool) -> Void)?) {
        self.completion = completion
    }

    /// Adds work to run when the group is done, whether or not it has a completion.
    func addFollowUp(_ work: @escaping @MainActor () -> Void) {
        followUps.append(work)
    }

    /// An animation joined the group (it was added to a layer).
    func animationDidStart() {
        running += 1
    }

    /// An animation of the group stopped.
    func animationDidStop(finished: Bool) {
        running = max(running - 1, 0)
        if !finished { allFinished = false }
        fireIfDone(deferred: !finished)
    }

    /// No more animations will join.
    func seal() {
        isSealed = true
        fireIfDone(deferred: true)
    }

    private func fireIfDone(deferred: Bool) {
        guard isSealed, running == 0, !isScheduled, completion != nil || !followUps.isEmpty else { return }
        if deferred {
            isScheduled = true
            VirtualClock.shared.schedule(at: VirtualClock.shared.now) { [self] in fire() }
        } else {
            fire()
        }
    }

    private func fire() {
        let work = followUps
        followUps = []
        for followUp in work { followUp() }
        guard let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
