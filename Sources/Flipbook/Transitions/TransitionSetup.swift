import Foundation

/// Everything fixed about a transition before it starts: who takes part, where it happens and the
/// frames the context reports. Built by the container (navigation, tab bar, presentation) and handed to
/// `TransitionDriver`.
@MainActor
struct TransitionSetup {
    /// The operation.
    var kind: TransitionKind
    /// The view controller on screen at the start.
    var fromViewController: UIViewController
    /// The view controller on screen at the end.
    var toViewController: UIViewController
    /// Where the animations happen.
    var containerView: UIView
    /// `view(forKey: .from)`: `nil` when the animator must leave the from view controller's view alone.
    var fromView: UIView?
    /// `view(forKey: .to)`: `nil` when the animator must leave the to view controller's view alone.
    var toView: UIView?
    /// `initialFrame(for:)` of the from view controller (the to view controller's is `.zero`).
    var fromInitialFrame: CGRect
    /// `finalFrame(for:)` of the to view controller (the from view controller's is `.zero` unless set).
    var toFinalFrame: CGRect
    /// `finalFrame(for:)` of the from view controller; `.zero` when it leaves the screen.
    var fromFinalFrame: CGRect = .zero
    /// `initialFrame(for:)` of the to view controller; `.zero` when it is not on screen at the start.
    var toInitialFrame: CGRect = .zero
    /// `isAnimated`.
    var isAnimated: Bool
    /// `presentationStyle`.
    var presentationStyle: UIModalPresentationStyle
    /// The container view controller that runs the transition (navigation or tab bar controller), if any.
    var owner: UIViewController?
    /// Layers outside the container that an interactive transition scrubs too (e.g. the navigation bar).
    var extraScrubbedLayers: [CALayer] = []

    /// The views whose properties are restored after a cancelled transition.
    var participatingViews: [UIView] {
        var views: [UIView] = []
        for view in [fromViewController.viewIfLoaded, toViewController.viewIfLoaded, fromView, toView] {
            if let view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        return views
    }
}
