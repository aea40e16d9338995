import Foundation

// Editing mode (iOS 14): the cells learn of it, and selection follows the "during editing" settings.
extension UICollectionView {
    /// Whether taps select items now: ``allowsSelectionDuringEditing`` while editing, else ``allowsSelection``.
    var selectsItems: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether taps add to the selection now: ``allowsMultipleSelectionDuringEditing`` while editing, else
    /// ``allowsMultipleSelection``.
    var selectsManyItems: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Tells the cells on screen (those made later learn it as they are made).
    func editingDidChange() {
        rowSwipe.close(animated: true)
        for path in visibleCellsByPath.keys.sorted() { visibleCellsByPath[path]?.isEditingInCollection = isEditing }
        setNeedsLayout()
    }
}
