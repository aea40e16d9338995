import Flipbook

// Swift 5 app code with no actor annotations at all, as it compiles against UIKit: free functions that build
// views and controllers, and a plain NSObject subclass whose stored properties are views.

/// Builds a rounded card, outside any actor.
func makeCard(color: UIColor, frame: CGRect) -> UIView {
    let card = UIView(frame: frame)
    card.backgroundColor = color
    card.layer.cornerRadius = 12
    card.accessibilityIdentifier = "card"
    return card
}

/// Builds a controller whose view is one card, outside any actor.
func makeCardController(color: UIColor) -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    controller.view.addSubview(makeCard(color: color, frame: CGRect(x: 20, y: 20, width: 100, height: 60)))
    return controller
}

/// An NSObject subclass (not a view, not isolated) holding views in stored-property initialisers.
final class DimmingChrome: NSObject {
    let dimmingView = UIView()
    let handle = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 5))
    var sheetDelegate = BottomSheetTransitioningDelegate()

    func install(in container: UIView) {
        dimmingView.frame = container.bounds
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        container.addSubview(dimmingView)
        container.addSubview(handle)
    }
}
