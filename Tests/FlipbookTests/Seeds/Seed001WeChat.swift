// Seed 001, cases 三 (仿微信轉場) and 五 (Question One), ported from Objective-C. The article shows the
// push animator; the pop animator follows its note (3): the from view is not added to the container,
// the picture shrinks back to where it came from while the black background fades out.
import Flipbook

/// The three values case 三 passes from the first screen to the animators: the picture and its frames
/// (in window coordinates) before and after the transition.
@MainActor
struct LYWeChatTransitionInfo {
    var image: UIImage
    var transitionBeforeImgFrame: CGRect
    var transitionAfterImgFrame: CGRect
    var bgColor: UIColor
}

/// Push: the picture flies from its thumbnail frame to the big frame (spring, damping 0.7, velocity
/// 0.3) while a black background fades in; the photo screen is hidden until the end. 0.5 s.
@MainActor
final class LYNavWeChatPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let info: LYWeChatTransitionInfo

    init(info: LYWeChatTransitionInfo) {
        self.info = info
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        //轉場過渡的容器view
        let containerView = transitionContext.containerView
        //FromVC
        let fromView: UIView = transitionContext.viewController(forKey: .from)!.view
        containerView.addSubview(fromView)
        //ToVC
        let toView: UIView = transitionContext.viewController(forKey: .to)!.view
        containerView.addSubview(toView)
        toView.isHidden = true
        //圖片背景的空白view (設置和控制器的背景顏色一樣,給人一種圖片被調走的假象)
        let imgBgWhiteView = UIView(frame: info.transitionBeforeImgFrame)
        imgBgWhiteView.backgroundColor = info.bgColor
        containerView.addSubview(imgBgWhiteView)
        //有漸變的黑色背景
        let bgView = UIView(frame: containerView.bounds)
        bgView.backgroundColor = .black
        bgView.alpha = 0
        containerView.addSubview(bgView)
        //過渡的圖片
        let transitionImgView = UIImageView(image: info.image)
        transitionImgView.frame = info.transitionBeforeImgFrame
        transitionContext.containerView.addSubview(transitionImgView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.7,
            initialSpringVelocity: 0.3, options: .curveLinear,
            animations: {
                transitionImgView.frame = self.info.transitionAfterImgFrame
                bgView.alpha = 1
            },
            completion: { _ in
                toView.isHidden = false
                imgBgWhiteView.removeFromSuperview()
                bgView.removeFromSuperview()
                transitionImgView.removeFromSuperview()
                let wasCancelled = transitionContext.transitionWasCancelled
                //設置transitionContext通知系統動畫執行完畢
                transitionContext.completeTransition(!wasCancelled)
            })
    }
}

/// Pop (not shown in the article, written from its notes): the picture shrinks back into the thumbnail
/// while the black background fades out over the first screen. 0.5 s.
@MainActor
final class LYNavWeChatPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let info: LYWeChatTransitionInfo

    init(info: LYWeChatTransitionInfo) {
        self.info = info
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView: UIView = transitionContext.viewController(forKey: .from)!.view
        let toView: UIView = transitionContext.viewController(forKey: .to)!.view
        // (3) popAnimator 中的fromView 不用加到containerView中了: hide it, the picture takes its place.
        containerView.insertSubview(toView, at: 0)
        fromView.isHidden = true
        let imgBgWhiteView = UIView(frame: info.transitionBeforeImgFrame)
        imgBgWhiteView.backgroundColor = info.bgColor
        containerView.addSubview(imgBgWhiteView)
        let bgView = UIView(frame: containerView.bounds)
        bgView.backgroundColor = .black
        containerView.addSubview(bgView)
        let transitionImgView = UIImageView(image: info.image)
        transitionImgView.frame = info.transitionAfterImgFrame
        containerView.addSubview(transitionImgView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.7,
            initialSpringVelocity: 0.3, options: .curveLinear,
            animations: {
                transitionImgView.frame = self.info.transitionBeforeImgFrame
                bgView.alpha = 0
            },
            completion: { _ in
                fromView.isHidden = false
                imgBgWhiteView.removeFromSuperview()
                bgView.removeFromSuperview()
                transitionImgView.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The `UINavigationControllerDelegate` of case 三, carrying the values computed by the first screen.
@MainActor
final class LYNavWeChatAnimationTransition: NSObject, UINavigationControllerDelegate {
    var info: LYWeChatTransitionInfo?

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let info else { return nil }
        switch operation {
        case .push: return LYNavWeChatPushAnimator(info: info)
        case .pop: return LYNavWeChatPopAnimator(info: info)
        default: return nil
        }
    }
}

/// Case 五 (Question One): the frame of a view in the window.
@MainActor
func getFrameInWindow(_ view: UIView) -> CGRect {
    view.superview!.convert(view.frame, to: nil)
}

/// Case 五: where the picture ends up: 0.6 × the screen width tall, centred at the top.
@MainActor
func backScreenImageViewRect(with image: UIImage) -> CGRect {
    let size = image.size
    var newSize = CGSize.zero
    newSize.height = kScreenWidth * 0.6
    newSize.width = newSize.height / size.height * size.width
    let imageY: CGFloat = 0
    let imageX = (kScreenWidth - newSize.width) * 0.5
    return CGRect(x: imageX, y: imageY, width: newSize.width, height: newSize.height)
}

/// A list screen with a grid of thumbnails (the first screen of cases 三 and 五).
@MainActor
final class LYPhotoListViewController: UIViewController {
    let image: UIImage
    private(set) var thumbnails: [UIImageView] = []

    init(image: UIImage) {
        self.image = image
        super.init(nibName: nil, bundle: nil)
        title = "Moments"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for index in 0..<6 {
            let thumbnail = UIImageView(image: image)
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.frame = CGRect(
                x: 8 + CGFloat(index % 3) * 36, y: 60 + CGFloat(index / 3) * 36, width: 32, height: 32)
            view.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
    }
}

/// The photo screen: the picture on black at `imageFrame`.
@MainActor
final class LYPhotoViewController: UIViewController {
    let image: UIImage
    let imageFrame: CGRect

    init(image: UIImage, imageFrame: CGRect) {
        self.image = image
        self.imageFrame = imageFrame
        super.init(nibName: nil, bundle: nil)
        title = "Photo"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let imageView = UIImageView(image: image)
        imageView.frame = imageFrame
        view.addSubview(imageView)
    }
}
