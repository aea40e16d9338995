import Foundation

/// Recognizes taps: ``numberOfTouchesRequired`` fingers go down and lift without moving more than
/// `UIPanGestureRecognizer.hysteresis` points (10), ``numberOfTapsRequired`` times in a row. A discrete
/// gesture: its actions run once, with `.recognized` (`.ended`), when the last finger of the last tap lifts.
///
/// Between taps of a multi-tap the recognizer stays `.possible` for at most ``maximumTapInterval`` seconds of
/// virtual time; it fails when the next tap comes later, lands more than ``maximumTapDistance`` points from
/// the first, or never comes. A tap with a different number of fingers fails it.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired = 1

    /// How many fingers each tap needs (default 1). `FrameRecorder`'s scripted taps use one finger; drive
    /// several ``ScriptedTouch``es at once for more.
    open var numberOfTouchesRequired = 1

    /// The longest pause between one tap's lift and the next tap's touch-down, in seconds (UIKit's private
    /// threshold is about the same).
    public static let maximumTapInterval: TimeInterval = 0.35

    /// How far (points, window coordinates) a later tap of a multi-tap may land from the first.
    public static let maximumTapDistance: CGFloat = 45

    /// Where each finger of the current tap went down (window coordinates).
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    /// The most fingers down at once during the current tap.
    private var fingersInTap = 0
    /// Taps completed so far in this sequence.
    private var completedTaps = 0
    /// Where the sequence's first tap went down (window coordinates).
    private var firstTapLocation: CGPoint?
    /// Fails the sequence when the next tap does not come in time.
    private var nextTapDeadline: VirtualClock.Token?

    /// Remembers where each finger went down; a late or distant next tap, or too many fingers, fails.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        cancelDeadline()
        guard state == .possible else { return }
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.windowLocation }
        fingersInTap = max(fingersInTap, trackedTouches.count)
        guard let location = touches.firstFinger?.windowLocation else { return }
        if let first = firstTapLocation {
            if distance(first, location) > Self.maximumTapDistance { state = .failed }
        } else {
            firstTapLocation = location
        }
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    /// Fails once a finger moved too far from where it went down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            if distance(start, touch.windowLocation) > UIPanGestureRecognizer.hysteresis { state = .failed }
        }
    }

    /// When the last finger lifts, the tap counts: the gesture is recognized at the required count, or
    /// waits for the next tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, trackedTouches.isEmpty else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        completedTaps += 1
        fingersInTap = 0
        starts.removeAll()
        if completedTaps >= numberOfTapsRequired {
            state = .recognized
        } else {
            nextTapDeadline = VirtualClock.shared.schedule(after: Self.maximumTapInterval) { [weak self] in
                self?.nextTapTimedOut()
            }
        }
    }

    /// A cancelled touch is not a tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// Forgets the tap sequence.
    open override func reset() {
        super.reset()
        cancelDeadline()
        starts.removeAll()
        fingersInTap = 0
        completedTaps = 0
        firstTapLocation = nil
    }

    /// For a multi-tap, where its first tap went down, in `view`'s coordinates (the window's when nil), as
    /// UIKit reports it; otherwise the centroid of the touches, as for every recognizer.
    open override func location(in view: UIView?) -> CGPoint {
        guard numberOfTapsRequired > 1, let firstTapLocation, let window = self.view?.window else {
            return super.location(in: view)
        }
        return view.map { $0.convert(firstTapLocation, from: window) } ?? firstTapLocation
    }

    /// True between the taps of a multi-tap and while some fingers of a multi-finger tap are still down:
    /// the touch that ended must not reset the recognizer.
    override var awaitsFurtherTouches: Bool {
        state == .possible && (completedTaps > 0 || !trackedTouches.isEmpty)
    }

    private func nextTapTimedOut() {
        nextTapDeadline = nil
        guard state == .possible else { return }
        state = .failed
        reset()
        resetState()
    }

    private func cancelDeadline() {
        if let nextTapDeadline { VirtualClock.shared.cancel(nextTapDeadline) }
        nextTapDeadline = nil
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
