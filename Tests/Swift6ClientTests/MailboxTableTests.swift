import Flipbook
import Testing

/// The corpus's mailbox: a `UITableViewController` subclass whose overridden delegate and data source methods
/// are the ones the table calls.
@MainActor
@Suite struct MailboxTableTests {
    func makeMailbox() -> (MailboxViewController, UIWindow, FrameRecorder) {
        let mailbox = MailboxViewController()
        let navigation = UINavigationController(rootViewController: mailbox)
        let window = makeClientWindow(width: 320, height: 400, root: navigation)
        window.layoutIfNeeded()
        return (mailbox, window, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    /// The centre of the row at `indexPath`, or a point `x` points from its leading edge, in the window.
    func point(_ mailbox: MailboxViewController, _ indexPath: IndexPath, x: CGFloat? = nil) throws -> CGPoint {
        let cell = try #require(mailbox.tableView.cellForRow(at: indexPath))
        return cell.convert(CGPoint(x: x ?? cell.bounds.midX, y: cell.bounds.midY), to: mailbox.view.window)
    }

    @Test func overriddenDisplayHeightAndSelectionMethodsRun() throws {
        let (mailbox, _, recorder) = makeMailbox()
        let table = mailbox.tableView!
        #expect(mailbox.displayed.count == 4 && mailbox.displayedHeaders == [0, 1])
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(second.frame.height == 60, "heightForRowAt")
        try recorder.tap(at: point(mailbox, IndexPath(row: 1, section: 0)))
        #expect(mailbox.highlighted == [IndexPath(row: 1, section: 0)])
        #expect(mailbox.opened == ["Slides"])
    }

    @Test func aLeadingSwipeFlagsAndTheMinusArchives() throws {
        let (mailbox, window, recorder) = makeMailbox()
        let row = try point(mailbox, IndexPath(row: 0, section: 1), x: 30)
        try recorder.drag(from: row, to: CGPoint(x: row.x + 160, y: row.y), duration: 0.3)
        VirtualClock.shared.advance(by: 0.4)
        try recorder.tap(at: CGPoint(x: 20, y: row.y))
        #expect(mailbox.sections[1].messages[0].isFlagged, "the leading action's handler ran")
        VirtualClock.shared.advance(by: 0.4)
        #expect(mailbox.swipeEditing == ["begin 1.0", "end none"], "swipe-to-edit began, and ended by the reload")

        mailbox.setEditing(true, animated: false)
        window.layoutIfNeeded()
        try recorder.tap(at: point(mailbox, IndexPath(row: 1, section: 0), x: 27))
        VirtualClock.shared.advance(by: 0.4)
        assertClientGolden(window, "mailbox-archive-confirmation", at: 0)
        try recorder.tap(at: CGPoint(x: 320 - 30, y: try point(mailbox, IndexPath(row: 1, section: 0)).y))
        VirtualClock.shared.advance(by: 0.5)
        #expect(mailbox.sections[0].messages.map(\.subject) == ["Lunch?"], "commit removed Slides")
    }

    @Test func aDraggedRowStaysInItsDay() throws {
        let (mailbox, _, recorder) = makeMailbox()
        mailbox.setEditing(true, animated: false)
        mailbox.view.window?.layoutIfNeeded()
        let table = mailbox.tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let handle = try point(mailbox, IndexPath(row: 0, section: 0), x: cell.bounds.width - 27)
        try recorder.drag(from: handle, to: CGPoint(x: handle.x, y: handle.y + 200), duration: 0.5)
        VirtualClock.shared.advance(by: 0.4)
        #expect(mailbox.sections[0].messages.map(\.subject) == ["Slides", "Lunch?"], "redirected to its day's end")
        #expect(mailbox.sections[1].messages.count == 2)
    }
}
