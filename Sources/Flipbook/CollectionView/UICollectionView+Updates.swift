import Foundation

// Inserting, deleting, moving and reloading items, animated as UIKit animates them: new items fade in where
// they land, deleted ones fade out where they were, kept ones slide from their old place to their new one
// (layouts may give other start and end attributes for appearing and disappearing items).
extension UICollectionView {
    /// How long an animated update or layout change takes.
    static let updateDuration: TimeInterval = 0.3

    /// Makes the changes `updates` records (and the data source's new counts) in one animated step, then
    /// calls `completion` with whether the animations ran to the end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingBatch == nil
        if outer { pendingBatch = BatchUpdatePlan() }
        updates?()
        guard outer, let plan = pendingBatch else { return }
        pendingBatch = nil
        commit(plan, animated: true, completion: completion)
    }

    /// Inserts items at `indexPaths` (positions after the update); the data source must already count them.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at `indexPaths` (positions before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Replaces the cells of `indexPaths` with fresh ones from the data source (cross-fading).
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Configures the cells of `indexPaths` again in place: the data source's `cellForItemAt` runs for each
    /// visible one and its result replaces the cell without animation.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        for path in indexPaths.sorted() {
            guard let old = visibleCellsByPath[path], let dataSource else { continue }
            let cell = dataSource.collectionView(self, cellForItemAt: path)
            guard cell !== old else { continue }
            visibleCellsByPath[path] = nil
            recycle(old, endingItem: path)
            cell.isSelected = selectedPaths.contains(path)
            addContentSubview(cell)
            visibleCellsByPath[path] = cell
            cell.appliedAttributes = nil
            if let attributes = storedLayout.layoutAttributesForItem(at: path) { place(cell, with: attributes) }
        }
    }

    /// Inserts sections (positions after the update).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (positions before the update).
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the open batch, or makes it a batch of its own.
    private func record(_ change: (inout BatchUpdatePlan) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
        } else {
            var plan = BatchUpdatePlan()
            change(&plan)
            commit(plan, animated: true, completion: nil)
        }
    }

    private func commit(_ plan: BatchUpdatePlan, animated: Bool, completion: ((Bool) -> Void)?) {
        guard let oldCounts = itemCounts else {
            reloadData()
            completion?(true)
            return
        }
        var newCounts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            newCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }
        switch plan.difference(oldCounts: oldCounts, newCounts: newCounts) {
        case .success(let difference):
            apply(difference, animated: animated, updateData: {}, completion: completion)
        case .failure(let inconsistency):
            flipbookWarning("performBatchUpdates: \(inconsistency); the collection view reloads its data instead")
            reloadData()
            completion?(false)
        }
    }

    /// Moves the views from the old data to the new: `updateData` switches the data source's answers; cells
    /// of kept items follow their items, deleted ones leave, inserted ones arrive, animated or at once.
    func apply(
        _ difference: SnapshotDifference, animated: Bool, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) {
        guard itemCounts != nil else {
            updateData()
            reloadData()
            completion?(true)
            return
        }
        layoutIfNeeded()
        // Where every element is now (around the visible area too, for items that slide into view).
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var oldCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for element in storedLayout.layoutAttributesForElements(in: around) ?? []
        where element.representedElementKind == nil {
            oldCells[element.indexPath] = element
        }
        updateData()
        // No layout pass may place the cells at their new places before the animation starts.
        isPopulating = true
        defer { isPopulating = false }
        itemCounts = nil
        _ = counts()
        selectedPaths = selectedPaths.compactMap { difference.keptItems[$0] }
        highlightedPath = nil
        rowSwipe.remap { difference.keptItems[$0] }
        let reloaded = Set(difference.reloadedItems)
        var departing: [(UICollectionReusableView, UICollectionViewLayoutAttributes?)] = []
        var movedCells: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            if let new = difference.keptItems[old], !reloaded.contains(new) {
                movedCells[new] = cell
            } else {
                departing.append((cell, storedLayout.finalLayoutAttributesForDisappearingItem(at: old)))
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
            }
        }
        visibleCellsByPath = movedCells
        var movedSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
        for key in visibleSupplementaries.keys.sorted(by: Self.keyOrder) {
            let view = visibleSupplementaries[key]!
            if view.appliedAttributes?.isItemAnchored == true {
                // A badge follows its item.
                if let new = difference.keptItems[key.indexPath], !reloaded.contains(new) {
                    movedSupplementaries[SupplementaryKey(kind: key.kind, indexPath: new)] = view
                } else {
                    departing.append((view, nil))
                }
            } else if let section = difference.keptSections[key.indexPath.section] {
                var path = key.indexPath
                path.section = section
                movedSupplementaries[
                    SupplementaryKey(kind: key.kind, indexPath: path, isDecoration: key.isDecoration)] = view
            } else {
                departing.append(
                    (
                        view,
                        storedLayout.finalLayoutAttributesForDisappearingSupplementaryElement(
                            ofKind: key.kind, at: key.indexPath)
                    ))
            }
        }
        visibleSupplementaries = movedSupplementaries
        storedLayout.itemsDidChange(keeping: difference.keptItems.filter { !reloaded.contains($0.value) })
        storedLayout.invalidateLayout()
        storedLayout.prepare(forCollectionViewUpdates: updateItems(for: difference))
        storedLayout.prepareIfNeeded()
        var arriving = animated ? measureArrivingCells() : [:]
        contentSize = storedLayout.collectionViewContentSize
        guard animated else {
            for (view, _) in departing { recycle(view) }
            isPopulating = false
            populate()
            storedLayout.finalizeCollectionViewUpdates()
            completion?(true)
            return
        }
        // Arriving views start where the layout says (or faded out at their place); kept ones where they were.
        let inserted = Set(difference.insertedItems)
        var oldPathOf: [IndexPath: IndexPath] = [:]
        for (old, new) in difference.keptItems { oldPathOf[new] = old }
        let existing = Set(visibleCellsByPath.keys)
        var targets: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for element in storedLayout.layoutAttributesForElements(in: bounds) ?? [] {
            if let key = SupplementaryKey(element) {
                if let view = visibleSupplementaries[key] {
                    targets.append((view, element))
                    continue
                }
                guard element.indexPath.section < numberOfSections else { continue }
                let view = makeSupplementary(key)
                let initial =
                    key.isDecoration
                    ? nil
                    : storedLayout.initialLayoutAttributesForAppearingSupplementaryElement(
                        ofKind: key.kind, at: element.indexPath)
                view.apply(initial ?? Self.faded(element))
                targets.append((view, element))
                continue
            }
            let path = element.indexPath
            guard isValidItem(path) else { continue }
            if existing.contains(path), let cell = visibleCellsByPath[path] {
                targets.append((cell, element))
                continue
            }
            guard let dataSource else { continue }
            let cell = arriving.removeValue(forKey: path) ?? dataSource.collectionView(self, cellForItemAt: path)
            cell.isSelected = selectedPaths.contains(path)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            addContentSubview(cell)
            visibleCellsByPath[path] = cell
            cell.appliedAttributes = nil
            let start: UICollectionViewLayoutAttributes
            if inserted.contains(path) {
                start = storedLayout.initialLayoutAttributesForAppearingItem(at: path) ?? Self.faded(element)
            } else if let old = oldPathOf[path], let before = oldCells[old] {
                start = before
            } else {
                start = Self.faded(element)
            }
            cell.apply(start)
            targets.append((cell, element))
        }
        for path in arriving.keys.sorted() { recycle(arriving[path]!) }
        // Kept cells that end off screen slide to their new place too, then go to the pool.
        let onScreen = Set(targets.map { ObjectIdentifier($0.0) })
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key })
        where !onScreen.contains(ObjectIdentifier(cell)) {
            visibleCellsByPath[path] = nil
            let end = storedLayout.layoutAttributesForItem(at: path) ?? Self.faded(cell.appliedAttributes)
            departing.append((cell, end))
        }
        for (view, _) in departing { departingViews.append(view) }
        storedLayout.finalizeCollectionViewUpdates()
        UIView.animate(
            withDuration: Self.updateDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
            animations: {
                for (view, end) in targets {
                    view.appliedAttributes = end.copy() as? UICollectionViewLayoutAttributes
                    view.apply(end)
                }
                for (view, end) in departing {
                    view.apply(end ?? Self.faded(view.appliedAttributes))
                }
            },
            completion: { [weak self] finished in
                guard let self else { return }
                for (view, _) in departing {
                    self.departingViews.removeAll { $0 === view }
                    view.alpha = 1
                    self.recycle(view)
                }
                self.setNeedsLayout()
                completion?(finished)
            })
    }

    /// The cells arriving in the visible area with an animated update, made and measured before it starts so
    /// that a self-sizing layout moves everything to the measured sizes in one animation.
    private func measureArrivingCells() -> [IndexPath: UICollectionViewCell] {
        var arriving: [IndexPath: UICollectionViewCell] = [:]
        guard let dataSource else { return arriving }
        for _ in 0..<3 {
            var resized = false
            for element in storedLayout.layoutAttributesForElements(in: bounds) ?? []
            where element.representedElementKind == nil {
                let path = element.indexPath
                guard isValidItem(path), visibleCellsByPath[path] == nil else { continue }
                let cell = arriving[path] ?? dataSource.collectionView(self, cellForItemAt: path)
                arriving[path] = cell
                cell.appliedAttributes = nil
                cell.apply(element)
                if adoptsPreferredAttributes(of: cell, for: element) { resized = true }
            }
            guard resized else { break }
            storedLayout.invalidateLayout()
            storedLayout.prepareIfNeeded()
        }
        return arriving
    }

    /// A copy of `attributes` with alpha 0: where an element fades in or out.
    static func faded(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes {
        let copy =
            attributes?.copy() as? UICollectionViewLayoutAttributes ?? UICollectionViewLayoutAttributes()
        copy.alpha = 0
        return copy
    }

    private func updateItems(for difference: SnapshotDifference) -> [UICollectionViewUpdateItem] {
        difference.deletedItems.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
            + difference.insertedItems.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
            + difference.movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
    }
}
