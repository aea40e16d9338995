import Foundation

/// Recognizes a single tap: the finger goes down and lifts without moving more than
/// `UIPanGestureRecognizer.hysteresis` points (10). A discrete gesture: its actions run once, with
/// `.recognized` (`.ended`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    private var start: CGPoint = .zero

    /// Remembers where the touch went down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { start = touch.windowLocation }
    }

    /// Fails once the touch moved too far.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let dx = touch.windowLocation.x - start.x
        let dy = touch.windowLocation.y - start.y
        if (dx * dx + dy * dy).squareRoot() > UIPanGestureRecognizer.hysteresis { state = .failed }
    }

    /// Recognizes the tap when the finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .recognized }
    }

    /// A cancelled touch is not a tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }
}
