import Foundation

/// Fine-tunes a gesture recognizer. Every method is optional.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asked when the recognizer is about to leave `.possible` and begin; `false` makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked before a new touch is delivered to the recognizer; `false` keeps the touch from it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the two recognizers may both recognize the same touches. Default `false`: the first to
    /// begin makes the other fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// `true`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    /// `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
