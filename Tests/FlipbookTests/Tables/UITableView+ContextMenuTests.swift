import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// A finger resting on a row asks the delegate for a context menu and shows it; its actions run when tapped.
@MainActor @Suite struct UITableViewContextMenuTests {
    final class NotesSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var notes = ["Groceries", "Ideas", "Travel"]
        var asked: [(IndexPath, CGPoint)] = []
        var performed: [String] = []
        var selected: [IndexPath] = []
        var offersMenu = true

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = notes[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            asked.append((indexPath, point))
            guard offersMenu else { return nil }
            let note = notes[indexPath.row]
            return UIContextMenuConfiguration(identifier: note as NSString, previewProvider: nil) { _ in
                let pin = UIAction(title: "Pin", image: UIImage(systemName: "pin")) { [weak self] _ in
                    self?.performed.append("pin \(note)")
                }
                let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) {
                    [weak self] _ in self?.performed.append("share \(note)")
                }
                let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) {
                    [weak self] _ in self?.performed.append("delete \(note)")
                }
                return UIMenu(title: "", children: [pin, share, UIMenu(options: .displayInline, children: [delete])])
            }
        }
    }

    func makeNotes() -> (UIWindow, UITableView, NotesSource, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        table.contentInsetAdjustmentBehavior = .never
        let source = NotesSource()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, source, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    func menu(in window: UIWindow) -> ContextMenuView? {
        window.subviews.compactMap { $0 as? ContextMenuView }.first
    }

    @Test func aRestingFingerAsksTheDelegateAndShowsTheMenu() throws {
        let (window, table, source, recorder) = makeNotes()
        let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        let point = CGPoint(x: row.midX, y: row.midY)
        let finger = try recorder.drag(through: [point], duration: 0.4, ending: .hold)
        #expect(source.asked.isEmpty, "not before half a second")
        try recorder.drag(finger, through: [point], duration: 0.2, ending: .hold)
        #expect(source.asked.map(\.0) == [IndexPath(row: 1, section: 0)])
        #expect(source.asked.first?.1 == table.convert(point, from: window), "the point in the table")
        let shown = try #require(menu(in: window))
        #expect(shown.rows.map(\.element.title) == ["Pin", "Share", "Delete"])
        #expect(shown.preview.frame == row, "the row lifted where it was")
        #expect(shown.platter.frame.minY == row.maxY + ContextMenuView.gap)
        try recorder.drag(finger, through: [point], duration: 0, ending: .lift)
        #expect(source.selected.isEmpty, "lifting after the menu opened selects nothing")
        VirtualClock.shared.advance(by: 0.3)
        assertGolden(recorder.snapshot(), named: "context-menu", at: 0, suite: "Tables")

        let delete = try #require(shown.rows.last?.view)
        try recorder.tap(at: delete.convert(CGPoint(x: 40, y: 22), to: window))
        #expect(source.performed == ["delete Ideas"])
        VirtualClock.shared.advance(by: 0.3)
        #expect(menu(in: window) == nil, "the menu is gone")
    }

    @Test func aTapOutsideDismissesWithoutRunningAnything() throws {
        let (window, table, source, recorder) = makeNotes()
        let row = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        try recorder.drag(through: [CGPoint(x: row.midX, y: row.midY)], duration: 0.6)
        #expect(menu(in: window) != nil)
        try recorder.tap(at: CGPoint(x: 10, y: 390))
        VirtualClock.shared.advance(by: 0.3)
        #expect(menu(in: window) == nil)
        #expect(source.performed.isEmpty && source.selected.isEmpty)
    }

    @Test func tapsMovesAndNilConfigurationsShowNoMenu() throws {
        let (window, table, source, recorder) = makeNotes()
        let row = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: window)
        let point = CGPoint(x: row.midX, y: row.midY)
        try recorder.tap(at: point)
        #expect(source.asked.isEmpty && source.selected == [IndexPath(row: 2, section: 0)], "a tap selects")
        source.offersMenu = false
        try recorder.drag(through: [point], duration: 0.6)
        #expect(source.asked.count == 1 && menu(in: window) == nil, "no configuration, no menu")
        source.offersMenu = true
        try recorder.drag(from: point, to: CGPoint(x: point.x, y: point.y + 30), duration: 0.6)
        #expect(source.asked.count == 1 && menu(in: window) == nil, "a finger that wandered off is no press")
    }
}
