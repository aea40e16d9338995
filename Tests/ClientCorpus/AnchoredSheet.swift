import Flipbook

/// A sheet laid out with Auto Layout, as newer bottom-sheet libraries write it: the presentation
/// controller pins a dimming view to the container's edges and the sheet to its bottom with a height
/// constraint, and expands the sheet by animating that constraint's constant with `layoutIfNeeded()`.
final class AnchoredSheetPresentationController: UIPresentationController {
    var collapsedHeight: CGFloat = 140
    private var heightConstraint: NSLayoutConstraint?

    private lazy var dimmingView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        view.accessibilityIdentifier = "dimming"
        return view
    }()

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView = containerView, let sheet = presentedView else { return }
        containerView.addSubview(dimmingView)
        containerView.addSubview(sheet)
        sheet.translatesAutoresizingMaskIntoConstraints = false
        sheet.layer.cornerRadius = 12
        sheet.clipsToBounds = true
        let height = sheet.heightAnchor.constraint(equalToConstant: collapsedHeight)
        height.identifier = "sheet-height"
        heightConstraint = height
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            sheet.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            height,
        ])
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    /// Grows the sheet to `fraction` of the container's height (or back to its collapsed height).
    func expand(to fraction: CGFloat?, duration: TimeInterval = 0.3) {
        guard let containerView = containerView else { return }
        heightConstraint?.constant = fraction.map { containerView.bounds.height * $0 } ?? collapsedHeight
        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut) {
            containerView.layoutIfNeeded()
        }
    }
}

/// Slides the sheet in from below with a transform, so the constraints keep its resting frame.
final class AnchoredSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let sheet = transitionContext.view(forKey: key) else { return }
        transitionContext.containerView.layoutIfNeeded()
        let offscreen = CGAffineTransform(translationX: 0, y: sheet.bounds.height)
        if isPresenting { sheet.transform = offscreen }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut,
            animations: {
                sheet.transform = self.isPresenting ? .identity : offscreen
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Presents with the anchored sheet.
final class AnchoredSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private(set) var presentation: AnchoredSheetPresentationController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = AnchoredSheetPresentationController(
            presentedViewController: presented, presenting: presenting)
        presentation = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        AnchoredSheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AnchoredSheetAnimator(isPresenting: false)
    }
}

/// A pop-up card centred in its screen with size multipliers, over a dimming view pinned to the edges,
/// with a title bar pinned inside the card's margins: the layout code of pop-up dialog libraries.
final class CenteredCardViewController: UIViewController {
    let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let dimming = UIView()
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        let titleBar = UIView()
        titleBar.backgroundColor = .systemOrange
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        for subview in [dimming, card] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        titleBar.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(titleBar)
        NSLayoutConstraint.activate([
            dimming.topAnchor.constraint(equalTo: view.topAnchor),
            dimming.leftAnchor.constraint(equalTo: view.leftAnchor),
            dimming.widthAnchor.constraint(equalTo: view.widthAnchor),
            dimming.heightAnchor.constraint(equalTo: view.heightAnchor),
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.75),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1.2),
            titleBar.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            titleBar.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            titleBar.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            titleBar.heightAnchor.constraint(equalToConstant: 20),
        ])
    }
}
