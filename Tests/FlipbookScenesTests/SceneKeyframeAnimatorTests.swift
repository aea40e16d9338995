import Flipbook
import Foundation
import Testing

@testable import FlipbookScenes

/// Scene-file animators run through UIKit's animation calls: tracks with several keyframes, delays,
/// curves, 3D transforms, snapshot copies, masks and matched views, checked by the pixels they draw.
@MainActor
@Suite struct SceneKeyframeAnimatorTests {
    /// A 100 × 100 pt screen at 1×, 4 fps: a white controller `a` presents (full screen) or pushes a red `b`.
    func runner(_ keyframes: String, extra: String = "", bViews: String = "[]", aViews: String = "[]") throws
        -> SceneRunner
    {
        let scene = try SceneLoader.parse(
            """
            screen: {width: 100, height: 100, scale: 1}
            fps: 4
            controllers:
              a: {background: white, views: \(aViews)}
              b: {background: red, presentationStyle: fullScreen, views: \(bViews)}
            root: {controller: a}
            transition:
              operation: present
              to: b
              \(extra)
              keyframes: \(keyframes)
            """)
        return try SceneRunner(scene: scene)
    }

    func pixel(_ runner: SceneRunner, frame: Int, _ x: Int, _ y: Int) throws -> (Int, Int, Int) {
        let p = Rasterizer().render(try runner.displayList(atFrame: frame))[x, y]
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    @Test func keyframesChainWithTheirDurationsAndTheViewIsRestoredAtTheEnd() throws {
        // Red fades in over 0.5 s, then half out over 0.5 s (linear), then the track ends and alpha is 1 again.
        let runner = try runner(
            """
            [{view: to, from: {alpha: 0}, curve: linear, \
            keyframes: [{alpha: 1, duration: 0.5}, {alpha: 0.5, duration: 0.5}]}]
            """)
        #expect(runner.frameCount == 6) // 1 s and one more frame
        let greens = try (0..<6).map { try pixel(runner, frame: $0, 50, 50).1 }
        #expect(greens[0] == 255)
        #expect(abs(greens[1] - 128) <= 2) // alpha 0.5
        #expect(greens[2] == 0) // alpha 1
        #expect(abs(greens[3] - 64) <= 2) // alpha 0.75
        #expect(greens[5] == 0, "alpha is restored when the transition ends")
    }

    @Test func aDelayHoldsTheStartingStateAndTheDurationIsTheLongestTrack() throws {
        let runner = try runner("[{view: to, from: {alpha: 0}, delay: 0.5, duration: 0.5, curve: linear}]")
        #expect(runner.frameCount == 6)
        #expect(try pixel(runner, frame: 1, 50, 50) == (255, 255, 255), "still transparent during the delay")
        let middle = try pixel(runner, frame: 3, 50, 50)
        #expect(abs(middle.1 - 128) <= 2)
    }

    @Test func frameCenterColorAndCornerRadiusAnimate() throws {
        let views = "[{id: card, frame: [0, 0, 20, 20], color: blue}]"
        let runner = try runner(
            """
            [{view: to.card, to: {frame: [60, 60, 40, 40], color: "#00FF00", cornerRadius: 20}, \
            duration: 1, curve: linear}]
            """,
            bViews: views)
        // Half-way: frame [30, 30, 30, 30], colour between blue and lime.
        let inside = try pixel(runner, frame: 2, 45, 45)
        #expect(inside.0 == 0 && abs(inside.1 - 128) <= 2 && abs(inside.2 - 128) <= 2)
        #expect(try pixel(runner, frame: 2, 10, 10) == (255, 0, 0), "the card has left its own frame")
        #expect(try pixel(runner, frame: 4, 10, 10) == (0, 0, 255), "restored at the end")
        let centred = try self.runner(
            "[{view: to.card, to: {center: [90, 90]}, duration: 1, curve: linear}]", bViews: views)
        #expect(try pixel(centred, frame: 2, 50, 50) == (0, 0, 255)) // centre at (50, 50)
    }

    @Test func transformsTurnIn3DWithPerspective() throws {
        let flat = try runner("[{view: to, from: {transform: {scale: 0.5}}, duration: 1, curve: linear}]")
        // Half-way the scale is 0.75 about the centre: the corner (5, 5) still shows white.
        #expect(try pixel(flat, frame: 2, 5, 5) == (255, 255, 255))
        #expect(try pixel(flat, frame: 2, 50, 50) == (255, 0, 0))
        let turned = try runner(
            "[{view: to, from: {transform: {perspective: 500, rotateY: 80}}, duration: 1, curve: linear}]")
        // Turned 40° about the vertical axis half-way: narrower, so the left edge shows white.
        #expect(try pixel(turned, frame: 2, 2, 50) == (255, 255, 255))
        #expect(try pixel(turned, frame: 2, 50, 50) == (255, 0, 0))
        #expect(try pixel(turned, frame: 4, 2, 50) == (255, 0, 0))
    }

    @Test func snapshotCopiesMoveWhileTheViewIsHidden() throws {
        let views = "[{id: dot, frame: [0, 0, 20, 20], color: blue}]"
        let runner = try runner(
            """
            [{view: from.dot, snapshot: true, to: {center: [90, 10]}, duration: 1, curve: linear}, \
            {view: to, from: {alpha: 0}, duration: 1}]
            """,
            aViews: views)
        #expect(try pixel(runner, frame: 2, 50, 10) == (0, 0, 255), "the copy is half-way across")
        #expect(try pixel(runner, frame: 2, 5, 10) == pixel(runner, frame: 2, 5, 50), "the view itself is hidden")
        let controller = try #require(runner.controllers["a"]?.sceneView("dot"))
        _ = try runner.displayList(atFrame: 4)
        #expect(!controller.isHidden && controller.frame.origin == .zero, "the view is restored")
    }

    @Test func matchedViewsMorphAndCrossFadeTheirImages() throws {
        let a = "[{frame: [0, 0, 20, 20], color: blue, match: hero}]"
        let b = "[{frame: [50, 50, 50, 50], color: \"#00FF00\", cornerRadius: 25, match: hero}]"
        let runner = try runner("[]", extra: "duration: 1\n  curve: linear", bViews: b, aViews: a)
        // Half-way the copy covers [25, 25, 35, 35] with a colour between blue and lime over red's stand-in.
        let mid = try pixel(runner, frame: 2, 40, 40)
        #expect(mid.0 == 0 && abs(mid.1 - 128) <= 2 && abs(mid.2 - 128) <= 2)
        #expect(try pixel(runner, frame: 2, 75, 75) != (0, 255, 0), "the destination view is hidden meanwhile")
        #expect(try pixel(runner, frame: 4, 75, 75) == (0, 255, 0))
    }

    @Test func aFingerScrubsTheKeyframesAndCancellingPutsEverythingBack() throws {
        let scene = try SceneLoader.parse(
            """
            screen: {width: 100, height: 100, scale: 1}
            fps: 20
            controllers:
              a: {background: white}
              b: {background: red, views: [{id: dot, frame: [40, 40, 20, 20], color: blue}]}
            root: {navigation: [a, b]}
            transition:
              operation: pop
              duration: 0.5
              curve: linear
              keyframes:
                - {view: from, to: {transform: {translate: [100, 0]}}}
                - {view: from.dot, to: {cornerRadius: 10, alpha: 0.5}}
              interactive:
                drag: [{from: [2, 50], to: [50, 50], seconds: 0.25}]
                release: cancel
            record: {seconds: 1}
            """)
        let runner = try SceneRunner(scene: scene)
        let first = Rasterizer().render(try runner.displayList(atFrame: 0))
        let dragged = Rasterizer().render(try runner.displayList(atFrame: 5))
        let last = Rasterizer().render(try runner.displayList(atFrame: runner.frameCount - 1))
        #expect(dragged[5, 80] != first[5, 80] && dragged[95, 80] == first[95, 80], "the screen follows the finger")
        let unchanged = last.pixels == first.pixels // (compared first: a failed #expect would print the pixels)
        #expect(unchanged, "a cancelled transition ends where it started")
        let dot = try #require(runner.controllers["b"]?.sceneView("dot"))
        #expect(dot.alpha == 1 && dot.layer.cornerRadius == 0 && !dot.isHidden)
    }
}
