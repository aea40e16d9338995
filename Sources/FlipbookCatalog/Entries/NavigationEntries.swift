import FlipbookScenes

/// Seed 001: custom navigation transitions — the basic corner slide (also finger-driven), Kugou's swing,
/// WeChat's photo zoom and the picture browser.
enum NavigationEntries {
    static let all: [CatalogEntry] = [
        nav(
            "push-basic", "The message slides in diagonally from the bottom-right corner over the inbox (0.5 s).",
            stack: ["inbox"], .push("message"), animator: "basic"),
        nav(
            "pop-basic", "The message slides back out to the bottom-right corner, revealing the inbox (0.5 s).",
            stack: ["inbox", "message"], .pop, animator: "basic"),
        CatalogEntry(
            name: "pop-interactive",
            summary:
                "A finger drags the message toward the corner, scrubbing the basic pop, then lets go and it finishes.",
            origin: "seed 001"
        ) { () throws(CatalogError) in
            let drag = SceneInteraction(
                drags: [
                    SceneDrag(from: ScenePoint(x: 40, y: 420), to: ScenePoint(x: 160, y: 430), seconds: 0.3),
                    SceneDrag(from: ScenePoint(x: 160, y: 430), to: ScenePoint(x: 230, y: 436), seconds: 0.2),
                ], release: .finish)
            return Scene(
                screen: Catalog.screen, controllers: [try AppScreens.inbox(), try AppScreens.message()],
                root: SceneRoot(.navigation(stack: ["inbox", "message"])),
                transition: SceneTransition(operation: .pop, animation: .animator("basic"), interaction: drag),
                recording: SceneRecording(seconds: 0.9))
        },
        nav(
            "push-kugou", "The profile swings up into place about a pivot far below the screen, Kugou-style (0.4 s).",
            stack: ["gallery"], .push("profile"), animator: "kugou"),
        nav(
            "pop-kugou", "The profile swings away about the same pivot, revealing the gallery (0.4 s).",
            stack: ["gallery", "profile"], .pop, animator: "kugou"),
        nav(
            "push-wechat",
            """
            The tapped photo flies from the grid to full screen with \
            a spring as the backdrop turns black, WeChat-style.
            """,
            stack: ["gallery"], .push("viewer"), animator: "wechat"),
        nav(
            "pop-wechat", "The full-screen photo flies back into its grid cell as the black backdrop fades.",
            stack: ["gallery", "viewer"], .pop, animator: "wechat"),
        CatalogEntry(
            name: "picture-browser",
            summary:
                "A picture browser opens modally: the thumbnail zooms to full screen over a fading black backdrop.",
            origin: "seed 001"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.gallery(top: 60), try AppScreens.viewer()],
                root: SceneRoot(.controller("gallery")),
                transition: SceneTransition(
                    operation: .present("viewer"), animation: .animator("wechat"), duration: 0.6))
        },
    ]

    private static func nav(
        _ name: String, _ summary: String, stack: [String], _ operation: SceneOperation,
        animator: String
    ) -> CatalogEntry {
        CatalogEntry(name: name, summary: summary, origin: "seed 001") { () throws(CatalogError) in
            let screens: [String: () throws(CatalogError) -> SceneController] = [
                "inbox": { () throws(CatalogError) in try AppScreens.inbox() },
                "message": { () throws(CatalogError) in try AppScreens.message() },
                "gallery": { () throws(CatalogError) in try AppScreens.gallery() },
                "profile": { () throws(CatalogError) in try AppScreens.profile() },
                "viewer": { () throws(CatalogError) in try AppScreens.viewer() },
            ]
            var ids = stack
            if case .push(let id) = operation { ids.append(id) }
            var controllers: [SceneController] = []
            for id in ids { controllers.append(try screens[id]!()) }
            return Scene(
                screen: Catalog.screen, controllers: controllers, root: SceneRoot(.navigation(stack: stack)),
                transition: SceneTransition(operation: operation, animation: .animator(animator)))
        }
    }
}
