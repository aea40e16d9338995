import Flipbook
import Testing

/// The corpus's diffable contacts table: self-sized Auto Layout rows, section titles from the subclass,
/// and snapshots that animate rows out and across sections.
@MainActor
@Suite struct ContactsDiffableTableTests {
    @Test func rowsSizeThemselvesAndDeletionsAnimate() throws {
        let contacts = ContactsViewController()
        let navigation = UINavigationController(rootViewController: contacts)
        let window = makeClientWindow(width: 320, height: 480, root: navigation)
        let table = contacts.tableView
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.headerView(forSection: 1)?.textLabel?.text?.uppercased() == "EVERYONE ELSE")
        let ada = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let grace = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(ada.height > grace.height, "Ada's note wraps: \(ada.height) vs \(grace.height)")
        assertClientGolden(window, "contacts-diffable-list", at: 0)
        let graceCell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var finished = false
        contacts.delete(contacts.favorites[0]) { finished = true }
        VirtualClock.shared.advance(by: 0.15)
        let y = graceCell.layer.presentation()?.frame.minY ?? 0
        #expect(y > ada.minY && y < grace.minY, "Grace slides up as Ada fades: \(y)")
        assertClientGolden(window, "contacts-diffable-delete", at: 0.15)
        VirtualClock.shared.advance(by: 0.3)
        #expect(finished)
        #expect(contacts.contact(at: IndexPath(row: 0, section: 0))?.name == "Grace")
        contacts.favorite(contacts.others[1])
        VirtualClock.shared.advance(by: 0.5)
        #expect(contacts.contact(at: IndexPath(row: 1, section: 0))?.name == "Edsger")
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func swipingARowRevealsDeleteAndATapDeletesIt() throws {
        let contacts = ContactsViewController()
        let navigation = UINavigationController(rootViewController: contacts)
        let window = makeClientWindow(width: 320, height: 480, root: navigation)
        let table = contacts.tableView
        table.layoutIfNeeded()
        let alan = IndexPath(row: 0, section: 1)
        let rect = table.convert(table.rectForRow(at: alan), to: window)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(
            from: CGPoint(x: rect.maxX - 20, y: rect.midY), to: CGPoint(x: rect.maxX - 140, y: rect.midY),
            duration: 0.25)
        VirtualClock.shared.advance(by: 0.4)
        assertClientGolden(window, "contacts-swipe-delete-open", at: 0)
        try recorder.tap(at: CGPoint(x: rect.maxX - 20, y: rect.midY))
        VirtualClock.shared.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(contacts.contact(at: alan)?.name == "Edsger")
        // A leading swipe on Edsger (no full swipe) opens Favorite; tapping it moves him to the favourites.
        try recorder.drag(
            from: CGPoint(x: rect.minX + 40, y: rect.midY), to: CGPoint(x: rect.minX + 200, y: rect.midY),
            duration: 0.25)
        VirtualClock.shared.advance(by: 0.4)
        try recorder.tap(at: CGPoint(x: rect.minX + 20, y: rect.midY))
        VirtualClock.shared.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(contacts.contact(at: IndexPath(row: 2, section: 0))?.name == "Edsger")
    }
}
