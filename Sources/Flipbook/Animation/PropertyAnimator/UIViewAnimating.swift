import Foundation

/// Where an animator is in its life, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not on any layer.
    case inactive = 0
    /// Started (running or paused): its animations are on their layers.
    case active = 1
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where the animated properties end up when an animator finishes, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the values set in the animation blocks.
    case end = 0
    /// At the values they had before the animations.
    case start = 1
    /// Wherever the animation had taken them.
    case current = 2
}

/// An object that animates views and can be started, paused, scrubbed, reversed and stopped, as UIKit's
/// `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// The current state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are playing (false while paused or inactive).
    var isRunning: Bool { get }
    /// Whether the animations play towards their start.
    var isReversed: Bool { get set }
    /// The progress of the animations, 0…1; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations now.
    func startAnimation()
    /// Starts or resumes the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are (starting them paused when inactive).
    func pauseAnimation()
    /// Stops the animations where they are: `true` leaves the animator inactive at once (no completion),
    /// `false` leaves it `.stopped` until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator: moves the properties to `finalPosition` and runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes more animations and completions while it runs, as UIKit's
/// `UIViewImplicitlyAnimating` (what `interruptibleAnimator(using:)` returns).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run over the rest of the animation.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` (0…1) of the remaining animation and run over the rest.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animations finish, with the position they ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing; the remaining time is multiplied by `durationFactor`.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
