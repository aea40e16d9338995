import FlipbookScenes

/// A "Today" screen as apps build it with a compositional layout: a row of featured photo cards scrolling
/// sideways one card at a time (centred) above a three-column grid of recent photos, each section titled.
extension AppScreens {
    /// The Today screen; the first featured card (a beach, the photo the viewer shows) is selected.
    static func today(_ id: String = "today") throws(CatalogError) -> SceneController {
        let top = K.navigationTop
        var featured: [SceneGridItem] = []
        for (name, caption) in [("beach", "Summer Escapes"), ("mountains", "Into the Wild"), ("city", "City Nights")] {
            featured.append(SceneGridItem(image: try CatalogPhotos.image(name), text: caption))
        }
        var recent: [SceneGridItem] = []
        for name in ["fruit", "city", "mountains", "beach", "fruit", "city"] {
            recent.append(SceneGridItem(image: try CatalogPhotos.image(name)))
        }
        let grid = SceneGrid(
            columns: 3, spacing: 8, inset: 16, cornerRadius: 12,
            sections: [
                SceneGridSection(title: "Featured", items: featured, scroll: .groupPagingCentered, itemWidth: 0.85),
                SceneGridSection(title: "Recent", items: recent),
            ],
            selected: 0)
        return SceneController(
            id: id, background: K.named("systemBackground"),
            views: [
                SceneView(id: "grid", frame: SceneRect(x: 0, y: top, width: K.width, height: 844 - top), grid: grid)
            ],
            title: "Today")
    }
}
