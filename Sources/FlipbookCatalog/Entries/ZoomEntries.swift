import FlipbookScenes

/// iOS 18's zoom transition (`preferredTransition = .zoom`): a detail screen grows out of the tapped tile of
/// a grid and shrinks back into it, also when a finger drags it down.
enum ZoomEntries {
    typealias K = ScreenKit

    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "zoom-grid",
            summary: """
                iOS 18's zoom push: the tapped tile of a colour grid grows into its detail screen in a \
                rounded clip over the dimming grid, the tile hidden meanwhile (0.5 s spring).
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [tiles(top: K.navigationTop), detail()],
                root: SceneRoot(.navigation(stack: ["tiles"])),
                transition: SceneTransition(operation: .push("detail"), animation: .zoom(source: "tile4")),
                recording: SceneRecording(seconds: 0.6))
        },
        CatalogEntry(
            name: "zoom-dismiss-interactive",
            summary: """
                A finger drags a zoomed-in detail screen down: it shrinks and follows the finger for 0.3 s, \
                is let go and springs back into its tile as the grid brightens.
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            let drag = SceneDrag(from: ScenePoint(x: 195, y: 300), to: ScenePoint(x: 215, y: 520), seconds: 0.3)
            return Scene(
                screen: Catalog.screen, controllers: [tiles(top: 60), detail()],
                root: SceneRoot(.controller("tiles"), presented: "detail"),
                transition: SceneTransition(
                    operation: .dismiss, animation: .zoom(source: "tile4"),
                    interaction: SceneInteraction(drags: [drag], release: .finish)),
                recording: SceneRecording(seconds: 0.9))
        },
    ]

    /// The tiles' colours, three across.
    private static let colors = [
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemTeal", "systemBlue", "systemIndigo",
        "systemPurple", "systemPink", "systemMint", "systemCyan", "systemBrown",
    ]

    /// A grid of hand-placed rounded tiles `tile0` … `tile11`, starting `top` points down.
    private static func tiles(top: Double) -> SceneController {
        let side = (K.width - 16 * 2 - 12 * 2) / 3
        var views: [SceneView] = []
        for (index, color) in colors.enumerated() {
            let x = 16 + Double(index % 3) * (side + 12)
            let y = top + 16 + Double(index / 3) * (side + 12)
            views.append(
                K.rect(
                    x, y, side, side, K.named(color), radius: 14, id: "tile\(index)",
                    subviews: [K.rect(12, side - 24, side * 0.5, 10, K.color("#FFFFFFB3"), radius: 5)]))
        }
        return SceneController(id: "tiles", background: K.named("systemBackground"), views: views, title: "Colours")
    }

    /// The detail of the teal tile: its colour large, a title and lines of text.
    private static func detail() -> SceneController {
        var views: [SceneView] = [
            K.rect(0, 0, K.width, 420, K.named("systemTeal")),
            K.text("Teal", 20, 456, 300, size: 28, weight: .bold),
        ]
        for line in 0..<5 {
            views.append(
                K.rect(
                    20, 496 + Double(line) * 28, line == 4 ? 200 : K.width - 40, 12, K.named("systemGray5"), radius: 6))
        }
        return SceneController(id: "detail", background: K.named("systemBackground"), views: views, title: "Teal")
    }
}
