import Flipbook

/// A photo grid's push: the tapped thumbnail grows into the full-width photo while its corners square.
/// Written as for UIKit; only the import differs.
public final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
    /// The thumbnail the push starts from, in the grid's coordinates.
    public var thumbnailFrame = CGRect(x: 24, y: 160, width: 96, height: 96)

    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { operation == .push ? self : nil }

    public func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    public func animateTransition(using context: UIViewControllerContextTransitioning) {
        let to = context.view(forKey: .to)!
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        to.frame = thumbnailFrame
        to.layer.cornerRadius = 12
        to.clipsToBounds = true
        context.containerView.addSubview(to)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseInOut) {
            to.frame = final
            to.layer.cornerRadius = 0
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// The grid: a few coloured thumbnails.
public final class GridViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for (index, color) in [UIColor.systemOrange, .systemTeal, .systemPink].enumerated() {
            let thumbnail = UIView(frame: CGRect(x: 24 + CGFloat(index) * 112, y: 160, width: 96, height: 96))
            thumbnail.backgroundColor = color
            thumbnail.layer.cornerRadius = 12
            thumbnail.accessibilityIdentifier = "thumbnail \(index + 1)"
            view.addSubview(thumbnail)
        }
    }
}

/// The photo screen pushed from the grid.
public final class PhotoViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        view.accessibilityIdentifier = "photo"
    }
}

/// The app's navigation controller: it keeps the zoom animator and pushes with it.
public final class PhotoNavigationController: UINavigationController {
    private let zoom = ZoomAnimator()

    /// The grid at the root, the bar hidden, the zoom animator as delegate.
    public init() {
        super.init(rootViewController: GridViewController())
        isNavigationBarHidden = true
        delegate = zoom
    }

    public required init?(coder: NSCoder) { nil }
}
