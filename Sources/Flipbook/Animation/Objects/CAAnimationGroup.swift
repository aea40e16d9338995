import Foundation

/// Several animations that run together on one layer under a shared timing, as in Core Animation.
///
/// Each child's parent time is the group's local time (its position in the current cycle, after the group's
/// ``CAAnimation/timingFunction`` if set), so children are cut off where the group's duration ends. The
/// children's own delegates and removal flags are not used; the group's are.
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group, applied in order.
    open var animations: [CAAnimation]?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    @MainActor
    override func applyEffect(_ sample: MediaTiming.Sample, to layer: CALayer) {
        let fraction = timingFunction?.value(at: sample.fraction) ?? sample.fraction
        let localTime = fraction * simpleDuration
        for child in animations ?? [] {
            child.applyPresentation(to: layer, layerTime: localTime)
        }
    }
}
