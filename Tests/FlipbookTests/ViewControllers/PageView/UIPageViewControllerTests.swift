import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

@MainActor
@Suite struct UIPageViewControllerTests {
    private func stage(
        _ style: UIPageViewController.TransitionStyle, spacing: CGFloat = 0, indicator: Bool = false
    ) -> (UIPageViewController, ColorPages, FrameRecorder) {
        let source = ColorPages()
        source.showsIndicator = indicator
        let controller = UIPageViewController(
            transitionStyle: style, navigationOrientation: .horizontal, options: [.interPageSpacing: spacing])
        controller.dataSource = source
        controller.delegate = source
        controller.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let recorder = FrameRecorder(device: .iPhone14, rootViewController: controller, scale: 1, threads: 1)
        return (controller, source, recorder)
    }

    @Test func aSwipePastHalfwayScrollsToTheNextPageFollowingTheFinger() throws {
        try World().run {
            let (controller, source, recorder) = stage(.scroll, spacing: 10, indicator: true)
            #expect(controller.viewControllers?.first === source.pages[0])
            #expect(controller.gestureRecognizers.count == 1)
            let finger = try recorder.drag(
                from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.4, ending: .hold)
            #expect(source.log == ["will page 1"])
            #expect(abs(source.pages[0].view.frame.minX - -240) < 1e-9, "the page follows the finger")
            #expect(abs(source.pages[1].view.frame.minX - (400 - 240)) < 1e-9, "the next page 10 points behind")
            assertGolden(recorder.snapshot(), named: "page-scroll-drag", at: 0.4, suite: "pages")
            try recorder.drag(finger, through: [CGPoint(x: 50, y: 400)], duration: 0.2)
            try recorder.advance(seconds: 0.5)
            #expect(controller.viewControllers?.first === source.pages[1])
            #expect(source.log == ["will page 1", "did true page 0 true"])
            #expect(source.pages[1].parent === controller && source.pages[0].parent == nil)
            #expect(source.pages[1].view.frame == controller.pageHost.bounds)
            #expect(controller.pageHost.frame.height == controller.view.bounds.height - 26, "above the dots' strip")
            #expect(controller.pageControl.currentPage == 1)
            assertGolden(recorder.snapshot(), named: "page-scroll-settled", at: 0.9, suite: "pages")
        }
    }

    @Test func aShortSlowSwipeGoesBackAndAFlickTurns() throws {
        try World().run {
            let (controller, source, recorder) = stage(.scroll)
            try recorder.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), duration: 1)
            try recorder.advance(seconds: 0.5)
            #expect(controller.viewControllers?.first === source.pages[0])
            #expect(source.log == ["will page 1", "did true page 0 false"])
            #expect(source.pages[1].parent == nil && source.pages[1].viewIfLoaded?.superview == nil)
            try recorder.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.05)
            try recorder.advance(seconds: 0.5)
            #expect(controller.viewControllers?.first === source.pages[1], "a flick turns")
        }
    }

    @Test func theFirstPageRubberBandsAndTurnsNowhere() throws {
        try World().run {
            let (controller, source, recorder) = stage(.scroll)
            let finger = try recorder.drag(
                from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3, ending: .hold)
            let x = source.pages[0].view.frame.minX
            #expect(x > 0 && x < 240, "rubber-banding: \(x)")
            try recorder.drag(finger, through: [CGPoint(x: 300, y: 400)], duration: 0.1)
            try recorder.advance(seconds: 0.5)
            #expect(source.log.isEmpty)
            #expect(controller.viewControllers?.first === source.pages[0])
            #expect(source.pages[0].view.frame.minX == 0)
        }
    }

    @Test func setViewControllersSlidesInTheDirectionAndCallsTheCompletion() throws {
        try World().run {
            let (controller, source, recorder) = stage(.scroll)
            var finished: Bool?
            controller.setViewControllers([source.pages[2]], direction: .reverse, animated: true) { finished = $0 }
            try recorder.advance(seconds: 0.1)
            let x = source.pages[2].view.layer.presentation()!.frame.minX
            #expect(x < 0 && x > -390, "the page comes in from the left: \(x)")
            try recorder.advance(seconds: 0.4)
            #expect(finished == true)
            #expect(controller.viewControllers?.first === source.pages[2])
            #expect(source.log.isEmpty, "programmatic turns are not told to the delegate")
        }
    }

    @Test func aPageCurlFollowsTheFingerAndCompletes() throws {
        try World().run {
            let (controller, source, recorder) = stage(.pageCurl)
            #expect(controller.spineLocation == .min)
            let finger = try recorder.drag(
                from: CGPoint(x: 360, y: 700), to: CGPoint(x: 160, y: 600), duration: 0.4, ending: .hold)
            #expect(source.log == ["will page 1"])
            assertGolden(recorder.snapshot(), named: "page-curl-drag", at: 0.4, suite: "pages")
            try recorder.drag(finger, through: [CGPoint(x: 100, y: 600)], duration: 0.1)
            try recorder.advance(seconds: 0.6)
            #expect(controller.viewControllers?.first === source.pages[1])
            #expect(source.log == ["will page 1", "did true page 0 true"])
            #expect(
                controller.pageHost.layer.animationKeys() == nil || controller.pageHost.layer.animationKeys()!.isEmpty)
        }
    }

    @Test func aCurlLetGoEarlyUncurlsBack() throws {
        try World().run {
            let (controller, source, recorder) = stage(.pageCurl)
            try recorder.drag(from: CGPoint(x: 360, y: 700), to: CGPoint(x: 300, y: 690), duration: 1)
            try recorder.advance(seconds: 0.6)
            #expect(controller.viewControllers?.first === source.pages[0])
            #expect(source.log == ["will page 1", "did true page 0 false"])
            #expect(source.pages[0].view.superview === controller.pageHost)
        }
    }

    @Test func noSpineForAPageCurlAndNoPagesAreReported() {
        World().run {
            let controller = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: UIPageViewController.SpineLocation.none.rawValue])
            #expect(controller.spineLocation == .min)
            #expect(!controller.isDoubleSided)
            controller.setViewControllers(nil, direction: .forward, animated: false)
            let messages = TransitionDiagnostics.shared.takeErrors().map(\.description)
            #expect(messages.count == 2)
            #expect(messages.contains { $0.contains("spine location .none is not valid for a page curl") })
            #expect(messages.contains { $0.contains("got 0 view controllers, needs 1") })
        }
    }
}
