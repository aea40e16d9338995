import Foundation

/// The delegate of a table's pan recognizer: a table scrolls only vertically, so a pan that starts mostly
/// sideways does not begin, leaving it to an edge swipe (the navigation controller's pop) or a
/// recognizer further up, as on iOS; nor does a pan while a row is being reordered.
@MainActor
final class TablePanGate: NSObject, UIGestureRecognizerDelegate {
    weak var tableView: UITableView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tableView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        // A finger moving a row by its reorder control does not scroll.
        guard tableView.reorder == nil else { return false }
        guard tableView.contentSize.width <= tableView.bounds.width else { return true }
        let moved = pan.translation(in: tableView)
        return abs(moved.y) >= abs(moved.x)
    }
}
