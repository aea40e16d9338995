import Foundation

/// Applying a diffable data source's snapshots to a table.
extension UITableView {
    /// Moves the rows from the old data to the new with the table's own row animations: `updateData`
    /// switches the data source's answers; kept rows slide to their new places, deleted ones leave and
    /// inserted ones arrive with `animation`, animated or at once. Before the first layout (no rows read
    /// yet) it only switches the data.
    func apply(
        _ difference: SnapshotDifference, with animation: RowAnimation, animated: Bool, updateData: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let updates = TableUpdate.updates(for: difference, animation: animation)
        guard !needsReload, !updates.isEmpty else {
            updateData()
            if needsReload { setNeedsLayout() }
            completion?(true)
            return
        }
        let wereEnabled = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(wereEnabled && animated)
        defer { UIView.setAnimationsEnabled(wereEnabled) }
        updateData()
        pendingUpdates += updates
        if batchDepth == 0 { applyPendingUpdates(completion: completion) } else { completion?(true) }
    }
}
