import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Swiping rows to reveal their actions with a scripted finger: opening, tapping an action, full swipes.
@MainActor @Suite struct UITableViewSwipeTests {
    /// A mail-like list whose rows have Delete and Flag at the trailing edge and Unread at the leading one.
    final class MailSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var subjects = ["Lunch?", "Invoice", "Trip photos", "Minutes"]
        var performed: [String] = []
        var fullSwipe = true

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { subjects.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "mail", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = subjects[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self.performed.append("delete \(self.subjects[indexPath.row])")
                self.subjects.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                self.performed.append("flag \(self.subjects[indexPath.row])")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
    }

    private func makeMail() -> (UIWindow, UITableView, MailSource, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "mail")
        let source = MailSource()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, source, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    @Test func aSwipeLeftOpensTheTrailingActionsAndATapRunsOne() throws {
        let (window, table, source, recorder) = makeMail()
        let row = IndexPath(row: 1, section: 0)
        let cell = try #require(table.cellForRow(at: row))
        let finger = try recorder.drag(
            from: CGPoint(x: 280, y: 66), to: CGPoint(x: 220, y: 66), duration: 0.2, ending: .hold)
        #expect(cell.swipeOffset == -60, "the content follows the finger")
        assertGolden(recorder.snapshot(), named: "swipe-actions-dragging", at: 0, suite: "Tables")
        try recorder.drag(finger, through: [CGPoint(x: 150, y: 66)], duration: 0.1)
        VirtualClock.shared.advance(by: 0.4)
        let actions = try #require(cell.swipeActionsView)
        #expect(cell.swipeOffset == -actions.openWidth, "open at the buttons' width")
        #expect(actions.openWidth >= 2 * SwipeActionsView.minimumButtonWidth)
        #expect(table.numberOfRows(inSection: 0) == 4 && source.performed.isEmpty)
        assertGolden(recorder.snapshot(), named: "swipe-actions-open", at: 0, suite: "Tables")
        // Delete is the outer (rightmost) button.
        try recorder.tap(at: CGPoint(x: 300, y: 66))
        #expect(source.performed == ["delete Invoice"])
        VirtualClock.shared.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.swipedRow == nil)
        #expect(cell.swipeActionsView == nil && cell.swipeOffset == 0, "reset for reuse")
        _ = window
    }

    @Test func aShortSwipeSnapsBackAndATapElsewhereCloses() throws {
        let (_, table, source, recorder) = makeMail()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        try recorder.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 240, y: 22), duration: 0.2)
        VirtualClock.shared.advance(by: 0.4)
        #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil, "less than half the buttons: closed")
        try recorder.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 120, y: 22), duration: 0.2)
        VirtualClock.shared.advance(by: 0.4)
        #expect(cell.swipeOffset < 0)
        try recorder.tap(at: CGPoint(x: 60, y: 150))
        VirtualClock.shared.advance(by: 0.4)
        #expect(cell.swipeOffset == 0 && source.performed.isEmpty, "closed, nothing run")
        #expect(table.indexPathForSelectedRow == nil, "the closing tap selects nothing")
    }

    @Test func aFullSwipePerformsTheFirstAction() throws {
        let (_, table, source, recorder) = makeMail()
        try recorder.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 40, y: 110), duration: 0.25)
        #expect(source.performed == ["delete Trip photos"])
        VirtualClock.shared.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 0) == 3)
        source.fullSwipe = false
        try recorder.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 40, y: 22), duration: 0.25)
        VirtualClock.shared.advance(by: 0.5)
        #expect(source.performed.count == 1, "no full swipe: the actions stay open instead")
        #expect(table.swipedRow == IndexPath(row: 0, section: 0))
    }

    @Test func rowsWithoutActionsDoNotSwipe() throws {
        let (_, table, _, recorder) = makeMail()
        try recorder.drag(from: CGPoint(x: 40, y: 22), to: CGPoint(x: 200, y: 22), duration: 0.2)
        VirtualClock.shared.advance(by: 0.4)
        #expect(table.swipedRow == nil, "no leading actions")
    }
}
