import Foundation

/// Supplies a page view controller's pages on demand, as a finger turns them.
///
/// `presentationCount(for:)` and `presentationIndex(for:)` are optional in UIKit: a scroll page view controller
/// shows its page control only when the data source implements both. Swift without the Objective-C runtime
/// cannot ask an object whether it implements a method, so here they have default implementations that
/// answer 0 and tell the page view controller they were reached, as UIKit learns that the methods are
/// missing; a data source that writes either method itself is taken to implement it.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many dots the page control shows (scroll style); asked when the pages are set.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot the page control highlights when the pages are set; a finger's turns move it on.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented (optional in UIKit): 0, and no page control.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.presentationMethodWasMissing = true
        return 0
    }

    /// Not implemented (optional in UIKit): 0, and no page control.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.presentationMethodWasMissing = true
        return 0
    }
}
