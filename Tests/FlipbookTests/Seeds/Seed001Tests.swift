import Flipbook
import Testing

/// A 40 × 30 picture: an orange-to-purple diagonal gradient.
@MainActor
func seedPicture() -> UIImage {
    UIImage.linearGradient(
        colors: [.systemOrange, .systemPurple], size: CGSize(width: 40, height: 30),
        startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1))
}

/// Seed 001: basic, KuGou, WeChat (and Question One), interactive pop and the picture browser.
@MainActor
@Suite struct Seed001Tests {
    @Test func basicTransitionSlidesDiagonally() {
        withScreen(width: 120, height: 200) {
            let window = makeTestWindow(width: 120, height: 200)
            let delegate = LYNavBaseAnimatedTransition()
            let first = DemoPage("First", tint: .systemGreen)
            let second = DemoPage("Second", tint: .systemBlue)
            let nav = UINavigationController(rootViewController: first)
            nav.delegate = delegate
            window.rootViewController = nav
            nav.pushViewController(second, animated: true)
            VirtualClock.shared.advance(by: 0.25)
            #expect(nearly(shownFrame(second.view), CGRect(x: 60, y: 100, width: 120, height: 200)))
            assertTransitionGolden(window, "seed001-basic-push")
            VirtualClock.shared.advance(by: 0.25)
            #expect(second.view.frame == window.bounds)
            nav.popViewController(animated: true)
            VirtualClock.shared.advance(by: 0.25)
            #expect(nearly(shownFrame(second.view), CGRect(x: 60, y: 100, width: 120, height: 200)))
            VirtualClock.shared.advance(by: 0.25)
            #expect(nav.viewControllers == [first])
            #expect(first.view.window === window && second.view.superview == nil)
            #expect(TransitionDiagnostics.shared.errors.isEmpty)
        }
    }

    @Test func kuGouSwingsInAroundAPivotBelowTheScreen() {
        withScreen(width: 120, height: 200) {
            let window = makeTestWindow(width: 120, height: 200)
            let delegate = LYNavKuGouAnimationTransition()
            let first = DemoPage("Songs", tint: .systemTeal)
            let second = DemoPage("Player", tint: .systemIndigo)
            let nav = UINavigationController(rootViewController: first)
            nav.delegate = delegate
            window.rootViewController = nav
            nav.pushViewController(second, animated: true)
            let start = second.view.layer.presentation()!.transform
            // 45° about (60, 360): the centre (60, 100) swings to (60 + 260 sin 45°, 360 − 260 cos 45°).
            #expect(abs(atan2(start.m12, start.m11) - .pi / 4) < 1e-6)
            #expect(abs(start.m41 - 260 * sin(.pi / 4)) < 1e-3 && abs(start.m42 - (260 - 260 * cos(.pi / 4))) < 1e-3)
            VirtualClock.shared.advance(by: 0.2)
            assertTransitionGolden(window, "seed001-kugou-push")
            VirtualClock.shared.advance(by: 0.2)
            #expect(second.view.transform == .identity)
            nav.popViewController(animated: true)
            VirtualClock.shared.advance(by: 0.2)
            assertTransitionGolden(window, "seed001-kugou-pop")
            VirtualClock.shared.advance(by: 0.2)
            #expect(nav.viewControllers == [first])
            #expect(second.view.transform == .identity)
        }
    }

    @Test func weChatPictureFliesToTheBigFrameAndBack() {
        withScreen(width: 120, height: 200) {
            let window = makeTestWindow(width: 120, height: 200)
            let picture = seedPicture()
            let list = LYPhotoListViewController(image: picture)
            let nav = UINavigationController(rootViewController: list)
            let delegate = LYNavWeChatAnimationTransition()
            nav.delegate = delegate
            window.rootViewController = nav
            let tapped = list.thumbnails[1]
            let before = getFrameInWindow(tapped)
            #expect(before == CGRect(x: 44, y: 60, width: 32, height: 32))
            let after = CGRect(x: 0, y: 55, width: 120, height: 90)
            delegate.info = LYWeChatTransitionInfo(
                image: picture, transitionBeforeImgFrame: before,
                transitionAfterImgFrame: after, bgColor: .white)
            let photo = LYPhotoViewController(image: picture, imageFrame: after)
            nav.pushViewController(photo, animated: true)
            #expect(photo.view.isHidden)
            VirtualClock.shared.advance(by: 0.15)
            assertTransitionGolden(window, "seed001-wechat-push")
            VirtualClock.shared.advance(by: 0.35)
            #expect(!photo.view.isHidden)
            #expect(photo.view.superview?.subviews.count == 1, "the helper views are gone")
            nav.popViewController(animated: true)
            VirtualClock.shared.advance(by: 0.1)
            assertTransitionGolden(window, "seed001-wechat-pop")
            VirtualClock.shared.advance(by: 0.4)
            #expect(nav.viewControllers == [list])
            #expect(!photo.view.isHidden)

            // Question One: the picture ends at the top, 0.6 × the width tall.
            let top = backScreenImageViewRect(with: picture)
            #expect(top == CGRect(x: 0, y: 0, width: 96, height: 72).offsetBy(dx: 12, dy: 0))
            delegate.info?.transitionAfterImgFrame = top
            delegate.info?.transitionBeforeImgFrame = getFrameInWindow(list.thumbnails[4])
            nav.pushViewController(LYPhotoViewController(image: picture, imageFrame: top), animated: true)
            VirtualClock.shared.advance(by: 0.5)
            #expect(nav.viewControllers.count == 2)
            #expect(TransitionDiagnostics.shared.errors.isEmpty)
        }
    }

    @Test func interactivePopFollowsTheSecondScreensPan() throws {
        try withScreen(width: 120, height: 200) {
            let window = makeTestWindow(width: 120, height: 200)
            let recorder = FrameRecorder(window: window, fps: 30, scale: 1, threads: 1)
            let first = DemoPage("First", tint: .systemGreen)
            let nav = UINavigationController(rootViewController: first)
            window.rootViewController = nav
            let second = LYNavBaseInteractiveSecondVC("Second", tint: .systemBlue)
            nav.pushViewController(second, animated: false)

            // A short drag (20 % of the width) cancels.
            try recorder.drag(from: CGPoint(x: 50, y: 120), to: CGPoint(x: 74, y: 120), duration: 0.3)
            try recorder.advance(seconds: 1)
            #expect(nav.viewControllers == [first, second])
            #expect(second.view.frame == window.bounds)

            // A longer one pops: half-way the second screen has moved half-way to the corner.
            let finger = try recorder.drag(
                from: CGPoint(x: 40, y: 120), to: CGPoint(x: 100, y: 120), duration: 0.5, ending: .hold)
            #expect(nav.transitionCoordinator?.isInteractive == true)
            #expect(nearly(shownFrame(second.view), CGRect(x: 60, y: 100, width: 120, height: 200), 0.5))
            assertTransitionGolden(window, "seed001-interactive-pop")
            try recorder.drag(finger, through: [CGPoint(x: 104, y: 120)], duration: 0.1)
            try recorder.advance(seconds: 0.5)
            #expect(nav.viewControllers == [first])
            #expect(TransitionDiagnostics.shared.errors.isEmpty)
        }
    }

    @Test func pictureBrowserZoomsAndIsPulledDownToClose() throws {
        try withScreen(width: 120, height: 200) {
            let window = makeTestWindow(width: 120, height: 200)
            let recorder = FrameRecorder(window: window, fps: 30, scale: 1, threads: 1)
            let picture = seedPicture()
            let list = LYPhotoListViewController(image: picture)
            window.rootViewController = list
            let transition = LYPictureBrowseInteractiveAnimatedTransition(
                transitionImage: picture, firstVCImgFrames: list.thumbnails.map(getFrameInWindow),
                transitionImgIndex: 2, dataSouceArray: Array(repeating: picture, count: 6))
            let browser = LYPictureBrowseViewController(transition: transition)
            list.present(browser, animated: true)
            try recorder.advance(seconds: 0.175)
            assertTransitionGolden(window, "seed001-browser-present")
            try recorder.advance(seconds: 0.2)
            #expect(!browser.view.isHidden)
            #expect(list.view.window === window, "over full screen keeps the list")

            // Pull down 40 % of the height and hold: the picture is 40 % of the way back to its thumbnail.
            let finger = try recorder.drag(
                from: CGPoint(x: 60, y: 90), to: CGPoint(x: 60, y: 170), duration: 0.4, ending: .hold)
            #expect(transition.interaction.percentComplete == 0.4)
            assertTransitionGolden(window, "seed001-browser-pull")
            // Back up to 10 % and let go: the browser stays.
            try recorder.drag(finger, through: [CGPoint(x: 60, y: 110)], duration: 0.3)
            try recorder.advance(seconds: 0.5)
            #expect(list.presentedViewController === browser)
            #expect(!browser.view.isHidden)
            // A long pull closes it.
            try recorder.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 60, y: 160), duration: 0.3)
            try recorder.advance(seconds: 0.5)
            #expect(list.presentedViewController == nil)
            #expect(window.subviews.map { $0 } == [list.view])
            #expect(TransitionDiagnostics.shared.errors.isEmpty)
        }
    }
}
