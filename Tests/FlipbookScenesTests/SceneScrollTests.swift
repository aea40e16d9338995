import Flipbook
import FlipbookTesting
import Foundation
import Testing

@testable import FlipbookScenes

/// Scroll views in scene files: content size and offset, a scripted finger that scrolls the content through the
/// scroll view's own pan, and errors at the field.
@MainActor
@Suite struct SceneScrollTests {
    @Test func aFingerScrollsTheFeed() throws {
        let scene = try SceneLoader.load(contentsOf: fixtures.appendingPathComponent("Scenes/scroll-feed.yaml"))
        let runner = try SceneRunner(scene: scene)
        let feed = try #require(runner.controllers["feed"]?.sceneView("feed") as? UIScrollView)
        #expect(feed.contentSize == CGSize(width: 320, height: 1200))
        #expect(feed.contentOffset == CGPoint(x: 0, y: 100))
        for frame in [0, 9, runner.frameCount - 1] {
            let bitmap = Rasterizer().render(try runner.displayList(atFrame: frame))
            assertGolden(bitmap, named: "scroll-feed", at: runner.time(ofFrame: frame), suite: "scenes")
        }
        // The finger moved the content up 240 points (to 340) at 600 points per second and lifted 0.2 s before the
        // last frame; since then it glides: 0.6 · d/(1 − d) · (1 − d²⁰⁰) points on with d = 0.998 per millisecond.
        let glide = 0.6 * 0.998 / (1 - 0.998) * (1 - pow(0.998, 200))
        #expect(abs(feed.contentOffset.y - (340 + glide)) < 1e-6, "\(feed.contentOffset.y)")
        #expect(runner.frameCount == Int((0.7 * 30).rounded()) + 1, "recorded until just after the finger lifts")
    }

    @Test func badScrollViewsAreReportedAtTheField() {
        func messages(_ scroll: String, extra: String = "") -> [String] {
            diagnostics(
                """
                controllers:
                  a:
                    views:
                      - {frame: [0, 0, 100, 100], \(extra)scroll: \(scroll)}
                root: {controller: a}
                """)
        }
        #expect(
            messages("{contentOffset: [0, 10]}") == [
                """
                s.yaml:4:43: controllers.a.views[0].scroll.contentSize: missing; expected the content's size \
                [width, height] in points
                """
            ])
        #expect(
            messages("{contentSize: [100, -5]}") == [
                """
                s.yaml:4:63: controllers.a.views[0].scroll.contentSize[1]: expected a length from 0 to 1000000, \
                got "-5"
                """
            ])
        #expect(
            messages("{contentSize: [100, 300], drag: {path: []}}") == [
                """
                s.yaml:4:82: controllers.a.views[0].scroll.drag.path: expected at least one drag segment \
                {from, to, seconds}, got an empty list
                """
            ])
        #expect(
            messages("{contentSize: [100, 300]}", extra: "text: Hi, ") == [
                """
                s.yaml:4:53: controllers.a.views[0].scroll: a scroll view cannot also be text; put that in a \
                subview, its content
                """
            ])
    }
}
