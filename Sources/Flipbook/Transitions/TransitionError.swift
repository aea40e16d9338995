import Foundation

/// A misuse of the transition API that UIKit would answer with a hang, an exception or a console
/// warning. Flipbook reports it through `TransitionDiagnostics` and keeps running.
public enum TransitionError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The animator (named by its type) never called `completeTransition(_:)` within the time limit.
    /// The engine then ended the transition as cancelled so that the app is not stuck.
    case neverCompleted(animator: String, after: TimeInterval)
    /// An interactive transition's interaction controller (named by its type) reported no progress, and
    /// did not finish or cancel, for the idle limit; the engine ended the transition as cancelled.
    case interactionStalled(interaction: String, after: TimeInterval)
    /// `completeTransition(_:)` was called again on a transition that had already ended (the call is ignored).
    case completedTwice(animator: String)
    /// A transition was requested while another one was running; the request was refused (UIKit
    /// refuses overlapping presentations with a warning and corrupts navigation stacks).
    case transitionInProgress(requested: String, running: String)
    /// A presentation was requested from a view controller that is already presenting another one.
    case alreadyPresenting(presenter: String, presented: String)
    /// A view controller that is already presented, or already in a container, was presented or pushed again.
    case viewControllerInUse(String)
    /// A navigation or tab-bar request named a view controller that it does not contain, or an index out of range.
    case invalidRequest(String)
    /// An interaction controller was used outside a transition it started, or twice.
    case interactionMisuse(String)

    /// A one-line explanation naming the objects involved.
    public var description: String {
        switch self {
        case .neverCompleted(let animator, let after):
            return
                """
                \(animator) never called completeTransition(_:) (waited \(after) s of virtual time); \
                the transition was ended as cancelled
                """
        case .interactionStalled(let interaction, let after):
            return
                """
                \(interaction) drove an interactive transition but reported nothing \
                for \(after) s of virtual time; the transition was ended as cancelled
                """
        case .completedTwice(let animator):
            return
                """
                completeTransition(_:) was called twice for the transition \
                animated by \(animator); the second call was ignored
                """
        case .transitionInProgress(let requested, let running):
            return "\(requested) was refused because a transition is running (\(running))"
        case .alreadyPresenting(let presenter, let presented):
            return "Attempt to present on \(presenter), which is already presenting \(presented); refused"
        case .viewControllerInUse(let what):
            return "\(what); refused"
        case .invalidRequest(let what):
            return "\(what); refused"
        case .interactionMisuse(let what):
            return "\(what); ignored"
        }
    }
}
