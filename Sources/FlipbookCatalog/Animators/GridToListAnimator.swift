import Flipbook
import FlipbookScenes

/// A layout-to-layout push, as `useLayoutToLayoutNavigationTransitions` makes one: the grid's own collection
/// view takes the list screen's layout with `setCollectionViewLayout(_:animated:)`, so every cell slides and
/// stretches from its tile to its row (0.3 s); the list screen, which shows the same items, then takes its
/// place. Popping runs the same the other way.
final class GridToListAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// `setCollectionViewLayout(_:animated:)`'s duration.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        containerView.insertSubview(toView, at: 0)
        toView.layoutIfNeeded()
        guard let moving = (fromVC as? SceneViewController)?.sceneView("grid") as? UICollectionView,
            let target = (toVC as? SceneViewController)?.sceneView("grid") as? UICollectionView
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let originalLayout = moving.collectionViewLayout
        toView.isHidden = true
        moving.setCollectionViewLayout(target.collectionViewLayout.copiedFlowLayout(), animated: true) { _ in
            toView.isHidden = false
            moving.collectionViewLayout = originalLayout
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

extension UICollectionViewLayout {
    /// A flow layout with this flow layout's settings (a layout serves one collection view at a time).
    @MainActor fileprivate func copiedFlowLayout() -> UICollectionViewLayout {
        guard let flow = self as? UICollectionViewFlowLayout else { return UICollectionViewFlowLayout() }
        let copy = UICollectionViewFlowLayout()
        copy.itemSize = flow.itemSize
        copy.minimumLineSpacing = flow.minimumLineSpacing
        copy.minimumInteritemSpacing = flow.minimumInteritemSpacing
        copy.sectionInset = flow.sectionInset
        copy.headerReferenceSize = flow.headerReferenceSize
        copy.footerReferenceSize = flow.footerReferenceSize
        copy.scrollDirection = flow.scrollDirection
        return copy
    }
}
