import Foundation

/// Swiping a row sideways to reveal the delegate's swipe actions (`UIContextualAction`), as UIKit does: the
/// content follows the finger over the buttons; let go past half the buttons' width and they stay open (a tap
/// on one runs it, a tap elsewhere closes them), past 60% of the row with `performsFirstActionWithFullSwipe`
/// the first action runs.
extension UITableView {
    /// How long the swipe takes to settle open or closed.
    static let swipeSettleDuration: TimeInterval = 0.3
    /// The fraction of the row a full swipe must pass.
    static let fullSwipeFraction: CGFloat = 0.6

    func installSwipeGesture() {
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.swipeChanged(pan) }
        swipeGate.tableView = self
        pan.delegate = swipeGate
        addGestureRecognizer(pan)
    }

    /// The swipe actions the delegate gives a row for a swipe to the left (`trailing`) or right.
    func swipeConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        let configuration =
            trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    private func swipeChanged(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        switch pan.state {
        case .began:
            let location = pan.location(in: self)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            guard let row = indexPathForRow(at: start), let cell = visibleCellsByRow[row] else { return }
            if let swipedRow, swipedRow != row { closeSwipe(animated: true) }
            if cell.swipeActionsView == nil {
                let trailing = translation.x < 0
                guard let configuration = swipeConfiguration(at: row, trailing: trailing) else { return }
                UIView.performWithoutAnimation {
                    cell.swipeActionsView = SwipeActionsView(configuration: configuration, trailing: trailing)
                }
                swipeBeganEditing = true
                tableDelegate?.tableView(self, willBeginEditingRowAt: row)
            }
            swipedRow = row
            swipeStartOffset = cell.swipeOffset
        case .changed:
            guard let (cell, actions) = swipedCell() else { return }
            let offset = swipeStartOffset + translation.x
            let limit = cell.bounds.width
            UIView.performWithoutAnimation {
                cell.swipeOffset = actions.trailing ? min(0, max(offset, -limit)) : max(0, min(offset, limit))
            }
        case .ended, .cancelled, .failed:
            guard let (cell, actions) = swipedCell() else { return }
            let distance = abs(cell.swipeOffset)
            let sign: CGFloat = actions.trailing ? -1 : 1
            if pan.state == .ended, actions.configuration.performsFirstActionWithFullSwipe,
                distance > cell.bounds.width * Self.fullSwipeFraction, let button = actions.buttons.first
            {
                settle(cell, at: sign * cell.bounds.width)
                perform(actions.configuration.actions[0], from: button)
            } else if pan.state == .ended, distance > actions.openWidth / 2 {
                settle(cell, at: sign * actions.openWidth)
            } else {
                closeSwipe(animated: true)
            }
        default: break
        }
    }

    private func swipedCell() -> (UITableViewCell, SwipeActionsView)? {
        guard let swipedRow, let cell = visibleCellsByRow[swipedRow], let actions = cell.swipeActionsView else {
            return nil
        }
        return (cell, actions)
    }

    func settle(_ cell: UITableViewCell, at offset: CGFloat) {
        UIView.animate(withDuration: Self.swipeSettleDuration, delay: 0, options: [.curveEaseOut]) {
            cell.swipeOffset = offset
        }
    }

    /// Tells the delegate, once, that the swipe-to-edit a swipe began is over (`row` nil: the row was deleted or
    /// reloaded while its actions showed).
    func endSwipeEditing(at row: IndexPath?) {
        guard swipeBeganEditing else { return }
        swipeBeganEditing = false
        tableDelegate?.tableView(self, didEndEditingRowAt: row)
    }

    /// Slides the swiped row's content back over its actions, then takes them away.
    func closeSwipe(animated: Bool) {
        guard let row = swipedRow else { return }
        swipedRow = nil
        endSwipeEditing(at: row)
        guard let cell = visibleCellsByRow[row] else { return }
        guard animated else {
            cell.resetSwipe()
            return
        }
        UIView.animate(
            withDuration: Self.swipeSettleDuration, delay: 0, options: [.curveEaseOut],
            animations: { cell.swipeOffset = 0 },
            completion: { _ in if cell.swipeOffset == 0 { cell.resetSwipe() } })
    }

    /// Runs an action's handler; when it completes, the row's swipe closes (a row the handler deleted is
    /// leaving anyway).
    private func perform(_ action: UIContextualAction, from button: UIView) {
        action.handler(action, button) { [weak self] _ in
            MainActor.assumeIsolated { self?.closeSwipe(animated: true) }
        }
    }

    // MARK: Touches while a row is swiped

    /// A finger down while a row's actions show: on a button it will run that action when it lifts;
    /// anywhere else the actions close. Returns false when no row is swiped.
    func swipeTouchBegan(at point: CGPoint) -> Bool {
        guard let swipedRow else { return false }
        if let cell = visibleCellsByRow[swipedRow], let actions = cell.swipeActionsView,
            let hit = actions.action(at: actions.convert(point, from: self))
        {
            touchedSwipeAction = hit
        } else {
            closeSwipe(animated: true)
        }
        return true
    }

    /// The finger lifted: runs the action it went down on. Returns false when there was none.
    func swipeTouchEnded() -> Bool {
        guard let (action, button) = touchedSwipeAction else { return false }
        touchedSwipeAction = nil
        perform(action, from: button)
        return true
    }
}

/// Lets the row-swipe pan begin only for a sideways drag that starts on a row with swipe actions on that
/// side (or on the row already swiped).
@MainActor
final class TableSwipeGate: NSObject, UIGestureRecognizerDelegate {
    weak var tableView: UITableView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tableView, !tableView.isEditing, let pan = gestureRecognizer as? UIPanGestureRecognizer else {
            return false
        }
        let moved = pan.translation(in: tableView)
        guard abs(moved.x) > abs(moved.y) else { return false }
        let location = pan.location(in: tableView)
        let start = CGPoint(x: location.x - moved.x, y: location.y - moved.y)
        guard let row = tableView.indexPathForRow(at: start) else { return false }
        if row == tableView.swipedRow { return true }
        return tableView.swipeConfiguration(at: row, trailing: moved.x < 0) != nil
    }
}
