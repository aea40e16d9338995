import Flipbook

/// A mail-style compose screen presented as the system page sheet: while it holds a draft it refuses the
/// swipe (`isModalInPresentation`) and the presenter, as the presentation controller's delegate, hears the
/// attempt (an app would ask "Discard draft?" there); without a draft a swipe dismisses it.
final class ComposeViewController: UIViewController {
    var hasDraft = false {
        didSet { isModalInPresentation = hasDraft }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 56))
        header.backgroundColor = .systemGray6
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
    }
}

/// The inbox that presents the compose sheet and follows the user's attempts to swipe it away.
final class ComposeInboxViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private(set) var events: [String] = []
    let compose = ComposeViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
    }

    func startComposing() {
        compose.modalPresentationStyle = .pageSheet
        compose.presentationController?.delegate = self
        present(compose, animated: true)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("confirm discard")
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        events.append("will dismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.append("did dismiss")
    }
}
