import Foundation

extension UINavigationController {
    /// The kind of navigation transition a delegate is asked to animate.
    public enum Operation: Int, Sendable {
        /// Not a push or a pop.
        case none = 0
        /// A view controller is pushed on the stack.
        case push = 1
        /// View controllers are popped off the stack.
        case pop = 2
    }
}

/// The Swift 3/4 name of `UINavigationController.Operation`, so code written for those SDKs compiles.
public typealias UINavigationControllerOperation = UINavigationController.Operation
