import Flipbook
import FlipbookTesting
import Foundation
import Testing

@testable import FlipbookScenes

/// The page root fixtures (Fixtures/Scenes/pages-*.yaml) at telling times, against goldens in
/// Fixtures/Goldens/scenes.
@MainActor
@Suite struct ScenePageGoldenTests {
    @Test func aSpreadTurnsItsRightPageOverTheSpine() throws {
        let scene = try SceneLoader.load(contentsOf: fixtures.appendingPathComponent("Scenes/pages-curl-spread.yaml"))
        #expect(scene.root.spine == .mid && scene.root.doubleSided)
        let runner = try SceneRunner(scene: scene)
        for frame in [0, 9, 30] {
            let bitmap = Rasterizer().render(try runner.displayList(atFrame: frame))
            assertGolden(bitmap, named: "pages-curl-spread", at: runner.time(ofFrame: frame), suite: "scenes")
        }
        let pages = try #require(runner.controllers["p3"]?.parent as? UIPageViewController)
        #expect(pages.viewControllers?.first === runner.controllers["p3"])
        #expect(pages.viewControllers?.last === runner.controllers["p4"])
    }
}
