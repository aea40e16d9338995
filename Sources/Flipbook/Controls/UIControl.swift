import Foundation

/// The base of views that show a state (enabled, selected, highlighted), as UIKit's `UIControl`.
/// Flipbook draws controls in each state; it does not deliver control events (target-action), so the
/// states are set by code.
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

    /// A control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called when ``state`` may have changed; subclasses redraw.
    func stateDidChange() {}
}
