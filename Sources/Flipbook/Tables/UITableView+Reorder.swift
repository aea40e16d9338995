import Foundation

/// A row a finger is moving by its reorder control.
struct TableReorder {
    /// Where the rows go for each destination.
    let plan: TableReorderPlan
    /// The lifted cell, following the finger.
    let cell: UITableViewCell
    /// How far below the row's top the finger went down.
    let grab: CGFloat
    /// The finger moving the row (nil when editing ends mid-move).
    let touch: UITouch?
    /// The destination the finger last proposed.
    var proposed: IndexPath
    /// Where the row goes if the finger lifts now (the delegate's answer to the proposal).
    var destination: IndexPath
}

/// Reordering rows while editing, as UIKit does: a finger down on a row's reorder control (the three grey lines
/// of a row the data source lets move) lifts the row with a shadow; the row follows the finger up and down while
/// the other rows slide out of its way once it passes half-way over them (the delegate's
/// `targetIndexPathForMoveFromRowAt` may redirect it); when the finger lifts the row settles into its new place
/// and the data source's `tableView(_:moveRowAt:to:)` moves it in the data. A cancelled touch puts it back.
extension UITableView {
    /// How long rows take to slide out of the way, and the dropped row to settle.
    static let reorderSlideDuration: TimeInterval = 0.25

    /// A finger down on a reorder control lifts its row. Returns false elsewhere.
    func reorderTouchBegan(at point: CGPoint, touch: UITouch) -> Bool {
        guard isEditing, reorder == nil, let row = indexPathForRow(at: point), let cell = visibleCellsByRow[row],
            let control = cell.reorderControl,
            control.frame.insetBy(dx: -12, dy: -8).contains(cell.convert(point, from: self))
        else { return false }
        let plan = TableReorderPlan(heights: currentHeights(), source: row)
        reorder = TableReorder(
            plan: plan, cell: cell, grab: point.y - cell.frame.minY, touch: touch, proposed: row, destination: row)
        holdsLayout = true
        bringSubviewToFront(cell)
        UIView.performWithoutAnimation {
            cell.layer.shadowColor = UIColor.black.cgColor
            cell.layer.shadowOffset = .zero
            cell.layer.shadowRadius = 8
            if style == .insetGrouped {
                cell.groupedCorners = [
                    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
                ]
            }
        }
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
            cell.layer.shadowOpacity = 0.2
        }
        return true
    }

    /// The lifted row follows the finger (kept within the rows); the others make room where it would go.
    func reorderTouchMoved(to point: CGPoint) {
        guard var reorder else { return }
        let plan = reorder.plan
        let slots = plan.destinations
        let highest = plan.top(at: slots[0])
        let lowest = plan.top(at: slots[slots.count - 1])
        let top = min(max(point.y - reorder.grab, highest), lowest)
        UIView.performWithoutAnimation { reorder.cell.frame.origin.y = top }
        let proposed = plan.destination(forRowTop: top)
        guard proposed != reorder.proposed else { return }
        reorder.proposed = proposed
        var target =
            tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: plan.source, toProposedIndexPath: proposed)
            ?? proposed
        if !plan.allows(target) {
            flipbookWarning(
                """
                tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) returned \(target), \
                which is no place for the row; \(proposed) used
                """)
            target = proposed
        }
        let moves = target != reorder.destination
        reorder.destination = target
        self.reorder = reorder
        if moves { slideRows(for: reorder) }
    }

    /// The finger moving a row lifted (one of `touches`): the row settles at its destination and the data source
    /// moves it. Returns false when no row was being moved by one of them.
    func reorderTouchEnded(_ touches: Set<UITouch>, cancelled: Bool) -> Bool {
        guard let reorder, touches.contains(where: { $0 === reorder.touch }) else { return false }
        return endReorder(cancelled: cancelled)
    }

    /// Ends the move: the row settles at its destination and the data source moves it (`cancelled` puts it back
    /// without asking). Returns false when no row was being moved.
    @discardableResult
    func endReorder(cancelled: Bool) -> Bool {
        guard var reorder else { return false }
        self.reorder = nil
        if cancelled, reorder.destination != reorder.plan.source {
            reorder.destination = reorder.plan.source
            slideRows(for: reorder)
        }
        let plan = reorder.plan
        let destination = reorder.destination
        let cell = reorder.cell
        let settled = plan.layout(to: destination)
        UIView.animate(
            withDuration: Self.reorderSlideDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]
        ) {
            self.position(cell, at: destination, in: settled)
            cell.layer.shadowOpacity = 0
        }
        adoptMove(of: plan, to: destination, layout: settled)
        holdsLayout = false
        if !cancelled { dataSource?.tableView(self, moveRowAt: plan.source, to: destination) }
        return true
    }

    /// Slides every row but the lifted one to where it goes with the lifted row at its destination.
    private func slideRows(for reorder: TableReorder) {
        let shown = reorder.plan.shownIndexPaths(to: reorder.destination)
        let layout = reorder.plan.layout(to: reorder.destination)
        UIView.animate(
            withDuration: Self.reorderSlideDuration, delay: 0,
            options: [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction]
        ) {
            for (indexPath, cell) in self.visibleCellsByRow.sorted(by: { $0.key < $1.key }) where cell !== reorder.cell
            {
                guard let place = shown[indexPath] else { continue }
                self.position(cell, at: place, in: layout)
            }
        }
    }

    /// The table's own records follow the move: cells, measured heights, selection and row counts.
    private func adoptMove(of plan: TableReorderPlan, to destination: IndexPath, layout settled: TableLayout) {
        let shown = plan.shownIndexPaths(to: destination)
        var cells: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in visibleCellsByRow { cells[shown[indexPath] ?? indexPath] = cell }
        visibleCellsByRow = cells
        var heights: [IndexPath: CGFloat] = [:]
        for (indexPath, height) in measuredHeights { heights[shown[indexPath] ?? indexPath] = height }
        measuredHeights = heights
        selectedRows = selectedRows.map { shown[$0] ?? $0 }
        if rowCounts.indices.contains(plan.source.section), rowCounts.indices.contains(destination.section) {
            rowCounts[plan.source.section] -= 1
            rowCounts[destination.section] += 1
        }
        layout = settled
        setNeedsLayout()
    }
}
