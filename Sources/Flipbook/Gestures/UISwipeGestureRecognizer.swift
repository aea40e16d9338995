import Foundation

/// Recognizes a swipe: one finger moving at least ``minimumDistance`` points (50) in one of ``direction``'s
/// directions within ``maximumDuration`` seconds (0.5) of touching down, straying at most half as far
/// across it. A discrete gesture: its actions run once, with `.recognized`, while the finger is still
/// moving; a finger that lifts early, goes the wrong way or is too slow fails it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions a swipe may take, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far the finger must travel, in points.
    public static let minimumDistance: CGFloat = 50
    /// How long the finger may take, in seconds.
    public static let maximumDuration: TimeInterval = 0.5

    /// The permitted directions. Default `.right`, as in UIKit.
    open var direction: Direction = .right

    private var start: CGPoint = .zero
    private var startTime: TimeInterval = 0

    /// Remembers where and when the touch went down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.firstFinger else { return }
        start = touch.windowLocation
        startTime = touch.timestamp
    }

    /// Recognizes the swipe once it went far enough, fast enough, in a permitted direction.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.firstFinger else { return }
        if touch.timestamp - startTime > Self.maximumDuration {
            state = .failed
            return
        }
        let dx = touch.windowLocation.x - start.x
        let dy = touch.windowLocation.y - start.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy)
        let across = horizontal ? abs(dy) : abs(dx)
        let heading: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        if along >= UIPanGestureRecognizer.hysteresis, !direction.contains(heading) || across > along / 2 {
            state = .failed
        } else if along >= Self.minimumDistance {
            state = .recognized
        }
    }

    /// A finger that lifts before the swipe was recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// A cancelled touch is not a swipe.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }
}
