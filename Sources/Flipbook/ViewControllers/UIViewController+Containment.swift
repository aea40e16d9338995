import Foundation

extension UIViewController {
    /// `addChild(_:)`'s work.
    func attachChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// `removeFromParent()`'s work.
    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The root of this view controller's containment tree (itself when it has no parent).
    var containmentRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }
}
