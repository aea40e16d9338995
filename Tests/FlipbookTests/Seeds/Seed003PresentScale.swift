// Seed 003, "不使用presentation controller" and "使用Presentation Controller" (Swift 2, ported):
// ViewController2 is its own transitioning delegate and animator; its presentation is `.custom` (the
// article notes that telling presentation from dismissal by which view is nil only works when the style
// is not full screen). It dismisses itself on a tap (the article overrides `touchesBegan`; Flipbook
// delivers touches to gesture recognizers). The second variant adds a presentation controller that
// insets the presented view and dims the background alongside the transition.
import Flipbook

@MainActor
class ViewController2: UIViewController, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        //这个不能再 viewDidLoad 里执行,太晚了
        self.transitioningDelegate = self
        self.modalPresentationStyle = .custom
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.transitioningDelegate = self
        self.modalPresentationStyle = .custom
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        self.view.backgroundColor = UIColor.blue
        view.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] _ in
                self?.presentingViewController!.dismiss(animated: true, completion: nil)
            })
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    }

    /// No presentation controller in the first variant. (Declared here so the subclass can override it:
    /// without Objective-C optional requirements, a method that only a subclass declares would not be
    /// seen through the superclass's conformance.)
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        nil
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    /// How much the presented view is inset from its final frame (the first variant insets it itself).
    var presentedInset: CGFloat { 40 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        //For a presentation that is not .FullScreen,the unused view is nil.
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        //distinguish the cases
        //dismiss
        if fromView != nil {
            UIView.animate(
                withDuration: 0.4,
                animations: {
                    fromView!.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
                    fromView!.alpha = 0
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
        //presenting
        else if toView != nil {
            let toVC = transitionContext.viewController(forKey: .to)!
            let toRectEnd = transitionContext.finalFrame(for: toVC)
            toView!.frame = toRectEnd.insetBy(dx: presentedInset, dy: presentedInset)
            toView!.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            toView!.alpha = 0
            containerView.addSubview(toView!)
            UIView.animate(
                withDuration: 0.4,
                animations: {
                    toView!.transform = .identity
                    toView!.alpha = 1.0
                }
            ) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

/// The presentation controller variant: a dimming view fades in behind the presented view, which the
/// presentation controller insets by 40 points.
@MainActor
final class ViewController3: ViewController2 {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        // NB if we want to modify the _animation_, we need to set the transitioningDelegate
        self.transitioningDelegate = self
        // if we want to modify the _presentation_, we need to set the style to custom
        // customize presentation only on iPhone
        // how will we find out which it is? we have no traitCollection yet...
        // I know, let's ask the window
        if UIApplication.shared.keyWindow!.traitCollection.userInterfaceIdiom == .phone {
            self.modalPresentationStyle = .custom
        }
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override var presentedInset: CGFloat { 0 }

    override func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        MyPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
final class MyPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 40, dy: 40)
    }

    override func presentationTransitionWillBegin() {
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = containerView!.bounds
        containerView!.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0.5
            }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView!.bounds
    }
}
