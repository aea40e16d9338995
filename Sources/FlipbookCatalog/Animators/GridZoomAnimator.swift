import Flipbook
import FlipbookScenes

/// A photo grid's zoom, written as apps write it: the animator asks the collection view for the selected
/// item's cell (`indexPathsForSelectedItems`, `cellForItem(at:)`), converts its frame into the container,
/// hides the cell and flies a copy of its photo to the viewer's photo frame while the viewer's black
/// background fades in (a critically damped spring, 0.45 s). Going back flies the photo home into the cell,
/// which reappears when it lands.
final class GridZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let opening: Bool
    let duration: TimeInterval

    init(opening: Bool, duration: TimeInterval = 0.45) {
        self.opening = opening
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let gridVC = opening ? fromVC : toVC
        let viewerVC = opening ? toVC : fromVC
        if let toView = transitionContext.view(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            if opening { containerView.addSubview(toView) } else { containerView.insertSubview(toView, at: 0) }
            toView.layoutIfNeeded()
        }
        guard let collectionView = (gridVC as? SceneViewController)?.sceneView("grid") as? UICollectionView,
            let indexPath = collectionView.indexPathsForSelectedItems?.first,
            let cell = collectionView.cellForItem(at: indexPath) as? SceneGridCell,
            let photo = (viewerVC as? SceneViewController)?.sceneView("photo") as? UIImageView,
            let viewerView = viewerVC.view
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let cellFrame = cell.convert(cell.bounds, to: containerView)
        let photoFrame = photo.convert(photo.bounds, to: containerView)

        let flying = UIImageView(image: cell.imageView.image)
        flying.contentMode = .scaleAspectFill
        flying.clipsToBounds = true
        flying.frame = opening ? cellFrame : photoFrame
        containerView.addSubview(flying)
        cell.isHidden = true
        photo.isHidden = true
        viewerView.alpha = opening ? 0 : 1

        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [],
            animations: {
                flying.frame = self.opening ? photoFrame : cellFrame
                viewerView.alpha = self.opening ? 1 : 0
            },
            completion: { _ in
                cell.isHidden = false
                photo.isHidden = false
                viewerView.alpha = 1
                flying.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
