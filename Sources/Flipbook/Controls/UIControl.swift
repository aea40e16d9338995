import Foundation

/// The base of views that show a state (enabled, selected, highlighted) and send actions for events, as
/// UIKit's `UIControl`: target-action pairs (`addTarget(_:action:for:)`, in method-reference form) and
/// `UIAction`s (`addAction(_:for:)`). Scripted fingers (`FrameRecorder.tap(at:)`, `drag(from:to:duration:)`)
/// track the control as UIKit does: highlighted while the finger is down inside, `.touchDown`, the drag
/// events and `.touchUpInside` or `.touchUpOutside` (70 points of slop around the bounds count as inside).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// A control's state, as UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control is enabled (true by default); disabled controls draw dimmed.
    open var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            storedIsEnabled = newValue
            stateDidChange()
        }
    }
    private var storedIsEnabled: Bool = true

    /// Whether the control is selected.
    open var isSelected: Bool {
        get { storedIsSelected }
        set {
            storedIsSelected = newValue
            stateDidChange()
        }
    }
    private var storedIsSelected: Bool = false

    /// Whether the control is highlighted (as while touched).
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set {
            storedIsHighlighted = newValue
            stateDidChange()
        }
    }
    private var storedIsHighlighted: Bool = false

    /// The current state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Whether a finger is being tracked (between `beginTracking` returning true and the end of the touch).
    open internal(set) var isTracking = false

    /// Whether the tracked finger is inside the control's bounds (70 points of slop around them count as inside).
    open internal(set) var isTouchInside = false

    /// The target-action pairs, in the order they were added.
    var targetActions: [ControlTargetAction] = []
    /// The `UIAction`s and their events, in the order they were added.
    var registeredActions: [ControlRegisteredAction] = []

    /// A control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Tracking

    /// A finger touched down in the control; return whether to track it (true by default).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked finger moved; return whether to keep tracking it (true by default).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked finger lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked finger was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Called when ``state`` may have changed; subclasses redraw.
    func stateDidChange() {}
}
