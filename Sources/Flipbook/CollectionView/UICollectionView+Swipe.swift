import Foundation

/// Swiping a list cell sideways reveals the swipe actions its list configuration's
/// `leadingSwipeActionsConfigurationProvider` / `trailingSwipeActionsConfigurationProvider` give, as a table's
/// rows do (the work is the shared ``RowSwipe``'s).
extension UICollectionView: RowSwipeHost {
    /// The item whose swipe actions show.
    var swipedItem: IndexPath? { rowSwipe.row }

    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func swipeView(at row: IndexPath) -> SwipeRevealingRow? { visibleCellsByPath[row] as? UICollectionViewListCell }

    /// The actions of the list configuration of the item's section, for a swipe to the left (`trailing`) or right.
    func swipeConfiguration(at row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(row.section),
            let provider =
                trailing
                ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider,
            let configuration = provider(row), !configuration.actions.isEmpty
        else { return nil }
        return configuration
    }

    var acceptsSwipes: Bool { !isEditing && interactiveMovement == nil }

    func swipeDidBeginEditing(at row: IndexPath) {}

    func swipeDidEndEditing(at row: IndexPath?) {}

    /// The editing delete accessory without an action handler was tapped: the item's trailing swipe actions
    /// slide open, as on iOS.
    func revealTrailingSwipeActions(of cell: UICollectionViewListCell) {
        guard let row = indexPath(for: cell), let configuration = swipeConfiguration(at: row, trailing: true) else {
            return
        }
        rowSwipe.open(configuration, trailing: true, at: row)
    }
}
