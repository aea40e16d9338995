import Foundation

/// Recognizes a single tap: the finger goes down and lifts without moving more than
/// `UIPanGestureRecognizer.hysteresis` points (10). A discrete gesture: its actions run once, with
/// `.recognized` (`.ended`).
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    private var start: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { start = touch.windowLocation }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let dx = touch.windowLocation.x - start.x, dy = touch.windowLocation.y - start.y
        if (dx * dx + dy * dy).squareRoot() > UIPanGestureRecognizer.hysteresis { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .recognized }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }
}
