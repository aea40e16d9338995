import Foundation

/// Recognizes two fingers moving apart or together: begins once the distance between them changed by
/// `UIPinchGestureRecognizer.hysteresis` points (8) since they went down, then reports `.changed` on every
/// move and `.ended` when a finger lifts. One finger alone never pinches (it fails when it lifts).
///
/// ``scale`` is the distance between the fingers over their distance when they went down (or since the last
/// time ``scale`` was set), ``velocity`` the change of scale per second over the latest move.
/// `FrameRecorder.pinch(at:from:to:duration:movingTo:ending:)` scripts one.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far (points) the distance between the fingers must change before a pinch begins. Estimate: UIKit
    /// begins a pinch after a few points of spread, less than a pan's 10.
    public static let hysteresis: CGFloat = 8

    /// The distance between the fingers that ``scale`` 1 stands for.
    private var baseSpan: CGFloat = 0
    /// The latest two (time, span) samples.
    private var samples: [(time: TimeInterval, span: CGFloat)] = []

    /// The distance between the fingers relative to when they went down; setting it makes the current
    /// distance read as that scale.
    open var scale: CGFloat {
        get {
            guard baseSpan > 0, let span = samples.last?.span else { return 1 }
            return span / baseSpan
        }
        set {
            guard newValue > 0, newValue.isFinite, let span = samples.last?.span, span > 0 else { return }
            baseSpan = span / newValue
        }
    }

    /// The change of ``scale`` per second over the latest move (negative while pinching in).
    open var velocity: CGFloat {
        guard samples.count >= 2, baseSpan > 0 else { return 0 }
        let a = samples[samples.count - 2]
        let b = samples[samples.count - 1]
        let dt = b.time - a.time
        return dt > 0 ? (b.span - a.span) / baseSpan / CGFloat(dt) : 0
    }

    /// Starts measuring once the second finger is down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let span = currentSpan, let time = touches.firstFinger?.timestamp else { return }
        baseSpan = span
        samples = [(time, span)]
    }

    /// Begins once the fingers spread or closed far enough, then reports `.changed` on each move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let span = currentSpan, let time = touches.firstFinger?.timestamp, baseSpan > 0 else { return }
        if let last = samples.last, last.time == time {
            samples[samples.count - 1] = (time, span)
        } else {
            samples.append((time, span))
        }
        if samples.count > 2 { samples.removeFirst(samples.count - 2) }
        switch state {
        case .possible:
            if abs(span - baseSpan) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A finger lifted: a pinch that began ends; one that never began fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        settleContinuousGesture(finished: true)
    }

    /// The touches were cancelled: a pinch that began is cancelled; one that never began fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        settleContinuousGesture(finished: false)
    }

    /// Forgets the fingers' distance and the velocity samples.
    open override func reset() {
        super.reset()
        baseSpan = 0
        samples.removeAll()
    }

    /// The distance between the first two tracked fingers, while two are down.
    private var currentSpan: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation
        let b = trackedTouches[1].windowLocation
        return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
