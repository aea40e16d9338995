import FlipbookScenes

/// Screens built on `UICollectionView`: a photo grid zooming into a viewer and back, a grid changing
/// into a list by a layout-to-layout push, and a compositional "Today" screen whose featured card zooms open.
enum CollectionViewEntries {
    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "push-photo-grid-zoom",
            summary:
                """
                The selected photo of a collection-view grid flies out of its cell (hidden during the flight) \
                to full screen as the viewer's black fades in (0.45 s).
                """,
            origin: "UIKit collection view"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.photoGrid(), try AppScreens.viewer()],
                root: SceneRoot(.navigation(stack: ["library"])),
                transition: SceneTransition(operation: .push("viewer"), animation: .animator("grid-zoom")),
                recording: SceneRecording(seconds: 0.6))
        },
        CatalogEntry(
            name: "pop-photo-grid-zoom",
            summary:
                """
                The full-screen photo flies back into its cell of the collection-view grid, which reappears as \
                it lands, while the viewer fades (0.45 s).
                """,
            origin: "UIKit collection view"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.photoGrid(), try AppScreens.viewer()],
                root: SceneRoot(.navigation(stack: ["library", "viewer"])),
                transition: SceneTransition(operation: .pop, animation: .animator("grid-zoom")),
                recording: SceneRecording(seconds: 0.6))
        },
        CatalogEntry(
            name: "push-grid-to-list",
            summary:
                """
                A photo grid becomes a list: setCollectionViewLayout(_:animated:) slides and stretches every cell \
                from its tile to its row (0.3 s) while the navigation bar pushes.
                """,
            origin: "UIKit collection view"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen,
                controllers: [try AppScreens.photoGrid(selected: nil), try AppScreens.photoList()],
                root: SceneRoot(.navigation(stack: ["library"])),
                transition: SceneTransition(operation: .push("list"), animation: .animator("grid-to-list")),
                recording: SceneRecording(seconds: 0.45))
        },
        CatalogEntry(
            name: "push-today-card-zoom",
            summary:
                """
                A "Today" screen built with a compositional layout (a row of featured cards paging sideways above \
                a photo grid): the first card's photo flies out of its cell to the full-screen viewer (0.45 s).
                """,
            origin: "UIKit collection view"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try AppScreens.today(), try AppScreens.viewer()],
                root: SceneRoot(.navigation(stack: ["today"])),
                transition: SceneTransition(operation: .push("viewer"), animation: .animator("grid-zoom")),
                recording: SceneRecording(seconds: 0.6))
        },
    ]
}
