import Foundation

/// Editing mode of a view controller, as UIKit's: ``UIViewController/isEditing``,
/// ``UIViewController/setEditing(_:animated:)`` and the ``UIViewController/editButtonItem`` that toggles it.
extension UIViewController {
    /// ``setEditing(_:animated:)``'s own work: the new state, shown by the edit button.
    func applyEditing(_ editing: Bool) {
        editingState = editing
        if let madeEditButtonItem { Self.dress(madeEditButtonItem, editing: editing) }
    }

    /// The edit button, made on first use: "Edit" or a bold "Done", toggling the controller's editing.
    func editButton() -> UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(systemItem: .edit, title: nil, image: nil, style: .plain)
        item.sendAction = { [weak self] _, _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        Self.dress(item, editing: isEditing)
        madeEditButtonItem = item
        return item
    }

    /// Dresses the edit button for `editing`: "Done" in the bold `.done` style, or a plain "Edit".
    private static func dress(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }
}
