import Flipbook
import FlipbookScenes
import Testing

@testable import FlipbookCLI

/// `--orientation` and the screen overrides applied to a scene.
@Suite struct SceneOverridesTests {
    private static let scene = """
        device: iphone-15
        screen: {scale: 1}
        controllers:
          a: {background: red}
        root: {navigation: [a]}
        """

    @Test func orientationTurnsTheDeviceAndItsScreenKeepingTheScale() throws {
        let scene = try SceneLoader.parse(Self.scene)
        let turned = try SceneOverrides.parse(["--orientation", "landscape"]).apply(to: scene)
        #expect(turned.device == .iPhone15.landscape)
        #expect(turned.screen == SceneScreen(width: 852, height: 393, scale: 1))
        let left = try SceneOverrides.parse(["--orientation", "landscape-left", "--width", "800"]).apply(to: scene)
        #expect(left.device == .iPhone15.oriented(.landscapeLeft))
        #expect(left.screen == SceneScreen(width: 800, height: 393, scale: 1), "--width applies after")
        let upright = try SceneOverrides.parse(["--orientation", "portrait"]).apply(to: turned)
        #expect(upright.device == .iPhone15 && upright.screen == scene.screen)
    }

    @Test func anUnknownOrientationIsRefusedWithTheChoices() throws {
        let result = try FlipbookBinary.run([
            "render", RenderCommandTests.scene, "-o", "/tmp/unused-flipbook-out", "--orientation", "sideways",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'sideways'"))
        #expect(result.stderr.contains("'portrait', 'landscape', 'landscape-left' or 'landscape-right'"))
    }
}
