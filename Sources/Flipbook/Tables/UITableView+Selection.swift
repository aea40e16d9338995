import Foundation

/// Selecting rows in code and with a finger.
extension UITableView {
    /// The first selected row, or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects a row (without telling the delegate, as UIKit) and scrolls it to `scrollPosition`; `nil`
    /// deselects every row. Without multiple selection, the previously selected row is deselected.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        layoutIfNeeded()
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard layout.contains(indexPath) else {
            flipbookWarning("selectRow(at:animated:scrollPosition:): no row \(indexPath); nothing selected")
            return
        }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleCellsByRow[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row (without telling the delegate); `animated` fades its grey background, inside a
    /// transition coordinator's alongside animation with the transition.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        visibleCellsByRow[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Touches

    /// A finger down on a row highlights it (when the delegate agrees).
    func tableTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.firstFinger, rowSwipe.touchBegan(at: touch.location(in: self)) { return }
        if let touch = touches.firstFinger, editingControlTouchBegan(at: touch.location(in: self)) { return }
        // While a row is being moved, other fingers do nothing.
        if reorder != nil { return }
        if let touch = touches.firstFinger, reorderTouchBegan(at: touch.location(in: self), touch: touch) { return }
        if let touch = touches.firstFinger { contextMenuTouchBegan(touch) }
        guard allowsSelectionNow, let touch = touches.firstFinger,
            let indexPath = indexPathForRow(at: touch.location(in: self)),
            tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else {
            next?.touchesBegan(touches, with: event)
            return
        }
        touchedRow = indexPath
        visibleCellsByRow[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// Moving the finger off the row or scrolling ends the highlight without selecting.
    func tableTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.firstFinger { contextMenuTouchMoved(touch) }
        if let touch = reorder.flatMap({ reorder in touches.first { $0 === reorder.touch } }) {
            reorderTouchMoved(to: touch.location(in: self))
            return
        }
        guard let touchedRow, let touch = touches.firstFinger else {
            next?.touchesMoved(touches, with: event)
            return
        }
        if isDragging || !rowFrame(touchedRow).contains(touch.location(in: self)) { endTouch(select: false) }
    }

    /// Lifting the finger on the highlighted row selects it: `willSelectRowAt`, the selection, then
    /// `didSelectRowAt` (with multiple selection, a selected row is deselected instead).
    func tableTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelContextMenuPress()
        if rowSwipe.touchEnded() { return }
        if editingControlTouchEnded() { return }
        if reorderTouchEnded(touches, cancelled: false) { return }
        guard touchedRow != nil else {
            next?.touchesEnded(touches, with: event)
            return
        }
        endTouch(select: !isDragging)
    }

    /// A cancelled touch only ends the highlight.
    func tableTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelContextMenuPress()
        rowSwipe.touchedAction = nil
        touchedEditingControl = nil
        if reorderTouchEnded(touches, cancelled: true) { return }
        guard touchedRow != nil else {
            next?.touchesCancelled(touches, with: event)
            return
        }
        endTouch(select: false)
    }

    private func endTouch(select: Bool) {
        guard let row = touchedRow else { return }
        touchedRow = nil
        visibleCellsByRow[row]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: row)
        guard select, allowsSelectionNow, layout.contains(row) else { return }
        let delegate = tableDelegate
        if allowsMultipleSelectionNow, selectedRows.contains(row) {
            guard let target = willDeselect(row) else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = willSelect(row), layout.contains(target) else {
            return
        }
        if !allowsMultipleSelectionNow {
            for old in selectedRows where old != target {
                guard let deselect = willDeselect(old) else { continue }
                deselectRow(at: deselect, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselect)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// Whether a tap may select a row now: `allowsSelection` outside editing, `allowsSelectionDuringEditing`
    /// (or multiple selection during editing) while editing, as UIKit decides.
    var allowsSelectionNow: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether several rows may be selected now (the editing or the normal setting).
    var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The row the delegate lets a tap select instead of `row` (nil: none).
    private func willSelect(_ row: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return row }
        return delegate.tableView(self, willSelectRowAt: row)
    }

    private func willDeselect(_ row: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return row }
        return delegate.tableView(self, willDeselectRowAt: row)
    }
}
