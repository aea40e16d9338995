import FlipbookCatalog
import Testing

@testable import Flipbook
@testable import FlipbookScenes

/// The controls entries: Sounds & Haptics' controls change while the push (or the pop back to it) is running.
@MainActor @Suite struct ControlEntriesTests {
    /// Runs `entry` to `frame`; returns the runner and the Sounds & Haptics controller.
    func run(_ entry: String, to frame: Int) throws -> (SceneRunner, SceneViewController) {
        let scene = try #require(Catalog.entry(named: entry)).scene()
        let runner = try SceneRunner(scene: scene, animators: Catalog.animators)
        let sounds = try #require(runner.controllers["sounds"])
        _ = try runner.displayList(atFrame: frame)
        return (runner, sounds)
    }

    @Test func theControlsChangeMidPush() throws {
        let (runner, sounds) = try run("settings-controls-push", to: 21) // 0.35 s: the push is under way
        try runner.world.run {
            let navigation = try #require(sounds.navigationController)
            #expect(navigation.transitionCoordinator != nil, "still pushing")
            let toggle = try #require(sounds.sceneView("silentMode") as? UISwitch)
            let vibrate = try #require(sounds.sceneView("vibrate") as? UISegmentedControl)
            let volume = try #require(sounds.sceneView("volume") as? UISlider)
            let spinner = try #require(sounds.sceneView("spinner") as? UIActivityIndicatorView)
            #expect(toggle.isOn && vibrate.selectedSegmentIndex == 2 && volume.value == 0.75 && spinner.isAnimating)
        }
    }

    @Test func theDownloadFinishesDuringThePop() throws {
        let (runner, sounds) = try run("settings-controls-pop", to: 42) // 0.7 s: back on Sounds
        try runner.world.run {
            let bar = try #require(sounds.sceneView("download") as? UIProgressView)
            let spinner = try #require(sounds.sceneView("spinner") as? UIActivityIndicatorView)
            let buttons = try #require(sounds.sceneView("changeWithButtons") as? UISwitch)
            #expect(bar.progress == 1 && !spinner.isAnimating && !buttons.isOn)
            #expect(sounds.navigationController?.topViewController === sounds)
        }
    }
}
