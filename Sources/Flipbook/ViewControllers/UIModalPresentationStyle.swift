import Foundation

/// How a presented view controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole window; the presenting view controller's view is removed when the presentation
    /// ends (and put back by the dismissal). Flipbook's default.
    case fullScreen = 0
    /// Covers the view of the view controller that defines the presentation context (or the root's);
    /// that view is removed when the presentation ends.
    case currentContext = 3
    /// A presentation managed by the presentation controller from the transitioning delegate (or a plain
    /// `UIPresentationController`); the presenter's view stays and `view(forKey:)` is `nil` for it.
    case custom = 4
    /// Like `.fullScreen`, but the presenter's view stays underneath (`view(forKey:)` is `nil` for it).
    case overFullScreen = 5
    /// Like `.currentContext`, but the covered view stays underneath (`view(forKey:)` is `nil` for it).
    case overCurrentContext = 6
    /// No adaptation (used by pushes and tab switches, whose context reports `.custom`, as UIKit does).
    case none = -1
    /// The system's choice; Flipbook chooses `.fullScreen` (UIKit chooses a sheet on iOS 13+, which
    /// Flipbook does not draw).
    case automatic = -2

    /// The style actually used for a presentation.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .none: return .fullScreen
        default: return self
        }
    }

    /// Whether the presentation covers only the presentation context's view.
    var isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The default animation of a presentation that has no custom animator.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom; it slides down on dismissal.
    case coverVertical = 0
    /// The presenting view flips around the vertical axis to reveal the presented view on its back.
    case flipHorizontal = 1
    /// The presented view fades in; it fades out on dismissal.
    case crossDissolve = 2
    /// The presenting view curls up from the bottom like a page to reveal the presented view.
    case partialCurl = 3
}
