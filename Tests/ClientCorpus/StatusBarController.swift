import Flipbook

/// A view controller in the style of app code: status-bar preferences, layout callbacks, `awakeFromNib`.
final class StatusBarController: UIViewController {
    private(set) var layoutCallbacks: [String] = []
    let header = UIView()

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }

    override func awakeFromNib() {
        super.awakeFromNib()
        view.backgroundColor = .black
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        header.backgroundColor = .white
        header.accessibilityIdentifier = "header"
        view.addSubview(header)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutCallbacks.append("willLayout")
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.safeAreaInsets.top + 44)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutCallbacks.append("didLayout")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in
            self.setNeedsStatusBarAppearanceUpdate()
        })
    }
}
