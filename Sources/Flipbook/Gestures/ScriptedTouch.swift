import Foundation

/// One scripted finger (or several that go down, move and lift together, as in a pinch) on a window: goes
/// down, moves, and lifts (or is cancelled) at the current virtual time, delivering the touches to gesture
/// recognizers as UIKit does.
///
/// At touch-down the window hit-tests the point (hidden views, views with alpha below 0.01 and views with
/// user interaction disabled are skipped); the recognizers of the hit view and of its superviews (deepest
/// first) that are enabled and whose delegate lets them receive the touch follow it. When one begins, the
/// others fail unless a delegate allows simultaneous recognition. A touch that goes down while the
/// application ignores interaction events (`UIApplication.beginIgnoringInteractionEvents()`) is ignored
/// until it lifts; so is every touch on a hidden window (call `makeKeyAndVisible()`), as in UIKit.
/// The nearest enabled `UIControl` at or above the hit view tracks the finger and sends its control events
/// (after the recognizers have seen each touch); a recognizer that recognizes with `cancelsTouchesInView`
/// cancels that tracking (`.touchCancel`). As in UIKit, a button's tap wins over a single-tap recognizer
/// on one of its superviews: that recognizer does not follow the touch.
/// Several fingers hit-test each; the recognizers that follow them are those of the first finger's view and
/// its superviews whose view holds every finger's view, and each event carries every finger's touch.
/// `FrameRecorder.drag(from:to:duration:ending:)` and `FrameRecorder.pinch(at:from:to:duration:movingTo:ending:)`
/// are built on this.
@preconcurrency @MainActor
public final class ScriptedTouch {
    /// The window the finger is on.
    public let window: UIWindow
    /// The UIKit touch object of the first finger, once it went down (and unless it was ignored).
    public var touch: UITouch? { touches.first }
    /// The touch objects of every finger, in the order they were given to `down(at:)`.
    public private(set) var touches: [UITouch] = []
    private var recognizers: [UIGestureRecognizer] = []
    /// The control tracking the finger, until a recognizer takes the touch over.
    private var control: UIControl?
    private var isIgnored = false
    private var hasEnded = false
    private var downLocation = CGPoint.zero
    /// The view the finger hit, while it still receives the touch (see ``deliverToView(_:event:)``).
    private var touchedView: UIView?

    /// Where the finger is (window coordinates) while it is down and not ignored; `nil` otherwise.
    public var currentLocation: CGPoint? {
        guard let touch, !hasEnded else { return nil }
        return touch.windowLocation
    }

    /// A finger that has not touched `window` yet.
    public init(window: UIWindow) {
        self.window = window
    }

    /// The finger goes down at `point` (window coordinates). Only the first call has an effect.
    public func down(at point: CGPoint) {
        down(at: [point])
    }

    /// One finger goes down at each of `points` (window coordinates), all at once. Only the first call has
    /// an effect; an empty list does nothing.
    public func down(at points: [CGPoint]) {
        guard let point = points.first, touch == nil, !isIgnored, !hasEnded else { return }
        if UIApplication.shared.isIgnoringInteractionEvents {
            isIgnored = true
            return
        }
        let now = VirtualClock.shared.now
        let probe = UITouchesEvent(touches: [], timestamp: now)
        let hit = window.hitTest(point, with: probe)
        let touch = UITouch(window: window, view: hit, location: point, timestamp: now)
        if points.count == 1, let last = window.lastTap, now - last.time <= UITapGestureRecognizer.maximumTapInterval,
            distance(last.location, point) <= UITapGestureRecognizer.maximumTapDistance
        {
            touch.tapCount = last.count + 1
        }
        downLocation = point
        var touches = [touch]
        for (index, other) in points.enumerated().dropFirst() {
            let finger = UITouch(
                window: window, view: window.hitTest(other, with: probe), location: other, timestamp: now)
            finger.fingerIndex = index
            touches.append(finger)
        }
        self.touches = touches
        let views = touches.compactMap(\.view)
        var candidates: [UIGestureRecognizer] = []
        var view = hit
        while let current = view {
            let holdsEveryFinger = views.allSatisfy { $0.isDescendant(of: current) }
            for recognizer in current.gestureRecognizers ?? []
            where holdsEveryFinger && recognizer.isEnabled && recognizer.state == .possible {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                candidates.append(recognizer)
            }
            view = current.superview
        }
        let control = touches.count == 1 ? Self.trackingControl(from: hit) : nil
        if let button = control as? UIButton {
            candidates.removeAll { $0.view !== button && Self.isSingleTap($0) }
        }
        recognizers = candidates
        for recognizer in candidates { recognizer.peers = candidates }
        let all = Set(touches)
        let event = UITouchesEvent(touches: all, timestamp: now)
        deliver { $0.touchesBegan(all, with: event) }
        touchedView = hit
        deliverToView({ $0.touchesBegan(all, with: event) }, event: event)
        self.control = control
        if !cancelControlIfTakenOver(with: event) { control?.trackingTouchBegan(touch, with: event) }
    }

    /// The finger moves to `point` (window coordinates); with several fingers, the first one moves.
    public func move(to point: CGPoint) {
        move(to: [point])
    }

    /// The fingers move to `points` (window coordinates), the first finger to the first point and so on;
    /// fingers without a point stay where they are.
    public func move(to points: [CGPoint]) {
        guard let touch, !hasEnded, !points.isEmpty else { return }
        for (finger, point) in zip(touches, points) { update(finger, to: point, phase: .moved) }
        for finger in touches.dropFirst(points.count) { finger.phase = .stationary }
        let all = Set(touches)
        let event = UITouchesEvent(touches: all, timestamp: touch.timestamp)
        deliver { $0.touchesMoved(all, with: event) }
        deliverToView({ $0.touchesMoved(all, with: event) }, event: event)
        if !cancelControlIfTakenOver(with: event) { control?.trackingTouchMoved(touch, with: event) }
    }

    /// The finger lifts at `point` (window coordinates; its last position when `nil`); every other finger
    /// lifts where it is.
    public func up(at point: CGPoint? = nil) {
        guard let touch, !hasEnded else {
            hasEnded = true
            return
        }
        update(touch, to: point ?? touch.windowLocation, phase: .ended)
        for finger in touches.dropFirst() { update(finger, to: finger.windowLocation, phase: .ended) }
        let isTap =
            touches.count == 1 && distance(downLocation, touch.windowLocation) <= UIPanGestureRecognizer.hysteresis
        window.lastTap = isTap ? (downLocation, touch.timestamp, touch.tapCount) : nil
        let all = Set(touches)
        let event = UITouchesEvent(touches: all, timestamp: touch.timestamp)
        deliver { $0.touchesEnded(all, with: event) }
        deliverToView({ $0.touchesEnded(all, with: event) }, event: event)
        if !cancelControlIfTakenOver(with: event) { control?.trackingTouchEnded(touch, with: event) }
        finish()
    }

    /// The system cancels the touch (the recognizers that began end in `.cancelled`).
    public func cancel() {
        guard let touch, !hasEnded else {
            hasEnded = true
            return
        }
        for finger in touches {
            finger.phase = .cancelled
            finger.timestamp = VirtualClock.shared.now
        }
        let all = Set(touches)
        let event = UITouchesEvent(touches: all, timestamp: touch.timestamp)
        deliver { $0.touchesCancelled(all, with: event) }
        deliverToView({ $0.touchesCancelled(all, with: event) }, event: event)
        control?.trackingTouchCancelled(with: event)
        finish()
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    private func update(_ touch: UITouch, to point: CGPoint, phase: UITouch.Phase) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.timestamp = VirtualClock.shared.now
        touch.phase = phase
    }

    /// Delivers to every recognizer still following the touch; one that begins fails the excluded others.
    private func deliver(_ send: (UIGestureRecognizer) -> Void) {
        for recognizer in recognizers where recognizer.isEnabled {
            switch recognizer.state {
            case .possible, .began, .changed:
                let before = recognizer.state
                send(recognizer)
                if before == .possible, recognizer.state == .began || recognizer.state == .ended {
                    recognizer.failPeersExcludedBy(recognizer)
                }
            default:
                continue
            }
        }
    }

    /// Sends the event to the hit view's responder methods (whose defaults pass it up the responder chain), as
    /// UIKit does after the recognizers saw it; once a recognizer that cancels touches in its view has
    /// recognized, the view gets `touchesCancelled` instead and nothing more.
    private func deliverToView(_ send: (UIView) -> Void, event: UITouchesEvent) {
        guard let view = touchedView else { return }
        let recognized = recognizers.contains { recognizer in
            recognizer.cancelsTouchesInView
                && [.began, .changed, .ended].contains(recognizer.state)
        }
        guard recognized else {
            send(view)
            return
        }
        touchedView = nil
        let phases = touches.map(\.phase)
        for finger in touches { finger.phase = .cancelled }
        view.touchesCancelled(Set(touches), with: event)
        for (finger, phase) in zip(touches, phases) { finger.phase = phase }
    }

    /// The nearest enabled control at or above `view`, which the touch goes to through the responder chain.
    private static func trackingControl(from view: UIView?) -> UIControl? {
        var current = view
        while let view = current {
            if let control = view as? UIControl { return control.isEnabled ? control : nil }
            current = view.superview
        }
        return nil
    }

    private static func isSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Cancels the control's tracking once a recognizer recognized with `cancelsTouchesInView`; returns
    /// whether the control no longer follows the touch.
    private func cancelControlIfTakenOver(with event: UIEvent) -> Bool {
        guard let control else { return true }
        let takenOver = recognizers.contains {
            $0.cancelsTouchesInView && ($0.state == .began || $0.state == .changed || $0.state == .ended)
        }
        guard takenOver else { return false }
        self.control = nil
        control.trackingTouchCancelled(with: event)
        return true
    }

    private func finish() {
        hasEnded = true
        touchedView = nil
        control = nil
        for recognizer in recognizers where !recognizer.awaitsFurtherTouches {
            recognizer.reset()
            recognizer.resetState()
        }
        recognizers.removeAll()
    }
}
