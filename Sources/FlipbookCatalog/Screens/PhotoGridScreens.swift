import FlipbookScenes

/// Screens whose content is a collection view (a scene `grid:`): a photo library grid and the same photos
/// as a list.
extension AppScreens {
    /// The photos of the library, in order; the fifth (a beach) is the one the viewer shows.
    static let libraryPhotos = [
        "city", "fruit", "mountains", "city", "beach", "fruit", "mountains", "beach", "city", "fruit", "mountains",
        "beach", "city", "fruit", "mountains", "beach", "fruit", "city", "mountains", "beach", "city",
    ]

    /// The library's items: each photo with its name as a caption.
    static func libraryItems() throws(CatalogError) -> [SceneGridItem] {
        var items: [SceneGridItem] = []
        for name in libraryPhotos {
            items.append(SceneGridItem(image: try CatalogPhotos.image(name), text: name.capitalized))
        }
        return items
    }

    /// A photo library: a three-column collection view of photos under the navigation bar, the fifth selected.
    static func photoGrid(_ id: String = "library", selected: Int? = 4) throws(CatalogError) -> SceneController {
        let top = K.navigationTop
        let items = try libraryItems()
        let grid = SceneGrid(columns: 3, spacing: 2, sections: [SceneGridSection(items: items)], selected: selected)
        return SceneController(
            id: id, background: K.named("systemBackground"),
            views: [
                SceneView(id: "grid", frame: SceneRect(x: 0, y: top, width: K.width, height: 844 - top), grid: grid)
            ],
            title: "Library")
    }

    /// The same photos as a list: one 64-point row each, the photo at the leading edge and its name beside it.
    static func photoList(_ id: String = "list") throws(CatalogError) -> SceneController {
        let top = K.navigationTop
        let items = try libraryItems()
        let grid = SceneGrid(columns: 1, spacing: 1, itemHeight: 64, sections: [SceneGridSection(items: items)])
        return SceneController(
            id: id, background: K.named("systemBackground"),
            views: [
                SceneView(id: "grid", frame: SceneRect(x: 0, y: top, width: K.width, height: 844 - top), grid: grid)
            ],
            title: "List")
    }
}
