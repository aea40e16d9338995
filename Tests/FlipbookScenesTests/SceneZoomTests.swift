import Flipbook
import FlipbookScenes
import Foundation
import Testing

@MainActor
@Suite struct SceneZoomTests {
    private func zoomScene(_ transition: String, root: String = "navigation: [grid]", presented: String? = nil)
        -> String
    {
        """
        device: iphone-14
        controllers:
          grid:
            views:
              - {id: tile, frame: [140, 300, 110, 110], color: systemTeal, cornerRadius: 12}
          detail:
            background: systemIndigo
        root:
          \(root)
        \(presented.map { "  presented: \($0)" } ?? "")
        transition:
        \(transition)
        """
    }

    @Test func aZoomPushGrowsOutOfTheNamedViewWhichHidesMeanwhile() throws {
        let scene = try SceneLoader.parse(zoomScene("  {operation: push, to: detail, zoom: tile}"), file: "s.yaml")
        #expect(scene.transition?.animation == .zoom(source: "tile"))
        let runner = try SceneRunner(scene: scene)
        let grid = try #require(runner.controllers["grid"])
        _ = try runner.displayList(atFrame: 3)
        #expect(grid.sceneView("tile")?.isHidden == true)
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        #expect(grid.sceneView("tile")?.isHidden == false)
        #expect(grid.navigationController?.topViewController === runner.controllers["detail"])
    }

    @Test func aScriptedDragDismissesAZoomedPresentation() throws {
        let drag =
            "  operation: dismiss\n  zoom: tile\n  interactive: {drag: [{from: [195, 300], to: [195, 600], "
            + "seconds: 0.3}], release: finish}"
        let runner = try SceneRunner(
            scene: try SceneLoader.parse(
                zoomScene(drag, root: "controller: grid", presented: "detail"), file: "s.yaml"))
        let detail = try #require(runner.controllers["detail"])
        _ = try runner.displayList(atFrame: 9)
        #expect(detail.isBeingDismissed)
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        #expect(detail.presentingViewController == nil)
    }

    @Test func anUnknownSourceViewOrATabSelectionIsLocated() {
        let unknown = diagnostics(zoomScene("  {operation: push, to: detail, zoom: tiles}"))
        #expect(unknown.count == 1)
        #expect(unknown.first?.hasPrefix("s.yaml:12:39: transition.zoom: ") == true, "\(unknown)")
        #expect(unknown.first?.contains("expected the id of a view to zoom from (tile), got \"tiles\"") == true)
        let timed = diagnostics(zoomScene("  {operation: push, to: detail, zoom: tile, duration: 1}"))
        #expect(timed.first?.contains("the zoom has its own duration") == true, "\(timed)")
    }
}
