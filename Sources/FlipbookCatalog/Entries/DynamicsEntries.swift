import FlipbookScenes

/// UIKit Dynamics: transitions driven by a `UIDynamicAnimator` (gravity, collision, push, snap, attachment).
enum DynamicsEntries {
    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "dismiss-card-flick",
            summary:
                """
                A finger flicks a settings card down; it tumbles with the pan's velocity under gravity, \
                hits the bottom edge and fades as the dismissal completes (about 0.6 s).
                """,
            origin: "UIKit Dynamics"
        ) { () throws(CatalogError) in
            let flick = SceneInteraction(
                drags: [SceneDrag(from: ScenePoint(x: 255, y: 322), to: ScenePoint(x: 255, y: 402), seconds: 0.1)],
                release: .finish)
            return Scene(
                screen: Catalog.screen, controllers: [try AppScreens.home(), AppScreens.settings(top: 24)],
                root: SceneRoot(.controller("home"), presented: "settings"),
                transition: SceneTransition(
                    operation: .dismiss, animation: .animator("card-flick"), interaction: flick),
                recording: SceneRecording(seconds: 0.8))
        },
        CatalogEntry(
            name: "dismiss-sheet-snap-back",
            summary:
                """
                A finger drags a sheet down on an attachment and lets go early; a snap behaviour (damping 0.6) \
                springs it back into place and the dismissal is cancelled.
                """,
            origin: "UIKit Dynamics"
        ) { () throws(CatalogError) in
            let drag = SceneInteraction(
                drags: [SceneDrag(from: ScenePoint(x: 195, y: 460), to: ScenePoint(x: 195, y: 600), seconds: 0.4)],
                release: .cancel)
            return Scene(
                screen: Catalog.screen, controllers: [try AppScreens.home(), AppScreens.settings(top: 24)],
                root: SceneRoot(.controller("home"), presented: "settings"),
                transition: SceneTransition(operation: .dismiss, animation: .animator("sheet-snap"), interaction: drag),
                recording: SceneRecording(seconds: 1.8))
        },
        CatalogEntry(
            name: "present-menu-swing",
            summary:
                """
                A menu card drops from above on springy attachments at its top corners, bounces and swings \
                level; the presentation completes when the dynamic animator pauses (about 2 s).
                """,
            origin: "UIKit Dynamics"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.home(), AppScreens.settings(top: 24)],
                root: SceneRoot(.controller("home")),
                transition: SceneTransition(operation: .present("settings"), animation: .animator("menu-swing")),
                recording: SceneRecording(seconds: 2.5))
        },
    ]
}
