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
            var text = sheetScene("  {operation: present, to: settings}", style: style.rawValue)
            if style == .popover {
                // A popover needs a source (see ScenePopoverTests).
                text = text.replacingOccurrences(
                    of: "    isModalInPresentation: false", with: "    popover: {source: button}")
            }
            let scene = try SceneLoader.parse(text, file: "s.yaml")
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
                s.yaml:14:16: transition.interactive: only a sheet can be swiped away: controller "settings" is \
                presented overFullScreen; use presentationStyle: pageSheet, formSheet or automatic (the default), \
                or name an animator
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

    @Test func sheetsNameTheirDetents() throws {
        let text = sheetScene("  {operation: present, to: settings}").replacingOccurrences(
            of: "    isModalInPresentation: false",
            with: """
                    detents: [medium, large]
                    selectedDetent: medium
                    largestUndimmedDetent: medium
                    prefersGrabberVisible: true
                """)
        let scene = try SceneLoader.parse(text, file: "s.yaml")
        let settings = try #require(scene.controllers.first { $0.id == "settings" })
        #expect(settings.detents == [.medium, .large] && settings.selectedDetent == .medium)
        #expect(settings.largestUndimmedDetent == .medium && settings.prefersGrabberVisible)
        let runner = try SceneRunner(scene: scene)
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        let controller = try #require(runner.controllers["settings"]?.sheetPresentationController)
        #expect(controller.detents.map(\.identifier) == [.medium, .large])
        #expect(controller.prefersGrabberVisible && controller.selectedDetentIdentifier == .medium)
    }

    @Test func aSheetCanAttachToTheBottomEdgeInLandscape() throws {
        let text = sheetScene("  {operation: present, to: settings}").replacingOccurrences(
            of: "    isModalInPresentation: false", with: "    prefersEdgeAttachedInCompactHeight: true")
        let scene = try SceneLoader.parse(text, file: "s.yaml")
        #expect(scene.controllers.first { $0.id == "settings" }?.prefersEdgeAttachedInCompactHeight == true)
        let runner = try SceneRunner(scene: scene)
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        let controller = try #require(runner.controllers["settings"]?.sheetPresentationController)
        #expect(controller.prefersEdgeAttachedInCompactHeight)
    }

    @Test func detentsNeedASheetAndKnownNames() {
        let misspelled = sheetScene("  {operation: present, to: settings}").replacingOccurrences(
            of: "    isModalInPresentation: false", with: "    detents: [medum]")
        let messages = diagnostics(misspelled)
        #expect(messages.count == 1 && messages.first?.contains("(did you mean \"medium\"?)") == true)
        let notSheet = sheetScene("  {operation: present, to: settings}", style: "fullScreen").replacingOccurrences(
            of: "    isModalInPresentation: false", with: "    prefersGrabberVisible: true")
        #expect(
            diagnostics(notSheet) == [
                """
                s.yaml:8:28: controllers.settings.prefersGrabberVisible: prefersGrabberVisible applies to a sheet, \
                not to presentationStyle: fullScreen; use pageSheet, formSheet or automatic (the default)
                """
            ])
    }
}
