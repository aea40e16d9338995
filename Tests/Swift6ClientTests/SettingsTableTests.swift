import Flipbook
import Testing

/// The corpus's settings tables: a tap pushes the detail, the pop fades the selected row, and an
/// interactive pop fades it with the finger and brings it back when cancelled.
@MainActor
@Suite struct SettingsTableTests {
    /// The opacity of the grey behind a row as drawn now (the cell's second subview is its selected background).
    func grey(_ table: UITableView, _ row: IndexPath) -> Float? {
        guard let host = table.cellForRow(at: row)?.subviews[1] else { return nil }
        return host.layer.presentation()?.opacity ?? host.layer.opacity
    }

    @Test func aTapPushesAndThePopFadesTheRow() throws {
        let settings = SettingsTableViewController()
        let navigation = UINavigationController(rootViewController: settings)
        let window = makeClientWindow(width: 320, height: 480, root: navigation)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let row = IndexPath(row: 1, section: 1)
        let rect = settings.tableView.convert(settings.tableView.rectForRow(at: row), to: window)
        try recorder.tap(at: CGPoint(x: rect.midX, y: rect.midY))
        #expect(settings.selections == [row])
        #expect(settings.tableView.cellForRow(at: row) is SettingsCell)
        VirtualClock.shared.advance(by: 0.6)
        #expect((navigation.topViewController as? SettingsDetailViewController)?.item.title == "Sounds & Haptics")
        navigation.popViewController(animated: true)
        VirtualClock.shared.advance(by: 0.2)
        let halfway = try #require(grey(settings.tableView, row))
        #expect(halfway > 0.1 && halfway < 0.9, "fading with the pop: \(halfway)")
        assertClientGolden(window, "settings-table-pop", at: 0.2)
        VirtualClock.shared.advance(by: 0.5)
        #expect(settings.tableView.indexPathForSelectedRow == nil)
        #expect(grey(settings.tableView, row) == 0)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func aCancelledInteractivePopKeepsTheRowSelected() throws {
        let accounts = AccountsViewController()
        let navigation = UINavigationController(rootViewController: accounts)
        let window = makeClientWindow(width: 320, height: 480, root: navigation)
        let row = IndexPath(row: 0, section: 0)
        accounts.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        navigation.pushViewController(detail, animated: false)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let finger = try recorder.drag(
            from: CGPoint(x: 3, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.3, ending: .hold)
        let during = try #require(grey(accounts.tableView, row))
        #expect(during > 0.5 && during < 0.8, "the grey follows the finger: \(during)")
        try recorder.drag(finger, through: [CGPoint(x: 90, y: 300)], duration: 0.2)
        VirtualClock.shared.advance(by: 0.6)
        #expect(navigation.topViewController === detail, "the pop was cancelled")
        #expect(accounts.tableView.indexPathForSelectedRow == row)
        #expect(grey(accounts.tableView, row) == 1)
    }
}
