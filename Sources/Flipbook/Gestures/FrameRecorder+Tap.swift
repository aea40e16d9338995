import Foundation

extension FrameRecorder {
    /// Taps one finger at `point` (window coordinates): it goes down now and lifts one frame later (that
    /// frame is captured while the finger is down, when a recording runs). Returns the touch.
    @discardableResult
    public func tap(at point: CGPoint) throws -> ScriptedTouch {
        guard point.x.isFinite, point.y.isFinite else { throw TouchScriptError.invalidPoint(point) }
        return try world.run {
            let finger = ScriptedTouch(window: window)
            finger.down(at: point)
            try advanceOneFrame(beforeCapture: { finger.up() })
            return finger
        }
    }

    /// Swipes one finger `distance` points (default 120) from `start` (window coordinates) in `direction`
    /// (one direction; the first of right, left, up, down when several are given) over `duration` seconds
    /// (default 0.15), then lifts it: a drag fast enough for `UISwipeGestureRecognizer`.
    @discardableResult
    public func swipe(
        _ direction: UISwipeGestureRecognizer.Direction, from start: CGPoint, distance: CGFloat = 120,
        duration: TimeInterval = 0.15
    ) throws -> ScriptedTouch {
        let offset: CGPoint
        if direction.contains(.right) {
            offset = CGPoint(x: distance, y: 0)
        } else if direction.contains(.left) {
            offset = CGPoint(x: -distance, y: 0)
        } else if direction.contains(.up) {
            offset = CGPoint(x: 0, y: -distance)
        } else if direction.contains(.down) {
            offset = CGPoint(x: 0, y: distance)
        } else {
            throw TouchScriptError.noDirection
        }
        return try drag(from: start, to: CGPoint(x: start.x + offset.x, y: start.y + offset.y), duration: duration)
    }
}
