import Flipbook

// Initializers as popup and sheet libraries write them against UIKit's Swift interface: subclasses that
// override the designated initializers and are then made with the inherited convenience `init()`, and
// convenience initializers in extensions that configure views.

/// A popup dialog that overrides UIKit's two designated initializers; callers write `PopupDialogController()`.
final class PopupDialogController: UIViewController {
    let dimmingColor: UIColor

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        dimmingColor = UIColor.black.withAlphaComponent(0.4)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    required init?(coder: NSCoder) {
        dimmingColor = UIColor.black.withAlphaComponent(0.4)
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = dimmingColor
        view.addSubview(UILabel(popupTitle: "Saved"))
    }
}

/// A sheet's navigation controller with a designated initializer of its own that calls UIKit's designated one.
final class SheetNavigationController: UINavigationController {
    let grabberHeight: CGFloat

    init(grabberHeight: CGFloat) {
        self.grabberHeight = grabberHeight
        super.init(nibName: nil, bundle: nil)
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        grabberHeight = 5
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        grabberHeight = 5
        super.init(coder: coder)
    }
}

/// A tab bar controller that only adds stored properties (so it inherits every initializer).
final class RoundedTabBarController: UITabBarController {
    var cornerRadius: CGFloat = 16
}

extension UILabel {
    /// The popup's title label, configured in a convenience initializer (its setters must all take effect).
    convenience init(popupTitle: String) {
        self.init(frame: CGRect(x: 20, y: 100, width: 140, height: 40))
        text = popupTitle
        font = .boldSystemFont(ofSize: 24)
        textColor = .white
        textAlignment = .center
    }
}

/// What a library's factory returns: each controller made with the initializer UIKit gives it.
@MainActor
func makePopupControllers() -> (
    popup: PopupDialogController, sheet: SheetNavigationController, tabs: RoundedTabBarController
) {
    let popup = PopupDialogController()
    let sheet = SheetNavigationController(grabberHeight: 5)
    sheet.setViewControllers([UIViewController()], animated: false)
    return (popup, sheet, RoundedTabBarController())
}
