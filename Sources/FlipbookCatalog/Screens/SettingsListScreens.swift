import FlipbookScenes

extension AppScreens {
    /// Settings as a real inset-grouped table (`UITableView`, `UIListContentConfiguration`): coloured
    /// symbol icons, switches, values and chevrons, under a large title; `selected` is the row the user
    /// tapped (it stays grey while its detail is shown).
    static func settingsList(_ id: String = "settings", selected: SceneListIndex? = nil) -> SceneController {
        typealias K = ScreenKit
        func row(
            _ text: String, _ symbol: String, _ color: String, detail: String? = nil,
            accessory: SceneListAccessory = .disclosureIndicator
        ) -> SceneListRow {
            SceneListRow(text: text, detail: detail, symbol: symbol, iconColor: K.named(color), accessory: accessory)
        }
        let sections = [
            SceneListSection(rows: [
                row("Airplane Mode", "airplane", "systemOrange", accessory: .toggle(isOn: false)),
                row("Wi-Fi", "wifi", "systemBlue", detail: "Home"),
                row("Mobile Data", "antenna.radiowaves.left.and.right", "systemGreen"),
                row("Personal Hotspot", "personalhotspot", "systemGreen", detail: "Off"),
            ]),
            SceneListSection(rows: [
                row("Notifications", "bell.badge.fill", "systemRed"),
                row("Sounds & Haptics", "speaker.wave.3.fill", "systemPink"),
                row("Focus", "moon.fill", "systemIndigo"),
                row("Screen Time", "hourglass", "systemIndigo"),
            ]),
            SceneListSection(rows: [
                row("General", "gear", "systemGray"),
                row("Control Centre", "switch.2", "systemGray"),
                row("Display & Brightness", "sun.max.fill", "systemBlue"),
            ]),
        ]
        var controller = SceneController(
            id: id, background: K.named("systemGroupedBackground"), title: "Settings", largeTitleDisplayMode: .always)
        controller.list = SceneList(style: .insetGrouped, sections: sections, selected: selected)
        return controller
    }

    /// The row of ``settingsList(_:selected:)`` that opens General.
    static let generalRow = SceneListIndex(section: 2, row: 0)

    /// Settings › General as a table: titled sections of rows with chevrons and a footer, under a standard
    /// title.
    static func generalList(_ id: String = "general") -> SceneController {
        typealias K = ScreenKit
        func rows(_ names: [String]) -> [SceneListRow] {
            names.map { SceneListRow(text: $0, accessory: .disclosureIndicator) }
        }
        let sections = [
            SceneListSection(rows: rows(["About", "Software Update"])),
            SceneListSection(
                header: "Sharing", footer: "AirDrop lets you share instantly with people nearby.",
                rows: rows(["AirDrop", "AirPlay & Continuity", "Picture in Picture"])),
            SceneListSection(
                header: "Device", rows: rows(["Background App Refresh", "Date & Time", "Keyboard", "Fonts"])),
        ]
        var controller = SceneController(
            id: id, background: K.named("systemGroupedBackground"), title: "General", largeTitleDisplayMode: .never)
        controller.list = SceneList(style: .insetGrouped, sections: sections)
        return controller
    }
}
