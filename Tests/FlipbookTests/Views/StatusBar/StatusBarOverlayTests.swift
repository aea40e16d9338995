import Foundation
import Testing

@testable import Flipbook

/// The status bar a recorder draws on request: its colour follows the deciding controller's style, hiding
/// follows `prefersStatusBarHidden` with the controller's update animation, and transitions carry it along.
@MainActor @Suite struct StatusBarOverlayTests {
    final class Screen: UIViewController {
        var hidden = false
        var style = UIStatusBarStyle.default
        var animation = UIStatusBarAnimation.fade
        var colour = UIColor.white
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = colour
        }
    }

    /// A point inside the battery's charge on an iPhone 14 (the icons end 14 points from the right).
    static let battery = CGPoint(x: 362, y: 26)

    static func grey(_ recorder: FrameRecorder, at point: CGPoint) -> Int {
        Int(recorder.snapshot()[Int(point.x), Int(point.y)].g)
    }

    @Test func offByDefaultAndDarkOnALightScreen() throws {
        try World().run {
            let screen = Screen()
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: screen, scale: 1, threads: 1)
            #expect(Self.grey(recorder, at: Self.battery) == 255, "no status bar unless asked for")
            recorder.showsStatusBar = true
            #expect(Self.grey(recorder, at: Self.battery) < 40, "dark content by default")
            #expect(Self.grey(recorder, at: CGPoint(x: 200, y: 26)) == 255, "nothing drawn over the notch")
            try recorder.advance(seconds: 0.1)
        }
    }

    @Test func aLightContentPresentationTurnsTheBarLightAlongsideItsAnimation() throws {
        try World().run {
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: Screen(), scale: 1, threads: 1)
            recorder.showsStatusBar = true
            let night = Screen()
            night.colour = .black
            night.style = .lightContent
            night.modalPresentationStyle = .fullScreen
            recorder.window.rootViewController?.present(night, animated: true)
            try recorder.advance(seconds: 0.25)
            let midway = recorder.world.statusBar?.view.subviews.last?.layer.presentation()?.opacity ?? -1
            #expect(midway > 0.05 && midway < 0.95, "the light content fades in with the presentation: \(midway)")
            try recorder.advance(seconds: 0.5)
            #expect(Self.grey(recorder, at: Self.battery) > 215, "light content over the dark screen")
        }
    }

    @Test func hidingSlidesOrFadesInsideAnAnimationBlock() throws {
        try World().run {
            let screen = Screen()
            screen.animation = .slide
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: screen, scale: 1, threads: 1)
            recorder.showsStatusBar = true
            _ = recorder.snapshot()
            screen.hidden = true
            UIView.animate(withDuration: 0.4) { screen.setNeedsStatusBarAppearanceUpdate() }
            try recorder.advance(seconds: 0.2)
            let bar = try #require(recorder.world.statusBar?.view)
            let offset = bar.layer.presentation()?.transform.m42 ?? 0
            #expect(offset < -5 && offset > -42, "half-way up: \(offset)")
            try recorder.advance(seconds: 0.3)
            #expect(Self.grey(recorder, at: Self.battery) == 255, "slid away")

            screen.animation = .fade
            screen.hidden = false
            UIView.animate(withDuration: 0.4) { screen.setNeedsStatusBarAppearanceUpdate() }
            #expect(bar.transform == .identity && bar.alpha == 1)
            try recorder.advance(seconds: 0.5)
            #expect(Self.grey(recorder, at: Self.battery) < 40, "back")

            screen.hidden = true
            screen.setNeedsStatusBarAppearanceUpdate()
            #expect(Self.grey(recorder, at: Self.battery) == 255, "outside an animation block the change is at once")
        }
    }

    @Test func layoutFollowsTheDevice() {
        let notch = StatusBarLayout.forScreen(width: 390, topInset: 47)
        let island = StatusBarLayout.forScreen(width: 393, topInset: 59)
        let classic = StatusBarLayout.forScreen(width: 375, topInset: 20)
        #expect(notch?.timeCenter.x == 54 && notch?.signalAtLeft == false)
        #expect(island.map { $0.iconsCenterY > notch!.iconsCenterY } == true, "lower beside the Dynamic Island")
        #expect(classic?.timeCenter.x == 187.5 && classic?.signalAtLeft == true)
        #expect(StatusBarLayout.forScreen(width: 844, topInset: 0) == nil, "no status bar in landscape")
    }
}
