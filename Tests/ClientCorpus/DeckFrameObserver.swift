import Flipbook

/// A deck presentation whose shadow follows the presented card through key-value observing, as deck
/// libraries write it: the presentation controller observes the presented view's frame with `addObserver`
/// and `observeValue`, and a handle observes it with the block-based `observe(_:options:changeHandler:)`.
final class ObservingDeckPresentationController: UIPresentationController {
    let shadowView = UIView()
    let handle = UIView()
    private var frameContext = 0
    private var handleObservation: NSKeyValueObservation?

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView, let presentedView else { return }
        shadowView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        shadowView.layer.cornerRadius = 14
        containerView.insertSubview(shadowView, at: 0)
        handle.backgroundColor = .systemGray3
        handle.layer.cornerRadius = 2.5
        containerView.addSubview(handle)
        presentedView.addObserver(self, forKeyPath: "frame", options: [.new], context: &frameContext)
        handleObservation = presentedView.observe(\.frame, options: [.initial, .new]) { [weak self] _, change in
            guard let frame = change.newValue else { return }
            self?.handle.frame = CGRect(x: frame.midX - 18, y: frame.minY - 10, width: 36, height: 5)
        }
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard context == &frameContext, let frame = change?[.newKey] as? CGRect else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        shadowView.frame = frame.offsetBy(dx: 0, dy: -4)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        presentedView?.removeObserver(self, forKeyPath: "frame", context: &frameContext)
        handleObservation?.invalidate()
    }
}

/// Presents with ``ObservingDeckPresentationController`` and the corpus's ``DeckAnimator``.
final class ObservingDeckTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        ObservingDeckPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        DeckAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DeckAnimator(isPresenting: false)
    }
}
