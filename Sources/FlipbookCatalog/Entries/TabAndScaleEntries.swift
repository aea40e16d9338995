import FlipbookScenes

/// Seeds 003 and 004: tab bar slides (animated and finger-driven), scale and scale-fade transitions, a
/// dimmed custom presentation, and the masked push.
enum TabAndScaleEntries {
    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "tab-slide",
            summary: "Selecting the third tab slides the gallery out left as settings slide in from the right (0.4 s).",
            origin: "seed 003"
        ) { () throws(CatalogError) in
            try tabs(SceneTransition(operation: .selectTab(2), animation: .animator("tab-slide")))
        },
        CatalogEntry(
            name: "tab-slide-interactive",
            summary: "A finger swipes left across the tab bar controller, sliding to the third tab, and lets go.",
            origin: "seed 003"
        ) { () throws(CatalogError) in
            let drag = SceneInteraction(
                drags: [
                    SceneDrag(from: ScenePoint(x: 340, y: 420), to: ScenePoint(x: 120, y: 410), seconds: 0.3)
                ], release: .finish)
            return try tabs(
                SceneTransition(operation: .selectTab(2), animation: .animator("tab-slide"), interaction: drag),
                seconds: 0.6)
        },
        CatalogEntry(
            name: "tab-slide-custom-interactive",
            summary:
                """
                A finger drags the tabs with a hand-written interaction controller, \
                stops short of half-way and lets go: they slide back.
                """,
            origin: "seed 003"
        ) { () throws(CatalogError) in
            let drag = SceneInteraction(
                drags: [
                    SceneDrag(from: ScenePoint(x: 340, y: 420), to: ScenePoint(x: 220, y: 416), seconds: 0.3)
                ], release: .cancel)
            return try tabs(
                SceneTransition(operation: .selectTab(2), animation: .animator("tab-slide-manual"), interaction: drag),
                seconds: 0.6)
        },
        CatalogEntry(
            name: "push-scale",
            summary: "The message grows from a tenth of its size in the middle of the inbox (0.4 s).",
            origin: "seed 003"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.inbox(), try AppScreens.message()],
                root: SceneRoot(.navigation(stack: ["inbox"])),
                transition: SceneTransition(operation: .push("message"), animation: .animator("scale")))
        },
        CatalogEntry(
            name: "present-scale-fade",
            summary: "The photo viewer grows and fades in from the middle of the home screen (0.4 s).",
            origin: "seed 003"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.home(), try AppScreens.viewer()],
                root: SceneRoot(.controller("home")),
                transition: SceneTransition(operation: .present("viewer"), animation: .animator("scale-fade")))
        },
        CatalogEntry(
            name: "dismiss-scale-fade",
            summary: "The photo viewer shrinks and fades away into the middle of the home screen (0.4 s).",
            origin: "seed 003"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.home(), try AppScreens.viewer()],
                root: SceneRoot(.controller("home"), presented: "viewer"),
                transition: SceneTransition(operation: .dismiss, animation: .animator("scale-fade")))
        },
        CatalogEntry(
            name: "present-dimmed",
            summary:
                "A settings card slides up over the lower two thirds as a presentation controller dims the screen.",
            origin: "seed 003"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.home(), AppScreens.settings(top: 0)],
                root: SceneRoot(.controller("home")),
                transition: SceneTransition(operation: .present("settings"), animation: .animator("dimmed")))
        },
        CatalogEntry(
            name: "push-mask",
            summary: "The message slides in while the inbox slides half as far under a shrinking mask (1 s, ease-out).",
            origin: "seed 004"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.inbox(), try AppScreens.message()],
                root: SceneRoot(.navigation(stack: ["inbox"])),
                transition: SceneTransition(operation: .push("message"), animation: .animator("mask")))
        },
    ]

    private static func tabs(_ transition: SceneTransition, seconds: Double? = nil) throws(CatalogError) -> Scene {
        Scene(
            screen: Catalog.screen,
            controllers: [
                try AppScreens.gallery(top: 47), try AppScreens.profile(top: 47), AppScreens.settings(top: 60),
            ],
            root: SceneRoot(.tabs(["gallery", "profile", "settings"], selected: 0)), transition: transition,
            recording: SceneRecording(seconds: seconds))
    }
}
