import Foundation

/// A single-keyframe animation between two values, as in Core Animation.
///
/// The endpoints come from ``fromValue``, ``toValue`` and ``byValue`` (at most two are used):
/// from+to; from and from+by; to−by and to; from and the current value; the current value and to; the current
/// value and current+by. With none set, the animation has no effect. "Current" is the presentation value
/// before this animation (the model value plus earlier animations). Progress is eased by
/// ``CAAnimation/timingFunction``.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or nil.
    open var fromValue: Any?
    /// The end value, or nil.
    open var toValue: Any?
    /// The change to apply, or nil.
    open var byValue: Any?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The (start, end) pair, given the current presentation value.
    func endpoints(current: Any?) -> (Any?, Any?)? {
        switch (fromValue, toValue, byValue) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, AnimatableValue.add(from, by))
        case (nil, let to?, let by?): return (AnimatableValue.subtract(to, by), to)
        case (let from?, nil, nil): return (from, current)
        case (nil, let to?, nil): return (current, to)
        case (nil, nil, let by?): return (current, AnimatableValue.add(current, by))
        default: return nil
        }
    }

    /// The eased progress for a sample; springs override.
    func easedProgress(_ sample: MediaTiming.Sample) -> Double {
        timingFunction?.value(at: sample.fraction) ?? sample.fraction
    }

    @MainActor
    override func animatedValue(sample: MediaTiming.Sample, current: Any?) -> Any? {
        guard let (from, to) = endpoints(current: current) else { return nil }
        return AnimatableValue.interpolate(from, to, fraction: easedProgress(sample))
    }

    @MainActor
    override func cycleEndValue(current: Any?) -> Any? {
        endpoints(current: current)?.1
    }
}
