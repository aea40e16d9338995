import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Editing mode: editing controls slide in, a minus reveals Delete, Delete and plus commit through the data
/// source.
@MainActor @Suite struct UITableViewEditingTests {
    final class ListSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var items = ["Milk", "Eggs", "Bread"]
        var commits: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = items[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row < 2 }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        { indexPath.row == 1 ? .insert : .delete }
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            commits.append("\(editingStyle == .delete ? "delete" : "insert") \(items[indexPath.row])")
            if editingStyle == .delete {
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }
    }

    @Test func controlsSlideInAndTheMinusRevealsDelete() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        let source = ListSource()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        let milk = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let bread = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        table.setEditing(true, animated: true)
        #expect(table.isEditing && milk.isEditing)
        VirtualClock.shared.advance(by: 0.4)
        #expect(milk.contentView.frame.minX == UITableViewCell.editingControlWidth, "content moved aside")
        #expect(milk.editingControl?.alpha == 1)
        #expect(bread.editingControl == nil && bread.contentView.frame.minX == 0, "a row that cannot edit")
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        assertGolden(recorder.snapshot(), named: "editing-controls", at: 0, suite: "Tables")
        try recorder.tap(at: CGPoint(x: 27, y: 66))
        #expect(source.commits == ["insert Eggs"], "the plus commits an insertion")
        try recorder.tap(at: CGPoint(x: 27, y: 22))
        VirtualClock.shared.advance(by: 0.4)
        #expect(table.swipedRow == IndexPath(row: 0, section: 0), "the minus reveals Delete")
        assertGolden(recorder.snapshot(), named: "editing-delete-revealed", at: 0, suite: "Tables")
        try recorder.tap(at: CGPoint(x: 300, y: 22))
        #expect(source.commits == ["insert Eggs", "delete Milk"])
        VirtualClock.shared.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 0) == 2)
        table.setEditing(false, animated: false)
        let eggs = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(!eggs.isEditing && eggs.contentView.frame.minX == 0)
    }

    @Test func multipleSelectionDuringEditingShowsCirclesThatTapsFill() throws {
        let source = TitlesSource([["Inbox", "Drafts", "Sent", "Junk"]])
        let (window, table) = makeTable(.plain, source, size: CGSize(width: 320, height: 180))
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: true)
        VirtualClock.shared.advance(by: 0.4)
        let inbox = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let circle = try #require(inbox.editingControl)
        #expect(inbox.showsSelectionCircle && circle.tintColor == .systemGray3, "an empty grey ring")
        #expect(inbox.contentView.frame.minX == UITableViewCell.editingControlWidth, "rows indented")
        let recorder = FrameRecorder(window: window, fps: 60, scale: 2, threads: 1)
        try recorder.tap(at: CGPoint(x: 160, y: 22))
        try recorder.tap(at: CGPoint(x: 27, y: 110))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        #expect(source.events.filter { $0.hasPrefix("select") } == ["select 0.0", "select 0.2"])
        #expect(inbox.editingControl?.tintColor == table.tintColor, "a filled check mark in the tint")
        VirtualClock.shared.advance(by: 0.4)
        assertGolden(recorder.snapshot(), named: "editing-multiselect", at: 0, suite: "Tables")
        try recorder.tap(at: CGPoint(x: 160, y: 22))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)], "a second tap deselects")
        #expect(inbox.editingControl?.tintColor == .systemGray3)
        table.setEditing(false, animated: false)
        #expect(inbox.editingControl?.alpha == 0 && inbox.contentView.frame.minX == 0)
    }
}
