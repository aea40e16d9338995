import Flipbook
import Testing

/// The corpus's Wi-Fi settings: the switch slides on while the pop brings the list back.
@MainActor
@Suite struct WiFiSettingsTests {
    @Test func theSwitchTurnsOnDuringThePop() throws {
        let settings = WiFiSettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        let window = makeClientWindow(width: 320, height: 300, root: navigation)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let row = IndexPath(row: 1, section: 0)
        let rect = settings.tableView.convert(settings.tableView.rectForRow(at: row), to: window)
        try recorder.tap(at: CGPoint(x: rect.midX, y: rect.midY))
        VirtualClock.shared.advance(by: 0.6)
        let networks = try #require(navigation.topViewController as? NetworksViewController)
        #expect(!settings.wifiSwitch.isOn)
        networks.join()
        #expect(settings.wifiSwitch.isOn)
        VirtualClock.shared.advance(by: 0.24)
        assertClientGolden(window, "wifi-settings-switch-during-pop", at: 0.24)
        VirtualClock.shared.advance(by: 0.66)
        assertClientGolden(window, "wifi-settings-switch-after-pop", at: 0.9)
        #expect(navigation.topViewController === settings)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}
