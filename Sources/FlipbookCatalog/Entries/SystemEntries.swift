import FlipbookScenes

/// UIKit's own transitions: the navigation slide and the four modal transition styles.
enum SystemEntries {
    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "push-system",
            summary: "UIKit's default push: the message slides in from the right over a dimmed, parallaxed inbox.",
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.inbox(), try AppScreens.message()],
                root: SceneRoot(.navigation(stack: ["inbox"])), transition: SceneTransition(operation: .push("message"))
            )
        },
        CatalogEntry(
            name: "pop-system",
            summary: "UIKit's default pop: the message slides away to the right, revealing the inbox.",
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.inbox(), try AppScreens.message()],
                root: SceneRoot(.navigation(stack: ["inbox", "message"])), transition: SceneTransition(operation: .pop))
        },
        largeTitle(
            "push-large-title", .push("general"), stack: ["settings"],
            """
            UIKit's push from a large title: "Settings" shrinks into the back button as General slides in \
            and the bar settles to its standard height.
            """
        ),
        largeTitle(
            "pop-large-title", .pop, stack: ["settings", "general"],
            """
            UIKit's pop to a large title: the back button grows into the "Settings" large title as the bar \
            grows and General slides away.
            """
        ),
        modal(
            "present-cover-vertical", .coverVertical,
            "Settings slide up from the bottom over the home screen (cover vertical)."),
        modal(
            "present-cross-dissolve", .crossDissolve, "Settings cross-fade in over the home screen (cross dissolve)."),
        modal(
            "present-flip-horizontal", .flipHorizontal,
            "The home screen flips around its vertical axis to show settings (flip horizontal)."),
        modal(
            "present-partial-curl", .partialCurl,
            """
            The home screen's page curls up from its bottom-right \
            corner and stays curled over settings (partial curl).
            """
        ),
    ]

    private static func largeTitle(
        _ name: String, _ operation: SceneOperation, stack: [String], _ summary: String
    ) -> CatalogEntry {
        CatalogEntry(name: name, summary: summary, origin: "UIKit default") { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen,
                controllers: [
                    AppScreens.settings(top: ScreenKit.largeTitleNavigationTop), AppScreens.generalSettings(),
                ],
                root: SceneRoot(.navigation(stack: stack), largeTitles: true),
                transition: SceneTransition(operation: operation))
        }
    }

    private static func modal(_ name: String, _ style: SceneModalStyle, _ summary: String) -> CatalogEntry {
        CatalogEntry(name: name, summary: summary, origin: "UIKit default") { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen,
                controllers: [try AppScreens.home(), AppScreens.settings(top: 60).presented(.fullScreen)],
                root: SceneRoot(.controller("home")),
                transition: SceneTransition(operation: .present("settings"), animation: .modalStyle(style)))
        }
    }
}
