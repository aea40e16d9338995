import Foundation

// Selection and highlight: programmatic (selectItem, deselectItem) and by touch (a finger down highlights the
// item under it, lifting it selects, as the delegate allows).
extension UICollectionView {
    /// The selected items, in the order they were selected (nil when none).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths
    }

    /// Selects the item at `indexPath` (nil clears the selection) without asking or telling the delegate, and
    /// scrolls it to `scrollPosition` (none: no scrolling). Without ``allowsMultipleSelection`` it replaces the
    /// selection.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard selectsItems else { return }
        guard let indexPath else {
            for path in selectedPaths { setCellSelected(false, at: path) }
            selectedPaths.removeAll()
            return
        }
        guard isValidItem(indexPath) else {
            flipbookWarning("selectItem(at:animated:scrollPosition:): there is no item \(indexPath)")
            return
        }
        if !selectsManyItems {
            for path in selectedPaths where path != indexPath { setCellSelected(false, at: path) }
            selectedPaths.removeAll { $0 != indexPath }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        setCellSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without asking or telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        setCellSelected(false, at: indexPath)
    }

    func setCellSelected(_ selected: Bool, at indexPath: IndexPath) {
        visibleCellsByPath[indexPath]?.isSelected = selected
    }

    /// A finger down on an item highlights it, if the delegate allows.
    func highlightItem(for touches: Set<UITouch>) {
        if selectsItems, let touch = touches.firstFinger, let path = indexPathForItem(at: touch.location(in: self)),
            !isOnAccessoryControl(touch, of: path),
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true
        {
            highlightedPath = path
            visibleCellsByPath[path]?.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: path)
        }
    }

    /// Whether the finger is on a list cell's working accessory (delete, reorder, outline disclosure): that
    /// accessory acts, and the cell is not highlighted or selected.
    private func isOnAccessoryControl(_ touch: UITouch, of path: IndexPath) -> Bool {
        guard let cell = visibleCellsByPath[path] as? UICollectionViewListCell, let view = touch.view else {
            return false
        }
        return cell.hasAccessoryControl(containing: view)
    }

    /// Lifting the finger on the highlighted item selects it (or, with multiple selection, toggles it), as the
    /// delegate allows, and tells the delegate.
    func selectHighlightedItem(for touches: Set<UITouch>) {
        if let path = highlightedPath {
            clearHighlight()
            if let touch = touches.firstFinger, indexPathForItem(at: touch.location(in: self)) == path {
                tapSelect(path)
            }
        }
    }

    /// Removes the highlight without selecting (the touch was cancelled: the content started scrolling).
    func clearHighlight() {
        guard let path = highlightedPath else { return }
        highlightedPath = nil
        visibleCellsByPath[path]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }

    private func tapSelect(_ path: IndexPath) {
        let delegate = collectionDelegate
        if selectedPaths.contains(path) {
            guard selectsManyItems, delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else {
                return
            }
            deselectItem(at: path, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !selectsManyItems {
            for old in selectedPaths {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: path, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: path)
    }
}
