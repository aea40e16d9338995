import Foundation

/// How a scripted drag ends.
public enum DragEnding: Sendable {
    /// The finger lifts at the last point (gestures end in `.ended`).
    case lift
    /// The system cancels the touch at the last point (gestures end in `.cancelled`).
    case cancel
    /// The finger stays down; continue with the returned `ScriptedTouch`.
    case hold
}

/// A scripted input that cannot be performed.
public enum TouchScriptError: Error, Equatable, CustomStringConvertible {
    /// A drag needs at least one point.
    case noPoints
    /// The duration is negative, not finite, or longer than `FrameRecorder.maximumFrames` frames.
    case invalidDuration(TimeInterval)
    /// A point is not finite.
    case invalidPoint(CGPoint)
    /// A drag was continued with a finger that is not down (it never went down, lifted, or was ignored).
    case fingerNotDown
    /// A swipe was given no direction.
    case noDirection
    /// A tap was asked for fewer than one time.
    case invalidTapCount(Int)
    /// A pinch's distance between the fingers is not finite or not positive.
    case invalidPinchDistance(CGFloat)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noPoints: return "a drag needs at least one point"
        case .invalidDuration(let duration): return "drag duration \(duration) must be finite and not negative"
        case .invalidPoint(let point): return "drag point \(point) is not finite"
        case .fingerNotDown: return "the drag continues a finger that is not on the screen"
        case .noDirection: return "a swipe needs a direction: right, left, up or down"
        case .invalidTapCount(let count): return "tap count \(count) must be at least 1"
        case .invalidPinchDistance(let distance):
            return "pinch distance \(distance) between the fingers must be finite and more than 0"
        }
    }
}

extension FrameRecorder {
    /// Drags one finger in a straight line from `start` to `end` (window coordinates) over `duration`
    /// seconds, starting at the current time: the finger goes down at `start` now, then moves once per frame
    /// of the recorder's frame grid (linearly, reaching `end` on the last frame) and finally lifts, is
    /// cancelled or stays down (`ending`). Each move is delivered at its frame's time before that frame is
    /// captured, so a recording running meanwhile gets one frame per touch sample. Returns the touch.
    @discardableResult
    public func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval,
        ending: DragEnding = .lift
    ) throws -> ScriptedTouch {
        try drag(through: [start, end], duration: duration, ending: ending)
    }

    /// Drags one finger along the polyline `points` (window coordinates) at constant speed over `duration`
    /// seconds (see `drag(from:to:duration:ending:)`). A single point presses and holds it in place.
    @discardableResult
    public func drag(
        through points: [CGPoint], duration: TimeInterval,
        ending: DragEnding = .lift
    ) throws -> ScriptedTouch {
        guard let first = points.first else { throw TouchScriptError.noPoints }
        try validate(points, duration)
        return try world.run {
            let finger = ScriptedTouch(window: window)
            finger.down(at: first)
            try move(finger, along: TouchPath(points), duration: duration, ending: ending)
            return finger
        }
    }

    /// Continues the drag of a finger left down by `ending: .hold`: from where it is, along `points`
    /// (window coordinates) at constant speed over `duration` seconds, one move per frame (see
    /// `drag(from:to:duration:ending:)`).
    @discardableResult
    public func drag(
        _ finger: ScriptedTouch, through points: [CGPoint], duration: TimeInterval,
        ending: DragEnding = .lift
    ) throws -> ScriptedTouch {
        guard !points.isEmpty else { throw TouchScriptError.noPoints }
        try validate(points, duration)
        guard let start = finger.currentLocation else { throw TouchScriptError.fingerNotDown }
        try world.run { try move(finger, along: TouchPath([start] + points), duration: duration, ending: ending) }
        return finger
    }

    private func validate(_ points: [CGPoint], _ duration: TimeInterval) throws {
        guard duration.isFinite, duration >= 0, duration * fps <= Self.maximumFrames else {
            throw TouchScriptError.invalidDuration(duration)
        }
        if let bad = points.first(where: { !$0.x.isFinite || !$0.y.isFinite }) {
            throw TouchScriptError.invalidPoint(bad)
        }
        try validate()
    }

    private func move(_ finger: ScriptedTouch, along path: TouchPath, duration: TimeInterval, ending: DragEnding) throws
    {
        let steps = Int((duration * fps).rounded())
        if steps > 0 {
            for step in 1...steps {
                try advanceOneFrame(beforeCapture: {
                    finger.move(to: path.point(at: Double(step) / Double(steps)))
                    if step == steps { Self.end(finger, with: ending) }
                })
            }
        } else {
            finger.move(to: path.point(at: 1))
            Self.end(finger, with: ending)
        }
    }

    static func end(_ finger: ScriptedTouch, with ending: DragEnding) {
        switch ending {
        case .lift: finger.up()
        case .cancel: finger.cancel()
        case .hold: break
        }
    }
}

/// A polyline walked at constant speed: `point(at:)` maps 0…1 to the point that far along its length.
struct TouchPath {
    private let points: [CGPoint]
    private let cumulative: [CGFloat]

    init(_ points: [CGPoint]) {
        self.points = points
        var lengths: [CGFloat] = [0]
        for index in points.indices.dropFirst() {
            let a = points[index - 1]
            let b = points[index]
            lengths.append(lengths[index - 1] + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
        }
        cumulative = lengths
    }

    /// The point at `fraction` (clamped to 0…1) of the path's length.
    func point(at fraction: Double) -> CGPoint {
        guard let total = cumulative.last, total > 0 else { return points[points.count - 1] }
        let target = total * CGFloat(min(max(fraction, 0), 1))
        guard let index = cumulative.firstIndex(where: { $0 >= target }), index > 0 else { return points[0] }
        let a = points[index - 1]
        let b = points[index]
        let span = cumulative[index] - cumulative[index - 1]
        let t = span > 0 ? (target - cumulative[index - 1]) / span : 1
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
