import Foundation

extension UIView {
    /// The gesture recognizers attached to this view, in the order they were added (`nil` when none).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let list = attachedRecognizers
            return list.isEmpty ? nil : list
        }
        set {
            for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to this view (detaching it from any other view first).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view {
            if old === self { return }
            old.removeGestureRecognizer(gestureRecognizer)
        }
        gestureRecognizersStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from this view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizersStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// The attached recognizers (held strongly by the view, as in UIKit).
    private var attachedRecognizers: [UIGestureRecognizer] {
        gestureRecognizersStorage.compactMap { $0 as? UIGestureRecognizer }
    }
}
