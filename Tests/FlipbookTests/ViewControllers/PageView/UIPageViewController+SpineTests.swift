import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Double-sided pages and the spine in the middle: how many view controllers each takes, where the pages lie,
/// what the back of a curling page shows, and the mistakes UIKit raises exceptions for.
@MainActor
@Suite struct UIPageViewControllerSpineTests {
    private static let colors: [UIColor] = [
        .systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemTeal, .systemPink,
    ]

    /// A book of six coloured pages in a landscape iPhone, spine in the middle, showing pages `first` and
    /// `first + 1`.
    private func book(showing first: Int = 0) -> (UIPageViewController, ColorPages, FrameRecorder) {
        let source = ColorPages(Self.colors, card: CGRect(x: 40, y: 60, width: 200, height: 160))
        let controller = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        controller.dataSource = source
        controller.delegate = source
        controller.setViewControllers(
            [source.pages[first], source.pages[first + 1]], direction: .forward, animated: false)
        let recorder = FrameRecorder(
            device: .iPhone14.oriented(.landscapeRight), rootViewController: controller, scale: 1, threads: 1)
        return (controller, source, recorder)
    }

    @Test func theSpineInTheMiddleShowsTwoPagesSideBySide() throws {
        try World().run {
            let (controller, source, recorder) = book()
            try recorder.advance(seconds: 0)
            #expect(controller.spineLocation == .mid)
            #expect(controller.isDoubleSided)
            #expect(controller.viewControllers?.count == 2)
            let half = controller.view.bounds.width / 2
            #expect(
                source.pages[0].view.frame == CGRect(x: 0, y: 0, width: half, height: controller.view.bounds.height))
            #expect(source.pages[1].view.frame.minX == half)
            #expect(source.pages[0].parent === controller && source.pages[1].parent === controller)
        }
    }

    @Test func theRightPageCurlsOverTheSpineShowingTheNextPageOnItsBack() throws {
        try World().run {
            let (controller, source, recorder) = book()
            let finger = try recorder.drag(
                from: CGPoint(x: 820, y: 330), to: CGPoint(x: 560, y: 250), duration: 0.4, ending: .hold)
            #expect(source.log == ["will page 2,page 3"])
            assertGolden(recorder.snapshot(), named: "page-curl-mid-spine-drag", at: 0.4, suite: "pages")
            try recorder.drag(finger, through: [CGPoint(x: 500, y: 250)], duration: 0.1)
            try recorder.advance(seconds: 0.6)
            #expect(controller.viewControllers?.map(\.title) == ["page 2", "page 3"])
            #expect(source.log == ["will page 2,page 3", "did true page 0,page 1 true"])
            #expect(source.pages[0].parent == nil && source.pages[1].parent == nil)
            #expect(source.pages[2].view.superview === controller.pageHost)
            #expect(source.pages[3].view.frame.minX == controller.view.bounds.width / 2)
            #expect(controller.pageHost.subviews.count == 2, "the curl's half is gone")
            assertGolden(recorder.snapshot(), named: "page-curl-mid-spine-turned", at: 1.1, suite: "pages")
        }
    }

    @Test func theCurlingPagesEdgeFollowsTheFingerAcrossTheWholeSpread() throws {
        try World().run {
            let (controller, source, recorder) = book()
            let width = controller.view.bounds.width
            let start: CGFloat = 820
            let finger = try recorder.drag(
                from: CGPoint(x: start, y: 330), to: CGPoint(x: width / 2, y: 330), duration: 0.4, ending: .hold)
            #expect(source.log == ["will page 2,page 3"])
            guard let turn = controller.turn else {
                Issue.record("the finger started no turn")
                return
            }
            // The finger at the spine: the page stands about upright over it, half way through the turn (it used
            // to be all but landed there, the curl running ahead of the finger twice as fast).
            #expect(abs(turn.progress - (start - width / 2) / width) < 0.01)
            #expect(turn.progress > 0.45 && turn.progress < 0.5)
            try recorder.drag(finger, through: [CGPoint(x: width * 0.2, y: 330)], duration: 0.3, ending: .hold)
            #expect(abs(turn.progress - (start - width * 0.2) / width) < 0.01)
            try recorder.drag(finger, through: [CGPoint(x: 2, y: 330)], duration: 0.2, ending: .hold)
            #expect(abs(turn.progress - (start - 2) / width) < 0.01, "the edge keeps following to the far side")
            try recorder.drag(finger, through: [CGPoint(x: 2, y: 330)], duration: 0.1)
            try recorder.advance(seconds: 0.6)
            #expect(controller.viewControllers?.map(\.title) == ["page 2", "page 3"])
        }
    }

    @Test func theLeftPageCurlsBackOverTheSpine() throws {
        try World().run {
            let (controller, source, recorder) = book(showing: 2)
            try recorder.drag(from: CGPoint(x: 30, y: 330), to: CGPoint(x: 500, y: 250), duration: 0.4)
            try recorder.advance(seconds: 0.6)
            #expect(source.log == ["will page 0,page 1", "did true page 2,page 3 true"])
            #expect(controller.viewControllers?.map(\.title) == ["page 0", "page 1"])
        }
    }

    @Test func aBookRunsOutOfPagesInTwos() throws {
        try World().run {
            let (controller, source, recorder) = book(showing: 4)
            try recorder.drag(from: CGPoint(x: 820, y: 330), to: CGPoint(x: 500, y: 250), duration: 0.4)
            try recorder.advance(seconds: 0.6)
            #expect(source.log.isEmpty, "no pages after page 5: nothing turns")
            #expect(controller.viewControllers?.map(\.title) == ["page 4", "page 5"])
        }
    }

    @Test func aDoubleSidedPageAtTheEdgeShowsItsBackAsItCurls() throws {
        try World().run {
            let source = ColorPages(Self.colors)
            let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            controller.isDoubleSided = true
            controller.dataSource = source
            controller.delegate = source
            controller.setViewControllers([source.pages[0], source.pages[1]], direction: .forward, animated: false)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: controller, scale: 1, threads: 1)
            #expect(source.pages[1].viewIfLoaded?.superview == nil, "the back is off screen")
            let finger = try recorder.drag(
                from: CGPoint(x: 360, y: 700), to: CGPoint(x: 160, y: 600), duration: 0.4, ending: .hold)
            #expect(source.log == ["will page 2,page 1"])
            assertGolden(recorder.snapshot(), named: "page-curl-double-sided-drag", at: 0.4, suite: "pages")
            try recorder.drag(finger, through: [CGPoint(x: 100, y: 600)], duration: 0.1)
            try recorder.advance(seconds: 0.6)
            #expect(controller.viewControllers?.map(\.title) == ["page 2", "page 1"])
            #expect(source.pages[2].view.superview === controller.pageHost)
            #expect(source.pages[1].viewIfLoaded?.superview == nil)
            #expect(source.pages[0].parent == nil)
            controller.setViewControllers([source.pages[4], source.pages[3]], direction: .forward, animated: true)
            try recorder.advance(seconds: 0.7)
            #expect(controller.viewControllers?.map(\.title) == ["page 4", "page 3"])
        }
    }

    @Test func countsThatDoNotFitTheSpineAreReportedAndRefused() {
        World().run {
            let source = ColorPages()
            let mid = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
            var finished: Bool?
            mid.setViewControllers([source.pages[0]], direction: .forward, animated: false) { finished = $0 }
            #expect(finished == false)
            #expect(mid.viewControllers == nil)
            mid.isDoubleSided = false
            #expect(mid.isDoubleSided)
            let single = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            single.setViewControllers([source.pages[0], source.pages[1]], direction: .forward, animated: false)
            #expect(single.viewControllers == nil)
            let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            scroll.isDoubleSided = true
            scroll.setViewControllers([source.pages[0], source.pages[1]], direction: .forward, animated: false)
            let far = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: UIPageViewController.SpineLocation.max])
            #expect(far.spineLocation == .max)
            far.setViewControllers([source.pages[0], source.pages[1]], direction: .forward, animated: false)
            #expect(far.viewControllers == nil)
            let messages = TransitionDiagnostics.shared.takeErrors().map(\.description)
            #expect(messages.count == 5)
            #expect(
                messages.contains {
                    $0.contains("got 1 view controller, needs 2: the spine location .mid shows two pages")
                })
            #expect(messages.contains { $0.contains("isDoubleSided = false with the spine location .mid") })
            #expect(messages.contains { $0.contains("got 2 view controllers, needs 1: single-sided pages") })
            #expect(messages.contains { $0.contains("got 2 view controllers, needs 1: the scroll style") })
            #expect(messages.filter { $0.contains("got 2 view controllers, needs 1: single-sided pages") }.count == 2)
        }
    }

    @Test func theDelegateChoosesTheSpineAndItsPagesAsXcodesTemplateDoes() throws {
        try World().run {
            let source = ColorPages(Self.colors, card: CGRect(x: 40, y: 60, width: 200, height: 160))
            let chooser = SpineChooser(source: source)
            let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            controller.dataSource = source
            controller.delegate = chooser
            controller.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            let recorder = FrameRecorder(
                device: .iPhone14.oriented(.landscapeRight), rootViewController: controller, scale: 1, threads: 1)
            try recorder.advance(seconds: 0)
            #expect(chooser.asked == [.landscapeRight])
            #expect(controller.spineLocation == .mid && controller.isDoubleSided)
            #expect(controller.viewControllers?.map(\.title) == ["page 0", "page 1"])
            #expect(source.pages[1].view.frame.minX == controller.view.bounds.width / 2)
            #expect(TransitionDiagnostics.shared.takeErrors().isEmpty)
        }
    }

    @Test func theDelegateCanPutTheSpineAtTheFarEdge() throws {
        try World().run {
            let source = ColorPages(Self.colors)
            let chooser = FarSpineChooser()
            let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            controller.dataSource = source
            controller.delegate = chooser
            controller.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: controller, scale: 1, threads: 1)
            try recorder.advance(seconds: 0)
            #expect(chooser.asked == 1)
            #expect(controller.spineLocation == .max && !controller.isDoubleSided)
            try recorder.drag(from: CGPoint(x: 20, y: 700), to: CGPoint(x: 300, y: 650), duration: 0.4)
            try recorder.advance(seconds: 0.6)
            #expect(controller.viewControllers?.first === source.pages[1], "dragging right turns forward")
            #expect(TransitionDiagnostics.shared.takeErrors().isEmpty)
        }
    }

    @Test func aDelegateThatMovesTheSpineWithoutTwoPagesIsReported() {
        World().run {
            let source = ColorPages()
            let chooser = SpineChooser(source: source, givesPages: false)
            let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            controller.delegate = chooser
            controller.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            _ = FrameRecorder(device: .iPhone14, rootViewController: controller, scale: 1, threads: 1)
            let messages = TransitionDiagnostics.shared.takeErrors().map(\.description)
            #expect(messages.count == 1)
            #expect(
                messages.first?.contains(
                    "has 1 view controller after pageViewController(_:spineLocationFor:) chose mid, needs 2") == true)
        }
    }
}

/// A delegate that puts the spine in the middle, giving the current page and the next as Xcode's page-based
/// application template does (unless `givesPages` is false).
@MainActor
private final class SpineChooser: NSObject, UIPageViewControllerDelegate {
    let source: ColorPages
    let givesPages: Bool
    var asked: [UIInterfaceOrientation] = []

    init(source: ColorPages, givesPages: Bool = true) {
        self.source = source
        self.givesPages = givesPages
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        asked.append(orientation)
        if givesPages, let current = pageViewController.viewControllers?.first,
            let next = source.pageViewController(pageViewController, viewControllerAfter: current)
        {
            pageViewController.setViewControllers([current, next], direction: .forward, animated: true)
        }
        return .mid
    }
}

/// A delegate that puts the spine at the far edge, keeping the one page given.
@MainActor
private final class FarSpineChooser: NSObject, UIPageViewControllerDelegate {
    var asked = 0

    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        asked += 1
        return .max
    }
}
