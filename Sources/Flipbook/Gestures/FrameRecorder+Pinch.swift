import Foundation

extension FrameRecorder {
    /// Pinches two fingers over `duration` seconds, starting at the current time: they go down now side by
    /// side, `startDistance` points apart on a horizontal line through `center` (window coordinates), then
    /// move once per frame of the recorder's frame grid (linearly) until they are `endDistance` apart around
    /// `endCenter` (default: `center`), and finally lift, are cancelled or stay down (`ending`). A smaller
    /// `endDistance` pinches in, a larger one spreads the fingers. Returns the two-finger touch.
    @discardableResult
    public func pinch(
        at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval,
        movingTo endCenter: CGPoint? = nil, ending: DragEnding = .lift
    ) throws -> ScriptedTouch {
        let end = endCenter ?? center
        for point in [center, end] where !point.x.isFinite || !point.y.isFinite {
            throw TouchScriptError.invalidPoint(point)
        }
        for distance in [startDistance, endDistance] where !distance.isFinite || distance <= 0 {
            throw TouchScriptError.invalidPinchDistance(distance)
        }
        guard duration.isFinite, duration >= 0, duration * fps <= Self.maximumFrames else {
            throw TouchScriptError.invalidDuration(duration)
        }
        try validate()
        func fingers(at fraction: Double) -> [CGPoint] {
            let t = CGFloat(fraction)
            let middle = CGPoint(x: center.x + (end.x - center.x) * t, y: center.y + (end.y - center.y) * t)
            let half = (startDistance + (endDistance - startDistance) * t) / 2
            return [CGPoint(x: middle.x - half, y: middle.y), CGPoint(x: middle.x + half, y: middle.y)]
        }
        return try world.run {
            let hand = ScriptedTouch(window: window)
            hand.down(at: fingers(at: 0))
            let steps = Int((duration * fps).rounded())
            if steps == 0 {
                hand.move(to: fingers(at: 1))
                Self.end(hand, with: ending)
            }
            for step in stride(from: 1, through: steps, by: 1) {
                try advanceOneFrame(beforeCapture: {
                    hand.move(to: fingers(at: Double(step) / Double(steps)))
                    if step == steps { Self.end(hand, with: ending) }
                })
            }
            return hand
        }
    }
}
