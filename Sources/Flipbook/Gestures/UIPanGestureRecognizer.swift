import Foundation

/// Recognizes a drag: begins once the touch moved `UIPanGestureRecognizer.hysteresis` points (10) from
/// where it went down, then reports `.changed` on every move and `.ended` when the finger lifts.
///
/// `translation(in:)` is the movement since the touch went down (or since the last
/// `setTranslation(_:in:)`), `velocity(in:)` the speed of the latest move in points per second.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far (points) a touch must move before a pan begins.
    public static let hysteresis: CGFloat = 10

    /// The fewest touches the pan accepts. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most touches the pan accepts. Default: unlimited.
    open var maximumNumberOfTouches = Int.max

    /// Where the translation is measured from, in window coordinates.
    private var origin: CGPoint = .zero
    /// The latest two (time, window location) samples.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// The start point and the latest point, in window coordinates, of the touch being tracked.
    private var current: CGPoint { samples.last?.point ?? origin }

    /// The movement since the gesture's start (or the last `setTranslation(_:in:)`), in `view`'s coordinate
    /// system (window coordinates when `view` is `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        vector(from: origin, to: current, in: view)
    }

    /// Makes the current translation read `translation` (in `view`'s coordinate system).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = windowVector(translation, from: view)
        origin = CGPoint(x: current.x - inWindow.x, y: current.y - inWindow.y)
    }

    /// The velocity of the latest move, in points per second in `view`'s coordinate system (zero before
    /// the touch moved).
    open func velocity(in view: UIView?) -> CGPoint {
        guard samples.count >= 2 else { return .zero }
        let a = samples[samples.count - 2]
        let b = samples[samples.count - 1]
        let dt = b.time - a.time
        guard dt > 0 else { return .zero }
        let delta = vector(from: a.point, to: b.point, in: view)
        return CGPoint(x: delta.x / CGFloat(dt), y: delta.y / CGFloat(dt))
    }

    /// Starts measuring from where the touch went down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.firstFinger, state == .possible else { return }
        origin = touch.windowLocation
        samples = [(touch.timestamp, touch.windowLocation)]
        if numberOfTouches > maximumNumberOfTouches { state = .failed }
    }

    /// Begins once the touch moved far enough, then reports `.changed` on each move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.firstFinger else { return }
        record(touch)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, shouldBegin(with: touch) else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a pan that began (`.ended`); one that never began fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.firstFinger { record(touch) }
        super.touchesEnded(touches, with: event)
        settleContinuousGesture(finished: true)
    }

    /// Cancels a pan that began (`.cancelled`); one that never began fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        settleContinuousGesture(finished: false)
    }

    /// Forgets the translation origin and the velocity samples.
    open override func reset() {
        super.reset()
        samples.removeAll()
        origin = .zero
    }

    /// Whether a move to `touch`'s location starts the pan (subclasses narrow it).
    func shouldBegin(with touch: UITouch) -> Bool {
        let dx = touch.windowLocation.x - origin.x
        let dy = touch.windowLocation.y - origin.y
        return (dx * dx + dy * dy).squareRoot() >= Self.hysteresis
    }

    /// The window-coordinate start point of the pan.
    var windowOrigin: CGPoint { origin }

    private func record(_ touch: UITouch) {
        if let last = samples.last, last.time == touch.timestamp {
            samples[samples.count - 1] = (touch.timestamp, touch.windowLocation)
        } else {
            samples.append((touch.timestamp, touch.windowLocation))
        }
        if samples.count > 2 { samples.removeFirst(samples.count - 2) }
    }

    /// The vector from `a` to `b` (window coordinates) expressed in `view`'s coordinate system.
    private func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = view.window ?? self.view?.window else {
            return CGPoint(x: b.x - a.x, y: b.y - a.y)
        }
        let pa = view.convert(a, from: window)
        let pb = view.convert(b, from: window)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    /// A vector in `view`'s coordinate system expressed in window coordinates.
    private func windowVector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = view.window ?? self.view?.window else { return v }
        let p0 = view.convert(CGPoint.zero, to: window)
        let p1 = view.convert(v, to: window)
        return CGPoint(x: p1.x - p0.x, y: p1.y - p0.y)
    }
}
