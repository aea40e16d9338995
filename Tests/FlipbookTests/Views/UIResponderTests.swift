import Testing

@testable import Flipbook

/// The responder chain, first-responder state and touches delivered to views by scripted fingers.
@MainActor @Suite struct UIResponderTests {
    /// Records the touch calls it gets, then passes them on (as a subclass calling `super` does).
    final class TouchLog: UIView {
        var calls: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            calls.append("began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            calls.append("moved")
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            calls.append("ended")
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            calls.append("cancelled")
            super.touchesCancelled(touches, with: event)
        }
    }

    /// A controller that may become first responder.
    final class Responding: UIViewController {
        override var canBecomeFirstResponder: Bool { true }
    }

    func makeWindow(root: UIViewController) -> UIWindow {
        World.current.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func nextFollowsUIKitsChain() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let child = UIView()
        root.view.addSubview(child)
        #expect(child.next === root.view)
        #expect(root.view.next === root, "a root view's next is its controller")
        #expect(root.next === window, "the controller's next is its view's superview")
        #expect(window.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        #expect(presented.next === root, "a presented controller's next is the presenting one")
        #expect(UIView().next == nil)
    }

    @Test func oneFirstResponderAtATime() {
        let root = Responding()
        let window = makeWindow(root: root)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let notes = UITextView(frame: CGRect(x: 0, y: 40, width: 100, height: 60))
        #expect(!field.becomeFirstResponder(), "outside a window")
        root.view.addSubview(field)
        root.view.addSubview(notes)
        #expect(!root.view.canBecomeFirstResponder && !root.view.becomeFirstResponder())
        #expect(field.becomeFirstResponder() && field.isFirstResponder && field.isEditing)
        #expect(notes.becomeFirstResponder() && notes.isFirstResponder && !field.isFirstResponder)
        #expect(root.becomeFirstResponder() && root.isFirstResponder && !notes.isFirstResponder)
        #expect(root.resignFirstResponder() && !root.isFirstResponder)
        field.isEnabled = false
        #expect(!field.becomeFirstResponder(), "a disabled field cannot")
        _ = window
    }

    @Test func endEditingResignsTheFirstResponderInside() {
        final class Stubborn: UITextField {
            override var canResignFirstResponder: Bool { false }
        }
        let root = UIViewController()
        let window = makeWindow(root: root)
        let field = Stubborn(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let outside = UITextField(frame: CGRect(x: 0, y: 50, width: 100, height: 30))
        let box = UIView(frame: window.bounds)
        box.addSubview(field)
        root.view.addSubview(box)
        root.view.addSubview(outside)
        #expect(field.becomeFirstResponder())
        #expect(!outside.becomeFirstResponder(), "the first responder refuses to resign")
        #expect(outside.endEditing(false), "nothing inside it is first responder")
        #expect(!box.endEditing(false) && field.isFirstResponder)
        #expect(box.endEditing(true) && !field.isFirstResponder)
    }

    @Test func fingersSendTouchesToTheHitViewAndUpTheChain() throws {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let parent = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let plain = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        parent.addSubview(plain)
        root.view.addSubview(parent)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 80, y: 70), duration: 0.05)
        #expect(parent.calls.first == "began" && parent.calls.last == "ended", "\(parent.calls)")
        #expect(parent.calls.contains("moved") && !parent.calls.contains("cancelled"))
    }

    @Test func aRecognizerThatRecognizesCancelsTheViewsTouches() throws {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let view = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.view.addSubview(view)
        let pan = UIPanGestureRecognizer { _ in }
        view.addGestureRecognizer(pan)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), duration: 0.1)
        #expect(view.calls.first == "began" && view.calls.last == "cancelled", "\(view.calls)")
        #expect(!view.calls.contains("ended"))
        view.calls.removeAll()
        pan.cancelsTouchesInView = false
        try recorder.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), duration: 0.1)
        #expect(view.calls.first == "began" && view.calls.last == "ended", "\(view.calls)")
    }
}
