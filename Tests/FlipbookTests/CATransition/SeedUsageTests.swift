import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Seed 001's two uses of CATransition: on the navigation controller's view layer before
/// `pushViewController(_:animated: false)`, and on the window's layer before `present(_:animated: false)`.
/// Goldens at 0 %, 25 %, 50 %, 75 % and 100 % of the seed's 0.8 s.
@MainActor @Suite(.serialized) struct SeedUsageTests {
    /// A view controller showing one of the test screens.
    final class ScreenViewController: UIViewController {
        let kind: TestScreenViews.Kind
        init(_ kind: TestScreenViews.Kind) {
            self.kind = kind
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() { view = TestScreenViews.make(kind) }
    }

    /// The seed's `pushAnimation`: 0.8 s, the default timing function, the given type and subtype.
    func seedTransition(_ type: CATransitionType, _ subtype: CATransitionSubtype) -> CATransition {
        let transition = CATransition()
        transition.duration = 0.8
        transition.timingFunction = CAMediaTimingFunction(name: .default)
        transition.type = type
        transition.subtype = subtype
        return transition
    }

    func window() -> UIWindow {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 180))
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        return window
    }

    /// Frames at 0, ¼, ½, ¾ and all of 0.8 s after the actions.
    func frames(_ recorder: FrameRecorder, golden name: String) -> [Bitmap] {
        let start = VirtualClock.shared.now
        return [0.0, 0.2, 0.4, 0.6, 0.8].map { t in
            VirtualClock.shared.advance(to: start + t)
            let frame = recorder.snapshot()
            assertGolden(frame, named: name, at: t, suite: "catransition")
            return frame
        }
    }

    @Test func navigationPushWithoutAnimationUnderACube() throws {
        let window = window()
        let first = ScreenViewController(.list)
        let second = ScreenViewController(.detail)
        let navigation = UINavigationController(rootViewController: first)
        navigation.setNavigationBarHidden(true, animated: false)
        window.rootViewController = navigation
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let before = recorder.snapshot()

        navigation.view.layer.add(seedTransition(CATransitionType(rawValue: "cube"), .fromRight), forKey: nil)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.topViewController === second)

        let shots = frames(recorder, golden: "seed-navigation-cube-fromRight")
        #expect(differingPixels(shots[0], before) == 0)
        // The cube is a pure function of the two renderings: frame ¼ is the effect's own frame at the
        // default curve's value there.
        let p = CAMediaTimingFunction(name: .default).value(at: 0.25)
        #expect(
            differingPixels(shots[1], try EffectRendering.frame(.cube, .fromRight, progress: p, background: .black))
                == 0)
        #expect(navigation.view.layer.animationKeys() == nil && navigation.view.layer.animation(forKey: "") == nil)
        #expect(
            differingPixels(shots[4], try EffectRendering.frame(.cube, .fromRight, progress: 1, background: .black))
                == 0)
    }

    @Test func modalPresentWithoutAnimationUnderAPageCurlOnTheWindow() throws {
        let window = window()
        let first = ScreenViewController(.list)
        let second = ScreenViewController(.detail)
        second.modalPresentationStyle = .fullScreen
        window.rootViewController = first
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let before = recorder.snapshot()

        try #require(first.view.window).layer.add(seedTransition(.pageCurl, .fromBottom), forKey: nil)
        first.present(second, animated: false, completion: nil)
        #expect(first.presentedViewController === second)

        let shots = frames(recorder, golden: "seed-modal-pageCurl-fromBottom")
        #expect(differingPixels(shots[0], before) == 0)
        let p = CAMediaTimingFunction(name: .default).value(at: 0.5)
        #expect(
            differingPixels(
                shots[2], try EffectRendering.frame(.pageCurl, .fromBottom, progress: p, background: .black)) == 0)
        #expect(window.layer.animationKeys() == nil)
        #expect(
            differingPixels(
                shots[4], try EffectRendering.frame(.pageCurl, .fromBottom, progress: 1, background: .black)) == 0)
    }

    @Test func navigationPopUnderAPushFromTheLeft() throws {
        // The same mechanism backwards: pop without animation under a public `push` from the left.
        let window = window()
        let first = ScreenViewController(.list)
        let second = ScreenViewController(.detail)
        let navigation = UINavigationController(rootViewController: first)
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.pushViewController(second, animated: false)
        window.rootViewController = navigation
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let before = recorder.snapshot()
        navigation.view.layer.add(seedTransition(.push, .fromLeft), forKey: "pop")
        navigation.popViewController(animated: false)
        let shots = frames(recorder, golden: "seed-navigation-pop-push-fromLeft")
        #expect(differingPixels(shots[0], before) == 0)
        // Half-way (by the curve), the old detail screen has moved right and the list follows from the left.
        let p = CAMediaTimingFunction(name: .default).value(at: 0.5)
        let expected = try EffectRendering.frame(
            .push, .fromLeft, progress: p, background: .black,
            old: TransitionTestScreens.new, new: TransitionTestScreens.old)
        #expect(differingPixels(shots[2], expected) == 0)
    }
}
