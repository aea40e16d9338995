import Foundation

/// Swiping a row sideways reveals the delegate's swipe actions (`UIContextualAction`); the work is the shared
/// ``RowSwipe``'s, the table says where rows are and what actions they have.
extension UITableView: RowSwipeHost {
    /// The row whose actions show.
    var swipedRow: IndexPath? {
        get { rowSwipe.row }
        set { rowSwipe.row = newValue }
    }

    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func swipeView(at row: IndexPath) -> SwipeRevealingRow? { visibleCellsByRow[row] }

    /// The swipe actions the delegate gives a row for a swipe to the left (`trailing`) or right.
    func swipeConfiguration(at row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        let configuration =
            trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    var acceptsSwipes: Bool { !isEditing }

    func swipeDidBeginEditing(at row: IndexPath) { tableDelegate?.tableView(self, willBeginEditingRowAt: row) }

    func swipeDidEndEditing(at row: IndexPath?) { tableDelegate?.tableView(self, didEndEditingRowAt: row) }
}

extension UITableViewCell: SwipeRevealingRow {}
