import Flipbook
import FlipbookTesting
import Foundation
import Testing

@testable import FlipbookScenes

/// The dynamics fixtures (Fixtures/Scenes/dynamics-*.yaml) at telling times, against goldens in
/// Fixtures/Goldens/dynamics.
@MainActor
@Suite struct SceneDynamicsGoldenTests {
    /// Renders the fixture `name` at `frames` (30 fps) and checks each against its golden.
    func check(_ name: String, frames: [Int]) throws {
        let scene = try SceneLoader.load(contentsOf: fixtures.appendingPathComponent("Scenes/\(name).yaml"))
        let runner = try SceneRunner(scene: scene)
        for frame in frames {
            let bitmap = Rasterizer().render(try runner.displayList(atFrame: frame))
            assertGolden(bitmap, named: name, at: runner.time(ofFrame: frame), suite: "dynamics")
        }
    }

    @Test func gravityAndCollision() throws {
        try check("dynamics-gravity-bounce", frames: [9, 15, 60])
    }

    @Test func pushes() throws {
        try check("dynamics-push", frames: [9, 21, 45])
    }

    @Test func snap() throws {
        try check("dynamics-snap", frames: [9, 18, 48])
    }

    @Test func fingerDragAndFlick() throws {
        try check("dynamics-drag-flick", frames: [9, 15, 30, 60])
    }
}
