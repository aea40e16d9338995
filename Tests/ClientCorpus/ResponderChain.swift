import Flipbook

// The responder chain as popup and sheet libraries use it: a view finds its view controller through `next`,
// and a dimming background dismisses on a touch through `touchesBegan`.

extension UIView {
    /// The nearest view controller up the responder chain.
    var owningController: UIViewController? {
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

/// A dimming background that dismisses its popup when touched outside the card.
final class TapToDismissBackgroundView: UIView {
    let card = UIView()
    private(set) var touchesSeen = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesSeen += 1
        guard let touch = touches.first, !card.frame.contains(touch.location(in: self)) else {
            super.touchesBegan(touches, with: event)
            return
        }
        owningController?.dismiss(animated: false)
    }
}

/// A popup whose view is the dimming background; the search field inside takes first-responder status.
final class SearchPopupController: UIViewController {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    private(set) var cardTouches = 0

    override func loadView() {
        let background = TapToDismissBackgroundView(frame: UIScreen.main.bounds)
        background.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        background.card.frame = CGRect(x: 20, y: 60, width: 140, height: 120)
        background.card.backgroundColor = .white
        background.card.addSubview(field)
        background.addSubview(background.card)
        view = background
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.endEditing(true)
    }

    /// Touches on the card travel up from the card view, through the background, to here.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        cardTouches += 1
        super.touchesBegan(touches, with: event)
    }
}
