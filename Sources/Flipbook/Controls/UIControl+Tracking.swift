import Foundation

// How a control follows a finger, as UIKit's UIControl does in its touch handlers: highlighted while the
// finger is down inside, `.touchDown` (`.touchDownRepeat` for a repeated tap), `.touchDragInside`/
// `.touchDragOutside` on moves (`.touchDragEnter`/`.touchDragExit` when crossing), and `.touchUpInside`
// (with `.primaryActionTriggered` for buttons) or `.touchUpOutside` when it lifts, `.touchCancel` when the
// system cancels it. `ScriptedTouch` calls these for the control nearest the touched view.

extension UIControl {
    /// How far outside its bounds a finger still counts as inside the control (UIKit's slop).
    static let touchSlop: CGFloat = 70

    /// Whether `touch` is inside the bounds grown by ``touchSlop``.
    func slopContains(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(point)
    }

    /// The events sent when a tracked finger lifts inside (buttons also trigger their primary action).
    var touchUpInsideEvents: UIControl.Event {
        self is UIButton ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside
    }

    func trackingTouchBegan(_ touch: UITouch, with event: UIEvent) {
        guard isEnabled else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    func trackingTouchMoved(_ touch: UITouch, with event: UIEvent) {
        // A finger that did not move sends nothing (UIKit delivers no move without movement).
        guard isTracking, touch.windowLocation != touch.previousWindowLocation else { return }
        let wasInside = isTouchInside
        let inside = slopContains(touch.location(in: self))
        isTouchInside = inside
        isTracking = continueTracking(touch, with: event)
        guard isTracking else {
            isHighlighted = false
            return
        }
        isHighlighted = inside
        let dragEvent: UIControl.Event =
            switch (wasInside, inside) {
            case (true, true): .touchDragInside
            case (false, true): .touchDragEnter
            case (true, false): .touchDragExit
            case (false, false): .touchDragOutside
            }
        sendActions(for: dragEvent, with: event)
    }

    func trackingTouchEnded(_ touch: UITouch, with event: UIEvent) {
        let wasTracking = isTracking
        let inside = slopContains(touch.location(in: self))
        isTouchInside = inside
        isHighlighted = false
        guard wasTracking else { return }
        endTracking(touch, with: event)
        isTracking = false
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, with: event)
    }

    func trackingTouchCancelled(with event: UIEvent) {
        let wasTracking = isTracking
        isHighlighted = false
        isTracking = false
        guard wasTracking else { return }
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
    }
}
