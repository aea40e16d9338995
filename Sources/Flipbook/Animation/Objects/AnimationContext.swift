import Foundation

/// The animation side of the seams with `CALayer`: layers report added and removed
/// animations and model changes here.
@MainActor
enum AnimationContext {
    /// The innermost open animation block (`UIView.animate…`, `performWithoutAnimation`), if any.
    static var blocks: [AnimationBlock] {
        get { World.current.animationBlocks }
        set { World.current.animationBlocks = newValue }
    }

    /// `layer` stored `animation` (already its own copy) under `key`.
    static func layer(_ layer: CALayer, didAdd animation: CAAnimation, forKey key: String?) {
        if animation.beginTime == 0, animation.pendingBeginOffset == nil {
            animation.pendingBeginOffset = 0
        }
        animation.hasStarted = false
        animation.hasStopped = false
        for group in CATransaction.openGroups where !animation.completionGroups.contains(where: { $0 === group }) {
            animation.completionGroups.append(group)
        }
        for group in animation.completionGroups { group.animationDidStart() }
        VirtualClock.shared.animations.add(animation, to: layer)
        (animation as? LayerAttachmentObserving)?.didAttach(to: layer)
    }

    /// `layer` no longer holds `animation` (removed, or replaced under its key). Unless it had already stopped,
    /// it stops now, interrupted: its delegate and completion blocks hear `finished == false`.
    static func layer(_ layer: CALayer, didRemove animation: CAAnimation) {
        VirtualClock.shared.animations.remove(animation)
        guard !animation.hasStopped else { return }
        animation.hasStopped = true
        reportStop(of: animation, finished: false)
    }

    /// Tells the delegate and completion groups that `animation` stopped. Interruptions are delivered as a
    /// clock event at the current time (as Core Animation delivers them after the transaction), so user code
    /// never runs in the middle of a property setter.
    static func reportStop(of animation: CAAnimation, finished: Bool) {
        let deliver: @MainActor () -> Void = {
            animation.delegate?.animationDidStop(animation, finished: finished)
            for group in animation.completionGroups { group.animationDidStop(finished: finished) }
        }
        if finished {
            deliver()
        } else {
            VirtualClock.shared.schedule(at: VirtualClock.shared.now, deliver)
        }
    }

    /// `layer`'s model value at `keyPath` changed from `oldPresentationValue` (what was on screen) to
    /// `newValue`. Inside an enabled animation block this adds the block's animation; otherwise nothing
    /// happens here (the layer runs its action for the key, if it has one: see `CALayer.action(forKey:)`).
    static func layerDidChange(_ layer: CALayer, keyPath: String, from oldPresentationValue: Any, to newValue: Any) {
        guard let block = blocks.last, block.isEnabled else { return }
        block.record(layer: layer, keyPath: keyPath, from: oldPresentationValue, to: newValue)
    }

    /// True inside an enabled animation block (`UIView.animate…`), where model changes become its animations.
    static var isAnimatingChanges: Bool {
        World.current.isAnimatingChanges
    }
}

extension World {
    /// True inside an enabled animation block of this world (see ``AnimationContext/isAnimatingChanges``).
    var isAnimatingChanges: Bool {
        animationBlocks.last?.isEnabled ?? false
    }
}
