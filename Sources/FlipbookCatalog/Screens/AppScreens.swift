import FlipbookScenes
import Raster

/// The catalog's screens: a mail inbox and message, a photo gallery and viewer, a profile and settings.
/// Built once per scene; view ids name what animators look up (e.g. the tapped photo).
enum AppScreens {
    typealias K = ScreenKit

    /// A mail inbox (for a navigation stack): search field and message rows.
    static func inbox(_ id: String = "inbox") throws(CatalogError) -> SceneController {
        var views: [SceneView] = [
            K.rect(16, K.navigationTop + 8, K.width - 32, 36, K.named("systemGray6"), radius: 10)
        ]
        let rows: [(Int, Double, Double)] = [
            (1, 150, 260), (2, 110, 230), (3, 180, 250), (1, 130, 200), (2, 160, 270), (3, 120, 240),
        ]
        for (index, row) in rows.enumerated() {
            views.append(
                try K.row(y: K.navigationTop + 56 + Double(index) * 76, avatar: row.0, title: row.1, subtitle: row.2))
        }
        return SceneController(id: id, background: K.named("systemBackground"), views: views)
    }

    /// A message: sender, a photo, paragraphs.
    static func message(_ id: String = "message") throws(CatalogError) -> SceneController {
        let top = K.navigationTop
        var views: [SceneView] = [
            try K.avatar(1, 16, top + 16, size: 44),
            K.text(72, top + 22, 170, height: 14),
            K.text(72, top + 44, 110, height: 10, color: K.named("secondaryLabel")),
            try K.photo("mountains", 16, top + 76, K.width - 32, 220, radius: 14, id: "photo"),
        ]
        for line in 0..<6 {
            views.append(
                K.text(
                    16, top + 316 + Double(line) * 22, line == 5 ? 210 : K.width - 32 - Double(line % 3) * 24,
                    height: 10, color: K.named("systemGray3")))
        }
        return SceneController(id: id, background: K.named("systemBackground"), views: views)
    }

    /// A photo gallery: a large title and a grid of photos (`thumb0` … `thumb8`).
    static func gallery(_ id: String = "gallery", top: Double = K.navigationTop) throws(CatalogError) -> SceneController
    {
        let photos = ["beach", "city", "fruit", "mountains", "fruit", "beach", "city", "mountains", "beach"]
        let side = (K.width - 4) / 3
        var views: [SceneView] = []
        for (index, name) in photos.enumerated() {
            let x = Double(index % 3) * (side + 2)
            let y = top + 8 + Double(index / 3) * (side + 2)
            views.append(try K.photo(name, x, y, side, side, id: "thumb\(index)"))
        }
        views.append(K.text(16, top + 8 + 3 * (side + 2) + 16, 150, height: 14))
        views.append(K.text(16, top + 8 + 3 * (side + 2) + 40, 250, height: 10, color: K.named("secondaryLabel")))
        return SceneController(id: id, background: K.named("systemBackground"), views: views)
    }

    /// A full-screen photo viewer on black (`photo` is the image).
    static func viewer(_ id: String = "viewer", photo: String = "beach") throws(CatalogError) -> SceneController {
        SceneController(
            id: id, background: K.named("black"),
            views: [
                try K.photo(photo, 0, 277, K.width, 292.5, id: "photo"),
                K.rect(16, 60, 32, 32, K.color("#FFFFFF40"), radius: 16),
                K.text(120, 780, 150, height: 10, color: K.color("#FFFFFFB3")),
            ])
    }

    /// A profile: avatar, name, stats and cards.
    static func profile(_ id: String = "profile", top: Double = K.navigationTop) throws(CatalogError) -> SceneController
    {
        var views: [SceneView] = [
            try K.photo("city", 0, top, K.width, 150),
            try K.avatar(3, 145, top + 100, size: 100),
            K.text(120, top + 214, 150, height: 16),
            K.text(150, top + 240, 90, height: 10, color: K.named("secondaryLabel")),
        ]
        for index in 0..<3 {
            let x = 16 + Double(index) * 122
            views.append(
                K.rect(
                    x, top + 270, 114, 64, K.named("systemGray6"), radius: 12,
                    subviews: [
                        K.text(35, 14, 44, height: 14), K.text(25, 40, 64, height: 8, color: K.named("secondaryLabel")),
                    ]))
        }
        views.append(try K.photo("fruit", 16, top + 350, K.width - 32, 180, radius: 16))
        return SceneController(id: id, background: K.named("systemBackground"), views: views)
    }

    /// Settings: grouped rounded sections of rows with coloured icons.
    static func settings(_ id: String = "settings", top: Double = K.navigationTop) -> SceneController {
        var views: [SceneView] = []
        let icons = [
            "systemBlue", "systemGreen", "systemOrange", "systemRed", "systemPurple", "systemTeal", "systemIndigo",
        ]
        var y = top + 16
        var icon = 0
        for section in [3, 4, 2] {
            var rows: [SceneView] = []
            for row in 0..<section {
                rows.append(K.rect(16, Double(row) * 44 + 8, 28, 28, K.named(icons[icon % icons.count]), radius: 7))
                rows.append(K.text(56, Double(row) * 44 + 16, 120 + Double((icon * 37) % 90), height: 12))
                if row < section - 1 {
                    rows.append(K.rect(56, Double(row + 1) * 44 - 0.5, K.width - 88, 0.5, K.named("separator")))
                }
                icon += 1
            }
            views.append(
                K.rect(
                    16, y, K.width - 32, Double(section) * 44, K.named("systemBackground"), radius: 12, subviews: rows))
            y += Double(section) * 44 + 32
        }
        return SceneController(id: id, background: K.named("systemGroupedBackground"), views: views)
    }

    /// A home screen for plain (non-navigation) roots: large title, a hero photo and cards.
    static func home(_ id: String = "home") throws(CatalogError) -> SceneController {
        var views: [SceneView] = [
            K.largeTitle(60, 140),
            try K.avatar(2, K.width - 56, 58, size: 36),
            try K.photo("beach", 16, 110, K.width - 32, 240, radius: 18, id: "hero"),
        ]
        for index in 0..<3 {
            let y = 370 + Double(index) * 96
            views.append(
                K.rect(
                    16, y, K.width - 32, 84, K.named("systemGray6"), radius: 14,
                    subviews: [
                        try K.photo(["fruit", "city", "mountains"][index], 12, 12, 60, 60, radius: 10),
                        K.text(86, 22, 160, height: 14),
                        K.text(86, 48, 220, height: 10, color: K.named("secondaryLabel")),
                    ]))
        }
        return SceneController(id: id, background: K.named("systemBackground"), views: views)
    }
}
