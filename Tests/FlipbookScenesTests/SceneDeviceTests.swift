import Flipbook
import Foundation
import Testing

@testable import FlipbookScenes

/// `device:` and `orientation:` in scene files: the phone's screen and safe-area insets, and located errors.
@MainActor
@Suite struct SceneDeviceTests {
    private let body = """
        controllers:
          a: {background: red}
        root: {navigation: [a]}
        """

    @Test func aNamedDeviceSetsTheScreenAndTheSafeArea() throws {
        let scene = try SceneLoader.parse("device: iphone-15\nscreen: {scale: 1}\n" + body)
        #expect(scene.device == .iPhone15)
        #expect(scene.screen == SceneScreen(width: 393, height: 852, scale: 1))
        let runner = try SceneRunner(scene: scene)
        _ = try runner.displayList(atFrame: 0)
        try runner.world.run {
            #expect(runner.window.bounds.size == CGSize(width: 393, height: 852))
            #expect(runner.window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            let navigation = try #require(runner.window.rootViewController as? UINavigationController)
            #expect(navigation.navigationBar.frame.minY == 59)
        }
    }

    @Test func withoutADeviceTheScreenIsTheDefaultPhones() throws {
        let scene = try SceneLoader.parse(body)
        #expect(scene.device == .iPhone14 && scene.screen == SceneScreen())
        #expect(
            try SceneLoader.parse("device: iphone-se\n" + body).screen == SceneScreen(width: 375, height: 667, scale: 2)
        )
    }

    @Test func anUnknownDeviceIsReportedWithTheClosestName() {
        #expect(
            diagnostics("device: iphone15\n" + body) == [
                """
                s.yaml:1:9: device: expected a device: iphone-se, iphone-14, iphone-15; \
                got "iphone15" (did you mean "iphone-15"?)
                """
            ])
    }

    @Test func anOrientationTurnsTheDeviceAndItsBars() throws {
        let scene = try SceneLoader.parse("device: iphone-15\norientation: landscape\nscreen: {scale: 1}\n" + body)
        #expect(scene.device == .iPhone15.landscape)
        #expect(scene.screen == SceneScreen(width: 852, height: 393, scale: 1))
        let runner = try SceneRunner(scene: scene)
        _ = try runner.displayList(atFrame: 0)
        try runner.world.run {
            #expect(runner.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
            let navigation = try #require(runner.window.rootViewController as? UINavigationController)
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        }
        #expect(
            try SceneLoader.parse("orientation: landscape-left\n" + body).device == .iPhone14.oriented(.landscapeLeft))
        #expect(try SceneLoader.parse("orientation: portrait\n" + body).screen == SceneScreen())
    }

    @Test func anUnknownOrientationIsReportedWithTheClosestName() {
        #expect(
            diagnostics("orientation: landscap\n" + body) == [
                """
                s.yaml:1:14: orientation: expected an orientation: portrait, landscape, landscape-left, \
                landscape-right; got "landscap" (did you mean "landscape"?)
                """
            ])
    }

    @Test func anOrientationSetsTheSizeSoTheScreenMayOnlyGiveTheScale() {
        #expect(
            diagnostics("orientation: landscape\nscreen: {height: 320}\n" + body) == [
                """
                s.yaml:2:18: screen.height: the device iphone-14 in landscape sets the screen's size \
                (844 × 390 points); give the scale only
                """
            ])
    }

    @Test func aDeviceSetsTheSizeSoTheScreenMayOnlyGiveTheScale() {
        #expect(
            diagnostics("device: iphone-se\nscreen: {width: 320, scale: 1}\n" + body) == [
                """
                s.yaml:2:17: screen.width: the device iphone-se sets the screen's size \
                (375 × 667 points); give the scale only
                """
            ])
    }
}
