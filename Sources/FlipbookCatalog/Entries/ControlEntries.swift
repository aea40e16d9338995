import FlipbookScenes

/// Controls changing while a transition runs: Settings pushes Sounds & Haptics, whose switches, segmented control,
/// slider, progress bar and spinner update as the screen slides in, and the pop back to it from a ringtone list.
enum ControlEntries {
    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "settings-controls-push",
            summary: """
                Settings pushes Sounds & Haptics, and its controls update as it slides in: the volume slider \
                moves, Silent Mode switches on, the vibration selection slides to Never, a spinner starts and \
                the ringtone download's bar grows (UIKit's push, 0.5 s; the controls' own 0.25 s animations).
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            var scene = Scene(
                screen: Catalog.screen,
                controllers: [AppScreens.settingsList(selected: soundsRow), AppScreens.soundsSettings()],
                root: SceneRoot(.navigation(stack: ["settings"]), largeTitles: true),
                transition: SceneTransition(operation: .push("sounds"), start: 0.1))
            scene.actions = [
                action(0.1, .spinner, .animating(true)),
                action(0.15, .volume, .value(0.75)),
                action(0.2, .silentMode, .on(true)),
                action(0.25, .vibrate, .selected(2)),
                action(0.3, .download, .progress(0.65)),
            ]
            return scene
        },
        CatalogEntry(
            name: "settings-controls-pop",
            summary: """
                A ringtone list pops back to Sounds & Haptics while the download finishes: the bar fills, the \
                spinner stops, Change with Buttons switches off and the slider drops (UIKit's pop, 0.5 s).
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            var scene = Scene(
                screen: Catalog.screen,
                controllers: [
                    AppScreens.settingsList(selected: soundsRow), AppScreens.soundsSettings(), ringtones(),
                ],
                root: SceneRoot(.navigation(stack: ["settings", "sounds", "ringtones"]), largeTitles: true),
                transition: SceneTransition(operation: .pop, start: 0.1))
            scene.actions = [
                action(0, .spinner, .animating(true), animated: false),
                action(0, .download, .progress(0.65), animated: false),
                action(0.15, .download, .progress(1)),
                action(0.25, .changeWithButtons, .on(false)),
                action(0.3, .volume, .value(0.5)),
                action(0.4, .spinner, .animating(false)),
            ]
            return scene
        },
    ]

    /// The Settings row that opens Sounds & Haptics.
    static let soundsRow = SceneListIndex(section: 1, row: 1)

    private static func action(
        _ time: Double, _ control: SoundsControl, _ change: SceneControlAction.Change, animated: Bool = true
    ) -> SceneControlAction {
        SceneControlAction(
            time: time, controller: "sounds", view: control.rawValue, change: change, animated: animated)
    }

    /// Sounds & Haptics › Ringtone: a list of tones, the chosen one checked.
    private static func ringtones() -> SceneController {
        let names = ["Reflection", "Apex", "Beacon", "Bulletin", "By The Seaside", "Chimes", "Circuit"]
        let rows = names.enumerated().map { index, name in
            SceneListRow(text: name, accessory: index == 0 ? .checkmark : .none)
        }
        var controller = SceneController(
            id: "ringtones", background: ScreenKit.named("systemGroupedBackground"), title: "Ringtone",
            largeTitleDisplayMode: .never)
        controller.list = SceneList(style: .insetGrouped, sections: [SceneListSection(header: "Ringtones", rows: rows)])
        return controller
    }
}
