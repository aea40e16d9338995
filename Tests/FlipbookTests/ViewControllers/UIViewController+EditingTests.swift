import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// A view controller's editing mode: `isEditing`, the overridable `setEditing(_:animated:)`, the edit button that
/// flips between Edit and Done, and a table view controller passing editing on to its table.
@MainActor @Suite struct UIViewControllerEditingTests {
    final class Notes: UIViewController {
        var calls: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append("\(editing) \(animated)")
        }
    }

    final class Groceries: UITableViewController {
        var items = ["Milk", "Eggs", "Bread"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = items[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    @Test func theEditButtonFlipsBetweenEditAndDone() {
        let notes = Notes()
        let button = notes.editButtonItem
        #expect(button === notes.editButtonItem, "one item per controller")
        #expect(button.title == "Edit" && button.style == .plain && !notes.isEditing)
        button.performTap(from: nil)
        #expect(notes.isEditing && notes.calls == ["true true"], "a tap calls setEditing, animated")
        #expect(button.title == "Done" && button.style == .done)
        notes.isEditing = false
        #expect(notes.calls == ["true true", "false false"], "the property is setEditing without animation")
        #expect(button.title == "Edit" && button.style == .plain)
    }

    @Test func aTableViewControllerPassesEditingToItsTable() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
        window.makeKeyAndVisible()
        let groceries = Groceries(style: .insetGrouped)
        groceries.title = "Groceries"
        groceries.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        groceries.navigationItem.rightBarButtonItem = groceries.editButtonItem
        let navigation = UINavigationController(rootViewController: groceries)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let bar = navigation.navigationBar
        try recorder.tap(at: CGPoint(x: 320 - 16 - 12, y: bar.frame.midY))
        #expect(groceries.isEditing && groceries.tableView.isEditing, "the Edit button put the table in editing")
        VirtualClock.shared.advance(by: 0.15)
        assertGolden(recorder.snapshot(), named: "edit-button-sliding", at: 0.15, suite: "ViewControllers")
        VirtualClock.shared.advance(by: 0.3)
        let milk = try #require(groceries.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(milk.editingControl != nil && milk.reorderControl != nil, "delete and reorder controls")
        assertGolden(recorder.snapshot(), named: "edit-button-done", at: 0.45, suite: "ViewControllers")
        groceries.setEditing(false, animated: false)
        #expect(!groceries.tableView.isEditing && groceries.editButtonItem.title == "Edit")
    }
}
