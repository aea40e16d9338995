import FlipbookScenes
import Testing

@Suite struct SceneWarningsTests {
    private func scene(style: String?, background: String = "\"#00000000\"", animator: String? = nil) throws
        -> Scene
    {
        let styleLine = style.map { "\n    presentationStyle: \($0)" } ?? ""
        let animation = animator.map { ", animator: \($0)" } ?? ""
        return try SceneLoader.parse(
            """
            device: iphone-14
            controllers:
              list:
                background: systemGray6
              card:
                background: \(background)\(styleLine)
                views:
                  - {frame: [20, 300, 350, 240], color: white, cornerRadius: 16}
            root:
              controller: list
            transition: {operation: present, to: card\(animation)}
            """, file: "s.yaml")
    }

    @Test func aClearCardPresentedInFullScreenIsWarnedAbout() throws {
        let warnings = SceneWarnings.warnings(for: try scene(style: nil))
        #expect(
            warnings == [
                """
                controllers.card: a see-through background (alpha 0.0) presented fullScreen: UIKit removes the \
                presenting view when the presentation ends, so the screen behind turns black; use \
                presentationStyle: overFullScreen to keep it
                """
            ])
        let explicit = SceneWarnings.warnings(for: try scene(style: "fullScreen"))
        #expect(explicit.first?.hasPrefix("controllers.card.presentationStyle: ") == true)
    }

    @Test func overFullScreenOpaqueCardsAndCustomAnimatorsAreFine() throws {
        #expect(SceneWarnings.warnings(for: try scene(style: "overFullScreen")).isEmpty)
        #expect(SceneWarnings.warnings(for: try scene(style: nil, background: "white")).isEmpty)
        #expect(SceneWarnings.warnings(for: try scene(style: nil, animator: "corner")).isEmpty)
        #expect(SceneWarnings.warnings(for: try scene(style: "pageSheet")).isEmpty)
    }
}
