import Foundation

// How a continuous gesture (pan, pinch) settles when its fingers leave, as UIKit's state machine has it.
extension UIGestureRecognizer {
    /// The fingers lifted (`finished`) or were cancelled: a gesture that began ends (`.ended`) or is
    /// cancelled (`.cancelled`); one that never began fails.
    func settleContinuousGesture(finished: Bool) {
        switch state {
        case .began, .changed: state = finished ? .ended : .cancelled
        case .possible: state = .failed
        default: break
        }
    }
}
