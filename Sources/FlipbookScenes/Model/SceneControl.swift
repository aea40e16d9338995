/// A standard control a scene view can be (besides ``SceneView/switchIsOn``, the switch): the `segmented`,
/// `slider`, `progress` and `activity` view fields.
public enum SceneControl: Sendable, Hashable {
    /// A `UISegmentedControl` with these titles and the selected segment (`-1`: none).
    case segmented(segments: [String], selected: Int)
    /// A `UISlider` from 0 to 1 at `value`.
    case slider(value: Double)
    /// A `UIProgressView` (`.default` style) showing `progress`, 0 to 1.
    case progress(Double)
    /// A `UIActivityIndicatorView` (`.medium`), spinning or stopped (hidden when stopped, as UIKit's default).
    case activity(isAnimating: Bool)

    /// The kind as written in scene files (`segmented`, `slider`, `progress`, `activity`).
    public var kind: SceneControlKind {
        switch self {
        case .segmented: .segmented
        case .slider: .slider
        case .progress: .progress
        case .activity: .activity
        }
    }
}

/// The kinds of control a scene action can change, named as the view fields that make them.
public enum SceneControlKind: String, Sendable, CaseIterable {
    /// A `UISwitch` (`switch:`).
    case `switch`
    /// A `UISegmentedControl` (`segmented:`).
    case segmented
    /// A `UISlider` (`slider:`).
    case slider
    /// A `UIProgressView` (`progress:`).
    case progress
    /// A `UIActivityIndicatorView` (`activity:`).
    case activity

    /// The field of an action that changes this kind of control.
    public var actionField: String {
        switch self {
        case .switch: "on"
        case .segmented: "selected"
        case .slider: "value"
        case .progress: "progress"
        case .activity: "animating"
        }
    }
}

/// One scene action: at `time` seconds, a control of a controller changes as an app changes it in code
/// (`setOn(_:animated:)`, a segmented control's selection in an animation, `setValue(_:animated:)`,
/// `setProgress(_:animated:)`, `startAnimating()` / `stopAnimating()`).
public struct SceneControlAction: Sendable, Hashable {
    /// What the control becomes.
    public enum Change: Sendable, Hashable {
        /// A switch turns on or off.
        case on(Bool)
        /// A segmented control selects this segment.
        case selected(Int)
        /// A slider moves to this value (0 to 1).
        case value(Double)
        /// A progress view shows this progress (0 to 1).
        case progress(Double)
        /// An activity indicator starts or stops spinning.
        case animating(Bool)

        /// The kind of control this change applies to.
        public var kind: SceneControlKind {
            switch self {
            case .on: .switch
            case .selected: .segmented
            case .value: .slider
            case .progress: .progress
            case .animating: .activity
            }
        }
    }

    /// Seconds after frame 0 (the same clock as the transition's `start`).
    public var time: Double
    /// The controller holding the control.
    public var controller: String
    /// The control's view `id` in that controller.
    public var view: String
    /// What the control becomes.
    public var change: Change
    /// Whether the change animates as UIKit animates it (default true).
    public var animated: Bool

    /// An action changing the control `view` of `controller` at `time`.
    public init(time: Double, controller: String, view: String, change: Change, animated: Bool = true) {
        self.time = time
        self.controller = controller
        self.view = view
        self.change = change
        self.animated = animated
    }
}
