import Foundation

/// Inserting, deleting, reloading and moving rows and sections with UIKit's row animations.
extension UITableView {
    /// How long row animations take.
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Inserts rows (index paths after the update); the data source must already have them.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        enqueue(.insertRows(indexPaths, animation))
    }

    /// Deletes rows (index paths before the update); the data source must no longer have them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        enqueue(.deleteRows(indexPaths, animation))
    }

    /// Asks the data source for new cells of rows; the old cells leave with `animation` as the new arrive.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        enqueue(.reloadRows(indexPaths, animation))
    }

    /// Moves a row; its cell slides to the new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        enqueue(.moveRow(indexPath, newIndexPath))
    }

    /// Inserts sections (indices after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueue(.insertSections(sections, animation))
    }

    /// Deletes sections (indices before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueue(.deleteSections(sections, animation))
    }

    /// Reloads sections: their rows leave and arrive again with `animation`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueue(.reloadSections(sections, animation))
    }

    /// Starts a batch: updates until ``endUpdates()`` animate together.
    public func beginUpdates() {
        batchDepth += 1
    }

    /// Ends a batch started by ``beginUpdates()`` and animates it.
    public func endUpdates() {
        guard batchDepth > 0 else {
            flipbookWarning("endUpdates() without beginUpdates(); ignored")
            return
        }
        batchDepth -= 1
        if batchDepth == 0 { applyPendingUpdates(completion: nil) }
    }

    /// Runs `updates` (which change the model and call the insert, delete, reload and move methods) as one
    /// animated batch; `completion` runs when the animation ends (with `true`).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 {
            applyPendingUpdates(completion: completion)
        } else {
            completion?(true)
        }
    }

    private func enqueue(_ update: TableUpdate) {
        pendingUpdates.append(update)
        if batchDepth == 0 { applyPendingUpdates(completion: nil) }
    }

    func applyPendingUpdates(completion: ((Bool) -> Void)?) {
        let updates = pendingUpdates
        pendingUpdates = []
        guard !updates.isEmpty else {
            completion?(true)
            return
        }
        guard !needsReload else {
            completion?(true)
            return
        }
        let oldLayout = layout
        let oldCounts = rowCounts
        let map = TableUpdateMap(updates: updates, oldCounts: oldCounts)
        readCounts()
        if let problem = map.problem ?? countProblem(map) {
            flipbookWarning("invalid table update: \(problem); the table reloads its data instead")
            reloadData()
            completion?(true)
            return
        }
        let animated = UIView.areAnimationsEnabled
        // Cells that stay change rows; those that leave animate out.
        var cells: [IndexPath: UITableViewCell] = [:]
        var leaving: [(UITableViewCell, RowAnimation)] = []
        for (oldPath, cell) in visibleCellsByRow {
            if let newPath = map.moved[oldPath] {
                cells[newPath] = cell
            } else {
                leaving.append((cell, map.departing[oldPath] ?? .fade))
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: oldPath)
            }
        }
        visibleCellsByRow = cells
        rowSwipe.remap { map.moved[$0] }
        measuredHeights = remap(measuredHeights, map)
        selectedRows = selectedRows.compactMap { map.moved[$0] }
        invalidateLayout()
        layout = TableLayout(currentHeights())
        // Rows coming on screen: from where they were, or from their row animation's start.
        var arriving: [(UITableViewCell, RowAnimation)] = []
        let oldByNew = Dictionary(map.moved.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        // Placing an arriving cell lays out its ancestors that need it: the table waits for the animation block.
        holdsLayout = true
        for indexPath in layout.rows(between: bounds.minY, and: bounds.maxY) where visibleCellsByRow[indexPath] == nil {
            guard let cell = makeCell(at: indexPath) else { continue }
            placeCell(cell, at: indexPath, isNew: true)
            if let oldPath = oldByNew[indexPath], oldLayout.contains(oldPath) {
                let section = oldLayout.sections[oldPath.section]
                cell.frame.origin.y = section.rowY[oldPath.row]
            } else {
                let animation =
                    map.arriving[indexPath] ?? map.insertedSectionsAnimations[indexPath.section] ?? .fade
                arriving.append((cell, animation))
                UIView.performWithoutAnimation { Self.applyEdgeState(of: animation, to: cell, leaving: false) }
            }
        }
        holdsLayout = false
        for (cell, _) in leaving { sendSubviewToBack(cell) }
        if let backgroundView { sendSubviewToBack(backgroundView) }
        departingCells += leaving.map(\.0)
        // The caller's completion runs on the main actor, from the animation's completion.
        nonisolated(unsafe) let done = completion
        let departed = leaving.map(\.0)
        let finish: @MainActor @Sendable (Bool) -> Void = { [weak self] finished in
            for cell in departed { self?.retire(cell) }
            done?(finished)
        }
        guard animated else {
            setNeedsLayout()
            layoutIfNeeded()
            for (cell, _) in arriving { Self.resetEdgeState(of: cell) }
            finish(true)
            return
        }
        UIView.animate(
            withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                self.setNeedsLayout()
                self.layoutIfNeeded()
                for (cell, _) in arriving { Self.resetEdgeState(of: cell) }
                for (cell, animation) in leaving { Self.applyEdgeState(of: animation, to: cell, leaving: true) }
            }, completion: finish)
    }

    private func countProblem(_ map: TableUpdateMap) -> String? {
        guard rowCounts.count == map.expectedCounts.count else {
            return """
                the number of sections after the update (\(rowCounts.count)) must equal the number before it \
                plus inserted minus deleted sections (\(map.expectedCounts.count))
                """
        }
        for (section, count) in rowCounts.enumerated() {
            guard let expected = map.expectedCounts[section], count != expected else { continue }
            return """
                the number of rows in section \(section) after the update (\(count)) must equal the number \
                before it plus inserted minus deleted rows (\(expected))
                """
        }
        return nil
    }

    private func remap(_ heights: [IndexPath: CGFloat], _ map: TableUpdateMap) -> [IndexPath: CGFloat] {
        var result: [IndexPath: CGFloat] = [:]
        for (oldPath, height) in heights {
            if let newPath = map.moved[oldPath] { result[newPath] = height }
        }
        return result
    }

    /// A cell that finished leaving goes back to the reuse queue.
    private func retire(_ cell: UITableViewCell) {
        departingCells.removeAll { $0 === cell }
        cell.removeFromSuperview()
        cell.resetSwipe()
        UIView.performWithoutAnimation { Self.resetEdgeState(of: cell) }
        if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    /// The off-screen state a row animation moves a cell from (arriving) or to (leaving).
    private static func applyEdgeState(of animation: RowAnimation, to cell: UITableViewCell, leaving: Bool) {
        let width = cell.bounds.width
        let height = cell.bounds.height
        switch animation {
        case .fade, .automatic: cell.alpha = 0
        case .left: cell.transform = CGAffineTransform(translationX: -width, y: 0)
        case .right: cell.transform = CGAffineTransform(translationX: width, y: 0)
        case .top:
            cell.transform = CGAffineTransform(translationX: 0, y: -height)
            cell.alpha = 0
        case .bottom:
            cell.transform = CGAffineTransform(translationX: 0, y: height)
            cell.alpha = 0
        case .middle: cell.transform = CGAffineTransform(scaleX: 1, y: 0.01)
        case .none: if leaving { cell.isHidden = true }
        }
    }

    private static func resetEdgeState(of cell: UITableViewCell) {
        cell.alpha = 1
        cell.transform = .identity
        cell.isHidden = false
    }
}
