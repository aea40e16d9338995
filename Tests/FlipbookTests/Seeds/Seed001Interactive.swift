// Seed 001, case 四 (基礎轉場-交互式), ported from Objective-C: the second screen's pan gesture pops
// interactively through LYNavBaseInteractiveAnimatedTransition (which reuses case 一's animator) and a
// UIPercentDrivenInteractiveTransition subclass that follows the gesture. `#selector` targets become
// closure targets (Linux has no Objective-C runtime).
import Flipbook

/// The navigation delegate of case 四: the case-一 animator, plus the percent-driven interaction while a
/// gesture recognizer is handed over.
@MainActor
final class LYNavBaseInteractiveAnimatedTransition: NSObject, UINavigationControllerDelegate {
    private lazy var customAnimator = LYNavBaseCustomAnimator()
    private var storedInteraction: LYNavBasePercentDerivenInteractive?
    /// The pan recognizer of the second screen, set while it drives a pop.
    var gestureRecognizer: UIPanGestureRecognizer?

    var percentIntractive: LYNavBasePercentDerivenInteractive {
        if let storedInteraction { return storedInteraction }
        let made = LYNavBasePercentDerivenInteractive(gestureRecognizer: gestureRecognizer!)
        storedInteraction = made
        return made
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            return customAnimator
        } else if operation == .pop {
            return customAnimator
        }
        return nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        if gestureRecognizer != nil {
            return percentIntractive
        } else {
            return nil
        }
    }
}

/// Follows the pan: progress = horizontal translation / screen width; on release below 0.3 it cancels,
/// otherwise it finishes; any other end cancels.
@MainActor
final class LYNavBasePercentDerivenInteractive: UIPercentDrivenInteractiveTransition {
    private weak var gestureRecognizer: UIPanGestureRecognizer?

    init(gestureRecognizer: UIPanGestureRecognizer) {
        self.gestureRecognizer = gestureRecognizer
        super.init()
        gestureRecognizer.addTarget { [weak self] recognizer in self?.gestureRecognizeDidUpdate(recognizer) }
    }

    /// The second screen's "scale": 1 at rest, 0 when dragged a full screen width.
    private func percentForGesture(_ gestureRecognizer: UIPanGestureRecognizer) -> CGFloat {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view)
        let scale = 1 - abs(translation.x / kScreenWidth)
        return scale < 0 ? 0 : scale
    }

    func gestureRecognizeDidUpdate(_ gestureRecognizer: UIPanGestureRecognizer) {
        let scale = 1 - percentForGesture(gestureRecognizer)
        switch gestureRecognizer.state {
        case .began:
            //沒用
            break
        case .changed:
            //更新百分比
            update(scale)
        case .ended:
            if scale < 0.3 {
                //取消轉場
                cancel()
            } else {
                //完成轉場
                finish()
            }
        default:
            //取消轉場
            cancel()
        }
    }
}

/// The second screen of case 四: a pan anywhere on it pops interactively.
@MainActor
final class LYNavBaseInteractiveSecondVC: DemoPage {
    private var storedTransition: LYNavBaseInteractiveAnimatedTransition?
    /// Created on first use (the Objective-C lazy getter); set to nil to make a new one.
    var animatedTransition: LYNavBaseInteractiveAnimatedTransition? {
        get {
            if storedTransition == nil { storedTransition = LYNavBaseInteractiveAnimatedTransition() }
            return storedTransition
        }
        set { storedTransition = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            self?.interactiveTransitionRecognizerAction(recognizer)
        }
        view.addGestureRecognizer(pan)
    }

    func interactiveTransitionRecognizerAction(_ gestureRecognizer: UIPanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view)
        var scale = 1 - abs(translation.x / kScreenWidth)
        scale = scale < 0 ? 0 : scale
        _ = scale // NSLog(@"second = %f", scale)
        switch gestureRecognizer.state {
        case .possible:
            break
        case .began:
            //1. 設置代理
            animatedTransition = nil
            navigationController?.delegate = animatedTransition
            //2. 傳值
            animatedTransition?.gestureRecognizer = gestureRecognizer
            //3. push跳轉
            navigationController?.popViewController(animated: true)
        case .changed:
            break
        case .failed, .cancelled, .ended:
            animatedTransition?.gestureRecognizer = nil
        }
    }
}
