import Foundation

/// Which container operation a transition performs; decides the context's views, frames and fix-ups.
enum TransitionKind: Equatable, CustomStringConvertible {
    /// `present(_:animated:completion:)`.
    case presentation
    /// `dismiss(animated:completion:)`.
    case dismissal
    /// A navigation push (also `setViewControllers` with a new top).
    case push
    /// A navigation pop (also `popToRoot` / `popTo` / `setViewControllers` back to a lower top).
    case pop
    /// A tab-bar selection change.
    case tabSwitch

    var description: String {
        switch self {
        case .presentation: return "presentation"
        case .dismissal: return "dismissal"
        case .push: return "push"
        case .pop: return "pop"
        case .tabSwitch: return "tab switch"
        }
    }
}
