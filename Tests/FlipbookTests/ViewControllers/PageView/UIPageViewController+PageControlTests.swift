import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// The page control of a scroll page view controller: shown only when the data source implements both
/// presentation methods, in a strip under the pages, its current dot moved on when a finger's turn settles.
@MainActor
@Suite struct UIPageViewControllerPageControlTests {
    /// Pages without the presentation methods (UIKit shows no page control).
    final class PlainPages: NSObject, UIPageViewControllerDataSource {
        let pages = (0..<3).map { _ in UIViewController() }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }
    }

    /// Pages that give a count but no index (UIKit needs both).
    final class CountOnlyPages: NSObject, UIPageViewControllerDataSource {
        let plain = PlainPages()

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? { plain.pageViewController(pageViewController, viewControllerBefore: viewController) }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? { plain.pageViewController(pageViewController, viewControllerAfter: viewController) }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { plain.pages.count }
    }

    private func controller(
        _ style: UIPageViewController.TransitionStyle, _ source: UIPageViewControllerDataSource,
        first: UIViewController
    ) -> UIPageViewController {
        let controller = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        controller.dataSource = source
        controller.setViewControllers([first], direction: .forward, animated: false)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func onlyBothMethodsUnderScrollPagesShowThePageControl() {
        World().run {
            let both = ColorPages()
            both.showsIndicator = true
            let shown = controller(.scroll, both, first: both.pages[0])
            #expect(shown.showsPageControl && !shown.pageControl.isHidden)
            #expect(shown.pageControl.numberOfPages == 4 && shown.pageControl.currentPage == 0)
            #expect(shown.pageControl.superview === shown.view)
            #expect(shown.pageControl.frame == CGRect(x: 0, y: 818, width: 390, height: 26))
            #expect(shown.pageHost.frame == CGRect(x: 0, y: 0, width: 390, height: 818))
            #expect(both.pages[0].view.frame.size == CGSize(width: 390, height: 818))

            let plain = PlainPages()
            let none = controller(.scroll, plain, first: plain.pages[0])
            #expect(!none.showsPageControl && none.pageControl.isHidden)
            #expect(none.pageHost.frame == none.view.bounds)

            let countOnly = CountOnlyPages()
            #expect(!controller(.scroll, countOnly, first: countOnly.plain.pages[0]).showsPageControl)

            let curled = controller(.pageCurl, both, first: both.pages[0])
            #expect(!curled.showsPageControl, "a page curl has no page control")

            let zero = ColorPages()
            #expect(!controller(.scroll, zero, first: zero.pages[0]).showsPageControl, "a count of 0 shows none")
        }
    }

    @Test func theIndexIsAskedAfterThePagesChangeAndTheDataSourceCanComeLater() {
        World().run {
            let source = ColorPages()
            source.showsIndicator = true
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            #expect(!pages.showsPageControl)
            pages.dataSource = source
            #expect(pages.showsPageControl, "setting the data source asks it")
            pages.setViewControllers([source.pages[2]], direction: .forward, animated: false)
            #expect(pages.pageControl.currentPage == 2, "the index read from viewControllers is the new page's")
        }
    }

    @Test func theCurrentDotMovesOnWhenAFingersTurnSettles() throws {
        try World().run {
            let source = ColorPages()
            source.showsIndicator = true
            let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            controller.dataSource = source
            controller.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: controller, scale: 1, threads: 1)
            try recorder.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
            #expect(controller.pageControl.currentPage == 0, "still settling")
            try recorder.advance(seconds: 0.5)
            #expect(controller.pageControl.currentPage == 1)
            try recorder.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 280, y: 400), duration: 1)
            try recorder.advance(seconds: 0.5)
            #expect(controller.pageControl.currentPage == 1, "a turn that goes back leaves the dot")
            try recorder.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.3)
            try recorder.advance(seconds: 0.5)
            #expect(controller.pageControl.currentPage == 0)
        }
    }
}
