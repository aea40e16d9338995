let expected = """
import Flipbook

final class Card: UIView {
    func install() {
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleTap))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleTap))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleTap))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Card.handleTap))
        button.addTarget(self, action: Self.move(_:to:), for: .touchUpInside)
        NotificationCenter.default.addObserver(
            self, selector: Self.keyboardWillShow, name: UIResponder.keyboardWillShowNotification,
            object: nil)
        let link = CADisplayLink(target: self, selector: Self.step)
        Timer.scheduledTimer(
        timeInterval: 1, target: self, selector: Self.tick, userInfo: nil, repeats: true)
    }
}
