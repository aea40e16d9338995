import FlipbookScenes

extension AppScreens {
    /// Settings › General: grouped rows of plain text with disclosure chevrons, under a standard (never
    /// large) title, as iOS shows a screen pushed from a large-title list.
    static func generalSettings(_ id: String = "general") -> SceneController {
        typealias K = ScreenKit
        let sections = [
            ["About", "Software Update"], ["AirDrop", "AirPlay & Continuity", "Picture in Picture"],
            ["Background App Refresh", "Date & Time", "Keyboard", "Fonts", "Language & Region"],
        ]
        var views: [SceneView] = []
        var y = K.navigationTop + 16
        for rows in sections {
            var parts: [SceneView] = []
            for (index, name) in rows.enumerated() {
                let rowTop = Double(index) * 44
                parts.append(K.text(name, 16, rowTop + 22, K.width - 80))
                parts.append(K.text("›", K.width - 32 - 28, rowTop + 22, 12, size: 22, color: K.named("tertiaryLabel")))
                if index < rows.count - 1 {
                    parts.append(K.rect(16, rowTop + 43.5, K.width - 48, 0.5, K.named("separator")))
                }
            }
            views.append(
                K.rect(
                    16, y, K.width - 32, Double(rows.count) * 44, K.named("systemBackground"), radius: 12,
                    subviews: parts))
            y += Double(rows.count) * 44 + 32
        }
        return SceneController(
            id: id, background: K.named("systemGroupedBackground"), views: views, title: "General",
            largeTitleDisplayMode: .never)
    }
}
