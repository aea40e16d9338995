import Flipbook
import FlipbookTesting
import Foundation
import Testing

@testable import FlipbookScenes

/// Two scripted fingers in scene files: a pinch that closes on a zoomed screen dismisses it through UIKit's own
/// pinch (iOS 18's zoom), and pinches anywhere else are reported.
@MainActor
@Suite struct ScenePinchTests {
    @Test func aPinchDismissesTheZoomedPhoto() throws {
        let url = fixtures.appendingPathComponent("Scenes/zoom-pinch-dismiss.yaml")
        let scene = try SceneLoader.load(contentsOf: url)
        let pinch = try #require(scene.transition?.interaction?.pinch)
        #expect(pinch.startDistance == 220 && pinch.endDistance == 90 && pinch.endCenter == ScenePoint(x: 200, y: 240))
        #expect(
            scene.transition?.interaction?.fingerPaths.map { $0[0].from } == [
                ScenePoint(x: 50, y: 284), ScenePoint(x: 270, y: 284),
            ])
        let runner = try SceneRunner(scene: scene)
        let grid = try #require(runner.controllers["grid"])
        #expect(grid.presentedViewController === runner.controllers["photo"])
        for frame in [6, 12] {
            let bitmap = Rasterizer().render(try runner.displayList(atFrame: frame))
            assertGolden(bitmap, named: "zoom-pinch-dismiss", at: runner.time(ofFrame: frame), suite: "scenes")
        }
        _ = try runner.displayList(atFrame: runner.frameCount - 1)
        #expect(grid.presentedViewController == nil, "the pinch dismissed the photo")
    }

    @Test func pinchesAreCheckedWhereTheyAreWritten() {
        func messages(_ transition: String) -> [String] {
            diagnostics(
                """
                controllers: {a: {views: [{id: t, frame: [0, 0, 10, 10]}]}, b: {}}
                root: {controller: a, presented: b}
                transition: \(transition)
                """)
        }
        #expect(
            messages(
                "{operation: dismiss, interactive: {pinch: {center: [50, 50], from: 100, to: 40, seconds: 0.3}, "
                    + "release: finish}}") == [
                    """
                    s.yaml:3:47: transition.interactive: a pinch drives a zoom's dismiss or pop (UIKit's pinch on \
                    the zoomed screen); other transitions take a drag
                    """
                ])
        #expect(
            messages(
                "{operation: dismiss, zoom: t, interactive: {pinch: {center: [50, 50], from: 0, to: 40, "
                    + "seconds: 0.3}, release: finish}}") == [
                    """
                    s.yaml:3:89: transition.interactive.pinch.from: expected points between the fingers, more than 0 \
                    and at most 1000000, got "0"
                    """
                ])
        #expect(
            messages(
                "{operation: dismiss, zoom: t, interactive: {drag: [], pinch: {center: [5, 5], from: 9, to: 4, "
                    + "seconds: 1}, release: finish}}") == [
                    "s.yaml:3:63: transition.interactive.drag: choose one: a drag (one finger) or a pinch (two fingers)"
                ])
    }
}
