import Flipbook
import FlipbookScenes

/// Seed 001's WeChat-style photo transition (also its picture browser): the tapped thumbnail's image
/// flies to its place on the next screen with a spring (damping 0.7, velocity 0.3) while a black backdrop
/// fades in; the destination screen appears when it lands. Going back flies the image home and fades the
/// backdrop out. Works for push/pop and present/dismiss.
final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the photo is opening (push/present) or closing (pop/dismiss).
    let opening: Bool
    /// The id of the thumbnail on the gallery screen and of the image on the viewer screen.
    let thumbnailID: String, photoID: String
    let duration: TimeInterval
    let damping: CGFloat, velocity: CGFloat

    init(
        opening: Bool, thumbnailID: String = "thumb0", photoID: String = "photo", duration: TimeInterval = 0.5,
        damping: CGFloat = 0.7, velocity: CGFloat = 0.3
    ) {
        self.opening = opening
        self.thumbnailID = thumbnailID
        self.photoID = photoID
        self.duration = duration
        self.damping = damping
        self.velocity = velocity
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let galleryVC = opening ? fromVC : toVC
        let viewerVC = opening ? toVC : fromVC
        guard let thumbnail = (galleryVC as? SceneViewController)?.sceneView(thumbnailID) as? UIImageView,
            let photo = (viewerVC as? SceneViewController)?.sceneView(photoID) as? UIImageView,
            let viewerView = viewerVC.view
        else {
            transitionContext.completeTransition(true)
            return
        }
        if let toView = transitionContext.view(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            if opening { containerView.addSubview(toView) } else { containerView.insertSubview(toView, at: 0) }
        }
        viewerView.layoutIfNeeded()
        let thumbFrame = thumbnail.convert(thumbnail.bounds, to: containerView)
        let photoFrame = photo.convert(photo.bounds, to: containerView)
        viewerView.isHidden = true

        // A blank where the thumbnail was, the fading backdrop, and the flying image.
        let blank = UIView(frame: thumbFrame)
        blank.backgroundColor = galleryVC.view.backgroundColor
        let backdrop = UIView(frame: containerView.bounds)
        backdrop.backgroundColor = .black
        backdrop.alpha = opening ? 0 : 1
        let flying = UIImageView(image: thumbnail.image)
        flying.contentMode = .scaleAspectFill
        flying.clipsToBounds = true
        flying.frame = opening ? thumbFrame : photoFrame
        for view in [blank, backdrop, flying] { containerView.addSubview(view) }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: damping,
            initialSpringVelocity: velocity, options: .curveLinear,
            animations: {
                flying.frame = self.opening ? photoFrame : thumbFrame
                backdrop.alpha = self.opening ? 1 : 0
            },
            completion: { _ in
                viewerView.isHidden = false
                for view in [blank, backdrop, flying] { view.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
