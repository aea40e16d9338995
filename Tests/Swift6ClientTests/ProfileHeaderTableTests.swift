import Flipbook
import Testing

/// The corpus's profile: a table header sized by Auto Layout lays out once, above the rows, with no broken
/// constraint; a finger resting on a row opens its context menu, whose Favorite action runs.
@MainActor
@Suite struct ProfileHeaderTableTests {
    @Test func theHeaderFitsItsTextAndARestingFingerOpensTheMenu() throws {
        LayoutDiagnostics.shared.reset()
        LayoutDiagnostics.shared.logsToStandardError = false
        defer { LayoutDiagnostics.shared.reset() }
        let profile = ProfileViewController()
        let navigation = UINavigationController(rootViewController: profile)
        let window = makeClientWindow(width: 320, height: 480, root: navigation)
        window.layoutIfNeeded()
        let table = try #require(profile.tableView)
        let header = try #require(table.tableHeaderView)
        #expect(header.frame.width == 320 && header.frame.height > 100, "name and a wrapped bio: \(header.frame)")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.frame.maxY)
        #expect(LayoutDiagnostics.shared.issues.isEmpty, "\(LayoutDiagnostics.shared.issues)")

        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        try recorder.drag(through: [CGPoint(x: row.midX, y: row.midY)], duration: 0.6)
        VirtualClock.shared.advance(by: 0.3)
        assertClientGolden(window, "profile-context-menu", at: 0)
        // The menu's first row sits under the lifted row (8 points below it, 44 points high).
        try recorder.tap(at: CGPoint(x: row.minX + 60, y: row.maxY + 8 + 22))
        #expect(profile.favorites == ["New camera"])
    }
}
