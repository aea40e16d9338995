import Foundation

/// Animates changes to views that can be started, paused, scrubbed, reversed, stopped and continued with
/// new timing, as UIKit's `UIViewPropertyAnimator`, on the virtual clock.
///
/// Animation blocks run when the animator first becomes active (``startAnimation()``, ``pauseAnimation()``
/// or setting ``fractionComplete``), or at once when added to an active animator. Each property they change
/// gets the new model value and an animation that follows the animator's *progress* (0 = the values before
/// the block, 1 = the values it set). Running plays the progress from where it is to 1 (0 when
/// ``isReversed``) over the remaining share of ``duration`` along the timing curve; pausing freezes it;
/// ``fractionComplete`` scrubs it (linearly, unless ``scrubsLinearly`` is false); resuming plays the rest
/// of the way again along the curve (or the curve given to
/// ``continueAnimation(withTimingParameters:durationFactor:)``).
/// When the progress arrives, the animations are removed, properties finishing at `.start` get back their
/// old values, and the completions run with the position, unless ``pausesOnCompletion`` keeps it paused.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// One property an animation block changed, and the animation showing it.
    private struct Track {
        let layer: CALayer
        let key: String
        let keyPath: String
        let from: Any
        let to: Any
        let startProgress: Double
    }

    /// A stretch of running: the progress goes from `from` to `to` along `shape` in `duration` seconds
    /// from `startTime`.
    private struct Segment {
        let from: Double
        let to: Double
        let startTime: CFTimeInterval
        let duration: CFTimeInterval
        let shape: ProgressShape
        let endEvent: VirtualClock.Token
    }

    /// The timing the animator was created with.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// The total duration in seconds (for an explicit mass/stiffness spring, its settling time is used instead).
    open private(set) var duration: TimeInterval
    /// The delay before the animations start (set by `runningPropertyAnimator`).
    open private(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches while it runs. Default `true`. Stored for code that reads
    /// it: Flipbook never blocks touches during animations (as with `UIView.animate`'s
    /// `.allowUserInteraction`), so `false` changes nothing.
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to you. Default `false`. Stored for code that reads it: Flipbook always
    /// hit-tests model values, so `true` changes nothing.
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused and reversed (Flipbook's always can). Default `true`.
    open var isInterruptible = true
    /// Whether scrubbing ``fractionComplete`` while paused moves the properties linearly (`true`, default)
    /// or along the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end instead of finishing. Default `false`.
    open var pausesOnCompletion = false

    /// The current state.
    public private(set) var state: UIViewAnimatingState = .inactive

    private let identifier: Int
    private var pendingAnimations: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    private var shape: ProgressShape
    private var progress = 0.0
    private var scrubbedFraction: CGFloat = 0
    private var segment: Segment?
    private var storedIsReversed = false
    /// Set while active or stopped: like UIKit, a started animator stays alive until it finishes, even when
    /// the code that started it keeps no reference.
    private var keepAlive: UIViewPropertyAnimator?

    // MARK: Creating

    /// An inactive animator of `duration` seconds with the given timing.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = UIView.sanitized(duration)
        timingParameters = parameters
        shape = ProgressShape(parameters)
        World.current.propertyAnimatorCount += 1
        identifier = World.current.propertyAnimatorCount
        super.init()
    }

    /// An inactive animator with one of UIKit's curves and, optionally, its first animations.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a cubic Bézier curve and, optionally, its first animations.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a spring of damping ratio `ratio` fitted to `duration` and, optionally, its
    /// first animations.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that is already running: `animations` with the curve in `options`, starting after `delay`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.delay = UIView.sanitized(delay)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: animator.delay)
        return animator
    }

    // MARK: Adding animations and completions

    /// Adds animations that run over the rest of the animation (from the start when not yet started).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` (clamped to 0…1) of the remaining progress.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else {
            flipbookWarning("addAnimations on a stopped UIViewPropertyAnimator is ignored")
            return
        }
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        if state == .inactive {
            pendingAnimations.append((animation, factor))
        } else {
            run(animation, delayFactor: factor)
        }
    }

    /// Adds a block to run when the animations finish; blocks run in the order added.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Whether the animations are playing (including during a start delay).
    open var isRunning: Bool { segment != nil }

    /// Whether the progress plays towards 0. Changing it while running turns the animations around where
    /// they are; the completions then get `.start`.
    open var isReversed: Bool {
        get { storedIsReversed }
        set {
            guard newValue != storedIsReversed else { return }
            storedIsReversed = newValue
            if segment != nil { play(shape: shape, durationFactor: 1, after: 0) }
        }
    }

    /// The progress, 0…1 (beyond while a spring overshoots). Setting it pauses nothing by itself: it is
    /// honoured only while the animator is paused or inactive (an inactive animator becomes active, paused).
    open var fractionComplete: CGFloat {
        get { segment == nil ? scrubbedFraction : CGFloat(currentProgress()) }
        set {
            guard newValue.isFinite else {
                flipbookWarning("fractionComplete \(newValue) of a UIViewPropertyAnimator is not a number; ignored")
                return
            }
            guard state != .stopped, segment == nil else {
                flipbookWarning("fractionComplete can only be set on a paused UIViewPropertyAnimator; ignored")
                return
            }
            activate()
            let fraction = min(max(newValue, 0), 1)
            scrubbedFraction = fraction
            progress = scrubsLinearly ? Double(fraction) : shape.progress(at: Double(fraction), duration: duration)
        }
    }

    /// Starts (or resumes) now.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) after `delay` seconds of virtual time.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            flipbookWarning("startAnimation on a stopped UIViewPropertyAnimator is ignored; call finishAnimation(at:)")
            return
        }
        activate()
        guard segment == nil else { return }
        play(shape: shape, durationFactor: 1, after: UIView.sanitized(delay))
    }

    /// Freezes the animations where they are (an inactive animator becomes active, paused at 0).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        haltSegment()
    }

    /// Resumes a paused animator towards its end (or start, when reversed) with `parameters` (nil: its own
    /// timing) over the remaining share of the duration multiplied by `durationFactor` (0 or less: 1).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state != .stopped else {
            flipbookWarning(
                "continueAnimation on a stopped UIViewPropertyAnimator is ignored; call finishAnimation(at:)")
            return
        }
        activate()
        haltSegment()
        if let parameters { shape = ProgressShape(parameters) }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        play(shape: shape, durationFactor: factor, after: 0)
    }

    // MARK: Stopping

    /// Stops where the animations are: the properties keep the values on screen. With `withoutFinishing`
    /// the animator becomes inactive and its completions never run; otherwise it waits, `.stopped`, for
    /// ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            flipbookWarning("stopAnimation on an inactive or stopped UIViewPropertyAnimator is ignored")
            return
        }
        haltSegment()
        setModelValues(at: .current)
        for track in tracks { track.layer.removeAnimation(forKey: track.key) }
        if withoutFinishing {
            tracks = []
            state = .inactive
            keepAlive = nil
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the properties take their start, end or current values and the
    /// completions run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            flipbookWarning(
                "finishAnimation(at:) needs a UIViewPropertyAnimator stopped with stopAnimation(false); ignored")
            return
        }
        settle(at: finalPosition)
    }

    // MARK: Progress (read by the tracks when a frame is drawn)

    /// The progress of a track that starts moving at animator progress `start`.
    func progress(ofTrackStartingAt start: Double) -> Double {
        let now = currentProgress()
        guard start > 0 else { return now }
        guard start < 1 else { return now >= 1 ? 1 : 0 }
        return max(0, (now - start) / (1 - start))
    }

    private func currentProgress() -> Double {
        guard let segment else { return progress }
        let elapsed = VirtualClock.shared.now - segment.startTime
        guard elapsed > 0 else { return segment.from }
        guard elapsed < segment.duration else { return segment.to }
        let eased = segment.shape.progress(at: elapsed / segment.duration, duration: segment.duration)
        return segment.from + (segment.to - segment.from) * eased
    }

    // MARK: Machinery

    /// Runs the pending animation blocks when the animator first becomes active.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        keepAlive = self
        progress = 0
        scrubbedFraction = 0
        let pending = pendingAnimations
        pendingAnimations = []
        for (animations, factor) in pending { run(animations, delayFactor: factor) }
    }

    /// Runs one animation block, turning each property it changes into a track.
    private func run(_ animations: () -> Void, delayFactor: CGFloat) {
        let now = currentProgress()
        let start = now + Double(delayFactor) * (1 - now)
        let block = AnimationBlock(
            isEnabled: UIView.areAnimationsEnabled, duration: duration, delay: 0, options: [],
            pacing: .curve(CAMediaTimingFunction(name: .linear)),
            group: AnimationCompletionGroup(completion: nil))
        block.capture = { [weak self] layer, keyPath, from, to in
            self?.addTrack(layer: layer, keyPath: keyPath, from: from, to: to, startProgress: start)
        }
        block.run(animations)
    }

    private func addTrack(layer: CALayer, keyPath: String, from: Any, to: Any, startProgress: Double) {
        let key = "UIViewPropertyAnimator-\(identifier)-\(tracks.count)-\(keyPath)"
        let animation = PropertyAnimatorTrack(keyPath: keyPath)
        animation.animator = self
        animation.startProgress = startProgress
        animation.fromValue = from
        animation.toValue = to
        animation.speed = 0
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        animation.isViewAnimation = true
        layer.add(animation, forKey: key)
        tracks.append(Track(layer: layer, key: key, keyPath: keyPath, from: from, to: to, startProgress: startProgress))
    }

    /// Plays from the current progress to the end the animator is heading for, `delay` seconds from now.
    private func play(shape: ProgressShape, durationFactor: Double, after delay: TimeInterval) {
        let from = currentProgress()
        haltSegment()
        let target: Double = storedIsReversed ? 0 : 1
        let remaining = shape.duration(forAnimatorDuration: duration) * abs(target - from) * durationFactor
        let startTime = VirtualClock.shared.now + delay
        let token = VirtualClock.shared.schedule(at: startTime + remaining) { [weak self] in self?.arrive() }
        segment = Segment(
            from: from, to: target, startTime: startTime, duration: remaining, shape: shape, endEvent: token)
    }

    /// Freezes the progress where it is now.
    private func haltSegment() {
        guard let running = segment else { return }
        progress = currentProgress()
        scrubbedFraction = CGFloat(progress)
        VirtualClock.shared.cancel(running.endEvent)
        segment = nil
    }

    /// The running segment reached its end.
    private func arrive() {
        guard let running = segment else { return }
        segment = nil
        progress = running.to
        scrubbedFraction = CGFloat(progress)
        if pausesOnCompletion { return }
        settle(at: running.to == 0 ? .start : .end)
    }

    /// Removes the tracks leaving the properties at `position`, becomes inactive and runs the completions.
    private func settle(at position: UIViewAnimatingPosition) {
        // A running animator's model already holds the end values; a stopped one's holds the stopped values.
        if position != .end || state == .stopped { setModelValues(at: position) }
        for track in tracks { track.layer.removeAnimation(forKey: track.key) }
        tracks = []
        state = .inactive
        keepAlive = nil
        let finished = completions
        completions = []
        for completion in finished { completion(position) }
    }

    /// Gives every animated property its start value, end value or the value on screen now.
    private func setModelValues(at position: UIViewAnimatingPosition) {
        UIView.performWithoutAnimation {
            for track in tracks.reversed() {
                switch position {
                case .end: track.layer.setValue(track.to, forKeyPath: track.keyPath)
                case .start: track.layer.setValue(track.from, forKeyPath: track.keyPath)
                case .current:
                    let value = AnimatableValue.interpolate(
                        track.from, track.to,
                        fraction: progress(ofTrackStartingAt: track.startProgress))
                    track.layer.setValue(value ?? track.to, forKeyPath: track.keyPath)
                }
            }
        }
    }
}
