import Foundation

/// How a presented view controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole window; the presenting view controller's view is removed when the presentation
    /// ends (and put back by the dismissal). UIKit's default before iOS 13; set it to get that look back.
    case fullScreen = 0
    /// A sheet (iOS 13+ on iPhone): a card with rounded top corners rises below the status bar, the
    /// presenter's view shrinks back into a card of its own behind a dimming view, and a downward swipe
    /// dismisses it (see ``UISheetPresentationController``).
    case pageSheet = 1
    /// On iPhone in portrait (compact width) the same sheet as `.pageSheet`, as iOS draws it.
    case formSheet = 2
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
    /// A popover (see ``UIPopoverPresentationController``): a bubble with an arrow pointing at its source. On
    /// iPhone it adapts to a sheet unless the presentation controller's delegate answers `.none`.
    case popover = 7
    /// No adaptation (used by pushes and tab switches, whose context reports `.custom`, as UIKit does).
    case none = -1
    /// The system's choice, and `UIViewController`'s default since iOS 13: a page sheet for an ordinary view
    /// controller (see `UIViewController.resolvedModalPresentationStyle` for the whole rule).
    case automatic = -2

    /// Whether the (resolved) style presents a sheet: `.pageSheet` or `.formSheet`.
    var isSheet: Bool { self == .pageSheet || self == .formSheet }

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
