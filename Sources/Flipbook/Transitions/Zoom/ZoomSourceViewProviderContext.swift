import Foundation

extension UIViewController.Transition {
    /// What a zoom's source view provider is told: the view controller the zoom starts from and the one
    /// that zooms (UIKit's `UIZoomTransitionSourceViewProviderContext`).
    @preconcurrency @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
        /// The view controller that shows the source view (the presenter, or the one below on the stack).
        public let sourceViewController: UIViewController
        /// The view controller whose `preferredTransition` is the zoom.
        public let zoomedViewController: UIViewController

        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
            super.init()
        }
    }
}
