import Foundation

/// The abstract base of Core Animation's animations: timing (``CAMediaTiming``), a timing function, a
/// delegate and removal on completion.
///
/// Add a concrete subclass (``CABasicAnimation``, ``CASpringAnimation``, ``CAKeyframeAnimation``,
/// ``CAAnimationGroup``) to a layer with `CALayer.add(_:forKey:)`; the layer stores a copy. An animation added
/// with `beginTime == 0` starts when the current transaction commits (see ``CATransaction/flush()``), at the
/// layer's local time then.
open class CAAnimation: NSObject, NSCopying {
    /// See ``CAMediaTiming/beginTime``. 0 means "when the transaction commits".
    open var beginTime: CFTimeInterval = 0
    /// See ``CAMediaTiming/duration``. 0 or less means 0.25 s.
    open var duration: CFTimeInterval = 0
    /// See ``CAMediaTiming/speed``.
    open var speed: Float = 1
    /// See ``CAMediaTiming/timeOffset``.
    open var timeOffset: CFTimeInterval = 0
    /// See ``CAMediaTiming/repeatCount``.
    open var repeatCount: Float = 0
    /// See ``CAMediaTiming/repeatDuration``.
    open var repeatDuration: CFTimeInterval = 0
    /// See ``CAMediaTiming/autoreverses``.
    open var autoreverses = false
    /// See ``CAMediaTiming/fillMode``.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing of each cycle; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Receives start and stop messages. Strong, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer removes the animation when it finishes (default true). When false it stays (and
    /// with a forwards fill mode keeps showing its end state).
    open var isRemovedOnCompletion = true

    // MARK: Flipbook bookkeeping (copied with the animation)

    /// When set, the animation is waiting for its transaction to commit; it will begin at the layer's local
    /// time then plus this offset (UIKit's `delay`).
    var pendingBeginOffset: CFTimeInterval?
    /// Completion groups (UIView.animate blocks, CATransaction completion blocks) waiting for this animation.
    var completionGroups: [AnimationCompletionGroup] = []
    /// Set once the animation stopped (finished or interrupted), so it reports only once.
    var hasStopped = false
    /// Set for animations created by `UIView.animate…` (their target is the previous model value).
    var isViewAnimation = false
    /// Whether the creating block allowed user interaction (`.allowUserInteraction`).
    var allowsUserInteraction = false
    /// Set once `animationDidStart` was sent.
    var hasStarted = false

    /// Creates an animation with Core Animation's defaults.
    public required override init() {
        super.init()
    }

    /// Adds the animation to `anObject` (a layer) under `event`, as Core Animation runs an animation that
    /// `CALayer.action(forKey:)` returned (see `CAAction`). Anything but a layer is reported and ignored.
    @MainActor open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else {
            flipbookWarning("CAAnimation.run(forKey: \"\(event)\"): \(type(of: anObject)) is not a CALayer; ignored")
            return
        }
        layer.add(self, forKey: event)
    }

    /// A copy of the animation (what `CALayer.add(_:forKey:)` stores).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        return copy
    }

    /// Copies every property of `other` into `self`; subclasses extend it with their own.
    func copyProperties(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        pendingBeginOffset = other.pendingBeginOffset
        completionGroups = other.completionGroups
        isViewAnimation = other.isViewAnimation
        allowsUserInteraction = other.allowsUserInteraction
    }

    /// Whether `self` should be kept as a key's value of a layer's animation (Core Animation's hook; always
    /// true here).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Timing

    /// The timing snapshot with the begin time resolved: a pending animation is evaluated as if its
    /// transaction committed at `parentTime`.
    func resolvedTiming(parentTime: CFTimeInterval) -> MediaTiming {
        var timing = MediaTiming(
            beginTime: beginTime, duration: duration, speed: Double(speed),
            timeOffset: timeOffset, repeatCount: Double(repeatCount),
            repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fillMode)
        if let offset = pendingBeginOffset { timing.beginTime = parentTime + offset }
        return timing
    }

    /// Where the animation is at `parentTime` (its layer's local time, or its group's), or nil when it has
    /// no effect then.
    func sample(parentTime: CFTimeInterval) -> MediaTiming.Sample? {
        resolvedTiming(parentTime: parentTime).sample(parentTime: parentTime)
    }

    // MARK: Presentation

    /// Writes the animation's effect at `layerTime` (the layer's local time, or the enclosing group's) into
    /// `layer`, a presentation copy whose animated key paths already hold the model value plus the effect of
    /// earlier animations. Does nothing when the animation has no effect at that time.
    @MainActor
    open func applyPresentation(to layer: CALayer, layerTime: CFTimeInterval) {
        guard let sample = sample(parentTime: layerTime) else { return }
        applyEffect(sample, to: layer)
    }

    /// Writes the effect at an already-timed sample; the base class has none, subclasses override.
    @MainActor
    func applyEffect(_ sample: MediaTiming.Sample, to layer: CALayer) {}

    /// The simple duration actually used (0.25 s when ``duration`` is not positive).
    var simpleDuration: CFTimeInterval { duration > 0 ? duration : MediaTiming.defaultDuration }
}

// Declared in an extension so the main-actor protocol does not make the whole class main-actor isolated
// (animations are plain objects, created and copied anywhere, as in Core Animation).
extension CAAnimation: CAMediaTiming {}
