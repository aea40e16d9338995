import Flipbook
import FlipbookScenes
import Foundation
import Testing

/// `statusBar: true` draws the status bar over a scene's frames, styled by the controllers' `statusBarStyle`.
@MainActor
@Suite struct SceneStatusBarTests {
    static let text = """
        device: iphone-14
        screen: {scale: 1}
        statusBar: true
        controllers:
          home:
            background: white
          player:
            background: black
            statusBarStyle: lightContent
        root:
          controller: home
        transition: {operation: present, to: player}
        """

    /// The green channel inside the battery's charge (the icons end 14 points from the right, 26 down).
    static func battery(_ runner: SceneRunner, frame: Int) throws -> UInt8 {
        Rasterizer().render(try runner.displayList(atFrame: frame))[362, 26].g
    }

    @Test func theBarTurnsLightWithTheDarkPresentedScreen() throws {
        let scene = try SceneLoader.parse(Self.text, file: "s.yaml")
        #expect(scene.showsStatusBar)
        #expect(scene.controller("player")?.statusBarStyle == .lightContent)
        let runner = try SceneRunner(scene: scene)
        #expect(try Self.battery(runner, frame: 0) < 40, "dark over the white home screen")
        #expect(try Self.battery(runner, frame: runner.frameCount - 1) > 215, "light over the black player")
    }

    @Test func withoutTheKeyNothingIsDrawn() throws {
        let scene = try SceneLoader.parse(Self.text.replacingOccurrences(of: "statusBar: true\n", with: ""))
        #expect(try Self.battery(try SceneRunner(scene: scene), frame: 0) == 255)
    }

    @Test func badValuesAreLocated() {
        let messages = diagnostics(
            Self.text.replacingOccurrences(of: "statusBar: true", with: "statusBar: yes")
                .replacingOccurrences(of: "lightContent", with: "light"))
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("s.yaml:3:12: statusBar: expected true or false") == true)
        #expect(messages.last?.hasPrefix("s.yaml:9:21: controllers.player.statusBarStyle: ") == true)
    }
}
