import Foundation

/// One open `UIView.animate…` (or `performWithoutAnimation`) block: the parameters changes made inside it
/// are animated with, after nesting rules are applied.
@MainActor
final class AnimationBlock {
    /// How progress is paced.
    enum Pacing {
        /// A Bézier curve.
        case curve(CAMediaTimingFunction)
        /// A UIKit spring (unit mass), fitted to the block's duration.
        case spring(SpringCurve)
    }

    /// One property change recorded inside `addKeyframe`.
    struct KeyframeChange {
        let layer: CALayer
        let keyPath: String
        let start: Double
        let duration: Double
        let from: Any
        let to: Any
    }

    let isEnabled: Bool
    let duration: Double
    let delay: Double
    let options: UIView.AnimationOptions
    let pacing: Pacing
    let group: AnimationCompletionGroup
    /// Set for `animateKeyframes` blocks: the changes recorded so far.
    var keyframeChanges: [KeyframeChange]?
    /// The relative (start, duration) of the `addKeyframe` block being run.
    var currentKeyframe: (start: Double, duration: Double)?
    /// Layers that changed in this block, in order (for `.layoutSubviews`).
    private(set) var changedLayers: [CALayer] = []
    /// When set, changes are handed here (layer, key path, value on screen, new value) instead of becoming
    /// animations: `UIViewPropertyAnimator` makes its own.
    var capture: ((CALayer, String, Any, Any) -> Void)?

    init(
        isEnabled: Bool, duration: Double, delay: Double, options: UIView.AnimationOptions, pacing: Pacing,
        group: AnimationCompletionGroup
    ) {
        self.isEnabled = isEnabled
        self.duration = duration
        self.delay = delay
        self.options = options
        self.pacing = pacing
        self.group = group
    }

    /// A block nested in `parent` (if any), following UIKit's rules: without the override options, a nested
    /// block inherits the enclosing block's duration, curve (or spring) and options; its delay adds to the
    /// enclosing block's (nested animations start with their parents). Disabled parents disable children.
    static func nested(
        in parent: AnimationBlock?, duration: Double, delay: Double, options: UIView.AnimationOptions,
        pacing: Pacing, completion: (@MainActor (Bool) -> Void)?
    ) -> AnimationBlock {
        let group = AnimationCompletionGroup(completion: completion)
        let enabled = UIView.areAnimationsEnabled && (parent?.isEnabled ?? true)
        guard let parent, parent.isEnabled else {
            return AnimationBlock(
                isEnabled: enabled, duration: duration, delay: delay, options: options,
                pacing: pacing, group: group)
        }
        let ownDuration = options.contains(.overrideInheritedDuration) ? duration : parent.duration
        let ownPacing = options.contains(.overrideInheritedCurve) ? pacing : parent.pacing
        var ownOptions = options
        if !options.contains(.overrideInheritedOptions) {
            let inheritable =
                parent.options.rawValue
                & ~(UIView.AnimationOptions.curveMask | UIView.AnimationOptions.transitionMask)
                & ~(UIView.AnimationOptions.overrideInheritedDuration.rawValue
                | UIView.AnimationOptions.overrideInheritedCurve.rawValue
                | UIView.AnimationOptions.overrideInheritedOptions.rawValue)
            ownOptions.formUnion(UIView.AnimationOptions(rawValue: inheritable))
        }
        return AnimationBlock(
            isEnabled: enabled, duration: ownDuration, delay: parent.delay + delay,
            options: ownOptions, pacing: ownPacing, group: group)
    }

    /// Runs `animations` with this block open, then closes it (laying out first with `.layoutSubviews`) and
    /// seals its completion group.
    func run(_ animations: () -> Void) {
        AnimationContext.blocks.append(self)
        CALayer.recordingChanges(isEnabled) {
            animations()
            if options.contains(.layoutSubviews) {
                var seen = Set<ObjectIdentifier>()
                for layer in changedLayers where seen.insert(ObjectIdentifier(layer)).inserted {
                    layer.layoutIfNeeded()
                }
            }
            if keyframeChanges != nil { addKeyframeAnimations() }
        }
        AnimationContext.blocks.removeLast()
        group.seal()
    }

    // MARK: Recording changes

    /// A model change inside this block.
    func record(layer: CALayer, keyPath: String, from old: Any, to new: Any) {
        changedLayers.append(layer)
        if let capture {
            capture(layer, keyPath, old, new)
            return
        }
        if keyframeChanges != nil {
            let frame = currentKeyframe ?? (0, 1)
            keyframeChanges?.append(
                KeyframeChange(
                    layer: layer, keyPath: keyPath, start: frame.start,
                    duration: frame.duration, from: old, to: new))
            return
        }
        guard duration > 0 else { return }
        let animation: CABasicAnimation
        switch pacing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
        case .spring(let spring):
            let springAnimation = CASpringAnimation(keyPath: keyPath)
            springAnimation.mass = CGFloat(spring.mass)
            springAnimation.stiffness = CGFloat(spring.stiffness)
            springAnimation.damping = CGFloat(spring.damping)
            springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
            animation = springAnimation
        }
        animation.fromValue = startValue(layer: layer, keyPath: keyPath, presentation: old)
        animation.toValue = new
        configure(animation)
        layer.add(animation, forKey: keyPath)
    }

    /// Where a new animation of `keyPath` starts. With `.beginFromCurrentState`, or with nothing in flight, at
    /// what is on screen; otherwise, like UIKit before additive animations, at the in-flight animation's
    /// target (the previous model value), so the new animation does not blend with the old one.
    private func startValue(layer: CALayer, keyPath: String, presentation: Any) -> Any {
        guard let inFlight = layer.animation(forKey: keyPath) as? CABasicAnimation else { return presentation }
        if inFlight.completionGroups.contains(where: { $0 === group }), !inFlight.hasStarted {
            // Set twice in one block: the first animation is silently superseded and the second starts
            // where the first would have (its from value).
            inFlight.completionGroups.removeAll { $0 === group }
            group.animationDidStop(finished: true)
            return inFlight.fromValue ?? presentation
        }
        if options.contains(.beginFromCurrentState) || !inFlight.isViewAnimation { return presentation }
        return inFlight.toValue ?? presentation
    }

    /// Applies the block's timing to an animation it creates.
    private func configure(_ animation: CAAnimation) {
        animation.duration = duration
        animation.pendingBeginOffset = delay
        animation.fillMode = delay > 0 ? .backwards : .removed
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        animation.isViewAnimation = true
        animation.allowsUserInteraction = options.contains(.allowUserInteraction)
        animation.completionGroups = [group]
    }

    // MARK: Keyframes

    /// Turns the recorded keyframe changes into one keyframe animation per (layer, key path).
    private func addKeyframeAnimations() {
        guard let changes = keyframeChanges, duration > 0 else { return }
        var order: [(layer: CALayer, keyPath: String)] = []
        for change in changes
        where !order.contains(where: { $0.layer === change.layer && $0.keyPath == change.keyPath }) {
            order.append((change.layer, change.keyPath))
        }
        let mode = keyframeCalculationMode
        for (layer, keyPath) in order {
            let mine = changes.filter { $0.layer === layer && $0.keyPath == keyPath }
            let sorted = mine.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(
                \.element)
            var values: [Any] = [mine[0].from]
            var times: [Double] = [0]
            var time = 0.0
            for change in sorted {
                let start = max(min(change.start.isFinite ? change.start : 0, 1), time)
                let end = max(min(start + (change.duration.isFinite ? max(change.duration, 0) : 0), 1), start)
                if start > time {
                    values.append(values[values.count - 1])
                    times.append(start)
                }
                values.append(change.to)
                times.append(end)
                time = end
            }
            if time < 1 {
                values.append(values[values.count - 1])
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            animation.timingFunction = options.curve.timingFunction
            configure(animation)
            layer.add(animation, forKey: keyPath)
        }
    }

    /// Set by `animateKeyframes` from its options.
    var keyframeCalculationMode: CAAnimationCalculationMode = .linear
}
