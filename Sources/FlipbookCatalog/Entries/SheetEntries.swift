import FlipbookScenes

/// UIKit's sheets since iOS 13: the page sheet rising over the home screen, a sheet on a sheet, and the
/// swipe that dismisses one.
enum SheetEntries {
    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "present-page-sheet",
            summary: """
                UIKit's page sheet (iOS 13+): settings rise as a card while the home screen shrinks back, \
                rounds and dims (0.5 s spring).
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen,
                controllers: [try AppScreens.home(), AppScreens.settings(top: 0).presented(.pageSheet)],
                root: SceneRoot(.controller("home")), transition: SceneTransition(operation: .present("settings")))
        },
        CatalogEntry(
            name: "present-page-sheet-stacked",
            summary: """
                A page sheet presented from a page sheet: the first sheet shrinks back into a dimmed card \
                as the second rises (0.5 s spring).
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen,
                controllers: [
                    try AppScreens.home(), AppScreens.settings(top: 0).presented(.pageSheet),
                    try AppScreens.profile(top: 0).presented(.pageSheet),
                ],
                root: SceneRoot(.controller("home"), presented: "settings"),
                transition: SceneTransition(operation: .present("profile")))
        },
        CatalogEntry(
            name: "dismiss-page-sheet-swipe",
            summary: """
                A finger swipes a page sheet down: it follows the finger for 0.3 s, is let go past the \
                threshold and springs away as the home screen grows back.
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            let drag = SceneDrag(from: ScenePoint(x: 195, y: 300), to: ScenePoint(x: 195, y: 720), seconds: 0.3)
            return Scene(
                screen: Catalog.screen,
                controllers: [try AppScreens.home(), AppScreens.settings(top: 0).presented(.pageSheet)],
                root: SceneRoot(.controller("home"), presented: "settings"),
                transition: SceneTransition(
                    operation: .dismiss, interaction: SceneInteraction(drags: [drag], release: .finish)))
        },
        CatalogEntry(
            name: "present-sheet-medium-detent",
            summary: """
                A sheet with medium and large detents and a grabber rises to its medium detent over the \
                undimmed home screen, which stays where it is (0.5 s spring).
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            var settings = AppScreens.settings(top: 16).presented(.pageSheet)
            settings.detents = [.medium, .large]
            settings.largestUndimmedDetent = .medium
            settings.prefersGrabberVisible = true
            return Scene(
                screen: Catalog.screen, controllers: [try AppScreens.home(), settings],
                root: SceneRoot(.controller("home")), transition: SceneTransition(operation: .present("settings")))
        },
        CatalogEntry(
            name: "present-sheet-edge-attached",
            summary: """
                In landscape a sheet that prefers to be edge-attached rises centred, as wide as the portrait \
                screen and attached to the bottom edge only, over the dimming home screen (0.5 s spring).
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            var settings = AppScreens.settings(top: 16).presented(.pageSheet)
            settings.prefersGrabberVisible = true
            settings.prefersEdgeAttachedInCompactHeight = true
            return Scene(
                device: .iPhone14.landscape, screen: SceneScreen(device: .iPhone14.landscape, scale: 1),
                controllers: [try AppScreens.home(), settings],
                root: SceneRoot(.controller("home")), transition: SceneTransition(operation: .present("settings")))
        },
    ]
}
