import Foundation

/// Editing mode: rows the data source lets edit show a red minus (delete) or green plus (insert), by the
/// delegate's `editingStyleForRowAt` (with `allowsMultipleSelectionDuringEditing`, a selection circle instead,
/// which a tap on the row fills or empties); tapping a minus reveals a Delete button that commits the deletion
/// through the data source's `tableView(_:commit:forRowAt:)`, tapping a plus commits an insertion at once.
extension UITableView {
    /// ``setEditing(_:animated:)``'s work: the editing controls slide in or out (animated over 0.3 s) and any
    /// open swipe actions close.
    func applyEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        rowSwipe.close(animated: animated)
        if !editing { endReorder(cancelled: true) }
        for (indexPath, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) {
            updateEditingControl(of: cell, at: indexPath, animated: animated)
        }
        // The separators follow the rows' text.
        setNeedsLayout()
        if animated {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) { self.layoutIfNeeded() }
        } else {
            UIView.performWithoutAnimation { layoutIfNeeded() }
        }
    }

    /// Gives a cell the editing control its row has and the table's editing state.
    func updateEditingControl(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        let style = canEdit ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        let canMove = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        UIView.performWithoutAnimation {
            cell.editingControlStyle = style
            cell.showsSelectionCircle = allowsMultipleSelectionDuringEditing
            cell.hasReorderControl = canMove
        }
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: animated) }
    }

    /// A finger down on a row's editing control: it acts when the finger lifts. Returns false elsewhere.
    func editingControlTouchBegan(at point: CGPoint) -> Bool {
        guard isEditing, let row = indexPathForRow(at: point), let cell = visibleCellsByRow[row],
            let control = cell.editingControl, !cell.showsSelectionCircle,
            control.frame.insetBy(dx: -8, dy: -8).contains(cell.convert(point, from: self))
        else { return false }
        touchedEditingControl = row
        return true
    }

    /// The finger lifted from an editing control: a minus reveals Delete, a plus commits an insertion.
    func editingControlTouchEnded() -> Bool {
        guard let row = touchedEditingControl else { return false }
        touchedEditingControl = nil
        guard let cell = visibleCellsByRow[row] else { return true }
        switch cell.editingControlStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: row)
        case .delete:
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? "Delete"
            let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                guard let self else { return }
                self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [delete])
            configuration.performsFirstActionWithFullSwipe = false
            rowSwipe.open(configuration, trailing: true, at: row)
        case .none:
            break
        }
        return true
    }
}
