import Foundation

/// A layout-to-layout navigation transition, as UIKit runs one for a collection view controller whose
/// ``UICollectionViewController/useLayoutToLayoutNavigationTransitions`` is set: no slide; the collection view
/// of the controller below stays on screen and animates its cells from its layout to the pushed controller's
/// (0.35 s, ease in-out, with the navigation bar's own transition), and a pop animates it back to the layout of
/// the controller below. The pushed controller's `collectionView` is that shared collection view; its data
/// source and delegate stay the controller below. Non-animated pushes and pops change the layout at once.
/// An edge-swipe pop follows the finger instead (`LayoutToLayoutPopInteraction`).
@MainActor
final class LayoutToLayoutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The collection view both controllers show.
    let collectionView: UICollectionView
    /// The layout it ends with.
    let layout: UICollectionViewLayout
    /// Whether the layout change animates.
    let animated: Bool
    /// The controller the collection view belongs to again once a pop completes (nil for a push).
    weak var returningOwner: UICollectionViewController?

    /// How long the layout animation runs: as long as the navigation slide it replaces.
    static let duration: TimeInterval = 0.35

    init(collectionView: UICollectionView, layout: UICollectionViewLayout, animated: Bool) {
        self.collectionView = collectionView
        self.layout = layout
        self.animated = animated
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animated ? Self.duration : 0
    }

    /// Puts the shared collection view in the transition's container, in the to view controller's final frame.
    func place(in transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let frame = transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) }
        UIView.performWithoutAnimation {
            if collectionView.superview !== container { container.addSubview(collectionView) }
            if let frame, !frame.isEmpty { collectionView.frame = frame }
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        place(in: transitionContext)
        let owner = returningOwner
        let shared = collectionView
        shared.setCollectionViewLayout(layout, animated: animated, duration: Self.duration) { _ in
            let completed = !transitionContext.transitionWasCancelled
            if completed, let owner { owner.collectionView = shared }
            transitionContext.completeTransition(completed)
        }
    }
}

extension UINavigationController {
    /// The layout-to-layout animator of a push of a collection view controller that uses layout-to-layout
    /// transitions onto another (which then shares its collection view with the pushed one), or of the pop of
    /// such a controller; nil for any other push or pop.
    func layoutToLayoutAnimator(
        operation: Operation, from: UIViewController, to: UIViewController, animated: Bool
    ) -> LayoutToLayoutAnimator? {
        switch operation {
        case .push:
            guard let pushed = to as? UICollectionViewController, pushed.useLayoutToLayoutNavigationTransitions,
                let below = from as? UICollectionViewController, let shared = below.collectionView
            else { return nil }
            if pushed.isViewLoaded {
                pushed.collectionView = shared
            } else {
                pushed.sharedCollectionView = shared
            }
            return LayoutToLayoutAnimator(collectionView: shared, layout: pushed.ownLayout, animated: animated)
        case .pop:
            guard let popped = from as? UICollectionViewController, popped.useLayoutToLayoutNavigationTransitions,
                let below = to as? UICollectionViewController, below.isViewLoaded,
                let shared = popped.collectionView, below.collectionView === shared
            else { return nil }
            let animator = LayoutToLayoutAnimator(collectionView: shared, layout: below.ownLayout, animated: animated)
            animator.returningOwner = below
            return animator
        case .none:
            return nil
        }
    }
}
