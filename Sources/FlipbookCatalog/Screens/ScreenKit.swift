import FlipbookScenes
import Raster

/// Small builders for app-like screens: text is drawn as rounded bars (the rasterizer has no fonts),
/// the rest is what apps are made of — bars, rows, cards, avatars and photos.
enum ScreenKit {
    static let width = 390.0
    /// Content starts below the status bar and a navigation bar (47 + 44 points).
    static let navigationTop = 91.0
    /// Content ends above a tab bar and the home indicator (49 + 34 points).
    static let tabBarHeight = 83.0

    static func color(_ hex: String) -> Color { SceneColorNames.color(hex: hex)! }
    static func named(_ name: String) -> Color { SceneColorNames.named[name]! }

    /// A line of text as a rounded bar.
    static func text(_ x: Double, _ y: Double, _ width: Double, height: Double = 12, color: Color = named("label"))
        -> SceneView
    {
        SceneView(frame: SceneRect(x: x, y: y, width: width, height: height), color: color, cornerRadius: height / 2)
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
    static func row(y: Double, avatar index: Int, title: Double, subtitle: Double) throws(CatalogError) -> SceneView {
        rect(
            0, y, width, 76, named("systemBackground"),
            subviews: [
                try avatar(index, 16, 12, size: 52),
                text(82, 18, title, height: 14),
                text(82, 44, subtitle, height: 10, color: named("secondaryLabel")),
                rect(82, 75.5, width - 82, 0.5, named("separator")),
            ])
    }

    /// A tab bar look-alike for screens shown by a plain or modal root (tab bar controllers draw their own).
    static func largeTitle(_ y: Double, _ width: Double) -> SceneView {
        text(16, y, width, height: 30)
    }
}
