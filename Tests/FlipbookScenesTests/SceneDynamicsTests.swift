import Flipbook
import Foundation
import Testing

@testable import FlipbookScenes

/// `dynamics:` on scene views: how the file is read, the located errors for bad values, and the motion checked
/// against physics (free fall, a push's velocity, a snap's rest point, a finger's flick).
@MainActor
@Suite struct SceneDynamicsTests {
    /// A 200 × 400-point scene at 60 fps with one controller `home` whose views are `views` (a YAML list).
    static func scene(_ views: String, record: String = "") -> String {
        """
        screen: {width: 200, height: 400, scale: 1}
        fps: 60
        controllers:
          home:
            views: \(views)
        root: {controller: home}
        \(record)
        """
    }

    func run(_ views: String, record: String = "") throws -> SceneRunner {
        try SceneRunner(scene: try SceneLoader.parse(Self.scene(views, record: record)))
    }

    /// The `index`th view of `home` in `runner`.
    func view(_ runner: SceneRunner, _ index: Int = 0) -> UIView {
        runner.controllers["home"]!.view.subviews[index]
    }

    @Test func everyFieldIsRead() throws {
        let scene = try SceneLoader.parse(
            Self.scene(
                """
                [{frame: [0, 0, 10, 10], dynamics: {start: 0.5, gravity: {magnitude: 2, angle: 45},
                  collision: items, elasticity: 0.25, friction: 0.5, resistance: 2, angularResistance: 3, density: 4,
                  allowsRotation: false, velocity: [10, -20], angularVelocity: 90,
                  push: {mode: continuous, magnitude: 3, angle: 180, start: 1},
                  snap: {to: [50, 60], damping: 0.75, start: 2},
                  drag: {start: 0.25, path: [{from: [5, 5], to: [50, 5], seconds: 0.5}], frequency: 3, damping: 0.5}}}]
                """))
        let dynamics = try #require(scene.controllers[0].views[0].dynamics)
        #expect(dynamics.start == 0.5)
        #expect(dynamics.gravity == SceneGravity(magnitude: 2, angle: 45))
        #expect(dynamics.collision == .items)
        #expect(dynamics.elasticity == 0.25 && dynamics.friction == 0.5 && dynamics.resistance == 2)
        #expect(dynamics.angularResistance == 3 && dynamics.density == 4 && dynamics.allowsRotation == false)
        #expect(dynamics.velocity == ScenePoint(x: 10, y: -20) && dynamics.angularVelocity == 90)
        #expect(dynamics.push == ScenePush(mode: .continuous, magnitude: 3, angle: 180, start: 1))
        #expect(dynamics.snap == SceneSnap(point: ScenePoint(x: 50, y: 60), damping: 0.75, start: 2))
        #expect(
            dynamics.drag?.drags == [SceneDrag(from: ScenePoint(x: 5, y: 5), to: ScenePoint(x: 50, y: 5), seconds: 0.5)]
        )
        #expect(dynamics.drag?.start == 0.25 && dynamics.drag?.frequency == 3 && dynamics.drag?.damping == 0.5)
        #expect(dynamics.drag?.location?.line == 10)
        #expect(dynamics.lastEventTime == 2)
        #expect(
            try SceneLoader.parse(Self.scene("[{frame: [0, 0, 1, 1], dynamics: {gravity: true}}]"))
                .controllers[0].views[0].dynamics?.gravity == SceneGravity(magnitude: 1, angle: 90))
    }

    @Test func badValuesAreLocatedErrors() {
        let lines = diagnostics(
            Self.scene(
                """

                      - frame: [0, 0, 10, 10]
                        dynamics:
                          gravity: {magnitude: .nan, angle: 90}
                          collision: edges
                          elasticity: 2
                          friction: .inf
                          resistance: -1
                          density: 0
                          velocity: [2e5, 0]
                          angularVelocity: 1e300
                          push: {mode: sudden, magnitude: 1}
                          snap: {damping: 0.5}
                          drag: {path: []}
                          sped: 1
                """))
        #expect(
            lines == [
                """
                s.yaml:8:32: controllers.home.views[0].dynamics.gravity.magnitude: expected a magnitude from -100 \
                to 100 (1: 1000 points/s²), got ".nan"
                """,
                """
                s.yaml:9:22: controllers.home.views[0].dynamics.collision: expected a collision mode: everything, \
                boundaries, items; got "edges"
                """,
                """
                s.yaml:10:23: controllers.home.views[0].dynamics.elasticity: expected an elasticity from 0 to 1 \
                (1: no energy lost in a bounce), got "2"
                """,
                """
                s.yaml:11:21: controllers.home.views[0].dynamics.friction: expected a friction from 0 to 100 \
                (0: none, 1: strong), got ".inf"
                """,
                """
                s.yaml:12:23: controllers.home.views[0].dynamics.resistance: expected a resistance from 0 to 1000 \
                (per second), got "-1"
                """,
                """
                s.yaml:13:20: controllers.home.views[0].dynamics.density: expected a density, more than 0 and at most \
                1000 (1: a 100 × 100-point view weighs 1), got "0"
                """,
                """
                s.yaml:14:21: controllers.home.views[0].dynamics.velocity: expected a velocity [vx, vy] in points per \
                second, each from -100000 to 100000, got [200000, 0]
                """,
                """
                s.yaml:15:28: controllers.home.views[0].dynamics.angularVelocity: expected an angular velocity in \
                degrees per second from -36000 to 36000, got "1e300"
                """,
                """
                s.yaml:16:24: controllers.home.views[0].dynamics.push.mode: expected a push mode: instantaneous, \
                continuous; got "sudden"
                """,
                """
                s.yaml:17:17: controllers.home.views[0].dynamics.snap.to: missing; expected the snap point [x, y] in \
                the superview's points
                """,
                """
                s.yaml:18:24: controllers.home.views[0].dynamics.drag.path: expected at least one drag segment \
                {from, to, seconds}, got an empty list
                """,
                """
                s.yaml:19:11: controllers.home.views[0].dynamics.sped: unknown field; expected one of start, gravity, \
                collision, elasticity, friction, resistance, angularResistance, density, allowsRotation, velocity, \
                angularVelocity, push, snap, drag
                """,
            ])
    }

    @Test func aFingerLiftingAfterTheLongestRecordingIsAnError() {
        let segments = Array(repeating: "{from: [0, 0], to: [1, 1], seconds: 60}", count: 9).joined(separator: ", ")
        #expect(
            diagnostics(Self.scene("[{frame: [0, 0, 10, 10], dynamics: {drag: {start: 100, path: [\(segments)]}}}]"))
                == [
                    """
                    s.yaml:5:73: controllers.home.views[0].dynamics.drag.path: expected the finger to lift within 600 \
                    seconds, got 640
                    """
                ])
    }

    @Test func theFingersTogetherAreDownAtMostTheLongestRecording() {
        let view = "{frame: [0, 0, 10, 10], dynamics: {drag: {path: [{from: [1, 1], to: [2, 2], seconds: 60}]}}}"
        let lines = diagnostics(Self.scene("[\(Array(repeating: view, count: 11).joined(separator: ", "))]"))
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasSuffix(
                """
                controllers.home.views[10].dynamics.drag.path: expected the fingers of the scene's dynamics to be \
                down for at most 600 seconds together, got 660
                """) == true)
    }

    @Test func tooManyViewsWithDynamicsIsOneErrorBeforeAnythingRuns() {
        let views = Array(repeating: "{frame: [0, 0, 1, 1], dynamics: {gravity: true}}", count: 1001)
            .joined(separator: ", ")
        let lines = diagnostics(Self.scene("[\(views)]"))
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasSuffix(
                "controllers.home.views[1000].dynamics: more than 1000 views with dynamics in the scene") == true)
    }

    @Test func recordingDefaultsToTwoSecondsAfterTheLastEvent() throws {
        let runner = try run("[{frame: [0, 0, 10, 10], dynamics: {gravity: true, snap: {to: [5, 5], start: 0.5}}}]")
        #expect(runner.frameCount == Int(2.5 * 60) + 1)
    }

    @Test func aViewFallsAsHalfGTSquared() throws {
        let runner = try run("[{frame: [50, 0, 20, 20], dynamics: {gravity: true}}]")
        let start = view(runner).center.y
        _ = try runner.displayList(atFrame: 30)
        let t = 0.5
        #expect(abs(Double(view(runner).center.y - start) - 0.5 * 1000 * t * t) < 1)
        #expect(view(runner).center.x == 60)
    }

    @Test func gravityAtAnAngleAndLaterStart() throws {
        let runner = try run(
            "[{frame: [50, 50, 20, 20], dynamics: {gravity: {magnitude: 0.5, angle: 0}, start: 0.25}}]")
        _ = try runner.displayList(atFrame: 15)
        #expect(view(runner).center.x == 60, "nothing moves before the start")
        _ = try runner.displayList(atFrame: 45)
        let t = 0.5
        #expect(abs(Double(view(runner).center.x - 60) - 0.5 * 500 * t * t) < 1)
        #expect(abs(view(runner).center.y - 60) < 0.001)
    }

    @Test func theBottomEdgeStopsAFall() throws {
        let runner = try run("[{frame: [50, 300, 40, 40], dynamics: {gravity: true, collision: boundaries}}]")
        _ = try runner.displayList(atFrame: 90)
        #expect(abs(view(runner).frame.maxY - 400) < 1, "rests on the screen's bottom edge")
    }

    @Test func anInstantaneousPushGivesAVelocity() throws {
        // A 100 × 100 view has mass 1: a push of 2 gives 200 points/s, at 0° (to the right).
        let runner = try run("[{frame: [0, 150, 100, 100], dynamics: {push: {magnitude: 2, angle: 0}}}]")
        _ = try runner.displayList(atFrame: 30)
        #expect(abs(Double(view(runner).center.x - 50) - 200 * 0.5) < 1)
        #expect(abs(view(runner).center.y - 200) < 0.001)
    }

    @Test func aStartingVelocityAndResistance() throws {
        let runner = try run("[{frame: [0, 0, 10, 10], dynamics: {velocity: [0, 100]}}]")
        _ = try runner.displayList(atFrame: 60)
        #expect(abs(view(runner).center.y - 105) < 0.5)
        let resisted = try run("[{frame: [0, 0, 10, 10], dynamics: {velocity: [0, 100], resistance: 5}}]")
        _ = try resisted.displayList(atFrame: 60)
        #expect(view(resisted).center.y < 50, "resistance slows the view")
    }

    @Test func aSnapSettlesOnItsPoint() throws {
        let runner = try run(
            "[{frame: [0, 0, 40, 40], dynamics: {velocity: [300, 0], snap: {to: [100, 200], start: 0.2}}}]",
            record: "record: {seconds: 5}")
        _ = try runner.displayList(atFrame: 299)
        #expect(abs(view(runner).center.x - 100) < 0.5 && abs(view(runner).center.y - 200) < 0.5)
    }

    @Test func theFingerDragsTheViewAndHandsOverItsVelocity() throws {
        // The finger goes down on the view's centre and moves 100 points right in 0.25 s (400 points/s), then
        // lifts. The pan begins at frame 2 (13.3 points in, past its 10-point hysteresis), where the view is
        // attached at 13.3 points right of its centre.
        let runner = try run(
            "[{frame: [0, 100, 40, 40], dynamics: {drag: {path: [{from: [20, 120], to: [120, 120], seconds: 0.25}]}}}]")
        _ = try runner.displayList(atFrame: 1)
        #expect(view(runner).center.x == 20, "still before the pan begins")
        _ = try runner.displayList(atFrame: 12)
        // The anchor moves at frame times and the view reaches it within the next frame.
        let finger11 = 20 + 400.0 * 11 / 60
        #expect(abs(Double(view(runner).center.x) - (finger11 - 40.0 / 3)) < 1)
        _ = try runner.displayList(atFrame: 20)
        let a = view(runner).center.x
        _ = try runner.displayList(atFrame: 30)
        let b = view(runner).center.x
        _ = try runner.displayList(atFrame: 40)
        let c = view(runner).center.x
        // Released, it flies straight on at a constant speed that includes the finger's 400 points/s.
        #expect(abs((c - b) - (b - a)) < 0.001)
        #expect((b - a) * 6 >= 400 && (b - a) * 6 < 600)
        #expect(view(runner).center.y == 120)
    }

    @Test func aFingerBesideItsViewIsALocatedRunError() throws {
        let runner = try run(
            "[{frame: [0, 100, 40, 40], dynamics: {drag: {path: [{from: [150, 20], to: [120, 120], seconds: 0.25}]}}}]")
        #expect {
            _ = try runner.displayList(atFrame: 1)
        } throws: { error in
            "\(error)"
                == """
                frame 1: <scene>:5:56: controllers.home.views[0].dynamics.drag: the finger went down at (150, 20), \
                not on the view it drags (on screen at x 0…40, y 100…140 then)
                """
        }
    }

    @Test func framesAreTheSameOnEveryRun() throws {
        let url = fixtures.appendingPathComponent("Scenes/dynamics-gravity-bounce.yaml")
        let first = try SceneRunner(scene: try SceneLoader.load(contentsOf: url))
        let second = try SceneRunner(scene: try SceneLoader.load(contentsOf: url))
        let a = Rasterizer().render(try first.displayList(atFrame: 40))
        _ = try second.displayList(atFrame: 13)
        #expect(a == Rasterizer().render(try second.displayList(atFrame: 40)))
    }
}
