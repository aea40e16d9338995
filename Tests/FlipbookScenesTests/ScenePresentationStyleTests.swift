import Flipbook
import FlipbookScenes
import Foundation
import Testing

@MainActor
@Suite struct ScenePresentationStyleTests {
    private func sheetScene(_ transition: String, presented: String? = nil, style: String = "pageSheet") -> String {
        """
        device: iphone-14
        controllers:
          home:
            background: systemBlue
          settings:
            background: systemGray6
            presentationStyle: \(style)
            isModalInPresentation: false
        root:
          controller: home
        \(presented.map { "  presented: \($0)" } ?? "")
        transition:
        \(transition)
        """
    }

    @Test func controllersNameEveryPresentationStyle() throws {
        for style in ScenePresentationStyle.allCases {
            let scene = try SceneLoader.parse(
                sheetScene("  {operation: present, to: settings}", style: style.rawValue), file: "s.yaml")
            #expect(scene.controllers.first { $0.id == "settings" }?.presentationStyle == style)
        }
    }

    @Test func aMisspelledStyleIsLocatedWithASuggestion() {
        let messages = diagnostics(sheetScene("  {operation: present, to: settings}", style: "pagesheet"))
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("s.yaml:7:24: controllers.settings.presentationStyle: ") == true)
        #expect(messages.first?.contains("(did you mean \"pageSheet\"?)") == true)
    }

    @Test func onlyASheetCanBeSwipedAway() {
        let swipe =
            "  operation: dismiss\n  interactive: {drag: [{from: [195, 300], to: [195, 700], seconds: 0.3}], "
            + "release: finish}"
        #expect(diagnostics(sheetScene(swipe, presented: "settings")) == [])
        #expect(
            diagnostics(sheetScene(swipe, presented: "settings", style: "overFullScreen")) == [
                """
                s.yaml:14:16: transition.interactive: only a sheet can be swiped away: give controller \
                "settings" presentationStyle: pageSheet (or formSheet, automatic), or name an animator
                """
            ])
    }

    @Test func aPresentedPageSheetStandsBelowTheStatusBar() throws {
        let scene = try SceneLoader.parse(sheetScene("  {operation: present, to: settings}"), file: "s.yaml")
        let runner = try SceneRunner(scene: scene)
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        let settings = try #require(runner.controllers["settings"])
        #expect(settings.presentationController is UISheetPresentationController)
        #expect(settings.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test func aScriptedSwipeDismissesTheSheet() throws {
        let swipe =
            "  operation: dismiss\n  interactive: {drag: [{from: [195, 300], to: [195, 700], seconds: 0.3}], "
            + "release: finish}"
        let runner = try SceneRunner(
            scene: try SceneLoader.parse(sheetScene(swipe, presented: "settings"), file: "s.yaml"))
        let settings = try #require(runner.controllers["settings"])
        _ = try runner.displayList(atFrame: 9)
        #expect(abs(settings.view.frame.minY - (57 + 200)) < 1e-9, "halfway along the drag, 200 points down")
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        #expect(settings.presentingViewController == nil)
    }
}
