import Foundation

/// A ``UIAction`` registered on a control for some events.
@MainActor
struct ControlRegisteredAction {
    let action: UIAction
    var events: UIControl.Event
}

extension UIControl {
    /// Runs `action` for `controlEvents` (UIKit's `addAction(_:for:)`). An action with the same identifier
    /// already registered is replaced.
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registeredActions.removeAll { $0.action.identifier == action.identifier }
        registeredActions.append(ControlRegisteredAction(action: action, events: controlEvents))
    }

    /// Stops running `action` for `controlEvents` (UIKit's `removeAction(_:for:)`); it is forgotten when no
    /// events are left.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action named `actionIdentifier` for `controlEvents` (UIKit's
    /// `removeAction(identifiedBy:for:)`).
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        for index in registeredActions.indices where registeredActions[index].action.identifier == actionIdentifier {
            registeredActions[index].events.subtract(controlEvents)
        }
        registeredActions.removeAll { $0.events.isEmpty }
    }

    /// Runs `action`'s handler with the control as its sender (UIKit's `sendAction(_:)`).
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
