// Seed 001, case 六 (圖片瀏覽器-PictureBrowse). The article only describes the LYPictureBrowse
// framework (a modal browser built from transitionImage, firstVCImgFrames, transitionImgIndex and
// dataSouceArray, presented and dismissed with a zoom, and dismissed interactively); this is a compact
// implementation of that description on the public API: present zooms the tapped thumbnail to the
// screen, dismiss zooms it back, and dragging the picture down dismisses interactively.
import Flipbook

/// The browser's transitioning delegate: zoom animators and the percent-driven pull-down dismissal.
@MainActor
final class LYPictureBrowseInteractiveAnimatedTransition: NSObject, UIViewControllerTransitioningDelegate {
    /// The picture that flies between the two screens.
    var transitionImage: UIImage
    /// The thumbnails' frames in window coordinates, one per picture.
    var firstVCImgFrames: [CGRect]
    /// Which picture is shown.
    var transitionImgIndex: Int
    /// The pictures.
    var dataSouceArray: [UIImage]
    /// Drives the dismissal while the picture is dragged.
    let interaction = UIPercentDrivenInteractiveTransition()
    var isInteracting = false

    init(transitionImage: UIImage, firstVCImgFrames: [CGRect], transitionImgIndex: Int, dataSouceArray: [UIImage]) {
        self.transitionImage = transitionImage
        self.firstVCImgFrames = firstVCImgFrames
        self.transitionImgIndex = transitionImgIndex
        self.dataSouceArray = dataSouceArray
    }

    /// Where the picture is shown full screen: the screen width, centred vertically.
    var fullScreenFrame: CGRect {
        let size = transitionImage.size
        let height = kScreenWidth * size.height / size.width
        return CGRect(x: 0, y: (kScreenHeight - height) / 2, width: kScreenWidth, height: height)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        LYPictureBrowseZoomAnimator(transition: self, presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        LYPictureBrowseZoomAnimator(transition: self, presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        isInteracting ? interaction : nil
    }
}

/// Zooms the picture between its thumbnail and full screen over a black background. 0.35 s.
@MainActor
final class LYPictureBrowseZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private unowned let transition: LYPictureBrowseInteractiveAnimatedTransition
    private let presenting: Bool

    init(transition: LYPictureBrowseInteractiveAnimatedTransition, presenting: Bool) {
        self.transition = transition
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let browserView = presenting ? transitionContext.view(forKey: .to)! : transitionContext.view(forKey: .from)!
        if presenting { containerView.addSubview(browserView) }
        browserView.isHidden = true
        let thumbnailFrame = containerView.convert(
            transition.firstVCImgFrames[transition.transitionImgIndex], from: nil)
        let bigFrame = containerView.convert(transition.fullScreenFrame, from: nil)
        let background = UIView(frame: containerView.bounds)
        background.backgroundColor = .black
        background.alpha = presenting ? 0 : 1
        containerView.addSubview(background)
        let picture = UIImageView(image: transition.transitionImage)
        picture.contentMode = .scaleAspectFill
        picture.clipsToBounds = true
        picture.frame = presenting ? thumbnailFrame : bigFrame
        containerView.addSubview(picture)
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: {
                picture.frame = self.presenting ? bigFrame : thumbnailFrame
                background.alpha = self.presenting ? 1 : 0
            },
            completion: { _ in
                background.removeFromSuperview()
                picture.removeFromSuperview()
                browserView.isHidden = false
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The browser: the picture on black; drag it down to close (released past 30 % of the screen height,
/// or flicked down, the dismissal finishes; otherwise the picture goes back).
@MainActor
final class LYPictureBrowseViewController: UIViewController {
    let browseTransition: LYPictureBrowseInteractiveAnimatedTransition

    init(transition: LYPictureBrowseInteractiveAnimatedTransition) {
        browseTransition = transition
        super.init(nibName: nil, bundle: nil)
        transitioningDelegate = transition
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let imageView = UIImageView(image: browseTransition.dataSouceArray[browseTransition.transitionImgIndex])
        imageView.frame = browseTransition.fullScreenFrame
        view.addSubview(imageView)
        view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.pulled(pan) })
    }

    private func pulled(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: view).y / kScreenHeight, 0), 1)
        switch pan.state {
        case .began:
            browseTransition.isInteracting = true
            dismiss(animated: true)
        case .changed:
            browseTransition.interaction.update(progress)
        case .ended:
            if progress > 0.3 || pan.velocity(in: view).y > 800 {
                browseTransition.interaction.finish()
            } else {
                browseTransition.interaction.cancel()
            }
            browseTransition.isInteracting = false
        default:
            browseTransition.interaction.cancel()
            browseTransition.isInteracting = false
        }
    }
}
