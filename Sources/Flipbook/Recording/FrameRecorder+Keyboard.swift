import Foundation

extension FrameRecorder {
    /// How long the keyboard slides, as on iOS.
    nonisolated static let keyboardAnimationDuration: TimeInterval = 0.25
    /// The private animation curve iOS reports for the keyboard's slide.
    nonisolated static let keyboardAnimationCurve = 7

    /// Whether the keyboard panel is up or sliding up (``showKeyboard()`` was called and ``hideKeyboard()``
    /// not since).
    public var isKeyboardShown: Bool {
        world.run { keyboardPanel.map { !$0.isHiding } ?? false }
    }

    /// Slides a keyboard-sized panel up from the bottom of the window over 0.25 s, as the system keyboard
    /// appears, and posts `keyboardWillChangeFrameNotification` and `keyboardWillShowNotification` before it
    /// moves (so sheets that follow the keyboard animate along) and `keyboardDidChangeFrameNotification` and
    /// `keyboardDidShowNotification` when it is up. The panel is the keyboard's height on the world's device
    /// (``SimulatedDevice/keyboardHeight``, at most the window's height), drawn in the keyboard's grey with no
    /// keys; it covers what is below it, touches included. Does nothing while the keyboard is shown.
    public func showKeyboard() {
        world.run {
            guard !isKeyboardShown else { return }
            let hidden = keyboardFrame(shown: false)
            let shown = keyboardFrame(shown: true)
            let panel = keyboardPanel ?? KeyboardPanelView(frame: hidden)
            panel.isHiding = false
            window.addSubview(panel)
            let begin = panel.layer.presentation()?.frame ?? panel.frame
            postKeyboard(
                [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
                from: begin, to: shown)
            slide(panel, to: shown) { [weak self] in
                self?.postKeyboard(
                    [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification],
                    from: begin, to: shown)
            }
        }
    }

    /// Slides the keyboard panel back down over 0.25 s and removes it, posting
    /// `keyboardWillChangeFrameNotification` and `keyboardWillHideNotification` before, and
    /// `keyboardDidChangeFrameNotification` and `keyboardDidHideNotification` after. Does nothing while no
    /// keyboard is shown.
    public func hideKeyboard() {
        world.run {
            guard isKeyboardShown, let panel = keyboardPanel else { return }
            panel.isHiding = true
            let begin = panel.layer.presentation()?.frame ?? panel.frame
            let hidden = keyboardFrame(shown: false)
            postKeyboard(
                [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                from: begin, to: hidden)
            slide(panel, to: hidden) { [weak self, weak panel] in
                if let panel, panel.isHiding { panel.removeFromSuperview() }
                self?.postKeyboard(
                    [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification],
                    from: begin, to: hidden)
            }
        }
    }

    private var keyboardPanel: KeyboardPanelView? {
        window.subviews.last { $0 is KeyboardPanelView } as? KeyboardPanelView
    }

    /// The keyboard's frame in the window: resting on its bottom edge, or just below it.
    private func keyboardFrame(shown: Bool) -> CGRect {
        let bounds = window.bounds
        let height = min(world.device.keyboardHeight, bounds.height)
        return CGRect(x: 0, y: shown ? bounds.height - height : bounds.height, width: bounds.width, height: height)
    }

    private func slide(_ panel: KeyboardPanelView, to frame: CGRect, completion: @escaping @MainActor () -> Void) {
        UIView.animate(
            withDuration: Self.keyboardAnimationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
            animations: { panel.frame = frame }, completion: { _ in completion() })
    }

    private func postKeyboard(_ names: [Notification.Name], from begin: CGRect, to end: CGRect) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(rect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.keyboardAnimationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.keyboardAnimationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        for name in names { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
    }
}

/// The keyboard as a recording shows it: a plain panel in the light keyboard's grey.
final class KeyboardPanelView: UIView {
    /// True while the panel slides out (it is removed when it gets there).
    var isHiding = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 209 / 255, green: 212 / 255, blue: 217 / 255, alpha: 1)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
