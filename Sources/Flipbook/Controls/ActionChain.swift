import Foundation

/// The objects a nil-targeted action looks through, in UIKit's responder-chain order: a view, its view
/// controller (when it is that controller's root view), then its superview, and so on up to the window,
/// then the application. The first object of the action's type receives it.
@MainActor
enum ActionChain {
    /// The chain from `view` upwards.
    static func objects(from view: UIView?) -> [AnyObject] {
        var objects: [AnyObject] = []
        var current = view
        while let view = current {
            objects.append(view)
            if let controller = view.owningViewController {
                objects.append(controller)
                // A presented controller's root view has no superview inside its presenter; UIKit continues
                // with the presenting controller.
                if view.superview == nil, let presenting = controller.presentingViewController {
                    objects.append(presenting)
                }
            }
            current = view.superview
        }
        objects.append(UIApplication.shared)
        return objects
    }

    /// The first object of type `Target` on the chain from `view`.
    static func first<Target>(_ type: Target.Type, from view: UIView?) -> Target? {
        for object in objects(from: view) { if let match = object as? Target { return match } }
        return nil
    }
}
