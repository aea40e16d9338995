import Foundation

/// A pan that starts at an edge of the screen: the touch must go down within
/// `UIScreenEdgePanGestureRecognizer.edgeWidth` points (20) of one of `edges` of its window, and the pan
/// begins once it moved `UIPanGestureRecognizer.hysteresis` points away from that edge, more across the
/// edge than along it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to the edge (points) the touch must start.
    public static let edgeWidth: CGFloat = 20

    /// The edges the recognizer listens to. Default: none (it never begins), as in UIKit.
    open var edges: UIRectEdge = []

    /// The edge the current touch started at, if any.
    private var startEdge: UIRectEdge = []

    /// Fails at once unless the touch went down near one of `edges`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.firstFinger, let window = touch.window else { return }
        let p = touch.windowLocation
        let size = window.bounds.size
        var near: UIRectEdge = []
        if p.x <= Self.edgeWidth { near.insert(.left) }
        if p.x >= size.width - Self.edgeWidth { near.insert(.right) }
        if p.y <= Self.edgeWidth { near.insert(.top) }
        if p.y >= size.height - Self.edgeWidth { near.insert(.bottom) }
        startEdge = near.intersection(edges)
        if startEdge.isEmpty, state == .possible { state = .failed }
    }

    override func shouldBegin(with touch: UITouch) -> Bool {
        guard super.shouldBegin(with: touch) else { return false }
        let dx = touch.windowLocation.x - windowOrigin.x
        let dy = touch.windowLocation.y - windowOrigin.y
        if startEdge.contains(.left), dx > 0, abs(dx) > abs(dy) { return true }
        if startEdge.contains(.right), dx < 0, abs(dx) > abs(dy) { return true }
        if startEdge.contains(.top), dy > 0, abs(dy) > abs(dx) { return true }
        if startEdge.contains(.bottom), dy < 0, abs(dy) > abs(dx) { return true }
        return false
    }

    /// Forgets the starting edge.
    open override func reset() {
        super.reset()
        startEdge = []
    }
}
