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

/// A Swift 5 test helper with no actor annotation that drives a presentation and records it, as test code
/// written against UIKit drives its own types: Flipbook's recorder, fingers and worlds accept the calls as
/// UIKit's `@preconcurrency` types do.
func recordCardPresentation(to folder: URL) throws -> (frames: Int, tapped: Bool) {
    let world = World()
    return try world.run {
        let home = makeCardController(color: .systemBlue)
        let detail = makeCardController(color: .systemOrange)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        window.rootViewController = home
        window.makeKeyAndVisible()
        var tapped = false
        let tap = UITapGestureRecognizer { _ in tapped = true }
        home.view.addGestureRecognizer(tap)
        let recorder = FrameRecorder(window: window, fps: 30, scale: 1, threads: 1)
        try recorder.tap(at: CGPoint(x: 60, y: 150))
        let finger = ScriptedTouch(window: window)
        finger.down(at: CGPoint(x: 10, y: 10))
        finger.up()
        let frames = try recorder.record(seconds: 0.2, to: folder) { home.present(detail, animated: true) }
        let clean = TransitionDiagnostics.shared.errors.isEmpty && LayoutDiagnostics.shared.issues.isEmpty
        return (clean ? frames : -1, tapped)
    }
}
