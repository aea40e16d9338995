import Flipbook
import Foundation
import Testing

@testable import FlipbookScenes

@MainActor
@Suite struct SceneRunnerTests {
    func scene(_ transition: String, root: String = "navigation: [a]", record: String = "") throws -> Scene {
        try SceneLoader.parse(
            """
            screen: {width: 100, height: 200, scale: 1}
            fps: 60
            controllers:
              a: {background: red, views: [{frame: [10, 10, 40, 40], color: white, cornerRadius: 8}]}
              b: {background: blue}
            root: {\(root)}
            transition: \(transition)
            \(record)
            """)
    }

    @Test func defaultLengthCoversTheTransitionPlusAFrame() throws {
        // UIKit's push is 0.35 s: frames 0…21 plus one more frame.
        let runner = try SceneRunner(scene: try scene("{operation: push, to: b}"))
        #expect(runner.frameCount == 23)
        #expect(runner.time(ofFrame: 30) == 0.5)
    }

    @Test func explicitLengthAndStartAndDrag() throws {
        let explicit = try SceneRunner(scene: try scene("{operation: push, to: b}", record: "record: {seconds: 0.5}"))
        #expect(explicit.frameCount == 31)
        let custom = try SceneRunner(
            scene: try scene("{operation: present, to: b, style: crossDissolve, start: 0.1}", root: "controller: a"))
        // 0.1 s start + 0.4 s dissolve + one frame.
        #expect(custom.frameCount == 32)
    }

    @Test func pushMovesTheScreenAndEndsOnTheNewController() throws {
        let runner = try SceneRunner(scene: try scene("{operation: push, to: b}"))
        let first = Rasterizer().render(try runner.displayList(atFrame: 0))
        let last = Rasterizer().render(try runner.displayList(atFrame: runner.frameCount - 1))
        #expect(first.width == 100 && first.height == 200)
        // Bottom-left pixel: controller a's red at frame 0, b's blue at the end.
        #expect(first[2, 198] == Color(red: 1, green: 0, blue: 0).premultiplied)
        #expect(last[2, 198] == Color(red: 0, green: 0, blue: 1).premultiplied)
    }

    @Test func framesAreTheSameWhetherOrNotEarlierOnesWereRendered() throws {
        let all = try SceneRunner(scene: try scene("{operation: push, to: b}"))
        var lists: [DisplayList] = []
        for frame in 0...10 { lists.append(try all.displayList(atFrame: frame)) }
        let skipping = try SceneRunner(scene: try scene("{operation: push, to: b}"))
        let alone = try skipping.displayList(atFrame: 10)
        #expect(Rasterizer().render(alone) == Rasterizer().render(lists[10]))
    }

    @Test func unknownAnimatorIsReportedAtItsField() throws {
        let error = #expect(throws: SceneRunError.self) {
            try SceneRunner(scene: try scene("{operation: push, to: b, animator: zoom}"))
        }
        #expect(
            error?.message
                == "<scene>:7:48: transition.animator: unknown animator \"zoom\"; no custom animators are available")
    }

    @Test func fingerPositionsFollowTheSegments() throws {
        let script = SceneInteraction(
            drags: [
                SceneDrag(from: ScenePoint(x: 0, y: 0), to: ScenePoint(x: 100, y: 0), seconds: 0.5),
                SceneDrag(from: ScenePoint(x: 100, y: 0), to: ScenePoint(x: 100, y: 50), seconds: 0.25),
            ], release: .finish)
        let finger = SceneFinger(
            script: script, window: UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200)), start: 0, fps: 60,
            screen: CGSize(width: 100, height: 200), interaction: nil)
        #expect(finger.position(at: 0) == CGPoint(x: 0, y: 0))
        #expect(finger.position(at: 0.25) == CGPoint(x: 50, y: 0))
        #expect(finger.position(at: 0.625) == CGPoint(x: 100, y: 25))
        #expect(finger.position(at: 2) == CGPoint(x: 100, y: 50))
    }
}
