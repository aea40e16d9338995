import FlipbookScenes

/// Table views: a Settings list (`UITableView`, inset grouped) pushing General and popping back, the
/// selected row fading with the transition, and following the finger in an interactive pop.
enum ListEntries {
    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "settings-list-push",
            summary: """
                A tapped Settings row stays grey while General slides in over the inset-grouped list \
                (UIKit's push, 0.5 s).
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen,
                controllers: [AppScreens.settingsList(selected: AppScreens.generalRow), AppScreens.generalList()],
                root: SceneRoot(.navigation(stack: ["settings"]), largeTitles: true),
                transition: SceneTransition(operation: .push("general"), start: 0.1))
        },
        CatalogEntry(
            name: "settings-list-pop",
            summary: """
                General slides away to the right and the Settings row it came from fades from grey to white \
                with the pop (UITableViewController's clearsSelectionOnViewWillAppear, 0.5 s).
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen,
                controllers: [AppScreens.settingsList(selected: AppScreens.generalRow), AppScreens.generalList()],
                root: SceneRoot(.navigation(stack: ["settings", "general"]), largeTitles: true),
                transition: SceneTransition(operation: .pop, start: 0.1))
        },
        CatalogEntry(
            name: "settings-list-interactive-pop",
            summary: """
                A finger drags General half-way off from the left edge, the Settings row's grey fading with it, \
                and lets go past the middle: the pop finishes and the row ends white.
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            interactivePop(release: .finish)
        },
        CatalogEntry(
            name: "settings-list-interactive-pop-cancel",
            summary: """
                A finger drags General a third of the way off from the left edge and lets go slowly: the pop \
                is cancelled, General slides back and the Settings row turns grey again.
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            interactivePop(release: .cancel)
        },
    ]

    private static func interactivePop(release: SceneRelease) -> Scene {
        let end = release == .finish ? 215.0 : 130.0
        let drag = SceneInteraction(
            drags: [SceneDrag(from: ScenePoint(x: 4, y: 420), to: ScenePoint(x: end, y: 430), seconds: 0.5)],
            release: release)
        return Scene(
            screen: Catalog.screen,
            controllers: [AppScreens.settingsList(selected: AppScreens.generalRow), AppScreens.generalList()],
            root: SceneRoot(.navigation(stack: ["settings", "general"]), largeTitles: true),
            transition: SceneTransition(operation: .pop, start: 0.1, interaction: drag),
            recording: SceneRecording(seconds: 1.2))
    }
}
