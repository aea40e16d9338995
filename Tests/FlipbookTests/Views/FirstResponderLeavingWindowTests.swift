import FlipbookTesting
import Testing

@testable import Flipbook

/// The first responder resigns when it leaves the window, as in UIKit: removed from its superview (itself or
/// an ancestor), or taken off screen with its dismissed view controller. Moving it within the window keeps it.
@MainActor
@Suite struct FirstResponderLeavingWindowTests {
    final class Stubborn: UITextField {
        override var canResignFirstResponder: Bool { false }
    }

    @Test func removingTheFirstResponderOrAnAncestorResignsIt() {
        let window = makeTestWindow(width: 390, height: 844)
        let box = UIView(frame: window.bounds)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        box.addSubview(field)
        window.addSubview(box)
        #expect(field.becomeFirstResponder())
        let other = UIView(frame: window.bounds)
        window.addSubview(other)
        other.addSubview(field)
        #expect(field.isFirstResponder, "moving it within the window keeps it")
        other.removeFromSuperview()
        #expect(!field.isFirstResponder && !field.isEditing, "an ancestor left the window")
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }

    @Test func oneThatRefusesToResignStillGoesWithItsView() {
        let window = makeTestWindow(width: 390, height: 844)
        let field = Stubborn(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder() && !field.resignFirstResponder())
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(UIApplication.shared.firstResponder == nil)
    }

    @Test func dismissingItsViewControllerResignsIt() {
        let window = makeTestWindow(width: 390, height: 844)
        let root = UIViewController()
        window.rootViewController = root
        let form = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        form.view.addSubview(field)
        form.modalPresentationStyle = .fullScreen
        root.present(form, animated: false)
        #expect(field.becomeFirstResponder())
        form.dismiss(animated: true)
        #expect(field.isFirstResponder, "still on screen while the dismissal runs")
        VirtualClock.shared.advance(by: 1)
        #expect(!field.isFirstResponder)
    }
}
