import Foundation

/// Something a layer runs when one of its properties changes (Core Animation's `CAAction`): what
/// `CALayer.action(forKey:)` finds. ``CAAnimation`` is one (running it adds it to the layer under the key);
/// `NSNull` is the answer that means "no action, stop looking".
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for the change named `event` (a property's key path) of `anObject` (the layer).
    /// `dict` carries extra arguments; property changes pass nil.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` stands for "no action".
    @MainActor public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {}
