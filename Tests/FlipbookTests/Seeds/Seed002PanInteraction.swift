// Seed 002, section 三 and the notes after section 四, ported from Objective-C: a percent-driven
// interaction that pops while a pan moves right (finishing past half the screen width), the
// CADisplayLink that optionally plays the end of the transition by hand (2/60 of the way per tick), and
// the `completionSpeed` override `1 − percentComplete`. `displayLinkWithTarget:selector:` becomes the
// closure-based `CADisplayLink(handler:)`.
import Flipbook

@MainActor
final class Seed002PopInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var interactionInProgress = false
    private var shouldComplete = false
    /// The screen the pan pops.
    weak var animationViewController: UIViewController?
    /// When `true`, the end of the gesture hands over to the display link (`continueAction`).
    var completesWithDisplayLink = false
    private var link: CADisplayLink?
    private var _percent: CGFloat = 0

    /// Installs the pan on `viewController`'s view.
    func wire(to viewController: UIViewController) {
        animationViewController = viewController
        viewController.view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.onPan(pan) })
    }

    func onPan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: pan.view!.superview)
        switch pan.state {
        case .began:
            // 开始驱动动画
            interactionInProgress = true
            animationViewController?.navigationController?.popViewController(animated: true)
        case .changed:
            var percent = translation.x / UIScreen.main.bounds.size.width
            percent = min(1.0, max(0.0, percent))
            update(percent)
            _percent = percent
            // see: https://github.com/ColinEberhardt/VCTransitionsLibrary/issues/4
            if percent >= 1.0 {
                percent = 0.99
            }
            shouldComplete = percent > 0.5
        case .ended, .cancelled:
            interactionInProgress = false
            if completesWithDisplayLink, pan.state == .ended {
                continueAction()
            } else if pan.state == .cancelled || !shouldComplete {
                cancel()
            } else {
                finish()
            }
        default:
            break
        }
    }

    /// 手动接管 取消流程: steps the transition to its end by hand on every display refresh.
    func continueAction() {
        if link == nil {
            let link = CADisplayLink { [weak self] _ in self?.uiChange() }
            link.add(to: RunLoop.main, forMode: .common)
            self.link = link
        }
    }

    func stopCADisplayLink() {
        link?.isPaused = true
        link?.remove(from: RunLoop.main, forMode: .common)
        link?.invalidate()
        link = nil
    }

    private func uiChange() {
        let timeDistance: CGFloat = 2.0 / 60
        if _percent > 0.5 {
            _percent += timeDistance
        } else {
            _percent -= timeDistance
        }
        update(_percent)
        if _percent >= 1.0 {
            finish()
            stopCADisplayLink()
        }
        if _percent <= 0.0 {
            cancel()
            stopCADisplayLink()
        }
    }

    /// 手势最后的运动速度
    override var completionSpeed: CGFloat {
        get { 1 - percentComplete }
        set { super.completionSpeed = newValue }
    }
}

/// The navigation delegate: the pop animator, interactive while the pan is in progress.
@MainActor
final class Seed002NavigationDelegate: NSObject, UINavigationControllerDelegate {
    let interaction = Seed002PopInteraction()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? Seed002PopAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction.interactionInProgress ? interaction : nil
    }
}
