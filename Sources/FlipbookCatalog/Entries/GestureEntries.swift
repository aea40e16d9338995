import FlipbookScenes

/// Seed 002: a spring presentation and a pan-driven pop.
enum GestureEntries {
    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "present-spring",
            summary: "Settings rise from below the screen on a bouncy spring (damping 0.6, 0.8 s).",
            origin: "seed 002"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.home(), AppScreens.settings(top: 60)],
                root: SceneRoot(.controller("home")),
                transition: SceneTransition(operation: .present("settings"), animation: .animator("spring")))
        },
        CatalogEntry(
            name: "pop-pan",
            summary: "A pan drags the message off to the right past half-way and lets go; the pop completes.",
            origin: "seed 002"
        ) { () throws(CatalogError) in
            let drag = SceneInteraction(
                drags: [
                    SceneDrag(from: ScenePoint(x: 30, y: 500), to: ScenePoint(x: 250, y: 510), seconds: 0.35)
                ], release: .finish)
            return Scene(
                screen: Catalog.screen, controllers: [try AppScreens.inbox(), try AppScreens.message()],
                root: SceneRoot(.navigation(stack: ["inbox", "message"])),
                transition: SceneTransition(operation: .pop, animation: .animator("edge-slide"), interaction: drag),
                recording: SceneRecording(seconds: 0.6))
        },
    ]
}
