import Flipbook
import FlipbookScenes
import Foundation
import Testing

/// `presentationStyle: popover` with `popover:`, and `rightBarButton:`.
@MainActor
@Suite struct ScenePopoverTests {
    private func scene(menu: String, root: String = "controller: home") -> String {
        """
        device: iphone-14
        controllers:
          home:
            background: systemBlue
            rightBarButton: action
            views:
              - {id: button, frame: [170, 200, 44, 44], color: systemRed}
          menu:
            background: white
        \(menu)
        root:
          \(root)
        transition: {operation: present, to: menu}
        """
    }

    @Test func aPopoverNamesItsSourceArrowsSizeAndAdaptation() throws {
        let text = scene(
            menu: """
                    presentationStyle: popover
                    popover: {source: button, arrows: [up, down], size: [200, 160], adapts: false}
                """)
        let parsed = try SceneLoader.parse(text, file: "s.yaml")
        let menu = try #require(parsed.controllers.first { $0.id == "menu" })
        #expect(menu.popover?.source == .view("button"))
        #expect(menu.popover?.arrows == [.up, .down])
        #expect(menu.popover?.size?.width == 200 && menu.popover?.size?.height == 160)
        #expect(menu.popover?.adapts == false)
        #expect(parsed.controllers.first { $0.id == "home" }?.rightBarButton == .action)

        let runner = try SceneRunner(scene: parsed)
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        let presented = try #require(runner.controllers["menu"])
        #expect(presented.popoverPresentationController?.arrowDirection == .up)
        #expect(presented.view.frame == CGRect(x: 92, y: 244, width: 200, height: 173))
    }

    @Test func aPopoverFromTheRightBarButtonAdaptsToASheetByDefault() throws {
        let text = scene(
            menu: """
                    presentationStyle: popover
                    popover: {source: rightBarButton}
                """, root: "navigation: [home]")
        let runner = try SceneRunner(scene: try SceneLoader.parse(text, file: "s.yaml"))
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        let presented = try #require(runner.controllers["menu"])
        #expect(presented.popoverPresentationController?.barButtonItem != nil)
        #expect(presented.popoverPresentationController?.adaptivePresentationStyle == .formSheet)
        #expect(presented.view.frame.minX == 0 && presented.view.frame.width == 390, "a sheet")
    }

    @Test func mistakesAreLocated() {
        #expect(
            diagnostics(scene(menu: "    presentationStyle: pageSheet\n    popover: {source: button}")) == [
                """
                s.yaml:11:14: controllers.menu.popover: popover applies to presentationStyle: popover, \
                not to pageSheet
                """
            ])
        let missing = diagnostics(scene(menu: "    presentationStyle: popover"))
        #expect(missing.count == 1)
        #expect(missing.first?.contains("presentationStyle: popover needs popover: {source:") == true)
        let size = diagnostics(
            scene(menu: "    presentationStyle: popover\n    popover: {source: button, size: [0, 100]}"))
        #expect(size.count == 1)
        #expect(size.first?.contains("popover.size[0]") == true)
        let arrows = diagnostics(
            scene(menu: "    presentationStyle: popover\n    popover: {source: button, arrows: [sideways]}"))
        #expect(arrows.count == 1)
        #expect(arrows.first?.contains("an arrow direction") == true)
    }
}
