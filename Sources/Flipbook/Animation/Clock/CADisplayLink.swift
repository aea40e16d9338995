import Foundation

/// A timer synchronized to the (virtual) display refresh, as in Core Animation.
///
/// Linux has no Objective-C selectors, so the link calls a closure (`init(handler:)`) or, as in UIKit,
/// a target's method in Flipbook's method-reference form (`CADisplayLink(target: self, selector:
/// Self.step)`, the target retained until ``invalidate()``, as Core Animation does). Once added to a run
/// loop it ticks on the ``VirtualClock`` at the display's vsync times `k / fps`
/// (exactly, without accumulating error; 60 Hz unless ``preferredFramesPerSecond`` says otherwise),
/// starting with the first vsync strictly after the time it was added or resumed.
@preconcurrency @MainActor
public final class CADisplayLink {
    /// Released by ``invalidate()``, with whatever it retains (a target).
    private var handler: (@MainActor (CADisplayLink) -> Void)?
    private var modes: Set<RunLoop.Mode> = []
    private var isInvalidated = false
    private var nextTick: VirtualClock.Token?

    /// The display's refresh rate in Flipbook's virtual screen (an iPhone 15 refreshes at 60 Hz).
    public static let maximumFramesPerSecond = 60

    /// Creates a display link that calls `handler` on every tick once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// The vsync time of the frame being prepared: during a callback, the time of this tick.
    /// 0 until the first tick.
    public private(set) var timestamp: CFTimeInterval = 0

    /// The vsync time of the next frame: `timestamp + duration`. 0 until the first tick.
    public private(set) var targetTimestamp: CFTimeInterval = 0

    /// The time between vsyncs at the link's frame rate, in seconds (1/60 by default).
    public var duration: CFTimeInterval { 1 / Double(framesPerSecond) }

    /// The frame rate the link asks for; 0 (the default) means the display's maximum.
    /// Values above the maximum, or negative, use the maximum.
    public var preferredFramesPerSecond: Int {
        get { storedPreferredFramesPerSecond }
        set {
            storedPreferredFramesPerSecond = newValue
            if nextTick != nil { scheduleNextTick() }
        }
    }
    private var storedPreferredFramesPerSecond: Int = 0

    /// The range of frame rates the link asks for (iOS 15's API); when not ``CAFrameRateRange/default`` it wins
    /// over ``preferredFramesPerSecond``: the link ticks at its preferred rate, or its maximum when it has none.
    public var preferredFrameRateRange: CAFrameRateRange {
        get { storedPreferredFrameRateRange }
        set {
            storedPreferredFrameRateRange = newValue
            if nextTick != nil { scheduleNextTick() }
        }
    }
    private var storedPreferredFrameRateRange: CAFrameRateRange = .default

    /// Whether ticks are suspended. A paused link skips vsyncs until it is resumed.
    public var isPaused: Bool {
        get { storedIsPaused }
        set {
            guard newValue != storedIsPaused else { return }
            storedIsPaused = newValue
            if newValue { cancelTick() } else { scheduleNextTick() }
        }
    }
    private var storedIsPaused = false

    /// The rate the link actually ticks at.
    var framesPerSecond: Int {
        let range = preferredFrameRateRange
        let preferred =
            range == .default ? preferredFramesPerSecond : Int((range.preferred ?? range.maximum).rounded())
        return (preferred > 0 && preferred <= Self.maximumFramesPerSecond) ? preferred : Self.maximumFramesPerSecond
    }

    /// Starts ticking in `mode` of `runloop` (Flipbook has one virtual run loop; the mode only matters for
    /// balancing with ``remove(from:forMode:)``). Does nothing after ``invalidate()``.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else { return }
        let wasRunning = !modes.isEmpty
        modes.insert(mode)
        VirtualClock.shared.displayLinks[ObjectIdentifier(self)] = self
        if !wasRunning, !isPaused { scheduleNextTick() }
    }

    /// Stops ticking in `mode`; the link stops when it is in no mode any more.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { detach() }
    }

    /// Removes the link from every mode for good and releases its handler's run-loop retention.
    public func invalidate() {
        isInvalidated = true
        modes.removeAll()
        handler = nil
        detach()
    }

    private func detach() {
        cancelTick()
        VirtualClock.shared.displayLinks[ObjectIdentifier(self)] = nil
    }

    private func cancelTick() {
        if let nextTick { VirtualClock.shared.cancel(nextTick) }
        nextTick = nil
    }

    /// Schedules the first vsync strictly after now.
    private func scheduleNextTick() {
        cancelTick()
        guard !isInvalidated, !modes.isEmpty, !isPaused else { return }
        let fps = Double(framesPerSecond)
        // Strictly after now; the small slack absorbs rounding when now is itself a vsync time.
        let index = (VirtualClock.shared.now * fps + 1e-7).rounded(.down) + 1
        let time = index / fps
        nextTick = VirtualClock.shared.schedule(at: time) { [weak self] in
            self?.tick(index: index, fps: fps)
        }
    }

    private func tick(index: Double, fps: Double) {
        nextTick = nil
        guard !isInvalidated, !modes.isEmpty, !isPaused else { return }
        timestamp = index / fps
        targetTimestamp = (index + 1) / fps
        // Schedule the following tick before calling out, so the handler may pause or invalidate.
        let following = index + 1
        nextTick = VirtualClock.shared.schedule(at: following / fps) { [weak self] in
            self?.tick(index: following, fps: fps)
        }
        handler?(self)
    }
}
