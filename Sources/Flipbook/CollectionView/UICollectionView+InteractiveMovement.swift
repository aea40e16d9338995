import Foundation

/// An item being moved through a collection view by `beginInteractiveMovementForItem(at:)`.
struct InteractiveMovement {
    /// The move shown: the item's place in the data and where it is shown now.
    var move: ItemMove
    /// The moving item's cell.
    let cell: UICollectionViewCell
    /// Where the moving item's centre is (content coordinates).
    var position: CGPoint
}

/// Moving an item interactively, as UIKit does (typically from a long-press recognizer's handler): the item's
/// cell follows ``updateInteractiveMovementTargetPosition(_:)`` while the other items slide (0.25 s) to where
/// they would be with the item at the layout's target index path for that position (the delegate may redirect
/// it); ``endInteractiveMovement()`` calls the data source's `collectionView(_:moveItemAt:to:)` and the item
/// settles into its place, ``cancelInteractiveMovement()`` puts everything back. A finger resting near an edge
/// scrolls the collection view (UICollectionView+Autoscroll.swift).
extension UICollectionView {
    /// How long the other items take to make room, and the moved item to settle.
    static let interactiveMovementDuration: TimeInterval = 0.25

    /// ``beginInteractiveMovementForItem(at:)``'s work.
    func beginMovement(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard interactiveMovement == nil, isValidItem(indexPath), let cell = visibleCellsByPath[indexPath],
            dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
        else { return false }
        let move = ItemMove(counts: counts(), source: indexPath, destination: indexPath)
        interactiveMovement = InteractiveMovement(move: move, cell: cell, position: cell.center)
        cell.superview?.bringSubviewToFront(cell)
        return true
    }

    /// ``updateInteractiveMovementTargetPosition(_:)``'s work.
    func updateMovement(to targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        defer { updateAutoscroll() }
        movement.position = targetPosition
        interactiveMovement = movement
        let current = movement.move.destination
        let proposed = storedLayout.targetIndexPath(forInteractivelyMovingItem: current, withPosition: targetPosition)
        var target =
            collectionDelegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.move.source,
                atCurrentIndexPath: current, toProposedIndexPath: proposed) ?? proposed
        if !ItemMove.allows(target, counts: movement.move.counts, source: movement.move.source) {
            flipbookWarning(
                """
                the interactive movement's target \(target) is no place for the item (its layout or delegate \
                gave it); it stays at \(current)
                """)
            target = current
        }
        UIView.performWithoutAnimation { placeMovingItem() }
        guard target != current else { return }
        showMove(to: target)
    }

    /// ``endInteractiveMovement()``'s work.
    func endMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        stopAutoscroll()
        dataSource?.collectionView(self, moveItemAt: movement.move.source, to: movement.move.destination)
        settle(movement.cell)
    }

    /// ``cancelInteractiveMovement()``'s work.
    func cancelMovement() {
        guard let movement = interactiveMovement else { return }
        if movement.move.destination != movement.move.source { showMove(to: movement.move.source) }
        interactiveMovement = nil
        stopAutoscroll()
        settle(movement.cell)
    }

    // MARK: Private

    /// The attributes of the moving item at the shown `indexPath`, if it is the moving item.
    func interactiveAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let movement = interactiveMovement, movement.move.destination == indexPath else { return nil }
        return storedLayout.layoutAttributesForInteractivelyMovingItem(
            at: indexPath, withTargetPosition: movement.position)
    }

    /// The index path the data source knows the item shown at `indexPath` by.
    func dataIndexPath(forShown indexPath: IndexPath) -> IndexPath {
        interactiveMovement?.move.original(indexPath) ?? indexPath
    }

    /// Puts the moving cell under the finger.
    private func placeMovingItem() {
        guard let movement = interactiveMovement,
            let attributes = interactiveAttributes(at: movement.move.destination)
        else { return }
        place(movement.cell, with: attributes)
    }

    /// Shows the item at `target`: the cells, selection and counts follow, and the other items slide.
    private func showMove(to target: IndexPath) {
        guard var movement = interactiveMovement else { return }
        let old = movement.move
        let new = ItemMove(counts: old.counts, source: old.source, destination: target)
        var kept: [IndexPath: IndexPath] = [:]
        for (section, count) in old.shownCounts.enumerated() {
            for item in 0..<count {
                let shown = IndexPath(item: item, section: section)
                kept[shown] = new.shown(old.original(shown))
            }
        }
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleCellsByPath { cells[kept[path] ?? path] = cell }
        visibleCellsByPath = cells
        selectedPaths = selectedPaths.map { kept[$0] ?? $0 }
        movement.move = new
        interactiveMovement = movement
        itemCounts = new.shownCounts
        storedLayout.itemsDidChange(keeping: kept)
        storedLayout.invalidateLayout()
        setNeedsLayout()
        UIView.animate(
            withDuration: Self.interactiveMovementDuration, delay: 0,
            options: [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction]
        ) { self.layoutIfNeeded() }
    }

    /// Animates the moved cell from under the finger into its place.
    private func settle(_ cell: UICollectionViewCell) {
        cell.appliedAttributes = nil
        setNeedsLayout()
        UIView.animate(
            withDuration: Self.interactiveMovementDuration, delay: 0,
            options: [.curveEaseInOut, .beginFromCurrentState]
        ) { self.layoutIfNeeded() }
    }
}
