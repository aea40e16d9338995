import Flipbook
import Foundation
import Testing

@testable import FlipbookScenes

/// Scene runners in one process each run in a world of their own: creating or running one never changes
/// what another one draws.
@MainActor
@Suite struct SceneIsolationTests {
    private func scene(_ transition: String, root: String, fps: Int) throws -> Scene {
        try SceneLoader.parse(
            """
            screen: {width: 60, height: 100, scale: 1}
            fps: \(fps)
            controllers:
              a: {background: red, views: [{frame: [10, 10, 20, 20], color: white}]}
              b: {background: blue, views: [{frame: [20, 40, 30, 30], color: yellow}]}
            root: {\(root)}
            transition: \(transition)
            """)
    }

    // Different frame rates, so the two runners ask for different times.
    private func push() throws -> Scene { try scene("{operation: push, to: b}", root: "navigation: [a]", fps: 30) }
    private func present() throws -> Scene {
        try scene("{operation: present, to: b, style: crossDissolve}", root: "controller: a", fps: 24)
    }

    /// Every frame of `scene`, rendered by a runner left alone.
    private func framesAlone(_ scene: Scene) throws -> [Bitmap] {
        let runner = try SceneRunner(scene: scene)
        return try (0..<runner.frameCount).map { Rasterizer().render(try runner.displayList(atFrame: $0)) }
    }

    @Test func twoScenesRenderedInTurnDrawWhatEachDrawsAlone() throws {
        let pushAlone = try framesAlone(try push())
        let presentAlone = try framesAlone(try present())
        let pushRunner = try SceneRunner(scene: try push())
        let presentRunner = try SceneRunner(scene: try present())
        for frame in 0..<max(pushRunner.frameCount, presentRunner.frameCount) {
            if frame < pushRunner.frameCount {
                #expect(
                    Rasterizer().render(try pushRunner.displayList(atFrame: frame)) == pushAlone[frame],
                    "push frame \(frame)")
            }
            if frame < presentRunner.frameCount {
                #expect(
                    Rasterizer().render(try presentRunner.displayList(atFrame: frame)) == presentAlone[frame],
                    "present frame \(frame)")
            }
        }
    }

    @Test func creatingARunnerWhileAnotherOnesTransitionRunsLeavesItRunning() throws {
        let alone = try framesAlone(try push())
        let runner = try SceneRunner(scene: try push())
        let middle = runner.frameCount / 2
        for frame in 0...middle { _ = try runner.displayList(atFrame: frame) }
        _ = try SceneRunner(scene: try present()) // created while the push is half-way
        for frame in (middle + 1)..<runner.frameCount {
            #expect(Rasterizer().render(try runner.displayList(atFrame: frame)) == alone[frame], "frame \(frame)")
        }
        // The push completed: UIKit takes the old screen's view out of the window when it ends.
        #expect(runner.controllers["a"]!.view.window == nil)
        #expect(runner.controllers["b"]!.view.window === runner.window)
    }

    @Test func eachRunnersMainScreenIsItsScenes() throws {
        var large = try push()
        large.screen = SceneScreen(width: 200, height: 300, scale: 2)
        let small = try SceneRunner(scene: try push())
        let largeRunner = try SceneRunner(scene: large)
        #expect(small.world.screen.bounds.size == CGSize(width: 60, height: 100) && small.world.screen.scale == 1)
        #expect(largeRunner.world.screen.bounds.size == CGSize(width: 200, height: 300))
        #expect(largeRunner.window.screen === largeRunner.world.screen)
        #expect(largeRunner.window.traitCollection.displayScale == 2 && small.window.traitCollection.displayScale == 1)
        #expect(World.main.screen.scale == 3)
    }
}
