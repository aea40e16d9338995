import FlipbookScenes
import Raster

/// The catalog's screens: a mail inbox and message, a photo gallery and viewer, a profile and settings.
/// Built once per scene; view ids name what animators look up (e.g. the tapped photo).
enum AppScreens {
    typealias K = ScreenKit

    /// A mail inbox (for a navigation stack): search field and message rows.
    static func inbox(_ id: String = "inbox") throws(CatalogError) -> SceneController {
        var views: [SceneView] = [
            K.rect(
                16, K.navigationTop + 8, K.width - 32, 36, K.named("systemGray6"), radius: 10,
                subviews: [K.text("Search", 12, 18, 200, color: K.named("systemGray"))])
        ]
        let rows: [(Int, String, String)] = [
            (1, "Anna Lindqvist", "Lunch on Friday? I found a new place by the river"),
            (2, "Marco Rossi", "Photos from the trip are up"),
            (3, "Priya Shah", "Re: quarterly report, second draft"),
            (1, "Anna Lindqvist", "Tickets booked for the 14th"),
            (2, "Marco Rossi", "Could you look at my pull request?"),
            (3, "Priya Shah", "Team offsite: the agenda is attached"),
        ]
        for (index, row) in rows.enumerated() {
            views.append(
                try K.row(y: K.navigationTop + 56 + Double(index) * 76, avatar: row.0, title: row.1, subtitle: row.2))
        }
        return SceneController(id: id, background: K.named("systemBackground"), views: views, title: "Inbox")
    }

    /// A message: sender, a photo, paragraphs.
    static func message(_ id: String = "message") throws(CatalogError) -> SceneController {
        let top = K.navigationTop
        var views: [SceneView] = [
            try K.avatar(1, 16, top + 16, size: 44),
            K.text("Anna Lindqvist", 72, top + 29, 250, weight: .semibold),
            K.text("Today at 09:41", 72, top + 49, 200, size: 13, color: K.named("secondaryLabel")),
            try K.photo("mountains", 16, top + 76, K.width - 32, 220, radius: 14, id: "photo"),
        ]
        views.append(
            K.text(
                "Lunch on Friday? I found a new place by the river, with a terrace and a view of the hills. "
                    + "They open at noon and keep a table for us until a quarter past. Bring the photos from "
                    + "the trip if you have them; Marco wants to see the ones from the ridge.",
                16, top + 322, K.width - 32, size: 15, lines: 6))
        return SceneController(id: id, background: K.named("systemBackground"), views: views, title: "Message")
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
        let below = top + 8 + 3 * (side + 2)
        views.append(K.text("Summer 2026", 16, below + 23, 300, weight: .semibold))
        views.append(
            K.text(
                "9 photos · Lisbon, Porto and the Algarve", 16, below + 45, 340, size: 15,
                color: K.named("secondaryLabel")))
        return SceneController(id: id, background: K.named("systemBackground"), views: views, title: "Gallery")
    }

    /// A full-screen photo viewer on black (`photo` is the image).
    static func viewer(_ id: String = "viewer", photo: String = "beach") throws(CatalogError) -> SceneController {
        SceneController(
            id: id, background: K.named("black"),
            views: [
                try K.photo(photo, 0, 277, K.width, 292.5, id: "photo"),
                K.rect(16, 60, 32, 32, K.color("#FFFFFF40"), radius: 16),
                K.text("1 of 9", 120, 785, 150, size: 15, color: K.color("#FFFFFFB3"), alignment: .center),
            ],
            title: "Photo")
    }

    /// A profile: avatar, name, stats and cards.
    static func profile(_ id: String = "profile", top: Double = K.navigationTop) throws(CatalogError) -> SceneController
    {
        var views: [SceneView] = [
            try K.photo("city", 0, top, K.width, 150),
            try K.avatar(3, 145, top + 100, size: 100),
            K.text("Priya Shah", 45, top + 222, 300, size: 22, weight: .bold, alignment: .center),
            K.text(
                "@priya · Designer", 45, top + 245, 300, size: 15, color: K.named("secondaryLabel"),
                alignment: .center),
        ]
        let stats = [("128", "Photos"), ("1.2k", "Followers"), ("310", "Following")]
        for index in 0..<3 {
            let x = 16 + Double(index) * 122
            views.append(
                K.rect(
                    x, top + 270, 114, 64, K.named("systemGray6"), radius: 12,
                    subviews: [
                        K.text(stats[index].0, 0, 24, 114, weight: .semibold, alignment: .center),
                        K.text(
                            stats[index].1, 0, 46, 114, size: 12, color: K.named("secondaryLabel"), alignment: .center),
                    ]))
        }
        views.append(try K.photo("fruit", 16, top + 350, K.width - 32, 180, radius: 16))
        return SceneController(id: id, background: K.named("systemBackground"), views: views, title: "Profile")
    }

    /// Settings: grouped rounded sections of rows with coloured icons.
    static func settings(_ id: String = "settings", top: Double = K.navigationTop) -> SceneController {
        var views: [SceneView] = []
        let icons = [
            "systemBlue", "systemGreen", "systemOrange", "systemRed", "systemPurple", "systemTeal", "systemIndigo",
        ]
        let names = [
            "Wi-Fi", "Bluetooth", "Mobile Data", "Notifications", "Sounds & Haptics", "Focus", "Screen Time",
            "General", "Privacy & Security",
        ]
        var y = top + 16
        var icon = 0
        for section in [3, 4, 2] {
            var rows: [SceneView] = []
            for row in 0..<section {
                rows.append(K.rect(16, Double(row) * 44 + 8, 28, 28, K.named(icons[icon % icons.count]), radius: 7))
                rows.append(K.text(names[icon % names.count], 56, Double(row) * 44 + 22, K.width - 120))
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
        return SceneController(
            id: id, background: K.named("systemGroupedBackground"), views: views, title: "Settings")
    }

    /// A home screen for plain (non-navigation) roots: large title, a hero photo and cards.
    static func home(_ id: String = "home") throws(CatalogError) -> SceneController {
        var views: [SceneView] = [
            K.largeTitle("Discover", 75),
            try K.avatar(2, K.width - 56, 58, size: 36),
            try K.photo("beach", 16, 110, K.width - 32, 240, radius: 18, id: "hero"),
        ]
        let cards = [
            ("Fresh fruit market", "Open daily from 8:00, by the river"),
            ("Old town walk", "Two hours through the lanes and squares"),
            ("Ridge trail", "A morning climb with views of the valley"),
        ]
        for index in 0..<3 {
            let y = 370 + Double(index) * 96
            views.append(
                K.rect(
                    16, y, K.width - 32, 84, K.named("systemGray6"), radius: 14,
                    subviews: [
                        try K.photo(["fruit", "city", "mountains"][index], 12, 12, 60, 60, radius: 10),
                        K.text(cards[index].0, 86, 29, 250, weight: .semibold),
                        K.text(cards[index].1, 86, 53, 250, size: 15, color: K.named("secondaryLabel")),
                    ]))
        }
        return SceneController(id: id, background: K.named("systemBackground"), views: views, title: "Home")
    }
}
