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
        let warnings = SceneWarnings.warnings(for: try scene(style: "fullScreen"))
        #expect(
            warnings == [
                """
                controllers.card.presentationStyle: a see-through background (alpha 0.0) presented fullScreen: \
                UIKit removes the presenting view when the presentation ends, so the screen behind turns black; \
                use presentationStyle: overFullScreen to keep it
                """
            ])
        let none = SceneWarnings.warnings(for: try scene(style: "none"))
        #expect(none.first?.contains("presented fullScreen") == true, "presenting with none covers the screen")
        let context = SceneWarnings.warnings(for: try scene(style: "currentContext"))
        #expect(context.first?.hasSuffix("use presentationStyle: overCurrentContext to keep it") == true)
    }

    @Test func overFullScreenOpaqueCardsSheetsAndCustomAnimatorsAreFine() throws {
        #expect(SceneWarnings.warnings(for: try scene(style: "overFullScreen")).isEmpty)
        #expect(SceneWarnings.warnings(for: try scene(style: "fullScreen", background: "white")).isEmpty)
        #expect(SceneWarnings.warnings(for: try scene(style: nil, animator: "corner")).isEmpty)
        #expect(SceneWarnings.warnings(for: try scene(style: "pageSheet")).isEmpty)
        #expect(
            SceneWarnings.warnings(for: try scene(style: nil)).isEmpty,
            "no style is automatic, a page sheet: the list stays behind it")
    }
}
