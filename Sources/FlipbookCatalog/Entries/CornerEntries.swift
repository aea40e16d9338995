import FlipbookScenes

/// Seed 000: a custom presentation that slides in from the bottom-right corner, and its dismissal.
enum CornerEntries {
    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "present-corner",
            summary: "A photo viewer slides in diagonally from the bottom-right corner (1.5 s).",
            origin: "seed 000"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.gallery(top: 60), try AppScreens.viewer()],
                root: SceneRoot(.controller("gallery")),
                transition: SceneTransition(operation: .present("viewer"), animation: .animator("corner")))
        },
        CatalogEntry(
            name: "dismiss-corner", summary: "The photo viewer slides back out to the bottom-right corner (1.5 s).",
            origin: "seed 000"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.gallery(top: 60), try AppScreens.viewer()],
                root: SceneRoot(.controller("gallery"), presented: "viewer"),
                transition: SceneTransition(operation: .dismiss, animation: .animator("corner")))
        },
    ]
}
