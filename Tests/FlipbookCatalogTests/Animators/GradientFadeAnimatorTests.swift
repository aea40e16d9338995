import Flipbook
import FlipbookScenes
import Foundation
import Testing

@testable import FlipbookCatalog

/// The gradient wipe between the inbox and a message, pushed and popped.
@MainActor
@Suite struct GradientFadeAnimatorTests {
    /// While the inbox drifts left, the strip it leaves at the right edge must show a screen, never
    /// the black behind the window: every frame's rightmost column is as light as the light screens.
    @Test(arguments: [false, true])
    func rightEdgeNeverShowsTheBlackBehindTheScreens(popping: Bool) throws {
        var scene = try #require(Catalog.entry(named: "push-gradient-fade")).scene()
        scene.screen.scale = 1
        if popping {
            scene.root = SceneRoot(.navigation(stack: ["inbox", "message"]))
            scene.transition?.operation = .pop
        }
        let runner = try SceneRunner(scene: scene, animators: Catalog.animators)
        let column = Int(scene.screen.width) - 1
        func darkest(_ frame: Int) throws -> Int {
            let bitmap = Rasterizer().render(try runner.displayList(atFrame: frame))
            var darkest = 255
            for y in 0..<bitmap.height {
                let i = (y * bitmap.width + column) * 4
                darkest = min(darkest, Int(bitmap.pixels[i]), Int(bitmap.pixels[i + 1]), Int(bitmap.pixels[i + 2]))
            }
            return darkest
        }
        // Frames must be rendered in order; the first and last show the screens at rest.
        let values = try (0..<runner.frameCount).map(darkest)
        let floor = min(values[0], values[values.count - 1])
        #expect(floor > 128, "both screens are light at the right edge")
        let dark = values.indices.filter { values[$0] < floor - 8 }
        #expect(
            dark.isEmpty, "the right edge darkens in frames \(dark): \(dark.map { values[$0] }) (screens: \(floor))")
    }
}
