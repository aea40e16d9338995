import Foundation

extension UIViewController.Transition {
    /// Options of a zoom transition (UIKit's `UIZoomTransitionOptions`).
    @preconcurrency @MainActor
    public final class ZoomOptions: NSObject {
        /// Asked when a finger starts to drag the zoomed view: whether the interactive dismissal may begin.
        /// `nil` lets it begin whenever UIKit would (`context.willBegin`).
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// The rectangle of the zoomed view controller's view (in its coordinates) that lines up with the
        /// source view; `nil` (or a nil answer) lines up the whole view.
        public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
        /// The colour laid over the source screen while the zoomed view is in flight; `nil` is UIKit's dimming.
        public var dimmingColor: UIColor?
        /// A blur laid over the source screen while the zoomed view is in flight, instead of the dimming.
        public var dimmingVisualEffect: UIBlurEffect?

        /// Default options.
        public override init() {
            super.init()
        }

        /// Where a finger starts the interactive dismissal of a zoom.
        @preconcurrency @MainActor
        public final class InteractionContext: NSObject {
            /// Where the finger is, in the zoomed view controller's view.
            public let location: CGPoint
            /// The finger's velocity, points per second.
            public let velocity: CGVector
            /// Whether UIKit would begin the dismissal: the drag goes down more than sideways.
            public let willBegin: Bool

            init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                self.location = location
                self.velocity = velocity
                self.willBegin = willBegin
                super.init()
            }
        }

        /// The views an alignment rectangle is asked for.
        @preconcurrency @MainActor
        public final class AlignmentRectContext: NSObject {
            /// The zoomed-out view, for example a thumbnail.
            public let sourceView: UIView
            /// The view controller that zooms.
            public let zoomedViewController: UIViewController

            init(sourceView: UIView, zoomedViewController: UIViewController) {
                self.sourceView = sourceView
                self.zoomedViewController = zoomedViewController
                super.init()
            }
        }
    }
}
