import Foundation

extension UIView {
    /// Attaches `gestureRecognizer` (detaching it from any other view first); see `addGestureRecognizer(_:)`.
    func attach(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view {
            if old === self { return }
            old.removeGestureRecognizer(gestureRecognizer)
        }
        gestureRecognizersStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` if it is attached here; see `removeGestureRecognizer(_:)`.
    func detach(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizersStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// The attached recognizers (held strongly by the view, as in UIKit).
    var attachedRecognizers: [UIGestureRecognizer] {
        gestureRecognizersStorage.compactMap { $0 as? UIGestureRecognizer }
    }
}
