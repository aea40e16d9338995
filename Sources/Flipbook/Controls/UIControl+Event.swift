import Foundation

extension UIControl {
    /// The events a control sends to its targets, as UIKit's `UIControl.Event` (same bits).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again in quick succession (a touch whose tap count is above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved while inside the control's bounds (with UIKit's 70-point slop).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved while outside the control's bounds (with UIKit's 70-point slop).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged from outside the control's bounds to inside them.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged from inside the control's bounds to outside them.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control's bounds (with UIKit's 70-point slop).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control's bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch (a gesture recognizer took it over).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button's tap, after `.touchUpInside`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered (UIKit's `.menuActionTriggered`).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began (text fields).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The edited text changed (text fields).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (text fields).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (text fields).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The range left for the application's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The range reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
