import FlipbookScenes

/// Transitions built on shape layers, gradients, shadows and blur.
enum EffectEntries {
    typealias K = ScreenKit

    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "present-circular-reveal",
            summary:
                """
                Settings appear inside a circle that grows from the round \
                button until it covers the screen (CAShapeLayer mask, 0.5 s).
                """,
            origin: "shape layers"
        ) { () throws(CatalogError) in
            var home = try AppScreens.home()
            home.views.append(K.rect(K.width - 80, 760, 56, 56, K.named("systemBlue"), radius: 28, id: "button"))
            return Scene(
                screen: Catalog.screen, controllers: [home, AppScreens.settings(top: 60)],
                root: SceneRoot(.controller("home")),
                transition: SceneTransition(operation: .present("settings"), animation: .animator("circular-reveal")))
        },
        CatalogEntry(
            name: "present-card-shadow",
            summary:
                """
                A card with a soft shadow and a border rises over \
                the home screen as it blurs and dims (0.6 s spring).
                """,
            origin: "shadows and blur"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.home(), AppScreens.settings(top: 24)],
                root: SceneRoot(.controller("home")),
                transition: SceneTransition(operation: .present("settings"), animation: .animator("card-shadow")))
        },
        CatalogEntry(
            name: "push-gradient-fade",
            summary:
                """
                The message wipes in behind a soft gradient edge \
                sweeping left to right as the inbox drifts left (0.6 s).
                """,
            origin: "gradients"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.inbox(), try AppScreens.message()],
                root: SceneRoot(.navigation(stack: ["inbox"])),
                transition: SceneTransition(operation: .push("message"), animation: .animator("gradient-fade")))
        },
    ]
}
