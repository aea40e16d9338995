import Foundation

/// An input event passed to hit testing, as UIKit's `UIEvent`. Open so the gesture layer can subclass it
/// to carry touches.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        /// A touch event.
        case touches
        /// A motion event (shake).
        case motion
        /// A remote-control event.
        case remoteControl
        /// A hardware key press.
        case presses
    }

    /// The kind of event.
    open var type: EventType
    /// When the event happened, in virtual seconds (`CACurrentMediaTime()`).
    open var timestamp: TimeInterval

    /// An event of `type` at `timestamp`.
    public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
        self.type = type
        self.timestamp = timestamp
        super.init()
    }
}
