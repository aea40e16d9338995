import Foundation

extension FrameRecorder {
    /// Taps one finger at `point` (window coordinates) `count` times (default 1; 2 for a double tap): each
    /// tap goes down and lifts one frame later (that frame is captured while the finger is down, when a
    /// recording runs), and the next tap goes down as soon as the previous one lifted. Returns the last
    /// tap's touch.
    @discardableResult
    public func tap(at point: CGPoint, count: Int = 1) throws -> ScriptedTouch {
        guard point.x.isFinite, point.y.isFinite else { throw TouchScriptError.invalidPoint(point) }
        guard count >= 1 else { throw TouchScriptError.invalidTapCount(count) }
        return try world.run {
            let fingers = (0..<count).map { _ in ScriptedTouch(window: window) }
            for finger in fingers {
                finger.down(at: point)
                try advanceOneFrame(beforeCapture: { finger.up() })
            }
            return fingers[count - 1]
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
