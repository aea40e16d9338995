import Foundation

extension UIView {
    /// Animates the keyframes added with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// inside `animations` as one keyframe animation per changed property.
    ///
    /// A property's keyframes chain in start-time order: before its first keyframe it holds its value from
    /// when the block began, between keyframes it holds the last reached value, and each keyframe moves it to
    /// the value set in that keyframe by its relative end time. Changes made directly in `animations`
    /// (outside any keyframe) span the whole duration. The calculation mode comes from `options`; a curve
    /// (bits 16–19 of the raw value) eases the whole animation, ease-in-ease-out by default.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let animationOptions = options.animationOptions
        let block = AnimationBlock.nested(
            in: AnimationContext.blocks.last, duration: sanitized(duration),
            delay: sanitized(delay), options: animationOptions,
            pacing: .curve(animationOptions.curve.timingFunction), completion: completion)
        if block.isEnabled {
            block.keyframeChanges = []
            block.keyframeCalculationMode = options.calculationMode
        }
        block.run(animations)
    }

    /// Adds a keyframe inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``: the
    /// changes made in `animations` are reached at `frameStartTime + frameDuration` (fractions 0…1 of the
    /// keyframe animation's duration; values outside are clamped, NaN counts as 0). Called outside a keyframe
    /// block it warns and applies the changes as the enclosing block (if any) would.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let block = AnimationContext.blocks.last, block.keyframeChanges != nil else {
            if AnimationContext.blocks.last?.isEnabled ?? true {
                flipbookWarning("addKeyframe called outside UIView.animateKeyframes; changes applied without keyframes")
            }
            animations()
            return
        }
        let saved = block.currentKeyframe
        let start = frameStartTime.isNaN ? 0 : min(max(frameStartTime, 0), 1)
        let length = frameDuration.isNaN ? 0 : min(max(frameDuration, 0), 1 - start)
        block.currentKeyframe = (start, length)
        animations()
        block.currentKeyframe = saved
    }
}
