import Foundation

/// One finger on the screen, as UIKit's `UITouch`: where it is, where it was, and the view it started in.
/// Flipbook creates touches from scripted input (`FrameRecorder.drag(from:to:duration:ending:)`).
@preconcurrency @MainActor
public final class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began
        /// The finger moved.
        case moved
        /// The finger is down but did not move since the last event.
        case stationary
        /// The finger left the screen.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The phase of the latest event.
    public internal(set) var phase: Phase = .began
    /// When the latest event happened (virtual seconds).
    public internal(set) var timestamp: TimeInterval
    /// The view the touch started in (the hit-test result), if any.
    public internal(set) weak var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// Which tap of a quick series at about the same place this touch is: 2 for the second tap of a double
    /// tap (a tap that went down within `UITapGestureRecognizer.maximumTapInterval` of the previous tap's
    /// lift and `maximumTapDistance` of where it went down), 1 otherwise.
    public internal(set) var tapCount = 1

    /// Which finger of its scripted gesture the touch is (0: the first), so that code reading a set of
    /// touches takes them in a fixed order.
    var fingerIndex = 0
    /// The position in window coordinates.
    var windowLocation: CGPoint
    /// The position before the latest move, in window coordinates.
    var previousWindowLocation: CGPoint

    init(window: UIWindow, view: UIView?, location: CGPoint, timestamp: TimeInterval) {
        self.window = window
        self.view = view
        windowLocation = location
        previousWindowLocation = location
        self.timestamp = timestamp
        super.init()
    }

    /// The touch's position in `view`'s coordinates (window coordinates when `view` is `nil`).
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// The position before the latest move, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let window else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }
}

/// A touch event: the set of touches of the latest change (Flipbook scripts one finger at a time).
@preconcurrency @MainActor
public final class UITouchesEvent: UIEvent {
    /// The touches of this event.
    public let touches: Set<UITouch>

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        self.touches = touches
        super.init(type: .touches, timestamp: timestamp)
    }

    /// The touches of the event.
    public var allTouches: Set<UITouch>? { touches }
}

extension Set where Element == UITouch {
    /// The touches by finger (a `Set`'s own order changes from run to run).
    @MainActor var inFingerOrder: [UITouch] { sorted { $0.fingerIndex < $1.fingerIndex } }
    /// The first finger's touch.
    @MainActor var firstFinger: UITouch? { self.min { $0.fingerIndex < $1.fingerIndex } }
}
