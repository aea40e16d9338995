import Foundation

extension UIView {
    /// Whether changes inside animation blocks animate (default true). When false, every animation block
    /// applies its changes at once and still calls its completion (with `true`).
    public static var areAnimationsEnabled: Bool { World.current.animationsEnabled }

    /// Turns animation blocks on or off in the current world (see ``areAnimationsEnabled``). Reset with it.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        World.current.animationsEnabled = enabled
    }

    /// Animates changes to views' animatable properties (frame, bounds, center, transform, alpha,
    /// backgroundColor, and their layers' properties) made in `animations`.
    ///
    /// Each change becomes an animation from the value on screen to the new model value, starting after
    /// `delay` seconds of virtual time and lasting `duration` seconds, paced by the curve in `options`
    /// (ease-in-ease-out by default). `completion` runs on the virtual clock when every animation of the block
    /// has stopped: with `true` when they all ran to the end, `false` if any was interrupted (removed, or
    /// replaced by a new animation of the same property). A block with nothing to animate completes on the
    /// next clock advance. Negative or NaN durations and delays count as 0; a zero duration applies the
    /// changes at once.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let block = AnimationBlock.nested(
            in: AnimationContext.blocks.last, duration: sanitized(duration),
            delay: sanitized(delay), options: options,
            pacing: .curve(options.curve.timingFunction), completion: completion)
        block.run(animations)
    }

    /// Animates with no delay and the default options (see
    /// ``animate(withDuration:delay:options:animations:completion:)``).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with no delay, the default options and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring: unit mass, damping ratio `dampingRatio` (1 = no overshoot, smaller values
    /// oscillate), initial velocity `velocity` in whole distances per second (1 covers the full distance in
    /// one second), and the stiffness at which the spring settles to within 0.1 % exactly at `duration`
    /// (see ``SpringCurve/init(dampingRatio:duration:initialVelocity:)``). Curve options are ignored; the
    /// others apply as for the curve variant.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let duration = sanitized(duration)
        let spring = SpringCurve(
            dampingRatio: Double(dampingRatio), duration: duration,
            initialVelocity: Double(velocity))
        let block = AnimationBlock.nested(
            in: AnimationContext.blocks.last, duration: duration,
            delay: sanitized(delay), options: options, pacing: .spring(spring),
            completion: completion)
        block.run(animations)
    }

    /// Applies the changes in `actionsWithoutAnimation` at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let block = AnimationBlock(
            isEnabled: false, duration: 0, delay: 0, options: [],
            pacing: .curve(CAMediaTimingFunction(name: .linear)),
            group: AnimationCompletionGroup(completion: nil))
        block.run(actionsWithoutAnimation)
    }

    /// The duration of the innermost animation block being run, or 0 outside any (UIKit's
    /// `inheritedAnimationDuration`).
    public static var inheritedAnimationDuration: TimeInterval {
        guard let block = AnimationContext.blocks.last, block.isEnabled else { return 0 }
        return block.duration
    }

    /// Non-negative, finite seconds.
    static func sanitized(_ time: TimeInterval) -> TimeInterval {
        (time.isFinite && time > 0) ? time : 0
    }
}
