import FlipbookScenes
import Raster

/// Small builders for app-like screens: text, bars, rows, cards, avatars and photos.
enum ScreenKit {
    static let width = 390.0
    /// Content starts below the status bar and a navigation bar (47 + 44 points).
    static let navigationTop = 91.0
    /// Content starts below the status bar and a navigation bar with a large title (47 + 96 points).
    static let largeTitleNavigationTop = 143.0
    /// Content ends above a tab bar and the home indicator (49 + 34 points).
    static let tabBarHeight = 83.0

    static func color(_ hex: String) -> Color { SceneColorNames.color(hex: hex)! }
    static func named(_ name: String) -> Color { SceneColorNames.named[name]! }

    /// A line of text (or `lines` lines) in the system font, its first line centred on `centerY`.
    static func text(
        _ string: String, _ x: Double, _ centerY: Double, _ width: Double, size: Double = 17,
        weight: SceneText.Weight = .regular, color: Color = named("label"), alignment: SceneText.Alignment = .natural,
        lines: Int = 1
    ) -> SceneView {
        let lineHeight = (size * 1.25).rounded(.up)
        return SceneView(
            frame: SceneRect(
                x: x, y: centerY - lineHeight / 2, width: width, height: lineHeight * Double(max(lines, 1))),
            text: SceneText(string, size: size, weight: weight, color: color, alignment: alignment, lines: lines))
    }

    static func rect(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color, radius: Double = 0,
        id: String? = nil, subviews: [SceneView] = []
    ) -> SceneView {
        SceneView(
            id: id, frame: SceneRect(x: x, y: y, width: w, height: h), color: color, cornerRadius: radius,
            clipsToBounds: radius > 0 && !subviews.isEmpty, subviews: subviews)
    }

    static func photo(
        _ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 0,
        id: String? = nil
    ) throws(CatalogError) -> SceneView {
        SceneView(
            id: id, frame: SceneRect(x: x, y: y, width: w, height: h), color: named("systemGray5"),
            cornerRadius: radius, clipsToBounds: true, image: try CatalogPhotos.image(name),
            contentMode: .scaleAspectFill)
    }

    static func avatar(_ index: Int, _ x: Double, _ y: Double, size: Double) throws(CatalogError) -> SceneView {
        try photo("avatar-\(index)", x, y, size, size, radius: size / 2)
    }

    /// A list row: avatar, title and subtitle, with a separator.
    static func row(y: Double, avatar index: Int, title: String, subtitle: String) throws(CatalogError) -> SceneView {
        rect(
            0, y, width, 76, named("systemBackground"),
            subviews: [
                try avatar(index, 16, 12, size: 52),
                text(title, 82, 25, width - 98, weight: .semibold),
                text(subtitle, 82, 49, width - 98, size: 15, color: named("secondaryLabel")),
                rect(82, 75.5, width - 82, 0.5, named("separator")),
            ])
    }

    /// A large bold title (34 points), as a navigation bar's large title, its line centred on `centerY`.
    static func largeTitle(_ title: String, _ centerY: Double) -> SceneView {
        text(title, 16, centerY, width - 120, size: 34, weight: .bold)
    }
}
