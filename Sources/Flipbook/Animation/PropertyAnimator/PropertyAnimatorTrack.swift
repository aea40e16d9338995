import Foundation

/// The animation a ``UIViewPropertyAnimator`` puts on a layer for one changed property: it shows the value
/// between `fromValue` and `toValue` at the animator's current progress, whatever the layer's time (its own
/// speed is 0, so it never ends by itself; the animator removes it).
final class PropertyAnimatorTrack: CABasicAnimation {
    /// The animator whose progress this track follows.
    weak var animator: UIViewPropertyAnimator?
    /// The animator progress at which this track starts moving (animations added with a delay factor or
    /// while running); it reaches its end with the animator.
    var startProgress = 0.0

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? PropertyAnimatorTrack else { return }
        animator = other.animator
        startProgress = other.startProgress
    }

    @MainActor
    override func animatedValue(sample: MediaTiming.Sample, current: Any?) -> Any? {
        guard let animator, let (from, to) = endpoints(current: current) else { return nil }
        return AnimatableValue.interpolate(from, to, fraction: animator.progress(ofTrackStartingAt: startProgress))
    }
}
