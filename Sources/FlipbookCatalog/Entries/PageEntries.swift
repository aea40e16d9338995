import FlipbookScenes

/// `UIPageViewController`: onboarding pages swiped side by side, and a reader whose page curls over under
/// the finger.
enum PageEntries {
    typealias K = ScreenKit

    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "page-view-scroll",
            summary: """
                Onboarding pages in a scroll page view controller: a finger swipes the first page away for \
                0.35 s and the second settles in, the indicator's dot moving on.
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            let swipe = SceneDrag(from: ScenePoint(x: 330, y: 420), to: ScenePoint(x: 90, y: 420), seconds: 0.35)
            return Scene(
                screen: Catalog.screen,
                controllers: [
                    onboarding("welcome", "Welcome", color: "systemBlue"),
                    onboarding("sync", "Sync everywhere", color: "systemTeal"),
                    onboarding("privacy", "Private by design", color: "systemIndigo"),
                ],
                root: SceneRoot(.pages(["welcome", "sync", "privacy"], style: .scroll)),
                transition: SceneTransition(
                    operation: .selectTab(1), interaction: SceneInteraction(drags: [swipe], release: .finish)),
                recording: SceneRecording(seconds: 0.8))
        },
        CatalogEntry(
            name: "page-curl-reader",
            summary: """
                A book reader in a page-curl page view controller: a finger curls the page over from its \
                bottom-right corner for 0.5 s, lets go past the middle, and the page turns.
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            let curl = SceneDrag(from: ScenePoint(x: 370, y: 780), to: ScenePoint(x: 120, y: 640), seconds: 0.5)
            return Scene(
                screen: Catalog.screen,
                controllers: [readerPage("p1", number: 1), readerPage("p2", number: 2), readerPage("p3", number: 3)],
                root: SceneRoot(.pages(["p1", "p2", "p3"], style: .pageCurl)),
                transition: SceneTransition(
                    operation: .selectTab(1), interaction: SceneInteraction(drags: [curl], release: .finish)),
                recording: SceneRecording(seconds: 1.0))
        },
    ]

    /// An onboarding page: a large coloured disc, a title and two lines of text.
    private static func onboarding(_ id: String, _ title: String, color: String) -> SceneController {
        let views: [SceneView] = [
            K.rect(95, 190, 200, 200, K.named(color), radius: 100),
            K.text(title, 24, 460, K.width - 48, size: 28, weight: .bold, alignment: .center),
            K.text(
                "Everything you make stays with you, on every device you use.", 40, 510,
                K.width - 80, size: 17, color: K.named("secondaryLabel"), alignment: .center, lines: 2),
        ]
        return SceneController(id: id, background: K.named("systemBackground"), views: views, title: title)
    }

    /// A page of a book: a chapter heading on the first, paragraphs, the page number.
    private static func readerPage(_ id: String, number: Int) -> SceneController {
        let paragraph =
            "The river ran slow under the bridge that morning, and the market woke along its banks: "
            + "crates of pears and figs, bread still warm, a man tuning a violin by the lamp post."
        var views: [SceneView] = []
        var y = 90.0
        if number == 1 {
            views.append(K.text("Chapter One", 32, y, K.width - 64, size: 26, weight: .bold))
            y += 56
        }
        for _ in 0..<(number == 1 ? 4 : 5) {
            views.append(K.text(paragraph, 32, y, K.width - 64, size: 17, lines: 4))
            y += 130
        }
        views.append(
            K.text("\(number)", 32, 800, K.width - 64, size: 13, color: K.named("secondaryLabel"), alignment: .center))
        return SceneController(id: id, background: K.color("#FBF7EE"), views: views, title: "Page \(number)")
    }
}
